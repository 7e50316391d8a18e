"""Tickets arrive by email, the web form or the API; the demo's own tickets were marked with a
channel of their own ("demo"), which no real ticket has. They become email, as most of them were
written (`seed_demo` then gives each its channel from the demo data)."""

from django.db import migrations, models


def demo_to_email(apps, schema_editor):
    apps.get_model("runs", "Ticket").objects.filter(channel="demo").update(channel="email")


def email_to_demo(apps, schema_editor):
    # Back to the old channel set: "email" did not exist; the demo's tickets were "demo".
    apps.get_model("runs", "Ticket").objects.filter(channel="email").update(channel="demo")


CHOICES = [("email", "Email"), ("web", "Web form"), ("api", "API"), ("command", "Management command"), ("eval", "Evaluation")]


class Migration(migrations.Migration):
    dependencies = [("runs", "0007_page_indexes")]

    operations = [
        migrations.RemoveConstraint(model_name="ticket", name="ticket_channel_valid"),
        migrations.RunPython(demo_to_email, email_to_demo),
        migrations.AlterField(model_name="ticket", name="channel",
                              field=models.CharField(choices=CHOICES, default="web", max_length=16)),
        migrations.AddConstraint(
            model_name="ticket",
            constraint=models.CheckConstraint(condition=models.Q(("channel__in", [c for c, _ in CHOICES])), name="ticket_channel_valid"),
        ),
    ]
