"""Round trips to PostgreSQL a turn, exact (issue 13): what psycopg sends and waits for, counted as
benchmarks/round_trips.py counts it (a statement sent on its own, a BEGIN sent on its own, a
pipeline's sync, a COMMIT or ROLLBACK). The cheap turn costs the same at turn 5 and at turn 50; the
canonical walk (a refund, a return, the reply) costs what it costs turn by turn, the demo shop's own
commits included. Reads that need only what is known go together in one pipeline (the request's
four, an order's six, the ledger's two), and a step's UPDATEs whose count nobody reads go with its
next statement (runs/updates_ride_along.py)."""

from collections import Counter

import pytest

from tests import turn_counting
from tests.conftest import on_postgres
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import _working_on, long_script, round_trip_counting, walk_canonical_counting, walk_counting

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def trips(monkeypatch):
    """{turn: Counter of round trips by kind}, for each step the counting walk takes."""
    if not on_postgres():
        pytest.skip("PostgreSQL only: SQLite has no round trips")
    counting, by_turn = round_trip_counting(), {}
    original = turn_counting.take_step

    def counted(run_id, owner, **kwargs):
        counts = by_turn.setdefault(_working_on(run_id), Counter())
        undo = counting(counts)
        try:
            return original(run_id, owner, **kwargs)
        finally:
            undo()

    monkeypatch.setattr(turn_counting, "take_step", counted)
    return by_turn


def test_the_cheap_turn_is_five_round_trips_at_turn_5_and_at_turn_50(settings, announced, trips):
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 1000
    settings.MAX_TURNS = 60
    build_world()
    run = start(ticket(), script=long_script(51))
    walk_counting(run.pk, limit=2 * 51, announced=announced)
    for turn in (5, 50):
        # the request's four reads in one pipeline; BEGIN with the lock; the policy read; the events' INSERT with
        # the run row's UPDATE in one pipeline; COMMIT
        assert trips[turn] == Counter({"pipeline": 2, "statement": 2, "COMMIT/ROLLBACK": 1}), turn


def test_the_canonical_walk_costs_these_round_trips_turn_by_turn(announced, trips):
    run, costs = walk_canonical_counting(announced)
    got = {turn: sum(c.values()) for turn, c in trips.items()}
    assert sum(got.values()) == sum(EXPECTED.values()), (got, {t: dict(c) for t, c in trips.items()})
    assert got == EXPECTED, {t: dict(c) for t, c in trips.items()}


# Round trips of each turn of walk_canonical_counting (measured, and pinned: a change shows here). On main before
# the shop's, the ledger's and the guard's reads went together and the UPDATEs rode along: 132 in all (16, 13, 18, 10, 47, 6, 22).
EXPECTED: dict[int, int] = {1: 11, 2: 12, 3: 12, 4: 8, 5: 32, 6: 5, 7: 20}
