"""Reads that need nothing of each other go in one round trip, and what a commit already knows is not
read again (issue 13): the guard's three reads before a pass (a lead's rejections, the plan edits, the
approvals on its decisions), the shop's order with what its idempotency key already holds (a refund, a
return, a reply), the shop's deliverables, the reply's plan with its steps; the refund's room check counts
the order's other refunds from the rows read under the order's lock; and the step after an external
effect takes its turn's events from the commit that requested the effect when nothing was appended since.
Each gives what the reads it replaces gave (compared here with the ORM's own reads, on SQLite and on
PostgreSQL); the round trips a walk saves are pinned in tests/test_a_turns_round_trips_to_postgresql_are_exact.py."""

from datetime import timedelta

import pytest

from runs import hot_reads, record, world
from runs.models import Approval, RunEvent, Subtask
from runs.shop import models as shop
from runs.shop.backend import DemoShop, ShopError
from runs.walk import turn as walk_turn
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import walk_canonical_counting


def _described(rows, *names):
    return [tuple(getattr(r, n) for n in names) for r in rows]


@pytest.mark.django_db
def test_the_guards_reads_together_are_the_orms():
    build_world()
    run = start(ticket())
    for n, actor in enumerate(["lead-ana", "lead-bo"]):
        record.append(run, "refund_rejected", {"decision": f"D-{n}", "note": "too much"}, actor=actor)
    now = world.now()
    subjects = [f"run:{run.pk}:decision:aaa", f"run:{run.pk}:decision:bbb"]
    for subject, status, expires in [(subjects[0], Approval.Status.APPROVED, None), (subjects[0], Approval.Status.REJECTED, None),
                                     (subjects[1], Approval.Status.APPROVED, now - timedelta(hours=1)),  # expired: not read
                                     (subjects[1], Approval.Status.PENDING, None), ("run:0:decision:other", Approval.Status.APPROVED, None)]:
        Approval.objects.create(run=run, kind="refund", subject=subject, status=status, expires_at=expires)
    from django.db.models import Q

    from runs.walk.exits import _decisions_approvals

    rejected, replans, decided = hot_reads.refund_rejections_and_replans(run, True)
    assert _described(rejected, "seq", "actor", "payload") == _described(run.events.filter(kind="refund_rejected").order_by("seq"),
                                                                         "seq", "actor", "payload")
    assert [r.pk for r in replans] == [r.pk for r in run.replans.order_by("event__seq")]
    # the pass's approvals picked from the run's decided ones are the rows of the one statement the guard ran per pass
    approvals = _decisions_approvals(decided, subjects, now)
    by_the_orm = Approval.objects.filter(run=run, subject__in=subjects, status__in=(Approval.Status.APPROVED, Approval.Status.REJECTED)).filter(
        ~Q(status=Approval.Status.APPROVED) | Q(expires_at__isnull=True) | Q(expires_at__gt=now)).order_by("-created_at", "-pk")
    assert [a.pk for a in approvals] == [a.pk for a in by_the_orm]
    assert sorted((a.subject, a.status) for a in approvals) == [(subjects[0], "approved"), (subjects[0], "rejected")]
    assert _decisions_approvals(decided, subjects[1:], now) == []  # its yes expired, its pending one not decided
    assert all(e.run is run for e in rejected)
    # no decision to check: no approval is read
    assert hot_reads.refund_rejections_and_replans(run, False)[2] == []


