"""A turn's writes, compiled once (runs.hot_writes), run the ORM's own statements and leave the ORM's
own rows and objects: the events' insert is bulk_create's (their ids given back in seq order), the
answer's event is Model.save's, the run row's update is save(update_fields=...)'s, the answer's
conditional UPDATE is QuerySet.update's: the same SQL text and parameters, the same rows written,
the same errors, the same model state, on the database the suite runs on (SQLite here, PostgreSQL
in CI). Each ORM write is made first and rolled back to a savepoint, then ours, at the same instant."""

from contextlib import contextmanager
from datetime import UTC, datetime
from unittest.mock import patch

import pytest
from django.db import connection, transaction
from django.db.models import F
from django.db.models.signals import post_save, pre_save
from django.test.utils import CaptureQueriesContext

from runs import hot_writes
from runs.models import Phase, Run, RunEvent
from runs.state import InvalidRunState
from tests.runtime_world import build_world, start, ticket

pytestmark = pytest.mark.django_db

NOW = datetime(2026, 12, 4, 0, 5, 30, 123_456, tzinfo=UTC)
LATER = datetime(2026, 12, 4, 0, 9, 1, 5, tzinfo=UTC)

PAYLOADS = [
    {},
    {"response": {"content": [{"type": "text", "text": "Refunded «£12.40» — sorry; 50% off %s next time"}], "stop_reason": "end_turn"},
     "request_messages": 7},
    {"name": "issue_refund", "args": {"amount_cents": 1240, "ratio": 0.5, "lines": [1, 2, None], "ok": True, "why": None}},
    {"text": "O'Brien said \"it's broken\"\n\ttwice", "nested": [[{"a": [{}]}]], "big": 2**40, "neg": -3},
    {"unicode": "ünïcödé ✓ 漢字", "empty": "", "list": []},
]


def described(obj) -> dict:
    """Everything a model instance carries, by repr, its id left out (a PostgreSQL sequence does not roll back)."""
    return {
        "type": type(obj),
        "values": {name: repr(value) for name, value in obj.__dict__.items() if name not in ("_state", "id")},
        "adding": obj._state.adding,
        "db": obj._state.db,
        "cached relations": dict(obj._state.fields_cache),
    }


def statements(write) -> tuple[list[str], object]:
    with CaptureQueriesContext(connection) as captured:
        got = write()
    return [q["sql"] for q in captured.captured_queries], got


def rows_of(model, **lookup) -> list[dict]:
    return [{k: v for k, v in row.items() if k != "id"} for row in model.objects.filter(**lookup).order_by("pk").values()]


@contextmanager
def at(instant: datetime):
    with patch("django.utils.timezone.now", return_value=instant):
        yield


def side_by_side(orm_write, hot_write, read):
    """(ORM's statements, ours), (what the ORM's left in the database, what ours left), (the ORM's result, ours):
    the ORM's write made and rolled back first, then ours, both at the same instant."""
    with at(NOW), transaction.atomic():
        point = transaction.savepoint_create()
        orm_sql, orm_got = statements(orm_write)
        orm_rows = read()
        transaction.savepoint_rollback(point)
        hot_sql, hot_got = statements(hot_write)
        hot_rows = read()
    return (orm_sql, hot_sql), (orm_rows, hot_rows), (orm_got, hot_got)


def a_run() -> Run:
    build_world()
    return start(ticket(ref=f"T-HOT-W{Run.objects.count() + 1}"))


def new_events(run: Run, count: int, *, from_seq: int = 100) -> list[RunEvent]:
    kinds = ["tool_result", "turn_end", "effect_requested", "model_response", "guard_check"]
    return [RunEvent(run=run, seq=from_seq + n, turn=3 + n // 2, phase=list(Phase)[n % 4], kind=kinds[n % len(kinds)],
                     actor=["agent", "system", "maya.lead"][n % 3], payload=PAYLOADS[n % len(PAYLOADS)], digest=f"{n:064x}")
            for n in range(count)]


