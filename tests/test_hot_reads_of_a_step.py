"""More of a step's reads compiled once (runs.hot_reads): the run row locked with its ticket, the plan
in number order, one turn's events, people's interventions after a seq, the plan edits in the order
of their events. Each runs the ORM's own statement (the same SQL text and parameters) and gives the
ORM's own objects (the same values, model state and cached relations, each row holding the run it
was read through), for runs in several states, turns and seqs, including none found."""

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from runs import hot_reads, record
from runs.models import ReplanEvent, Run
from tests.test_hot_reads import described, runs_in_several_states

pytestmark = pytest.mark.django_db


def captured(read) -> tuple[list[tuple[str, object]], object]:
    with CaptureQueriesContext(connection) as queries:
        got = read()
    return [(q["sql"], q.get("params")) for q in queries.captured_queries], got


def same_rows(orm: list, hot: list, run: Run) -> None:
    assert [described(x) for x in hot] == [described(x) for x in orm]
    assert all(x.run is run for x in hot)


def with_interventions_and_edits(run: Run) -> None:
    """Two people's interventions and two plan edits appended to `run`'s record."""
    with transaction.atomic():
        locked = record.lock_run(run.pk)
        for text in ("call me first", "stop"):
            record.append(locked, "intervention", {"type": "note", "text": text}, actor="lead")
        for n, who in enumerate(("reviewer", "agent")):
            event = record.append(locked, "plan_edited", {"n": n}, actor=who)
            ReplanEvent.objects.create(run=locked, event=event, turn=locked.turn, actor=who, trigger="edit",
                                       old_plan=[{"number": 1, "kind": "damaged_item"}], new_plan=[{"number": 1, "kind": "wrong_item"}], diff={})
        Run.objects.filter(pk=locked.pk).update(next_seq=locked.next_seq, record_digest=locked.record_digest)


def test_the_run_locked_with_its_ticket_is_the_orms_statement_and_object():
    for run in runs_in_several_states():
        with transaction.atomic():
            orm_sql, orm_run = captured(lambda: Run.objects.select_for_update().defer("script").select_related("ticket").get(pk=run.pk))
            hot_sql, hot_run = captured(lambda: record.lock_run(run.pk))
        assert hot_sql == orm_sql and len(hot_sql) == 1
        assert described(hot_run) == {**described(orm_run), "cached relations": described(hot_run)["cached relations"]}
        assert described(hot_run.ticket) == described(orm_run.ticket) and "script" in hot_run.get_deferred_fields()
    with transaction.atomic(), pytest.raises(Run.DoesNotExist):
        record.lock_run(10 ** 9)


def test_the_plan_one_turns_events_the_interventions_and_the_edits_are_the_orms():
    for run in runs_in_several_states():
        with_interventions_and_edits(run)
        run = Run.objects.get(pk=run.pk)
        orm_sql, orm = captured(lambda: list(run.subtasks.order_by("number")))
        hot_sql, hot = captured(lambda: hot_reads.subtasks_in_order(run))
        assert hot_sql == orm_sql
        same_rows(orm, hot, run)
        for turn in range(run.turn + 2):
            orm_sql, orm = captured(lambda: list(run.events.filter(turn=turn).order_by("seq")))
            hot_sql, hot = captured(lambda: hot_reads.turn_events(run, turn))
            assert hot_sql == orm_sql
            same_rows(orm, hot, run)
        for seen in (0, 1, run.next_seq - 3, run.next_seq - 2, run.next_seq):
            orm_sql, orm = captured(lambda: list(run.events.filter(kind="intervention", seq__gt=seen).order_by("seq")))
            hot_sql, hot = captured(lambda: hot_reads.interventions_after(run, seen))
            assert hot_sql == orm_sql
            same_rows(orm, hot, run)
        orm_sql, orm = captured(lambda: list(run.replans.order_by("event__seq")))
        hot_sql, hot = captured(lambda: hot_reads.replans_in_order(run))
        assert hot_sql == orm_sql and [r.actor for r in hot] == ["reviewer", "agent"]
        same_rows(orm, hot, run)


def test_the_ledgers_two_reads_are_the_orms():
    from runs import ledger
    from runs.models import Effect, RunEvent

    for run in runs_in_several_states():
        orm_sql, orm = captured(lambda: list(RunEvent.objects.filter(run=run, kind__in=ledger.LEDGER_KINDS).order_by("seq")
                                             .only("seq", "kind", "actor", "payload", "created_at")))
        hot_sql, hot = captured(lambda: ledger.ledger_events(run.pk))
        assert hot_sql == orm_sql and [described(x) for x in hot] == [described(x) for x in orm]
        assert all(x.get_deferred_fields() == orm[0].get_deferred_fields() for x in hot)
        orm_sql, orm = captured(lambda: list(Effect.objects.filter(run=run)))
        hot_sql, hot = captured(lambda: ledger.effect_rows(run.pk))
        assert hot_sql == orm_sql and [described(x) for x in hot] == [described(x) for x in orm]
