"""`manage.py seed_runs`: history for page benchmarks, as copies of real finished runs that keep
everything a run owns pointing at the copy's own rows."""

from django.core.management import call_command

from runs.models import Approval, Run, RunEvent, Subtask
from runs.record import verify_chain
from supervisor.models import TallyMark
from tests.dashboard_world import finished, refund_waiting, world  # noqa: F401


def test_it_adds_copies_of_finished_runs_until_there_are_enough(world, lead):
    template = finished()
    paying = refund_waiting()
    from runs.people import actions

    actions.refund_decide(approval_id=Approval.objects.get(run=paying, status="pending").pk, user=lead, approve=True)
    call_command("seed_runs", runs=6, batch=2, verbosity=0)
    assert Run.objects.count() == 6
    copies = Run.objects.filter(ticket__ref__startswith="B-")
    assert copies.count() == 4 and set(copies.values_list("status", flat=True)) <= set(Run.FINISHED)
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
    assert TallyMark.objects.get().folded_at is not None  # the metrics are folded at the end


def test_it_adds_nothing_when_there_are_runs_enough(world):
    finished(), finished()
    call_command("seed_runs", runs=2, verbosity=0)
    assert Run.objects.count() == 2