@contextmanager
def rows_as_values(count: int, fields: int = 9):
    """bulk_create of `count` rows of `fields` columns as hot_writes compiles it: on PostgreSQL a few rows (at most
    hot_writes._VALUES_PARAMS parameters) go as VALUES rows, the base compiler's way, not as UNNEST's arrays (whose
    literals psycopg makes by regex, value by value); more rows as the ORM sends them."""
    from django.db.backends.postgresql import compiler as pg_compiler
    from django.db.models.sql.compiler import SQLInsertCompiler

    if connection.vendor != "postgresql" or count * fields > hot_writes._VALUES_PARAMS:
        yield
        return
    with patch.object(pg_compiler.SQLInsertCompiler, "assemble_as_sql", SQLInsertCompiler.assemble_as_sql):
        yield


def bulk_created(events: list[RunEvent]) -> list[RunEvent]:
    with rows_as_values(len(events)):
        return RunEvent.objects.bulk_create(events)


def test_a_few_rows_go_as_values_rows_and_many_as_the_orm_sends_them():
    run = a_run()
    for count in (2, 5, 6, 12):
        with transaction.atomic():
            point = transaction.savepoint_create()
            hot_sql, _ = statements(lambda: hot_writes.insert_events(new_events(run, count, from_seq=400 + 20 * count)))
            transaction.savepoint_rollback(point)
        as_values = connection.vendor != "postgresql" or count <= 5  # 9 columns: 45 parameters at 5 rows, 54 at 6
        assert ("UNNEST" not in hot_sql[0]) is as_values, (count, hot_sql[0][:200])


@pytest.mark.parametrize("count", [1, 2, 3, 7, 12])
def test_a_turns_events_are_inserted_by_bulk_creates_statement_and_get_their_ids(count):
    run = a_run()
    for round_ in range(2):  # the second time the statement compiled the first time is run again
        (orm_sql, hot_sql), (orm_rows, hot_rows), (orm_events, hot_events) = side_by_side(
            lambda: bulk_created(new_events(run, count, from_seq=100 + 50 * round_)),
            lambda: hot_writes.insert_events(made := new_events(run, count, from_seq=100 + 50 * round_)) or made,
            lambda: rows_of(RunEvent, run=run, seq__gte=100))
        assert hot_sql == orm_sql and len(hot_sql) == 1 and hot_sql[0].startswith('INSERT INTO "runs_runevent"')
        assert hot_rows == orm_rows and len(hot_rows) == count * (round_ + 1)  # the first round's kept, the ORM's rolled back
        assert [described(e) for e in hot_events] == [described(e) for e in orm_events]
        stored = dict(RunEvent.objects.filter(run=run, seq__gte=100 + 50 * round_).values_list("seq", "id"))
        assert [e.id for e in hot_events] == [stored[e.seq] for e in hot_events]  # each event holds its own row's id
        assert [e.id for e in hot_events] == sorted(e.id for e in hot_events)


def test_the_answers_event_is_saved_as_model_save_saves_it():
    run = a_run()
    (orm_sql, hot_sql), (orm_rows, hot_rows), _ = side_by_side(
        lambda: new_events(run, 2)[1].save(force_insert=True), lambda: hot_writes.save_event(new_events(run, 2)[1]),
        lambda: rows_of(RunEvent, run=run, seq__gte=100))
    assert hot_sql == orm_sql and len(hot_sql) == 1 and hot_rows == orm_rows and len(hot_rows) == 1
    orm_event, hot_event = new_events(run, 1, from_seq=200)[0], new_events(run, 1, from_seq=201)[0]
    with at(NOW):
        orm_event.save(force_insert=True)
        hot_writes.save_event(hot_event)
    assert hot_event.pk == RunEvent.objects.get(run=run, seq=201).pk and hot_event.pk > orm_event.pk
    assert {**described(hot_event), "values": {**described(hot_event)["values"], "seq": "200"}} == described(orm_event)


def test_an_event_that_collides_with_a_recorded_seq_is_refused_as_save_refuses_it_and_the_transaction_must_roll_back():
    run = a_run()
    taken = run.events.order_by("seq").first()
    found = []
    for write in (lambda e: e.save(force_insert=True), hot_writes.save_event):
        twin = RunEvent(run=run, seq=taken.seq, turn=0, phase=Phase.TRIAGE, kind="walk_started", actor="system", payload={})
        with transaction.atomic():  # rolled back to here on the way out, as the refusal asks
            with pytest.raises(Exception) as raised:
                write(twin)
            found.append((type(raised.value), transaction.get_rollback(), twin.pk, twin._state.adding))
    assert found[1] == found[0] and found[0][1:] == (True, None, True)
    assert "unique" in str(raised.value).lower()
    assert run.events.filter(seq=taken.seq).count() == 1


