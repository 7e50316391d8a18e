"""A step's run-row reads, compiled once (runs.hot_reads), run the ORM's own statement and give the
ORM's own objects: the same SQL text and parameters, the same columns read and left deferred, the
same values (JSON, aware datetimes, nulls) and the same model state, on the database the suite runs
on (SQLite here, PostgreSQL in CI, where the lock adds FOR UPDATE as the ORM does)."""

from datetime import UTC, datetime

import pytest
from django.db import connection, transaction
from django.db.transaction import TransactionManagementError
from django.test.utils import CaptureQueriesContext

from runs import hot_reads, record
from django.db.models import Q

from runs.models import EffectClass, Run, Step, Subtask
from runs.pinned import PINNED_KINDS
from tests.runtime_world import build_world, offline_run, start, ticket

pytestmark = pytest.mark.django_db


def described(run: Run) -> dict:
    """Everything a model instance carries, by repr (a naive and an aware datetime differ)."""
    return {
        "type": type(run),
        "values": {name: repr(value) for name, value in run.__dict__.items() if name != "_state"},
        "deferred": run.get_deferred_fields(),
        "adding": run._state.adding,
        "db": run._state.db,
        "fetch_mode": run._state.fetch_mode,
        "cached relations": dict(run._state.fields_cache),
    }


def statements(read) -> tuple[list[str], object]:
    with CaptureQueriesContext(connection) as captured:
        got = read()
    return [q["sql"] for q in captured.captured_queries], got


def runs_in_several_states() -> list[Run]:
    """A run just queued, one walked to its end by the offline agent, one held by a worker with a
    lease running out, and one that failed with a reason and a replay note."""
    build_world()
    queued = start(ticket(ref="T-HOT-1"))
    walked = offline_run("The bookcase arrived with a cracked side panel, and delivery was charged twice.", "SU-88421", ref="T-HOT-2")
    held = start(ticket(ref="T-HOT-3"))
    Run.objects.filter(pk=held.pk).update(lease_owner="worker-7:1234", lease_expires_at=datetime(2026, 12, 3, 17, 30, 15, 250_000, tzinfo=UTC),
                                          attempts=2, status=Run.Status.RUNNING)
    failed = start(ticket(ref="T-HOT-4"))
    Run.objects.filter(pk=failed.pk).update(status=Run.Status.FAILED, failure_reason="the model stopped answering — «timeout»",
                                            replay_detail={"diverged_at": 4, "why": ["a", None, 1.5]},
                                            finished_at=datetime(2026, 12, 1, 8, 0, tzinfo=UTC))
    return [queued, walked, held, failed]


def test_the_unlocked_run_read_is_the_orms_statement_and_object():
    for run in runs_in_several_states():
        orm_sql, orm_run = statements(lambda: next(iter(Run.objects.filter(pk=run.pk)[:1]), None))
        hot_sql, hot_run = statements(lambda: hot_reads.run_row(run.pk))
        assert hot_sql == orm_sql and len(hot_sql) == 1
        assert described(hot_run) == described(orm_run)
        assert hot_run.state == orm_run.state and hot_run.ticket_id == orm_run.ticket_id


def test_the_locked_run_read_is_the_orms_statement_and_object_its_script_left_unread():
    for run in runs_in_several_states():
        with transaction.atomic():
            orm_sql, orm_run = statements(lambda: Run.objects.select_for_update().defer("script").get(pk=run.pk))
            hot_sql, hot_run = statements(lambda: hot_reads.locked_run_row(run.pk))
        assert hot_sql == orm_sql and len(hot_sql) == 1
        assert ("FOR UPDATE" in hot_sql[0]) == connection.features.has_select_for_update  # PostgreSQL locks the row; SQLite serialises writers
        assert described(hot_run) == described(orm_run)
        assert "script" in hot_run.get_deferred_fields()


def test_a_read_again_after_the_row_changed_sees_the_change():
    run = runs_in_several_states()[0]
    assert hot_reads.run_row(run.pk).turn == 0
    Run.objects.filter(pk=run.pk).update(turn=7, state={"phase_started_turn": 3})
    assert hot_reads.run_row(run.pk).turn == 7
    with transaction.atomic():
        assert hot_reads.locked_run_row(run.pk).state == Run.objects.get(pk=run.pk).state


def test_a_run_that_is_not_there_reads_as_the_orm_says():
    assert hot_reads.run_row(987_654) is None
    with transaction.atomic(), pytest.raises(Run.DoesNotExist, match="Run matching query does not exist"):
        hot_reads.locked_run_row(987_654)


