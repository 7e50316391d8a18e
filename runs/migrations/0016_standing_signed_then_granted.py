# A standing approval is made by two people: signed by a lead (pending), then granted by an admin.
# Rules granted before this had both at once: they were signed when they were granted.

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


def signed_when_granted(apps, schema_editor):
    StandingApproval = apps.get_model("runs", "StandingApproval")
    StandingApproval.objects.filter(signed_at__isnull=True).update(signed_at=models.F("granted_at"))


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0015_approval_approved_amount'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name='standingapproval',
            name='signed_at',
            field=models.DateTimeField(help_text='When the lead signed it: pending from then until an admin grants it.', null=True),
        ),
        migrations.RunPython(signed_when_granted, migrations.RunPython.noop),
        migrations.AlterField(
            model_name='standingapproval',
            name='signed_at',
            field=models.DateTimeField(help_text='When the lead signed it: pending from then until an admin grants it.'),
        ),
        migrations.AlterField(
            model_name='standingapproval',
            name='granted_at',
            field=models.DateTimeField(blank=True, help_text='When an admin granted it: in force from then.', null=True),
        ),
        migrations.AlterField(
            model_name='standingapproval',
            name='granted_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.PROTECT, related_name='+', to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddConstraint(
            model_name='standingapproval',
            constraint=models.CheckConstraint(condition=models.Q(models.Q(('granted_at__isnull', True), ('granted_by__isnull', True)), models.Q(('granted_at__isnull', False), ('granted_by__isnull', False)), _connector='OR'), name='standing_granted_by_someone'),
        ),
        migrations.AddConstraint(
            model_name='standingapproval',
            constraint=models.CheckConstraint(condition=models.Q(('uses', 0), ('granted_at__isnull', False), _connector='OR'), name='standing_used_only_once_granted'),
        ),
    ]
