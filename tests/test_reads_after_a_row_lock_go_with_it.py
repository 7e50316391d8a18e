"""Reads made straight after a row lock go with it, in one round trip (issue 13): the lock and the reads
in one query on PostgreSQL (runs.hot_reads.locked_together; "SELECT ... FOR UPDATE; SELECT ..."), each
statement as it was and in the same order, each read taken after the lock is held. Where it is used:
the shop's order locked with its six reads and what the key holds (a refund, a return); the ledger's
events and rows with the lock of a step whose answer calls outside (ledger.read_with_lock); people's
pending interventions with the lock of a step taken between turns (the screening, a stop); and the
reply reads the shop's deliverables with its plan (hot_reads.plan_with_steps_and). Each gives what the
reads it replaces gave, compared here on SQLite and on PostgreSQL; the round trips a walk saves are
pinned in tests/test_a_turns_round_trips_to_postgresql_are_exact.py."""

import pytest
from django.db import connection, connections, transaction
from django.test.utils import CaptureQueriesContext

from runs import hot_reads, ledger, record
from runs.models import Effect, Run
from runs.people.actions import run_intervene
from runs.shop.backend import _ORDER_LOCKED, _PINNED_OF, _REFUND_BY_KEY, DemoShop
from runs.updates_ride_along import hold, count_unread, ride_along
from runs.walk import lease
from runs.walk.context import pending_interventions
from tests.conftest import on_postgres
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import round_trips_of, walk_canonical_counting

pytestmark = pytest.mark.django_db(transaction=True)


def _rows(found):
    return [[(type(o).__name__, o.pk) for o in rows] for rows in found]


_trips = round_trips_of


def test_the_lock_and_its_reads_give_the_rows_of_the_lock_then_the_reads():
    build_world()
    ref = "SU-88421"
    reads = [(read, (ref,)) for read in _PINNED_OF] + [(_REFUND_BY_KEY, ("no-such-key",))]
    with transaction.atomic():
        one_by_one = [_ORDER_LOCKED(ref), *hot_reads.together(*reads)]
    with transaction.atomic():
        found, trips = _trips(lambda: hot_reads.locked_together((_ORDER_LOCKED, (ref,)), *reads))
    assert _rows(found) == _rows(one_by_one)
    assert found[0][0].customer.pk == one_by_one[0][0].customer.pk  # the joined rows made as the ORM makes them
    assert all(found[1:]) or found[-1] == []  # the key holds nothing; the order's lines, charges, shipments are there
    if on_postgres():
        assert sum(trips.values()) == 1 and trips["statement"] == 1  # the BEGIN, the lock and the reads in one query
    # a ref no order has: the lock finds no row, and the reads none either
    with transaction.atomic():
        nothing = hot_reads.locked_together((_ORDER_LOCKED, ("SU-00000",)), *[(read, ("SU-00000",)) for read in _PINNED_OF])
    assert nothing == [[] for _ in range(1 + len(_PINNED_OF))]


def test_the_lock_alone_and_a_write_held_first_go_as_before():
    build_world()
    run = start(ticket())
    with transaction.atomic():
        (locked,), trips = _trips(lambda: hot_reads.locked_together((hot_reads._LOCKED_RUN, (run.pk,))))
    assert [r.pk for r in locked] == [run.pk]
    with transaction.atomic(), ride_along():
        held = hold(connections["default"], 'UPDATE "runs_run" SET "idle_turns" = "idle_turns" WHERE "runs_run"."id" = %s', [run.pk], count_unread)
        assert held == on_postgres()
        assert not hot_reads.one_query(connections["default"])  # a multi-statement query cannot go in the pipeline the held write goes in
        (locked, events), trips = _trips(lambda: hot_reads.locked_together((hot_reads._LOCKED_RUN, (run.pk,)),
                                                                          (hot_reads.INTERVENTIONS, (run.pk, 0))))
    assert [r.pk for r in locked] == [run.pk] and events == []
    if on_postgres():
        assert (trips["pipeline"], trips["statement"]) == (1, 1)  # the held write with the lock (in a pipeline), then the read


def test_a_refund_and_a_return_lock_the_order_with_their_reads_and_are_made_once():
    build_world()
    shop_ = DemoShop()
    refund = dict(order_ref="SU-88421", amount_cents=995, source="platform", reason="charged twice", idempotency_key="k-lock-refund",
                  case_type="duplicate_charge", customer_email="maya@example.com")
    made, trips = _trips(lambda: shop_.issue_refund(**refund))
    assert made["already_issued"] is False and shop_.issue_refund(**refund)["already_issued"] is True
    if on_postgres():
        assert sum(trips.values()) == 2  # the lock with the order's reads and the key's; the INSERT with the COMMIT
    order = shop_.get_order("SU-88421")
    sku = order["lines"][0]["sku"]
    started, trips = _trips(lambda: shop_.start_return(order_ref="su-88421", sku=sku, kind="return", reason="r", idempotency_key="k-lock-ret",
                                                       customer_email="maya@example.com"))
    assert started["already_started"] is False and started["sku"] == sku
    if on_postgres():
        assert sum(trips.values()) == 2
    assert shop_.start_return(order_ref="SU-88421", sku=sku, kind="return", reason="r", idempotency_key="k-lock-ret",
                              customer_email="maya@example.com")["already_started"] is True