COLUMN_SETS = [
    ["turn", "state", "idle_turns", "next_seq", "record_digest", "lease_expires_at", "updated_at"],
    ["status", "outcome", "finished_at", "lease_owner", "lease_expires_at", "attempts", "updated_at"],
    ["updated_at", "failure_reason", "replay_detail"],  # in any order: save() writes them in the model's
    ["state", "updated_at"],
    ["lease_expires_at", "updated_at"],
    ["phase", "order_ref", "revision_count", "guard_failures", "fix_rounds", "updated_at"],
]


def changed(run: Run) -> Run:
    run.turn, run.idle_turns, run.next_seq, run.record_digest = 4, 2, 17, "f" * 64
    run.state = {**run.state, "phase_started_turn": 3}
    run.lease_expires_at, run.lease_owner, run.attempts = LATER, "worker-7:1234", 2
    run.status, run.outcome, run.finished_at = Run.Status.DONE, "resolved", LATER
    run.failure_reason, run.replay_detail = "the model stopped answering — «timeout» 100%", {"diverged_at": 4, "why": ["a", None, 1.5]}
    run.phase, run.order_ref, run.revision_count, run.guard_failures, run.fix_rounds = Phase.ACT, "SU-88421", 1, 3, 1
    return run


@pytest.mark.parametrize("names", COLUMN_SETS)
def test_the_run_row_is_updated_as_save_with_update_fields_updates_it(names):
    run = a_run()
    copies = [changed(Run.objects.get(pk=run.pk)) for _ in range(2)]
    before = rows_of(Run, pk=run.pk)
    (orm_sql, hot_sql), (orm_rows, hot_rows), _ = side_by_side(
        lambda: copies[0].save(update_fields=names), lambda: hot_writes.save_columns(copies[1], names), lambda: rows_of(Run, pk=run.pk))
    assert hot_sql == orm_sql and len(hot_sql) == 1 and hot_sql[0].startswith('UPDATE "runs_run" SET')
    assert hot_rows == orm_rows != before
    assert described(copies[1]) == described(copies[0])  # updated_at set on the object, as pre_save sets it
    assert copies[1].updated_at == NOW
    with at(LATER):  # again, with the statement compiled already: the new values are written
        again = changed(Run.objects.get(pk=run.pk))
        again.turn, again.lease_expires_at, again.state = 9, None, {}
        hot_writes.save_columns(again, names)
    stored = Run.objects.get(pk=run.pk)
    assert stored.updated_at == LATER
    for name in names:
        if name != "updated_at":
            assert getattr(stored, name) == getattr(again, name), name


def test_a_run_row_that_is_gone_a_refused_state_or_a_name_save_refuses_fail_as_save_fails():
    run = a_run()
    ghost = Run.objects.get(pk=run.pk)
    ghost.pk = ghost.id = 987_654
    for write in (lambda r: r.save(update_fields=["turn", "updated_at"]), lambda r: hot_writes.save_columns(r, ["turn", "updated_at"])):
        with transaction.atomic(), pytest.raises(Run.NotUpdated, match="Save with update_fields did not affect any rows."):
            write(ghost)
    for write in (lambda r: r.save(update_fields=["state"]), lambda r: hot_writes.save_columns(r, ["state"])):
        bad = Run.objects.get(pk=run.pk)
        bad.state = {**bad.state, "surprise": 1}
        with pytest.raises(InvalidRunState) as raised:
            write(bad)
        assert "surprise" in str(raised.value)
    for write in (lambda r: r.save(update_fields=["turn", "nonsense"]), lambda r: hot_writes.save_columns(r, ["turn", "nonsense"])):
        with pytest.raises(ValueError, match="nonsense"):
            write(Run.objects.get(pk=run.pk))
    assert rows_of(Run, pk=run.pk) == [{k: v for k, v in Run.objects.filter(pk=run.pk).values()[0].items() if k != "id"}]
    assert Run.objects.get(pk=run.pk).state == run.state


def test_a_column_set_to_an_expression_is_written_by_the_orm():
    run = a_run()
    turn = Run.objects.get(pk=run.pk).turn
    later = Run.objects.get(pk=run.pk)
    later.turn = F("turn") + 2
    hot_writes.save_columns(later, ["turn", "updated_at"])
    assert Run.objects.get(pk=run.pk).turn == turn + 2


