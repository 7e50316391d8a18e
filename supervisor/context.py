from django.conf import settings

from runs.evals.judge import Coverage
from runs.models import (ApprovalKind, ApprovalStatus, CompensationState, DriftAlertStatus, EffectClass, EscalationStatus, Phase,
                         RunReplayStatus, RunStatus, StepStatus, SubtaskStatus)


def product(request):
    """Values every page shows: which model is driving runs (the offline agent is labelled as such)."""
    return {"supervisor_model": settings.SUPERVISOR_MODEL, "refund_ceiling_cents": settings.REFUND_CEILING_CENTS}


# The vocabularies templates compare against, by the enums' own names: `run.status == RunStatus.DONE`
# rather than a bare "done" that would silently never match once a value is renamed. Django's
# choices enums are not called in templates (do_not_call_in_templates), so a member is looked up.
VOCABULARIES = {enum.__name__: enum for enum in (ApprovalKind, ApprovalStatus, CompensationState, Coverage, DriftAlertStatus, EffectClass,
                                                 EscalationStatus, Phase, RunReplayStatus, RunStatus, StepStatus, SubtaskStatus)}


def vocabularies(request):
    return VOCABULARIES
