"""`manage.py seed_runs`: history for page benchmarks, as copies of real finished runs that keep
everything a run owns pointing at the copy's own rows."""

from django.core.management import call_command

from runs.models import Approval, Escalation, Run, RunEvent, Subtask
from runs.record import verify_chain
from supervisor.models import TallyMark
from runs.people import actions
from tests.dashboard_world import escalated, finished, open_escalation, refund_waiting, world  # noqa: F401
from tests.runtime_world import walk_until_pause


def test_it_adds_copies_of_finished_runs_until_there_are_enough(world, lead):
    template = finished()
    paying = refund_waiting()
    actions.refund_decide(approval_id=Approval.objects.get(run=paying, status="pending").pk, user=lead, approve=True)
    walk_until_pause(paying)
    handed = escalated()
    actions.escalation_resolve(escalation_id=open_escalation(handed).pk, user=lead, resolution="Checked by phone.")
    # Templates with an approval and an escalation: every column those rows have is copied (a column
    # added without a database default once made the copy refuse them on PostgreSQL).
    assert Run.objects.filter(pk__in=[paying.pk, handed.pk], status__in=Run.FINISHED).count() == 2
    call_command("seed_runs", runs=9, batch=2, verbosity=0)
    assert Run.objects.count() == 9
    copies = Run.objects.filter(ticket__ref__startswith="B-")
    assert copies.count() == 6 and set(copies.values_list("status", flat=True)) <= set(Run.FINISHED)
    for copy in copies:
        assert verify_chain(copy) is None  # a digest never names its run, so the chain holds in the copy
        assert copy.events.count() > 0
        for subtask in Subtask.objects.filter(run=copy).exclude(evidence_event=None):
            assert subtask.evidence_event.run_id == copy.pk
        for step_event in RunEvent.objects.filter(pk__in=Subtask.objects.filter(run=copy).values("steps__result_event")):
            assert step_event.run_id == copy.pk
        for approval in Approval.objects.filter(run=copy):
            assert approval.subject.startswith(f"run:{copy.pk}:") and approval.status != "pending"
    assert Subtask.objects.filter(run__in=copies).count() >= 2 * Subtask.objects.filter(run=template).count() > 0
    assert Approval.objects.filter(run__in=copies, kind="refund").count() >= 2
    assert Escalation.objects.filter(run__in=copies).count() >= 2
    assert TallyMark.objects.get().folded_at is not None  # the metrics are folded at the end


def test_it_adds_nothing_when_there_are_runs_enough(world):
    finished(), finished()
    call_command("seed_runs", runs=2, verbosity=0)
    assert Run.objects.count() == 2