@pytest.mark.parametrize("count", [1, 3])
def test_a_steps_events_and_its_run_row_written_together_are_the_two_writes(count):
    """insert_events_then_save_columns leaves what insert_events then save_columns leave (the same two
    statements, rows and objects); on PostgreSQL sent in one pipeline, elsewhere not at all (False:
    the caller writes them one by one)."""
    run = a_run()
    names = ["turn", "state", "next_seq", "record_digest", "lease_expires_at", "updated_at"]
    copies = [changed(Run.objects.get(pk=run.pk)) for _ in range(2)]
    made = [new_events(run, count), new_events(run, count)]
    done = []

    def together():
        done.append(hot_writes.insert_events_then_save_columns(made[1], copies[1], names))
        if not done[-1]:
            hot_writes.insert_events(made[1])
            hot_writes.save_columns(copies[1], names)

    (orm_sql, hot_sql), (orm_rows, hot_rows), _ = side_by_side(
        lambda: (hot_writes.insert_events(made[0]), hot_writes.save_columns(copies[0], names)), together,
        lambda: (rows_of(RunEvent, run=run, seq__gte=100), rows_of(Run, pk=run.pk)))
    assert done == [connection.vendor == "postgresql"]
    assert hot_sql == orm_sql and len(hot_sql) == 2
    assert hot_rows == orm_rows
    assert [described(e) for e in made[1]] == [described(e) for e in made[0]] and all(e.pk for e in made[1])
    assert described(copies[1]) == described(copies[0])


def test_events_written_with_the_run_row_fail_as_the_two_writes_fail():
    """An event whose seq is taken: refused, the run row not updated, the transaction to be rolled
    back; a run row that is gone: NotUpdated, as save_columns says it."""
    if connection.vendor != "postgresql":
        pytest.skip("only PostgreSQL sends them together")
    run = a_run()
    taken = run.events.order_by("seq").first()
    before = rows_of(Run, pk=run.pk)
    twin = RunEvent(run=run, seq=taken.seq, turn=0, phase=Phase.TRIAGE, kind="walk_started", actor="system", payload={})
    with transaction.atomic():
        with pytest.raises(Exception) as raised:
            hot_writes.insert_events_then_save_columns([twin], changed(Run.objects.get(pk=run.pk)), ["turn", "updated_at"])
        assert transaction.get_rollback() and "unique" in str(raised.value).lower()
    assert rows_of(Run, pk=run.pk) == before and run.events.filter(seq=taken.seq).count() == 1
    ghost = changed(Run.objects.get(pk=run.pk))
    ghost.pk = ghost.id = 987_654
    with pytest.raises(Run.NotUpdated, match="Save with update_fields did not affect any rows."), transaction.atomic():
        hot_writes.insert_events_then_save_columns(new_events(run, 1), ghost, ["turn", "updated_at"])
    assert not run.events.filter(seq=100).exists()  # the step's transaction rolled back with it


def seen_running(run: Run, owner: str) -> Run:
    Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING, lease_owner=owner)
    return Run.objects.get(pk=run.pk)


def _seen_and_moved(moved: str) -> tuple[Run, Run, str]:
    """A run running under worker-1:99 as a request saw it, then changed as `moved` says: (the run, as seen, the owner recording)."""
    run = a_run()
    seen = seen_running(run, "worker-1:99")
    owner = "worker-2:7" if moved == "another owner" else "worker-1:99"
    if moved == "seq moved":
        Run.objects.filter(pk=run.pk).update(next_seq=seen.next_seq + 1)
    elif moved == "turn moved":
        Run.objects.filter(pk=run.pk).update(turn=seen.turn + 1)
    elif moved == "phase moved":
        Run.objects.filter(pk=run.pk).update(phase=Phase.INVESTIGATE)
    elif moved == "not running":
        Run.objects.filter(pk=run.pk).update(status=Run.Status.QUEUED)
    elif moved == "another run":
        seen.pk = seen.id = 987_654
    return run, seen, owner


