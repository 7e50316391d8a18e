"""A step's precondition and acceptance become lists of check names (runs.step_checks) instead of
prose. Steps written before keep their prose in the record (the plan_admitted and replan events
carry the proposal); their acceptance becomes the check that proves their tool's work, and their
precondition is left empty: prose cannot be evaluated."""

from django.db import migrations, models
from django.db.models import Q

# The proof of each tool's work as runs.step_checks.PROOF_OF_TOOL had it when this was written.
PROOF_OF_TOOL = {
    "get_order": "order_pinned", "search_orders": "order_pinned", "search_policy": "policy_retrieved",
    "get_seller_supplement": "supplement_read", "get_carrier_scan": "scans_read", "propose_decision": "decision_admitted",
    "issue_refund": "refund_issued", "start_return": "return_started", "escalate_to_human": "handed_to_person",
    "send_reply": "reply_sent",
}


def to_checks(apps, schema_editor):
    Step = apps.get_model("runs", "Step")
    for step in Step.objects.all().only("pk", "tool"):
        Step.objects.filter(pk=step.pk).update(acceptance_checks=[PROOF_OF_TOOL.get(step.tool, "order_pinned")])


def to_prose(apps, schema_editor):
    """Going back: the check names, as words."""
    Step = apps.get_model("runs", "Step")
    for step in Step.objects.all().only("pk", "precondition_checks", "acceptance_checks"):
        Step.objects.filter(pk=step.pk).update(precondition=", ".join(step.precondition_checks) or "none",
                                               acceptance=", ".join(step.acceptance_checks) or "none")


class Migration(migrations.Migration):

    dependencies = [
        ("runs", "0005_record_hash_chain"),
    ]

    operations = [
        migrations.RemoveConstraint(model_name="step", name="step_has_acceptance"),
        migrations.AddField(model_name="step", name="precondition_checks", field=models.JSONField(blank=True, default=list)),
        migrations.AddField(model_name="step", name="acceptance_checks", field=models.JSONField(default=list)),
        # A default, so that going back can add the prose columns to existing rows before filling them.
        migrations.AlterField(model_name="step", name="precondition", field=models.CharField(max_length=300, default="")),
        migrations.AlterField(model_name="step", name="acceptance", field=models.CharField(max_length=300, default="")),
        migrations.RunPython(to_checks, to_prose),
        migrations.RemoveField(model_name="step", name="precondition"),
        migrations.RemoveField(model_name="step", name="acceptance"),
        migrations.RenameField(model_name="step", old_name="precondition_checks", new_name="precondition"),
        migrations.RenameField(model_name="step", old_name="acceptance_checks", new_name="acceptance"),
        migrations.AddConstraint(model_name="step", constraint=models.CheckConstraint(condition=~Q(acceptance=[]), name="step_has_acceptance")),
    ]
