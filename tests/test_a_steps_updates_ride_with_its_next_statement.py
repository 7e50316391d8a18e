"""Inside a step's transaction a subtask's saved status and the settled steps' UPDATE wait for the
step's next statement and go with it, in one round trip (runs/updates_ride_along.py): every later
statement sees the write, a row not updated or a refused value still raises inside the
transaction (which then rolls back), what is still held when the body ends is written before the
commit, and a body that raises drops it with its transaction. Elsewhere (SQLite, no ride_along,
autocommit) the UPDATE runs at once, as before."""

from collections import Counter

import pytest
from django.db import DatabaseError, IntegrityError, connection, connections, transaction

from runs import hot_bulk_updates, hot_writes
from runs.models import Step, Subtask
from runs.updates_ride_along import hold, ride_along
from tests.conftest import on_postgres
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import round_trip_counting

pytestmark = pytest.mark.django_db(transaction=True)


def _subtasks(n: int = 2) -> list[Subtask]:
    build_world()
    run = start(ticket())
    made = [Subtask.objects.create(run=run, number=i, goal=f"goal {i}", case_type="late_delivery") for i in range(1, n + 1)]
    for s in made:
        Step.objects.create(subtask=s, number=1, title="look", tool="get_order", effect_class="read", acceptance=[{"check": "order_fetched"}], compensation="none: a read")
    return made


def test_a_held_status_goes_with_the_next_read_which_sees_it_in_one_round_trip():
    if not on_postgres():
        pytest.skip("PostgreSQL only: SQLite has no round trips")
    first, second = _subtasks()
    counted = Counter()
    undo = round_trip_counting()(counted)
    try:
        with transaction.atomic(), ride_along():
            locked = {s.pk: s for s in Subtask.objects.select_for_update().filter(run=first.run_id)}  # BEGIN with this statement
            locked[first.pk].status = Subtask.Status.IN_PROGRESS
            hot_writes.save_fields(locked[first.pk], ["status"])
            other = locked[second.pk]
            other.goal = "goal two, said again"
            hot_writes.save_fields(other, ["goal"])
            assert counted == Counter(statement=1)  # BEGIN with the lock; both UPDATEs held: nothing sent yet
            seen = dict(Subtask.objects.filter(run=first.run_id).values_list("number", "status"))
            assert seen == {1: "in_progress", 2: "open"}  # the read went after them, and sees them
            assert counted == Counter(statement=1, pipeline=1)  # the two UPDATEs and the read: one round trip
    finally:
        undo()
    assert counted == Counter({"statement": 1, "pipeline": 1, "COMMIT/ROLLBACK": 1})
    assert Subtask.objects.get(pk=second.pk).goal == "goal two, said again"


def test_what_is_held_when_the_body_ends_is_written_before_the_commit():
    first, _ = _subtasks()
    with transaction.atomic(), ride_along():
        s = Subtask.objects.select_for_update().get(pk=first.pk)
        s.status = Subtask.Status.IN_PROGRESS
        hot_writes.save_fields(s, ["status"])
        steps = list(Step.objects.filter(subtask=s))
        for st in steps:
            st.status = Step.Status.DONE
        assert hot_bulk_updates.bulk_update(Step, steps, ("status",), may_ride=True) == len(steps)
    assert Subtask.objects.get(pk=first.pk).status == "in_progress"
    assert set(Step.objects.filter(subtask=first).values_list("status", flat=True)) == {"done"}


def test_a_body_that_raises_drops_what_it_held_with_its_transaction():
    first, _ = _subtasks()
    with pytest.raises(RuntimeError), transaction.atomic(), ride_along():
        s = Subtask.objects.select_for_update().get(pk=first.pk)
        s.status = Subtask.Status.IN_PROGRESS
        hot_writes.save_fields(s, ["status"])
        raise RuntimeError("the turn failed")
    assert Subtask.objects.get(pk=first.pk).status == "open"
    with transaction.atomic(), ride_along():  # and the next transaction holds nothing of it
        assert Subtask.objects.get(pk=first.pk).status == "open"


def test_a_refused_value_raises_inside_the_transaction_which_rolls_back():
    first, second = _subtasks()
    with pytest.raises(IntegrityError), transaction.atomic(), ride_along():
        Subtask.objects.select_for_update().filter(pk=second.pk).update(goal="changed first")
        s = Subtask.objects.get(pk=first.pk)
        s.status = Subtask.Status.DEFERRED  # deferred needs its reason: the check constraint refuses it
        hot_writes.save_fields(s, ["status"])
        Subtask.objects.filter(pk=second.pk).exists()  # the next statement: the held UPDATE fails with it
    assert Subtask.objects.get(pk=first.pk).status == "open"
    assert Subtask.objects.get(pk=second.pk).goal == "goal 2"  # the whole transaction rolled back


def test_a_row_gone_raises_as_save_does():
    first, _ = _subtasks()
    with pytest.raises(DatabaseError), transaction.atomic(), ride_along():
        s = Subtask.objects.select_for_update().get(pk=first.pk)
        gone = Subtask(pk=10**9, run_id=s.run_id, number=9, goal="none", status="in_progress")
        gone._state.adding, gone._state.db = False, "default"
        hot_writes.save_fields(gone, ["status"])
        list(Subtask.objects.filter(run=s.run_id))
    assert Subtask.objects.get(pk=first.pk).status == "open"


def test_without_ride_along_or_in_autocommit_nothing_is_held():
    first, _ = _subtasks()
    assert hold(connections["default"], "UPDATE x SET y = 1", [], lambda rows: None) is False  # autocommit
    with ride_along():  # outside a transaction it holds nothing
        assert hold(connections["default"], "UPDATE x SET y = 1", [], lambda rows: None) is False
    with transaction.atomic():
        assert hold(connections["default"], "UPDATE x SET y = 1", [], lambda rows: None) is False  # no ride_along open
        s = Subtask.objects.get(pk=first.pk)
        s.status = Subtask.Status.IN_PROGRESS
        hot_writes.save_fields(s, ["status"])
        with connection.cursor() as cursor:  # written at once: a raw read sees it without any barrier
            cursor.execute("SELECT status FROM runs_subtask WHERE id = %s", [first.pk])
            assert cursor.fetchone() == ("in_progress",)


def test_a_querysets_update_rides_along_too_and_runs_at_once_elsewhere():
    from runs import updates_ride_along

    first, second = _subtasks()
    assert updates_ride_along.update(Subtask.objects.filter(pk=first.pk), goal="said at once") == 1  # autocommit: run now, its count
    with transaction.atomic(), ride_along():
        Subtask.objects.select_for_update().filter(run=first.run_id).exists()
        got = updates_ride_along.update(Subtask.objects.filter(pk=second.pk), goal="said with the next")
        assert got == (None if on_postgres() else 1)  # held on PostgreSQL: its count is not known yet
        assert Subtask.objects.get(pk=second.pk).goal == "said with the next"  # the next statement sees it
        assert updates_ride_along.update(Subtask.objects.filter(pk=first.pk).order_by("number"), goal="ordered") == 1  # not a plain one: now
    assert dict(Subtask.objects.filter(run=first.run_id).values_list("number", "goal")) == {1: "ordered", 2: "said with the next"}