@pytest.mark.parametrize("moved", ["nothing", "another owner", "seq moved", "turn moved", "phase moved", "not running", "another run"])
def test_the_answers_seq_is_taken_as_the_orms_conditional_update_takes_it(moved):
    run, seen, owner = _seen_and_moved(moved)

    def orm():
        return Run.objects.filter(pk=seen.pk, lease_owner=owner, status=Run.Status.RUNNING, next_seq=seen.next_seq, turn=seen.turn,
                                  phase=seen.phase).update(next_seq=seen.next_seq + 1, record_digest="e" * 64, lease_expires_at=LATER,
                                                           updated_at=NOW)

    (orm_sql, hot_sql), (orm_rows, hot_rows), (orm_taken, hot_taken) = side_by_side(
        orm, lambda: hot_writes.answer_seq_taken(seen, owner, digest="e" * 64, lease_until=LATER, now=NOW), lambda: rows_of(Run, pk=run.pk))
    assert hot_sql == orm_sql and len(hot_sql) == 1
    assert hot_rows == orm_rows
    assert hot_taken is bool(orm_taken) and hot_taken is (moved == "nothing")


def the_answer(seen: Run) -> RunEvent:
    return RunEvent(run=seen, seq=seen.next_seq, turn=seen.turn + 1, phase=seen.phase, kind="model_response", actor="agent",
                    payload=PAYLOADS[1], digest="e" * 64)


@pytest.mark.parametrize("moved", ["nothing", "another owner", "seq moved", "turn moved", "phase moved", "not running", "another run"])
def test_the_answer_is_recorded_as_the_conditional_update_then_models_save_record_it(moved):
    """record_answer leaves what the ORM's UPDATE then, if it took the seq, the event's save leave:
    the same run row, the same event row and object; nothing at all if anything moved. On
    PostgreSQL in one statement (a data-modifying CTE: the event inserted only from the updated
    row), in autocommit; on SQLite the two statements in one transaction."""
    run, seen, owner = _seen_and_moved(moved)

    def orm():
        event = the_answer(seen)
        taken = Run.objects.filter(pk=seen.pk, lease_owner=owner, status=Run.Status.RUNNING, next_seq=seen.next_seq, turn=seen.turn,
                                   phase=seen.phase).update(next_seq=seen.next_seq + 1, record_digest="e" * 64, lease_expires_at=LATER,
                                                            updated_at=NOW)
        if taken:
            event.save(force_insert=True)
        return bool(taken), event

    def hot():
        event = the_answer(seen)
        return hot_writes.record_answer(seen, owner, event, lease_until=LATER, now=NOW), event

    (orm_sql, hot_sql), (orm_rows, hot_rows), ((orm_taken, orm_event), (hot_taken, hot_event)) = side_by_side(
        orm, hot, lambda: (rows_of(Run, pk=run.pk), rows_of(RunEvent, run=run, kind="model_response")))
    assert hot_rows == orm_rows
    assert hot_taken is orm_taken is (moved == "nothing")
    assert {**described(hot_event), "adding": None} == {**described(orm_event), "adding": None}
    assert hot_event._state.adding is (moved != "nothing") and (hot_event.pk is not None) is hot_taken
    if hot_taken:
        assert hot_event.pk == RunEvent.objects.get(run=run, kind="model_response").pk
    if connection.vendor == "postgresql":  # the ORM's two statements spliced into one
        update = orm_sql[0]
        assert len(hot_sql) == 1 and hot_sql[0].startswith(f'WITH "claimed" AS ({update} RETURNING "runs_run"."id") INSERT INTO "runs_runevent" (')
        if orm_taken:
            head, rest = orm_sql[1].split(" VALUES (", 1)
            values = rest.rsplit(") RETURNING ", 1)[0]
            assert hot_sql == [f'WITH "claimed" AS ({update} RETURNING "runs_run"."id") {head} SELECT {values} FROM "claimed" '
                               'RETURNING "runs_runevent"."id"']
    else:  # the same two statements, in a transaction (here a savepoint in the test's)
        assert [q for q in hot_sql if not q.startswith(("SAVEPOINT", "RELEASE SAVEPOINT", "BEGIN", "COMMIT"))] == orm_sql