def test_the_ledger_read_with_the_lock_folds_to_the_rows_a_sync_reads_and_writes(announced):
    run, costs = walk_canonical_counting(announced)
    rows = {e.key: (e.status, e.requested_seq, e.result_seq, e.amount_cents) for e in Effect.objects.filter(run=run)}
    assert len(rows) == 3  # the refund, the return, the reply: written by syncs that folded what was read with the lock
    Effect.objects.filter(run=run).delete()
    with transaction.atomic():
        ledger.sync_run(record.lock_run(run.pk))  # rebuilt from the record alone, read as a sync reads it
    assert {e.key: (e.status, e.requested_seq, e.result_seq, e.amount_cents) for e in Effect.objects.filter(run=run)} == rows
    # each step reads the ledger at most once, and a step whose answer calls outside reads it with its lock
    for turn, cost in costs.items():
        for t in cost.transactions():
            assert t.count("SELECT runs_effect") <= 1, (turn, t)


def test_a_sync_after_the_lock_read_folds_the_steps_own_events():
    build_world()
    run = start(ticket())
    Run.objects.filter(pk=run.pk).update(lease_owner="w-ledger", status=Run.Status.RUNNING)
    request = {"idempotency_key": f"{run.key_prefix}s1:refund", "decision": "D-1", "amount_cents": 995, "source": "platform",
               "order_ref": "SU-88421"}
    with transaction.atomic():
        locked = lease.locked_run(run.pk, "w-ledger", ledger_ahead=True)
        assert ("_ledger_at_lock" in locked.__dict__) == on_postgres()
        record.append(locked, "effect_requested", {"tool_use_id": "tu-1", "name": "issue_refund", "request": request})
        record.after_flush(locked, lambda: ledger.sync_run(locked), once="ledger")  # as the walk syncs: once the events are in
        lease.save_run(locked, "w-ledger")
    row = Effect.objects.get(run=run)
    assert (row.key, row.status, row.amount_cents, row.requested_seq) == (request["idempotency_key"], "requested", 995,
                                                                         run.events.get(kind="effect_requested").seq)
    # the lock's read is the step's own: a later step, which did not read it, reads the ledger (or folds what was kept)
    with transaction.atomic():
        again = lease.locked_run(run.pk, "w-ledger")
        assert "_ledger_at_lock" not in again.__dict__
        ledger.sync_run(again)
    assert Effect.objects.filter(run=run).count() == 1


def test_pending_interventions_read_with_the_lock_are_kept_only_while_the_run_has_consumed_as_many(lead):
    build_world()
    run = start(ticket())
    Run.objects.filter(pk=run.pk).update(lease_owner="w-stop", status=Run.Status.RUNNING)
    run_intervene(run_id=run.pk, user=lead, kind="stop", text="hold everything")
    run_intervene(run_id=run.pk, user=lead, kind="instruction", text="check the lid first")
    by_the_orm = list(run.events.filter(kind="intervention", seq__gt=0).order_by("seq").values_list("seq", flat=True))
    with transaction.atomic(), CaptureQueriesContext(connection) as captured:
        locked = lease.locked_run(run.pk, "w-stop", interventions_after=0)
        found = pending_interventions(locked)
    assert [e.seq for e in found] == by_the_orm and all(e.run is locked for e in found)
    assert any(e.payload.get("type") == "stop" for e in found)
    if on_postgres():
        assert len(captured.captured_queries) == 1  # the lock and the read in one query: pending_interventions reads nothing more
    # a run that has consumed more than the caller saw: what was read with the lock is not kept, and read again
    state = {**Run.objects.get(pk=run.pk).state, "interventions_seen": by_the_orm[0]}
    Run.objects.filter(pk=run.pk).update(state=state)
    with transaction.atomic():
        locked = lease.locked_run(run.pk, "w-stop", interventions_after=0)
        assert [e.seq for e in pending_interventions(locked)] == by_the_orm[1:]


def test_a_stop_asked_before_the_walk_opens_is_honoured_at_its_first_step(lead, announced):
    from runs.walk import walk

    build_world()
    run = start(ticket())
    run_intervene(run_id=run.pk, user=lead, kind="stop", text="stop, a person will take this one")
    walk(run.pk, owner="w-first")
    run.refresh_from_db()
    assert run.status == Run.Status.STOPPED and not run.events.filter(kind="model_response").exists()


def test_the_replys_plan_and_deliverables_read_together_are_the_two_reads(announced):
    from runs.walk.context import TurnContext
    from runs.walk.reply import _plan_and_deliverables, deliverables

    run, _ = walk_canonical_counting(announced)
    with transaction.atomic():
        locked = record.lock_run(run.pk)
        ctx = TurnContext(locked)
        (plan, made), trips = _trips(lambda: _plan_and_deliverables(ctx))
        apart = TurnContext(record.lock_run(run.pk))
        expected_plan, expected_made = apart.subtasks(), deliverables(apart)
    assert [(s.pk, s.status, [st.pk for st in s.steps.all()]) for s in plan] == [
        (s.pk, s.status, [st.pk for st in s.steps.all()]) for s in expected_plan]
    assert made == expected_made and len(made["refunds"]) == 1 and len(made["returns"]) == 1
    assert all(item["subtask"] is not None for item in made["refunds"] + made["returns"])
    if on_postgres():
        assert sum(trips.values()) == 1
    # a shop whose deliverables are not the demo shop's own: read apart, after the reply's first checks
    class Elsewhere(DemoShop):
        def deliverables(self, key_prefix):
            return {"refunds": [], "returns": []}

    ctx.shop = Elsewhere()
    with transaction.atomic():
        plan, made = _plan_and_deliverables(ctx)
    assert made is None and [s.pk for s in plan] == [s.pk for s in expected_plan]
