from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('runs', '0014_standing_approvals'),
    ]

    operations = [
        migrations.AddField(
            model_name='approval',
            name='approved_amount_cents',
            field=models.PositiveIntegerField(blank=True, null=True),
        ),
        migrations.AddConstraint(
            model_name='approval',
            constraint=models.CheckConstraint(condition=models.Q(('approved_amount_cents__isnull', True), ('approved_amount_cents__gt', 0), _connector='OR'), name='approval_approved_amount_positive'),
        ),
    ]
