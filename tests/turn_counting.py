"""Counting what a turn costs the database: every statement a walk sends, grouped by the turn it
works on (tests/test_turn_round.py asserts the figures; benchmarks/turn_round.py prints them).

A turn here is everything the walker does for it: asking the model and recording the answer,
applying the answer (and performing any external effect), finishing it. Statements are counted
with Django's CaptureQueriesContext, which also logs the transaction's BEGIN / COMMIT (Django 4.2+).
"""

from __future__ import annotations

import re
import time
from collections import defaultdict
from dataclasses import dataclass, field

from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from runs import record
from runs.models import Run
from runs.walk import lease
from runs.walk.walker import take_step
from tests.runtime_world import DUPLICATE, NO_REPLACEMENT, PANEL, call

TX = ("BEGIN", "COMMIT", "ROLLBACK")  # SQLite's is "BEGIN IMMEDIATE" (supervisor.settings)


def _transaction_control(sql: str) -> bool:
    return sql.startswith(TX) or sql.startswith(("SAVEPOINT", "RELEASE SAVEPOINT"))


@dataclass
class TurnCost:
    turn: int
    sql: list[str] = field(default_factory=list)
    ms: float = 0.0
    announcements: int = 0

    @property
    def statements(self) -> list[str]:
        """What the walk asks of the database, transaction control and savepoints left out."""
        return [s for s in self.sql if not _transaction_control(s)]

    @property
    def commits(self) -> int:
        """COMMITs, and writes made in autocommit (one statement, its own commit: the answer on PostgreSQL)."""
        return sum(1 for s in self.sql if s == "COMMIT") + len(self._autocommitted())

    def _autocommitted(self) -> list[str]:
        """The writing statements sent outside any BEGIN ... COMMIT."""
        found, inside = [], False
        for s in self.sql:
            if s.startswith("BEGIN"):
                inside = True
            elif s.startswith(("COMMIT", "ROLLBACK")):
                inside = False
            elif not inside and writes_of(s):
                found.append(s)
        return found

    @property
    def run_updates(self) -> int:
        return sum(writes_of(s).count("UPDATE runs_run") for s in self.sql)

    @property
    def locks(self) -> int:
        return sum(1 for s in self.sql if s.startswith('SELECT') and "FOR UPDATE" in s and 'FROM "runs_run"' in s)

    @property
    def event_inserts(self) -> int:
        return sum(writes_of(s).count("INSERT runs_runevent") for s in self.sql)

    def labels(self) -> list[str]:
        """Each statement as its verb and table ("SELECT runs_runevent", "SELECT runs_run FOR UPDATE")."""
        return [label(s) for s in self.sql]

    def transactions(self) -> list[list[str]]:
        """The labels of each transaction, BEGIN to COMMIT; a write made in autocommit is one of its
        own, its writes' labels (a data-modifying CTE's: each table it writes)."""
        found, current = [], None
        for s in self.sql:
            name = label(s)
            if name == "BEGIN":
                current = []
            elif name == "COMMIT" and current is not None:
                found.append(current)
                current = None
            elif current is not None:
                current.append(name)
            elif writes_of(s):
                found.append(writes_of(s))
        return found

    def summary(self) -> dict:
        return {"turn": self.turn, "statements": len(self.statements), "commits": self.commits, "run_updates": self.run_updates,
                "run_locks": self.locks, "event_inserts": self.event_inserts, "ms": round(self.ms, 2)}


def statements_of(sql: str) -> list[str]:
    """The statements of what Django sent as one: a row lock with the reads that follow it under the
    lock go in one query, one round trip (runs.hot_reads.locked_together: "SELECT ... FOR UPDATE;
    SELECT ..."), or with the INSERT it guards (runs.shop.room_checked_ahead: "SELECT ... FOR UPDATE;
    INSERT ..."); each is counted as the statement it is."""
    return re.split(r"; (?=SELECT |INSERT )", sql)


# Statements sent as one query ("SELECT ... FOR UPDATE; INSERT ...": the shop's refund or return
# written in one round trip, runs.shop.room_checked_ahead) are split where a new statement begins.
_NEXT_STATEMENT = re.compile(r"; (?=(?:SELECT|INSERT|UPDATE|DELETE|WITH) )")