@pytest.mark.django_db(transaction=True)  # autocommit on, as a worker outside its atomic block (else the test's own transaction holds it)
def test_the_lock_outside_a_transaction_is_refused_where_the_orm_refuses_it():
    run = runs_in_several_states()[0]
    if connection.features.has_select_for_update:
        with pytest.raises(TransactionManagementError):
            Run.objects.select_for_update().defer("script").get(pk=run.pk)
        with pytest.raises(TransactionManagementError):
            hot_reads.locked_run_row(run.pk)
    else:
        assert described(hot_reads.locked_run_row(run.pk)) == described(Run.objects.select_for_update().defer("script").get(pk=run.pk))


def test_lock_run_with_the_ticket_in_hand_keeps_that_ticket_and_reads_no_other():
    run = runs_in_several_states()[1]
    held = run.ticket
    with transaction.atomic(), CaptureQueriesContext(connection) as captured:
        locked = record.lock_run(run.pk, ticket=held)
        assert locked.ticket is held
    assert len(captured.captured_queries) == 1


def test_the_pending_steps_are_the_orms_with_their_subtasks():
    """A walked run's plan: its steps pending or not; each with its subtask, attached as select_related attaches it."""
    for run in runs_in_several_states():
        orm_sql, orm_steps = statements(lambda: list(Step.objects.filter(subtask__run=run, status=Step.Status.PENDING).select_related("subtask")))
        hot_sql, hot_steps = statements(lambda: hot_reads.pending_steps(run))
        assert hot_sql == orm_sql and len(hot_sql) == 1
        assert [described(s) for s in hot_steps] == [described(s) for s in orm_steps]
        assert [described(s.subtask) for s in hot_steps] == [described(s.subtask) for s in orm_steps]


def test_a_plan_with_steps_left_pending_reads_them_all_with_their_subtasks():
    build_world()
    run = start(ticket(ref="T-HOT-5"))
    subtask = Subtask.objects.create(run=run, number=1, goal="refund the second delivery charge", case_type="duplicate_charge", depends_on=[])
    other = Subtask.objects.create(run=run, number=2, goal="collect the cracked bookcase", case_type="damaged_item", depends_on=[1],
                                   expects_tools=["start_return"])
    for n, (owner, status) in enumerate([(subtask, Step.Status.PENDING), (other, Step.Status.PENDING), (subtask, Step.Status.DONE)]):
        Step.objects.create(subtask=owner, number=n + 1, title=f"step {n + 1}", tool="get_order", acceptance=[{"fact": "order_pinned"}],
                            effect_class=EffectClass.values[0], compensation="none", status=status)
    orm = list(Step.objects.filter(subtask__run=run, status=Step.Status.PENDING).select_related("subtask"))
    hot = hot_reads.pending_steps(run)
    assert len(hot) == 2
    assert [described(s) for s in hot] == [described(s) for s in orm]
    assert [described(s.subtask) for s in hot] == [described(s.subtask) for s in orm]


def test_the_requests_events_are_the_orms_each_holding_its_run():
    for run in runs_in_several_states():
        for floor in (0, 1, 3, 50):
            orm_sql, orm_events = statements(lambda: list(run.events.filter(
                Q(kind__in=PINNED_KINDS) | Q(kind="tool_result") | Q(kind__in=("model_response", "turn_end"), turn__gt=floor)).order_by("seq")))
            hot_sql, hot_events = statements(lambda: hot_reads.request_events(run, floor))
            assert hot_sql == orm_sql and len(hot_sql) == 1
            assert [described(e) for e in hot_events] == [described(e) for e in orm_events]
            assert all(e.run is run for e in hot_events)