@pytest.mark.django_db(transaction=True)
def test_a_write_finds_what_its_key_holds_and_refuses_a_ref_it_does_not_know():
    build_world()
    shop_ = DemoShop()
    first = shop_.send_reply(customer_email="maya@example.com", order_ref="SU-88421", body="Done.", idempotency_key="k-reply")
    again = shop_.send_reply(customer_email="maya@example.com", order_ref="SU-88421", body="Something else.", idempotency_key="k-reply")
    assert (first["already_sent"], again["already_sent"], again["reply_id"]) == (False, True, first["reply_id"])
    assert shop.CustomerReply.objects.get(idempotency_key="k-reply").body == "Done."
    no_order = shop_.send_reply(customer_email="maya@example.com", order_ref="", body="Hello.", idempotency_key="k-reply-2")
    assert shop.CustomerReply.objects.get(pk=no_order["reply_id"]).order is None
    refund = dict(order_ref="SU-88421", amount_cents=995, source="platform", reason="charged twice", idempotency_key="k-refund",
                  case_type="duplicate_charge", customer_email="maya@example.com")
    made = shop_.issue_refund(**refund)
    assert made["already_issued"] is False and shop_.issue_refund(**refund)["already_issued"] is True
    with pytest.raises(ShopError, match="already used for a different refund"):
        shop_.issue_refund(**{**refund, "amount_cents": 500})
    with pytest.raises(ShopError, match="No order with ref"):
        shop_.issue_refund(**{**refund, "order_ref": "SU-00000", "idempotency_key": "k-none"})
    with pytest.raises(ShopError, match="No order with ref"):
        shop_.start_return(order_ref="su-00000", sku="X", kind="return", reason="r", idempotency_key="k-none-2")
    assert shop_.deliverables("k-") == {
        "refunds": [{"type": "refund", "amount_cents": r.amount_cents, "source": r.source, "idempotency_key": r.idempotency_key}
                    for r in shop.Refund.objects.filter(idempotency_key__startswith="k-").order_by("id")],
        "returns": [{"type": "return", "kind": r.kind, "idempotency_key": r.idempotency_key}
                    for r in shop.ReturnRequest.objects.filter(idempotency_key__startswith="k-").order_by("id")]}


@pytest.mark.django_db(transaction=True)
def test_the_room_check_counts_the_other_refunds_read_under_the_lock():
    """A second refund of the same charge under another key finds the room taken by the first (read with the
    order under its lock); the first again under its own key is no new refund and is not counted against itself."""
    build_world()
    shop_ = DemoShop()
    refund = dict(order_ref="SU-88421", amount_cents=995, source="platform", reason="charged twice", idempotency_key="k-1",
                  case_type="duplicate_charge", customer_email="maya@example.com")
    shop_.issue_refund(**refund)
    with pytest.raises(ShopError, match="cannot refund"):
        shop_.issue_refund(**{**refund, "idempotency_key": "k-2"})
    assert shop_.issue_refund(**refund)["already_issued"] is True
    assert shop.Refund.objects.filter(order__ref="SU-88421").count() == 1


@pytest.mark.django_db(transaction=True)
def test_the_reply_reads_the_plan_with_its_steps_as_the_orm_does():
    build_world()
    run = start(ticket())
    Subtask.objects.create(run=run, number=2, goal="second", case_type="late_delivery")
    Subtask.objects.create(run=run, number=1, goal="first", case_type="duplicate_charge")
    got = hot_reads.plan_with_steps(run)
    orm = list(run.subtasks.select_related("evidence_event").prefetch_related("steps").order_by("number"))
    assert [(s.pk, s.number, [st.pk for st in s.steps.all()]) for s in got] == [(s.pk, s.number, [st.pk for st in s.steps.all()]) for s in orm]


@pytest.mark.django_db(transaction=True)
def test_the_step_after_an_effect_holds_its_turns_events_without_reading_them(announced, monkeypatch):
    """In the canonical walk (a refund and a return in one turn, then the reply), each step that records an
    effect's result finds its turn's earlier events carried from the commit that requested it: the same
    events, in the same order, that a read of the record gives at that point."""
    original, calls = walk_turn.committed_turn_events, []

    def compared(run):
        first = record.batch_began_at(run)
        found = run.__dict__.get(walk_turn.TURN_EVENTS)
        carried = found is not None and found[:2] == (run.turn, first)
        got = original(run)
        read = list(RunEvent.objects.filter(run=run, turn=run.turn, seq__lt=first).order_by("seq"))
        calls.append((carried, _described(got, "seq", "kind", "payload") == _described(read, "seq", "kind", "payload"), len(read)))
        return got

    monkeypatch.setattr(walk_turn, "committed_turn_events", compared)
    walk_canonical_counting(announced)
    assert len(calls) >= 3 and all(carried and same and n > 0 for carried, same, n in calls), calls  # asked more than once a step