def writes_of(sql: str) -> list[str]:
    """The writes a statement makes, each as its verb and table ("UPDATE runs_run"): one for an
    INSERT, UPDATE or DELETE; each data-modifying part of a WITH, in order; none for a read; those
    of each statement of a query that sends several."""
    statements = _NEXT_STATEMENT.split(sql)
    if len(statements) > 1:
        return [write for statement in statements for write in writes_of(statement)]
    if sql.startswith(("INSERT", "UPDATE", "DELETE")):
        return [label(sql)]
    if sql.startswith("WITH"):
        return [f"{verb.split(' ')[0]} {table}" for verb, table in re.findall(r'\b(UPDATE|INSERT INTO|DELETE FROM) "(\w+)"', sql)]
    return []


def label(sql: str) -> str:
    if _transaction_control(sql):
        return next(word for word in ("BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE SAVEPOINT") if sql.startswith(word))
    if sql.startswith("WITH") and writes_of(sql):
        return " + ".join(writes_of(sql))  # one statement, several writes (the answer on PostgreSQL: "UPDATE runs_run + INSERT runs_runevent")
    verb = sql.split(" ", 1)[0]
    table = re.search(r'(?:FROM|INTO|UPDATE) "(\w+)"', sql)
    return f"{verb} {table.group(1) if table else '?'}" + (" FOR UPDATE" if sql.endswith("FOR UPDATE") else "")


def _working_on(run_id: int) -> int:
    state, turn = Run.objects.values_list("state", "turn").get(pk=run_id)
    applying = state.get("applying_turn")
    return applying if applying is not None else turn + 1


def walk_counting(run_id: int, *, owner: str = "counting-walker", limit: int = 1000, announced: list | None = None) -> dict[int, TurnCost]:
    """Walk a claimable run step by step until it stops running or `limit` steps; {turn: its cost}.
    The walk's opening (claim, walk_started) is not counted. `announced`: a list the caller's stub
    of runs.live.announce appends to, to count announcements per turn."""
    costs: dict[int, TurnCost] = defaultdict(lambda: TurnCost(0))
    run = lease.claim(run_id, owner)
    assert run is not None, "the run could not be claimed"
    with transaction.atomic():
        run = lease.locked_run(run_id, owner)
        record.append(run, "walk_started", {"worker": owner, "attempt": run.attempts}, actor="system")
        lease.save_run(run, owner)
    for _ in range(limit):
        turn = _working_on(run_id)
        cost = costs[turn]
        cost.turn = turn
        before = len(announced) if announced is not None else 0
        with CaptureQueriesContext(connection) as captured:
            started = time.perf_counter()
            status, _ = take_step(run_id, owner, go_on=True)  # as the walk's loop takes them
            cost.ms += (time.perf_counter() - started) * 1000
        cost.sql += [statement for q in captured.captured_queries for statement in statements_of(q["sql"])]
        cost.announcements += (len(announced) - before) if announced is not None else 0
        if status != Run.Status.RUNNING:
            break
    lease.release(run_id, owner)
    return dict(costs)


def long_script(turns: int) -> dict:
    """Triage, then a turn that reads a policy again, and again: the plan keeps its question open,
    so the run stays in investigate for as long as the script goes on (with the drift check
    relaxed: DRIFT_IDLE_TURNS)."""
    first = [call("get_order", order_ref="SU-88421"), call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE, PANEL, NO_REPLACEMENT])]
    return {"turns": [first] + [[call("search_policy", query="duplicate charge")] for _ in range(turns - 1)]}


def walk_canonical_counting(announced: list | None = None) -> tuple[Run, dict[int, TurnCost]]:
    """The canonical ticket (a refund, a return, the reply) on the runtime tests' small shop, walked
    to its end with nobody confirming the plan: the run as it ended, and what each turn cost."""
    from django.test.utils import override_settings

    from tests.runtime_world import build_world, start, ticket

    with override_settings(PLAN_CONFIRMATION_RULE="never"):
        build_world()
        run = start(ticket())
        costs = walk_counting(run.pk, limit=100, announced=announced)
    run.refresh_from_db()
    assert (run.status, run.outcome) == (Run.Status.DONE, "resolved")
    return run, costs


def round_trip_counting():
    """benchmarks/round_trips.py's counting(counts): psycopg's round trips to PostgreSQL added to a Counter by kind; returns an undo."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "round_trips.py"
    spec = importlib.util.spec_from_file_location("bench_round_trips", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.counting


def round_trips_of(fn):
    """(fn(), a Counter of the round trips to PostgreSQL it made, by kind: round_trip_counting's); empty on SQLite."""
    from collections import Counter

    counts = Counter()
    undo = round_trip_counting()(counts)
    try:
        result = fn()
    finally:
        undo()
    return result, counts