def test_the_plan_is_the_orms_each_subtask_with_its_evidence_event_and_its_run():
    """A walked run's plan, a run with no plan, and a plan where one subtask has evidence and the next has none."""
    runs = runs_in_several_states()
    planned = start(ticket(ref="T-HOT-6"))
    evidence = planned.events.order_by("seq").first()
    Subtask.objects.create(run=planned, number=2, goal="send the missing shelf pins", case_type="missing_item")
    Subtask.objects.create(run=planned, number=1, goal="refund the doubled delivery", case_type="duplicate_charge",
                           evidence_event=evidence, evidence="charged twice on the 2nd", depends_on=[2])
    for run in [*runs, planned]:
        orm_sql, orm_plan = statements(lambda: list(run.subtasks.select_related("evidence_event").order_by("number")))
        hot_sql, hot_plan = statements(lambda: hot_reads.plan_subtasks(run))
        assert hot_sql == orm_sql and len(hot_sql) == 1
        assert [described(s) for s in hot_plan] == [described(s) for s in orm_plan]
        assert [described(s.evidence_event) if s.evidence_event else None for s in hot_plan] == \
            [described(s.evidence_event) if s.evidence_event else None for s in orm_plan]
        assert all(s.run is run for s in hot_plan)
    assert [s.number for s in hot_reads.plan_subtasks(planned)] == [1, 2]
    assert hot_reads.plan_subtasks(planned)[0].evidence_event.pk == evidence.pk and hot_reads.plan_subtasks(planned)[1].evidence_event is None


def test_the_requests_events_its_plan_and_the_pending_steps_read_together_are_three_reads_in_one_round_trip(monkeypatch):
    """request_events_and_plan runs request_events' statement, then plan_subtasks', then pending_steps', and gives their
    objects (each event and subtask holding its run); on PostgreSQL all three are sent in one pipeline, so the server
    is waited for once. Outside a transaction too (the walk reads them unlocked, in autocommit)."""
    pipelines = []
    if connection.vendor == "postgresql":
        connection.ensure_connection()
        raw = type(connection.connection)
        original = raw.pipeline

        def counted(self, *args, **kwargs):
            pipelines.append(1)
            return original(self, *args, **kwargs)

        monkeypatch.setattr(raw, "pipeline", counted)
    runs = runs_in_several_states()
    pipelines.clear()  # the offline walk among them read together too
    for run in runs:
        for floor in (0, 1, 3, 50):
            one_by_one_sql, (events, plan, steps) = statements(lambda: (hot_reads.request_events(run, floor), hot_reads.plan_subtasks(run),
                                                                         hot_reads.pending_steps(run)))
            together_sql, (events_too, plan_too, steps_too) = statements(lambda: hot_reads.request_events_and_plan(run, floor))
            assert together_sql == one_by_one_sql and len(together_sql) == 3
            assert [described(e) for e in events_too] == [described(e) for e in events]
            assert [described(s) for s in plan_too] == [described(s) for s in plan]
            assert [described(s) for s in steps_too] == [described(s) for s in steps]
            assert all(x.run is run for x in [*events_too, *plan_too])
    assert len(pipelines) == (4 * len(runs) if connection.vendor == "postgresql" else 0)


@pytest.mark.django_db(transaction=True)
def test_reads_sent_together_in_autocommit_leave_the_connection_as_it_was():
    """The walk's unlocked reads go together outside any transaction: after them the connection is in
    autocommit with no transaction open (a pipeline's implicit one ended), and a failing statement
    among them is the ORM's error, the connection still usable."""
    from django.db import DatabaseError

    walked = runs_in_several_states()[1]
    events, plan, _ = hot_reads.request_events_and_plan(walked, 0)
    assert events and plan and connection.get_autocommit() and not connection.in_atomic_block
    if connection.vendor == "postgresql":
        from psycopg.pq import TransactionStatus

        assert connection.connection.pgconn.transaction_status == TransactionStatus.IDLE
    broken = hot_reads.HotRead(lambda run_id: Run.objects.filter(pk=run_id).extra(where=["no_such_column = 1"]))
    with pytest.raises(DatabaseError):
        hot_reads.together((broken, (walked.pk,)), (hot_reads._PLAN, (walked.pk,)))
    assert [s.number for s in hot_reads.plan_subtasks(walked)] == [s.number for s in plan]


