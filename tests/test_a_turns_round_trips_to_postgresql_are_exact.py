"""Round trips to PostgreSQL a turn, exact (issue 13): what psycopg sends and waits for, counted as
benchmarks/round_trips.py counts it (a statement sent on its own, a BEGIN sent on its own, a
pipeline's sync, a COMMIT or ROLLBACK; the `trips` fixture). The canonical walk (a refund, a return,
the reply) costs what it costs turn by turn, the demo shop's own commits included; the cheap turn's,
the same at turn 5 and at turn 50, are in tests/test_turn_round.py. Reads that need only what is
known go together in one pipeline (the request's four, an order's six, the ledger's two), reads
made straight after a row lock go in one query with it (runs.hot_reads.locked_together), an answer's
read-only shop calls have their reads read with that lock (runs.walk.reads_ahead), a new plan is
written in one statement and not read back (runs.walk.plan_in_one_statement), the shop's reply is sent
in one statement (runs.shop.reply_in_one_statement), the shop's refund and return in one query on the
order's rows read ahead with the COMMIT that requests them (runs.shop.room_checked_ahead), and a
step's UPDATEs whose count nobody reads go with its next statement (runs/updates_ride_along.py), and its
last writes (the events' INSERT, the writes that point at them by seq, the run row's UPDATE) with its COMMIT."""

import pytest

from tests.conftest import on_postgres
from tests.turn_counting import walk_canonical_counting

pytestmark = pytest.mark.django_db(transaction=True)


def test_the_canonical_walk_costs_these_round_trips_turn_by_turn(announced, trips):
    if not on_postgres():
        pytest.skip("PostgreSQL only: SQLite has no round trips")
    run, costs = walk_canonical_counting(announced)
    got = {turn: sum(c.values()) for turn, c in trips.items()}
    assert sum(got.values()) == sum(EXPECTED.values()), (got, {t: dict(c) for t, c in trips.items()})
    assert got == EXPECTED, {t: dict(c) for t, c in trips.items()}


# Round trips of each turn of walk_canonical_counting (measured, and pinned: a change shows here). On main before
# the shop's, the ledger's and the guard's reads went together and the UPDATEs rode along: 132 in all (16, 13, 18, 10, 47, 6, 22);
# before a step's last writes went with its COMMIT, its events' INSERT with the writes that point at them and a
# plan just admitted was read back in one pipeline: 100 (11, 12, 12, 8, 32, 5, 20); before the guard's three reads, the
# shop's order with its idempotency lookup, the shop's deliverables and the reply's plan with its steps went together
# (and the refund's room check took the order's refunds from the reads under its lock), and before the step after an
# effect took the turn's events from the commit that requested it: 75 (9, 6, 11, 6, 24, 4, 15); before the shop read an
# order with what it reads by the order's ref in one round trip (and under its lock, with what the key holds already), sent
# its refund's and return's INSERT with their COMMIT and its reply's INSERT in autocommit, a subtask's save went with the
# step's COMMIT (its row count checked by the server) and the plan's steps with the plan read back: 64 (9, 6, 11, 4, 19, 4, 11);
# before the walk's commits that do not sync the ledger carried what its last sync kept (runs.ledger.carry_on_commit), so
# that the reply's request (turn 7) no longer reads the ledger's events and rows again: 51 (8, 5, 7, 4, 14, 3, 10);
# before the reads made straight after a row lock went in one query with it (runs.hot_reads.locked_together: the shop's
# order locked with its six reads and the key's for the refund and the return, the ledger's two reads with the lock of
# an answer that calls outside, people's pending interventions with the screening step's lock) and the reply read the
# shop's deliverables with its plan: 50 (8, 5, 7, 4, 14, 3, 9); before the shop reads of an answer's read-only calls
# went with the lock of the step that applies it (runs.walk.reads_ahead: turn 1's order, turn 3's two policy searches,
# the seller's terms and the carrier's scans, the subtask saves then going with the COMMIT) and the guard's three reads
# with the lock of the decide phase's turn (hot_reads.guard_reads): 45 (7, 5, 7, 4, 11, 3, 8); before a new plan went in one
# statement, known as written without a read back (runs.walk.plan_in_one_statement: turn 2), and the shop's reply in one
# statement, its reads and its INSERT (runs.shop.reply_in_one_statement: turn 7): 39 (6, 5, 3, 3, 11, 3, 8); before the
# shop's refund and return were checked on the order's rows read ahead with the COMMIT that requests them and written in
# one query if those rows are unchanged (runs.shop.room_checked_ahead, runs.walk.effect_reads_ahead: turn 5): 37 (6, 4, 3, 3, 11, 3, 7).
EXPECTED: dict[int, int] = {1: 6, 2: 4, 3: 3, 4: 3, 5: 9, 6: 3, 7: 7}
