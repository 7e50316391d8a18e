"""The reads that start a turn (the run row, then the request's reads of the record, the plan and
its pending steps) go to the server in one round trip, and so do the two writes that end it (its events' INSERT, the run
row's UPDATE) when nothing else waits on the events' ids when the walk's last step left the run between turns: it notes
the window floor the next request reads from, and the next step sends the four statements together
(on PostgreSQL in one psycopg pipeline; SQLite runs them one after the other). The statements, their
order and what they give are the same as when read one by one; a guess the run no longer matches is
read again, once the run is seen."""

import pytest

from tests.conftest import on_postgres
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import label, long_script, walk_counting

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def pipelines(monkeypatch):
    """The statements of each psycopg pipeline the walk sends (PostgreSQL; none on SQLite)."""
    from django.db import connection

    from contextlib import contextmanager

    sent: list[list[str]] = []
    sending = []
    if on_postgres():
        connection.ensure_connection()
        kind = type(connection.connection)
        original = kind.pipeline

        @contextmanager
        def counted(self, *args, **kwargs):
            sent.append([])
            sending.append(True)
            try:
                with original(self, *args, **kwargs) as pipeline:
                    yield pipeline
            finally:
                sending.pop()

        def noted(execute, sql, params, many, context):
            if sending:
                sent[-1].append(label(sql))
            return execute(sql, params, many, context)

        monkeypatch.setattr(kind, "pipeline", counted)
        with connection.execute_wrapper(noted):
            yield sent
    else:
        yield sent


def test_a_turns_first_four_reads_are_one_round_trip_at_turn_5_and_at_turn_50(settings, announced, pipelines):
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 1000
    settings.MAX_TURNS = 60
    build_world()
    run = start(ticket(), script=long_script(51))
    before = len(pipelines)
    costs = walk_counting(run.pk, limit=2 * 51, announced=announced)
    for turn in (5, 50):
        assert costs[turn].labels()[:4] == ["SELECT runs_run", "SELECT runs_runevent", "SELECT runs_subtask", "SELECT runs_step"]
    if on_postgres():
        # one round trip a turn for its four reads: every turn that asked the model (after the screening, which notes the
        # floor for the first) sent them together; and one for the end of each commit whose events nothing else waits on
        # (the walk's opening, the screening, each turn: its events' INSERT with the run row's UPDATE)
        asked = sorted(set(run.events.filter(kind="model_response").values_list("turn", flat=True)))
        assert len(asked) >= 51 and {5, 50} <= set(asked)
        reads, ends = ["SELECT runs_run", "SELECT runs_runevent", "SELECT runs_subtask", "SELECT runs_step"], ["INSERT runs_runevent", "UPDATE runs_run"]
        ended = 1 + sum(t[-2:] == ends for cost in costs.values() for t in cost.transactions())
        assert [p for p in pipelines[before:] if p == reads] == [reads] * len(asked)
        assert sum(p == ends for p in pipelines[before:]) == ended >= len(asked)
        # The walk's other pipelines: the shop's reads of an order (its row and its six reads by the order's ref), a
        # step's UPDATEs held to go with its next statement (runs.updates_ride_along: this fixture notes that statement
        # before the pipeline opens, so only the held ones show), and the end of a commit whose events the settled
        # steps point at (by seq: the INSERT, the steps' UPDATE and the run row's, with the COMMIT), and a plan just
        # admitted read back (its steps' INSERT with it, then its subtasks, their steps, the pending steps, the subtasks in order)
        order_reads = ["SELECT shop_order", "SELECT shop_lineitem", "SELECT shop_charge", "SELECT shop_order", "SELECT shop_shipment",
                       "SELECT shop_refund", "SELECT shop_returnrequest"]
        settled_ends = ["INSERT runs_runevent", "UPDATE runs_step", "UPDATE runs_run"]
        plan_read_back = ["INSERT runs_step", "SELECT runs_subtask", "SELECT runs_step", "SELECT runs_step", "SELECT runs_subtask"]
        others = [p for p in pipelines[before:] if p not in (reads, ends)]
        assert all(p in (order_reads, settled_ends, plan_read_back) or set(p) <= {"UPDATE runs_step", "UPDATE runs_subtask"} for p in others), sorted({tuple(p) for p in others})


def test_a_guess_the_run_no_longer_matches_is_read_again_and_the_request_is_the_same(settings, announced):
    """The floor noted for the next request is a guess: a run whose window floor differs (here a
    wrong note) gets the request's reads again for its own floor, and the request is what it would be."""
    from runs.models import Run
    from runs.walk import walker
    from runs.walk.context import request_events, request_plan, window_floor
    from runs.walk.request import build_request

    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 1000
    build_world()
    run = start(ticket(), script=long_script(8))
    walk_counting(run.pk, limit=8, announced=announced)  # a few turns in: the window's floor is above 0
    seen = Run.objects.get(pk=run.pk)
    floor = window_floor(seen)
    assert floor > 0
    fresh = build_request(seen)
    for guess in (floor, floor - 1, floor + 3):
        walker._NEXT_FLOOR[run.pk] = guess
        read = walker._read_run(run.pk, None, walker._NEXT_FLOOR.pop(run.pk))
        kept = "_request_events" in read.__dict__
        assert kept is (guess == floor)
        assert [e.pk for e in request_events(read)] == [e.pk for e in request_events(seen)]
        assert [s.pk for s in request_plan(read)] == [s.pk for s in request_plan(seen)]
        again = build_request(read)
        assert (again.messages, again.view, again.system) == (fresh.messages, fresh.view, fresh.system)
        assert read.ticket.pk == seen.ticket.pk