def test_a_turns_plan_with_its_steps_is_the_orms_in_the_same_statements():
    """TurnContext.subtasks: the plan read through runs.hot_reads, its steps prefetched, gives what the
    ORM's queryset with select_related and prefetch_related gives, in the same two statements (one for
    a run with no plan); on PostgreSQL the plan and every step of the run's plan, sent in one pipeline."""
    from runs.walk.context import TurnContext

    runs = runs_in_several_states()
    planned = start(ticket(ref="T-HOT-7"))
    first = Subtask.objects.create(run=planned, number=1, goal="refund the doubled delivery", case_type="duplicate_charge",
                                   evidence_event=planned.events.order_by("seq").first(), evidence="charged twice")
    Subtask.objects.create(run=planned, number=2, goal="send the missing shelf pins", case_type="missing_item")
    Step.objects.create(subtask=first, number=1, title="read the order", tool="get_order", effect_class=EffectClass.READ, acceptance=["order read"], compensation="none needed")
    Step.objects.create(subtask=first, number=2, title="refund", tool="issue_refund", effect_class=EffectClass.EXTERNAL_EFFECT, acceptance=["refunded"], compensation="a person reverses it")
    for run in [*runs, planned]:
        orm_sql, orm_plan = statements(lambda: list(run.subtasks.select_related("evidence_event").prefetch_related("steps").order_by("number")))
        hot_sql, hot_plan = statements(lambda: TurnContext(run).subtasks())
        if connection.vendor == "postgresql":  # the plan and every step of the run's plan, in one pipeline (one round trip)
            assert hot_sql[0] == orm_sql[0] and len(hot_sql) == 2 and '"runs_subtask"."run_id" = ' in hot_sql[1]
        else:
            assert hot_sql == orm_sql and len(hot_sql) == (2 if orm_plan else 1)
        assert [described(s) for s in hot_plan] == [described(s) for s in orm_plan]
        assert [[described(x) for x in s.steps.all()] for s in hot_plan] == [[described(x) for x in s.steps.all()] for s in orm_plan]
        assert all(s.run is run for s in hot_plan)
    assert [len(s.steps.all()) for s in TurnContext(planned).subtasks()] == [2, 0]


def _order_by_the_orm(ref: str, related: tuple, lock: bool):
    """DemoShop._order as the ORM read it before its first statement was compiled once."""
    from runs.shop import models as shop

    from runs.shop.backend import ordered_prefetches

    ordered = ordered_prefetches()
    orders = shop.Order.objects.select_related("customer", "seller").prefetch_related(*[ordered.get(name, name) for name in related])
    if lock:
        orders = orders.select_for_update(of=("self",))
    return orders.get(ref=ref.strip().upper())


def test_the_shops_order_read_is_the_orms_statements_and_objects_for_every_shape_it_is_read_in():
    """Each ref as a customer types it (lower case, spaces), each set of related rows a call reads, locked or not."""
    from runs.shop.backend import DemoShop

    build_world()
    shop_ = DemoShop()
    for ref in ("SU-88421", " su-88421 ", "SU-90001", "su-90001\n"):
        for related in (DemoShop.WHOLE, (), ("lines", "scans"), ("lines",), ("charges", "replacements")):
            for lock in (False, True):
                with transaction.atomic():
                    orm_sql, orm = statements(lambda: _order_by_the_orm(ref, related, lock))
                    hot_sql, hot = statements(lambda: shop_._order(ref, related=related, lock=lock))
                assert hot_sql == orm_sql and len(orm_sql) >= 1
                assert described(hot) == described(orm)
                assert described(hot.customer) == described(orm.customer) and described(hot.seller) == described(orm.seller)
                for name in getattr(hot, "_prefetched_objects_cache", {}):
                    assert [described(x) for x in getattr(hot, name).all()] == [described(x) for x in getattr(orm, name).all()]
                assert set(getattr(hot, "_prefetched_objects_cache", {})) == set(getattr(orm, "_prefetched_objects_cache", {}))
                assert shop_._as_pinned(hot, "") == shop_._as_pinned(orm, "")


def test_an_order_that_is_not_there_is_the_shops_error_and_an_order_changed_since_reads_as_it_is_now():
    from runs.shop import models as shop
    from runs.shop.backend import DemoShop, ShopError

    build_world()
    for ref in ("SU-00000", "", "SU-88421-X", "88421"):
        with pytest.raises(ShopError, match="No order with ref"):
            DemoShop()._order(ref)
    assert DemoShop().get_order("SU-88421")["status"] == "delivered"
    shop.Order.objects.filter(ref="SU-88421").update(status="cancelled")
    assert DemoShop().get_order("SU-88421")["status"] == "cancelled"


@pytest.mark.django_db(transaction=True)  # autocommit on, as a worker outside its atomic block (else the test's own transaction holds it)
def test_the_locked_order_read_outside_a_transaction_is_refused_where_the_orm_refuses_it():
    from runs.shop.backend import DemoShop

    build_world()
    if connection.features.has_select_for_update:
        with pytest.raises(TransactionManagementError):
            DemoShop()._order("SU-88421", lock=True)
        with pytest.raises(TransactionManagementError):
            _order_by_the_orm("SU-88421", (), True)
    else:
        assert DemoShop()._order("SU-88421", lock=True).ref == _order_by_the_orm("SU-88421", (), True).ref