@pytest.mark.django_db(transaction=True)
def test_the_answer_recorded_on_postgresql_commits_by_itself_in_one_statement():
    """Outside any transaction the answer's one statement is its own commit (autocommit): no BEGIN,
    no COMMIT; another connection sees the row and the event at once. Refused: nothing written."""
    from django.db import connections

    if connection.vendor != "postgresql":
        pytest.skip("SQLite records the answer with two statements in one transaction")
    run, seen, owner = _seen_and_moved("nothing")
    event = the_answer(seen)
    sql, taken = statements(lambda: hot_writes.record_answer(seen, owner, event, lease_until=LATER, now=NOW))
    assert taken and len(sql) == 1 and sql[0].startswith("WITH")
    assert connection.get_autocommit() and not connection.in_atomic_block
    other = connections.create_connection("default")
    try:
        with other.cursor() as cursor:
            cursor.execute('SELECT "next_seq" FROM "runs_run" WHERE "id" = %s', [run.pk])
            assert cursor.fetchone() == (seen.next_seq + 1,)
            cursor.execute('SELECT "id", "seq" FROM "runs_runevent" WHERE "run_id" = %s AND "kind" = %s', [run.pk, "model_response"])
            assert cursor.fetchall() == [(event.pk, seen.next_seq)]
    finally:
        other.close()
    again = the_answer(seen)  # the same seen run again: its seq is taken, nothing is written
    assert not hot_writes.record_answer(seen, owner, again, lease_until=LATER, now=NOW) and again.pk is None
    assert run.events.filter(kind="model_response").count() == 1


def test_receivers_of_a_runs_or_an_events_save_still_hear_it():
    run = a_run()
    heard = []

    def listen(sender, instance, **kwargs):
        heard.append((kwargs["signal"] is pre_save, sender.__name__, kwargs.get("update_fields"), kwargs.get("created")))

    for signal in (pre_save, post_save):
        signal.connect(listen, sender=Run, dispatch_uid=f"hot-writes-{signal}-run")
        signal.connect(listen, sender=RunEvent, dispatch_uid=f"hot-writes-{signal}-event")
    try:
        hot_writes.save_columns(changed(Run.objects.get(pk=run.pk)), ["turn", "updated_at"])
        hot_writes.save_event(new_events(run, 1)[0])
        hot_writes.insert_events(new_events(run, 2, from_seq=300))  # bulk_create sends no signals: nor does this
    finally:
        for signal in (pre_save, post_save):
            signal.disconnect(sender=Run, dispatch_uid=f"hot-writes-{signal}-run")
            signal.disconnect(sender=RunEvent, dispatch_uid=f"hot-writes-{signal}-event")
    assert heard == [(True, "Run", frozenset({"turn", "updated_at"}), None), (False, "Run", frozenset({"turn", "updated_at"}), False),
                     (True, "RunEvent", None, None), (False, "RunEvent", None, True)]
    assert Run.objects.get(pk=run.pk).turn == 4 and run.events.filter(seq__in=[100, 300, 301]).count() == 3


def test_more_events_than_one_statement_may_carry_are_split_as_bulk_create_splits_them(monkeypatch):
    run = a_run()
    monkeypatch.setattr(connection.ops, "bulk_batch_size", lambda fields, objs: 2)
    sql, events = statements(lambda: hot_writes.insert_events(made := new_events(run, 5)) or made)
    assert sum(s.startswith('INSERT INTO "runs_runevent"') for s in sql) == 3
    assert [e.pk for e in events] == list(run.events.filter(seq__gte=100).order_by("seq").values_list("pk", flat=True))


def test_the_turns_writes_go_through_neither_bulk_create_nor_save_nor_update(monkeypatch):
    """The statements above are run by runs.hot_writes itself (compiled once), not handed back to the ORM's writers."""
    from django.db.models import Model, QuerySet

    run = a_run()
    seen = seen_running(run, "worker-1:99")

    def refused(*args, **kwargs):
        raise AssertionError("written through the ORM's writer")

    for owner, name in ((QuerySet, "bulk_create"), (QuerySet, "update"), (QuerySet, "_update"), (Model, "save"), (Model, "save_base")):
        monkeypatch.setattr(owner, name, refused)
    for count in (1, 4):
        hot_writes.insert_events(new_events(run, count, from_seq=100 + 10 * count))
    assert hot_writes.answer_seq_taken(seen, "worker-1:99", digest="e" * 64, lease_until=LATER, now=NOW)
    hot_writes.save_event(new_events(run, 1, from_seq=400)[0])
    hot_writes.save_columns(changed(Run.objects.get(pk=run.pk)), ["turn", "state", "next_seq", "updated_at"])
    monkeypatch.undo()
    assert run.events.filter(seq__gte=100).count() == 6 and Run.objects.get(pk=run.pk).turn == 4
