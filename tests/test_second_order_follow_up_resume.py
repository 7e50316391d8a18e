"""A follow-up run is created exactly once (runs.follow_ups): it is made in the same transaction as the step that hands
the subtask over, so a worker dying in that step leaves no follow-up behind, and the step done again makes one; and an
order another run of the ticket already works is never given a second run."""

import pytest

from runs import follow_ups
from runs.follow_up_reasons import handed_run
from runs.evals.cases import parse_case
from runs.evals.runner import WAITING_FOR_APPROVER, EvalSession, Trial
from runs.models import Run, Subtask
from runs.shop.models import Refund
from runs.walk import follow_up, walk

from tests.guard_fixtures import two_order_case

CASE = two_order_case("Broken things", "Order SU-91001: the mug came smashed, refund please. Also on SU-91002 the lamp arrived cracked, please refund that too.", intents=[{"kind": "damaged_item", "quote": "mug"}, {"kind": "damaged_item", "quote": "lamp"}])


class WorkerDied(RuntimeError):
    pass


def _started():
    case = parse_case(CASE, path="test", line=1)
    session = EvalSession.open(cases=[case], model="offline", k=1, files=["test"])
    trial = Trial(case, 1)
    run = session.start(trial)
    return trial, run


def _walk_through(trial, run: Run) -> None:
    """Walk as the eval's in-process runner does: the case's approver confirms a plan put to a person."""
    for _ in range(40):
        walk(run.pk, owner="test-worker")
        run.refresh_from_db()
        if run.status in WAITING_FOR_APPROVER and trial.approver.act(run):
            continue
        if run.status not in (Run.Status.QUEUED, Run.Status.RUNNING):
            return


@pytest.mark.django_db(transaction=True)
def test_a_worker_dying_in_the_hand_over_step_leaves_no_follow_up_and_the_step_done_again_makes_one(monkeypatch):
    real = follow_up.hand_over
    died = []

    def dies_after_creating(ctx, *args, **kwargs):
        out = real(ctx, *args, **kwargs)
        if not died:
            died.append(Run.objects.filter(ticket_id=ctx.run.ticket_id).count())
            raise WorkerDied("killed mid-step, after the follow-up row was written")
        return out

    monkeypatch.setattr(follow_up, "hand_over", dies_after_creating)
    trial, run = _started()
    with pytest.raises(WorkerDied):
        _walk_through(trial, run)
    assert died == [2]  # the follow-up was written inside the step ...
    assert Run.objects.filter(ticket_id=run.ticket_id).count() == 1  # ... and went with it when the step rolled back
    Run.objects.filter(pk=run.pk).update(lease_owner="", lease_expires_at=None)
    _walk_through(trial, run)
    follows = follow_ups.follow_ups_of(run)
    assert len(follows) == 1 and run.events.filter(kind="follow_up_started").count() == 1
    _walk_through(trial, follows[0])
    assert Refund.objects.filter(order__ref__startswith="SU-91002").count() == 1


@pytest.mark.django_db(transaction=True)
def test_an_order_another_run_of_the_ticket_works_is_named_never_given_a_second_run():
    trial, run = _started()
    _walk_through(trial, run)
    first = follow_ups.follow_ups_of(run)
    assert len(first) == 1
    ref = follow_ups.handed_from(first[0])["order_ref"]
    assert ref.startswith("SU-91002") and follow_ups.working(run, ref) == first[0]  # handed, not yet walked: still the one working it
    handed = [s for s in run.subtasks.all() if s.status == Subtask.Status.DEFERRED]
    assert [handed_run(s) for s in handed] == [first[0].pk]
    # a follow-up never hands over in its turn, nor pins any order but its own
    assert follow_ups.refusal(first[0], handed[0], run.order_ref, {"customer": {"email": "ana.r@example.com"}}, None).startswith("this run is itself")


@pytest.mark.django_db(transaction=True)
def test_the_handing_run_and_its_follow_up_each_replay_identically_and_the_replay_makes_no_run():
    from runs.replay import replay_run

    trial, run = _started()
    _walk_through(trial, run)
    follow = follow_ups.follow_ups_of(run)[0]
    _walk_through(trial, follow)
    before = Run.objects.count()
    for each in (run, follow):
        each.refresh_from_db()
        report = replay_run(each)
        assert report.identical, (report.first_difference, report.notes)
    assert Run.objects.count() == before


@pytest.mark.django_db(transaction=True)
def test_a_subtask_about_the_pinned_order_is_never_handed_to_a_follow_up_on_another():
    """A model asking to hand over the mug's own subtask under the lamp's order would drop the mug's request: refused."""
    from runs.ticket_reading import read_once

    trial, run = _started()
    _walk_through(trial, run)
    mug = next(s for s in run.subtasks.all() if s.status == Subtask.Status.RESOLVED)
    mug.status = Subtask.Status.OPEN  # as it stood before it was worked
    lamp_ref = follow_ups.handed_from(follow_ups.follow_ups_of(run)[0])["order_ref"]
    reading = read_once(f"{run.ticket.subject}\n{run.ticket.body}", run.ticket.order_ref)
    why = follow_ups.refusal(run, mug, lamp_ref, {"customer": {"email": "ana.r@example.com"}}, reading)
    assert "does not name order" in why
