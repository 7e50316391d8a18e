"""What a turn costs our runtime on PostgreSQL, side by side with the peers (part of `make bench`).

    DATABASE_URL=postgres://.../scratch python benchmarks/turns.py --rounds 20 --json out.json \
        --peer-url 'postgresql://postgres@127.0.0.1:5432/scratch_{peer}'

The ticket is the canonical three-intent one (tests/runtime_world.py), walked once by the offline
agent through all five phases; its model answers become a script, so every later walk is the
scripted model replaying them (no model cost: what is left is the runtime). Round by round, in an
order that rotates, the same ticket is walked by our runtime and by each peer (benchmarks/peers.py)
with the tool results our walk recorded, one durable step per tool call. Then one more walk of ours
counts statements, writing commits and row locks per turn (the queries are counted apart from the
timed rounds: capturing them costs time), and one is profiled (cProfile, top functions by
cumulative time). WAL bytes come from pg_current_wal_insert_lsn() around each timed walk; the WAL
is the whole cluster's, so on a shared server the least of the rounds is the closest to ours.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")

from pages import percentile  # noqa: E402
from peers import PEERS, Missing, timed_walk  # noqa: E402

WRITES = ("INSERT", "UPDATE", "DELETE")
SHOP = "shop (the external system's own)"


def say(message: str) -> None:
    print(f"  [turns] {message}", flush=True)


def commit_source() -> str:
    """What a commit (or a write in autocommit) made now is for, read from the walk's frames, the
    innermost first: the demo shop's own transaction (the external system's, not the runtime's);
    the model's answer recorded (alone, or with its turn's first effect request when it calls outside); a step that stops its turn at an external effect's request (the
    request commits before the shop acts); a step that ends a turn; the screening (a step of no
    turn); the walk's opening, or its close (the lease given back after the last step)."""
    frame = sys._getframe(2)
    while frame is not None:
        code = frame.f_code
        if f"{os.sep}runs{os.sep}shop{os.sep}" in code.co_filename:
            return "shop (the external system's own)"
        name = code.co_name
        if name == "_record_answer_with_its_turn":  # an answer that calls outside, committed with its turn's first request
            run = frame.f_locals.get("run")
            return "answer with its effect request" if run is not None and "applying_turn" in run.state else "answer with its turn"
        if name in ("_record_answer_unchanged", "_ask_model"):
            return "answer"
        if name in ("_locked_step", "_perform_and_go_on"):
            run = frame.f_locals.get("run")
            if run is not None and run.status == "running" and "applying_turn" in run.state:
                return "effect request"
            if name == "_locked_step" and "response_event" not in frame.f_locals:
                return "screening"
            return "turn end"
        if name == "release":
            return "walk close"
        if name == "_walk":
            return "walk close" if "given_back" in frame.f_locals else "walk opening"
        frame = frame.f_back
    return "other"


class SqlCounter:
    """Statements, commits that wrote (autocommit writes and atomic blocks that wrote or locked a
    row), and row locks, on Django's connection; commits and locks also by what they are for
    (commit_source: the demo shop's own apart)."""

    def __init__(self, connection):
        self.connection = connection
        self.statements = self.commits = self.locks = self.read_commits = self.shop_statements = 0
        self.dirty = False
        self.pending_locks = 0
        self.commits_by_source: dict[str, int] = {}
        self.locks_by_source: dict[str, int] = {}

    def _count(self, counts: dict[str, int], n: int = 1) -> None:
        source = commit_source()
        counts[source] = counts.get(source, 0) + n

    def __call__(self, execute, sql, params, many, context):
        # a row lock with the reads that follow it under the lock go in one query (runs.hot_reads.locked_together), or with
        # the INSERT it guards (runs.shop.room_checked_ahead): each counted
        n = len(re.split(r"; (?=SELECT |INSERT )", sql))
        self.statements += n
        self.shop_statements += n * (commit_source() == SHOP)  # the demo shop's reads and writes: the external system's
        head = sql.lstrip()[:6].upper()
        locks = " FOR UPDATE" in sql.upper() or " FOR NO KEY UPDATE" in sql.upper()
        self.locks += locks
        if locks and self.connection.in_atomic_block:  # what a lock is for is known when its transaction commits (a step decides as it goes)
            self.pending_locks += 1
        elif locks:  # in autocommit (the shop's lock with its INSERT, runs.shop.room_checked_ahead): its query is its transaction
            self._count(self.locks_by_source)
        # A data-modifying CTE (WITH ... AS (UPDATE ...) INSERT ...: the answer on PostgreSQL) writes too.
        writes = head in WRITES or (head.startswith("WITH") and re.search(r"\b(INSERT INTO|UPDATE|DELETE FROM)\b", sql) is not None)
        if writes or locks:
            if self.connection.in_atomic_block:
                self.dirty = True
            else:
                self.commits += 1
                self._count(self.commits_by_source)
        return execute(sql, params, many, context)

    def install(self):
        self._commit = self.connection.commit

        def commit():
            self.commits += self.dirty
            self.read_commits += not self.dirty
            if self.dirty:
                self._count(self.commits_by_source)
            if self.pending_locks:
                self._count(self.locks_by_source, self.pending_locks)
                self.pending_locks = 0
            self.dirty = False
            return self._commit()

        self.connection.commit = commit
        return self.connection.execute_wrapper(self)

    def uninstall(self):
        del self.connection.commit


class StepTimer:
    """Times each `take_step` of the walk and groups the steps into turns (a turn ends at the step
    after which the run's turn number moved on; a run's last steps join its last turn)."""

    def __init__(self):
        from runs.walk import walker

        self.walker = walker
        self.original = walker.take_step
        self.turns: list[float] = []
        self._open = 0.0
        self._last_turn = None

    def __enter__(self):
        def timed(run_id, owner, **options):  # go_on: the walk applies an answer it has just recorded in the same call
            began = time.perf_counter()
            status, turn = self.original(run_id, owner, **options)
            self._open += time.perf_counter() - began
            if self._last_turn is not None and turn != self._last_turn:
                self.turns.append(self._open * 1000)
                self._open = 0.0
            self._last_turn = turn
            return status, turn

        self.walker.take_step = timed
        return self

    def __exit__(self, *exc):
        self.walker.take_step = self.original
        if self._open and self.turns:
            self.turns[-1] += self._open * 1000


def wal_lsn(conn) -> str:
    with conn.cursor() as cur:
        cur.execute("SELECT pg_current_wal_insert_lsn()::text")
        return cur.fetchone()[0]


def wal_diff(conn, start: str, end: str) -> int:
    with conn.cursor() as cur:
        cur.execute("SELECT pg_wal_lsn_diff(%s::pg_lsn, %s::pg_lsn)", (end, start))
        return int(cur.fetchone()[0])


def start_ticket(n: int, script: dict | None):
    """A new ticket and run, on a shop as it was before any walk: the last walk's refund would make
    the guard refuse this one's (the charge is already refunded)."""
    from runs.shop.models import CustomerReply, Refund, ReturnRequest
    from tests.runtime_world import start, ticket

    for made in (Refund, ReturnRequest, CustomerReply):
        made.objects.all().delete()
    return start(ticket(ref=f"BENCH-{n}"), script=script)


def walk_to_pause(run) -> None:
    from runs.models import Run
    from runs.walk import walk

    for _ in range(20):
        walk(run.pk, owner="bench-walker")
        run.refresh_from_db(fields=["status"])
        if run.status not in (Run.Status.QUEUED, Run.Status.RUNNING):
            return
    raise RuntimeError(f"run {run.pk} did not finish: {run.status}")


def record_ticket() -> tuple[dict, list[list[dict]], int]:
    """The canonical ticket walked by the offline agent: its answers as a script, the tool results
    of each turn, and its number of turns."""
    from runs.models import Run

    run = start_ticket(0, None)
    walk_to_pause(run)
    run.refresh_from_db()
    if (run.status, run.phase) != (Run.Status.DONE, "closed"):
        raise RuntimeError(f"the recorded ticket ended {run.status} in {run.phase}, not done")
    phases = list(dict.fromkeys(run.events.exclude(phase="closed").values_list("phase", flat=True).order_by("seq")))
    answers = {e.turn: e.payload["response"]["content"] for e in run.events.filter(kind="model_response").order_by("seq")}
    script = {"turns": [answers.get(t, [{"type": "text", "text": "(nothing)"}]) for t in range(1, max(answers) + 1)]}
    results: dict[int, list[dict]] = {}
    for e in run.events.filter(kind="tool_result").order_by("seq"):
        results.setdefault(e.turn, []).append(e.payload)
    say(f"the ticket: {run.turn} turns through {', '.join(phases)}; {sum(map(len, results.values()))} tool calls")
    return script, [results[t] for t in sorted(results)], run.turn


def warmed_walks(warm: int) -> tuple[dict, int]:
    """The canonical ticket recorded (its script, its number of turns) and replayed `warm` times, so
    caches and prepared state are as in timed rounds (benchmarks/profile_walk.py, round_trips.py)."""
    from django.conf import settings

    from runs import tasks
    from tests.runtime_world import build_world

    tasks.walk_run.delay_on_commit = lambda *a, **k: None
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    script, _, turns = record_ticket()
    for n in range(1, warm + 1):
        run = start_ticket(n, script)
        walk_to_pause(run)
        check_replayed(run, turns)
    return script, turns


def check_replayed(run, turns: int) -> None:
    from runs.models import Run

    run.refresh_from_db()
    if (run.status, run.turn) != (Run.Status.DONE, turns):
        raise RuntimeError(f"the scripted walk ended {run.status} at turn {run.turn}, not done at turn {turns}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--json", required=True)
    parser.add_argument("--peer-url", default="", help="A PostgreSQL URL with {peer} for each peer's scratch database; empty: no peers.")
    parser.add_argument("--peers", nargs="*", default=list(PEERS))
    parser.add_argument("--profile-top", type=int, default=25)
    args = parser.parse_args()

    import django

    django.setup()
    import psycopg
    from django.conf import settings
    from django.db import connection

    from runs import tasks
    from tests.runtime_world import build_world

    if connection.vendor != "postgresql":
        raise SystemExit("turns.py measures PostgreSQL: set DATABASE_URL")
    tasks.walk_run.delay_on_commit = lambda *a, **k: None  # this process is the worker: it walks each run itself
    settings.PLAN_CONFIRMATION_RULE = "never"  # nobody confirms plans here: the walk goes straight through
    build_world()
    script, tool_turns, turns = record_ticket()

    peers, missing = {}, {}
    for name in args.peers if args.peer_url else []:
        try:
            peers[name] = PEERS[name](args.peer_url.format(peer=name))
        except Missing as exc:
            missing[name] = f"not installed ({exc}): pip install -e '.[bench]'"
            say(f"peer {name} skipped: {missing[name]}")
    if not args.peer_url:
        missing = {name: "no scratch database given (--peer-url)" for name in args.peers}

    lsn = psycopg.connect(os.environ["DATABASE_URL"].replace("postgres://", "postgresql://", 1), autocommit=True)
    ours_ms, per_turn_ms, wal = [], [], []
    peer_ms: dict[str, list[float]] = {name: [] for name in peers}
    steps_per_walk = sum(map(len, tool_turns))
    walkers = ["ours", *peers]
    for n in range(1, args.rounds + 1):
        order = walkers[n % len(walkers):] + walkers[:n % len(walkers)]
        line = []
        for who in order:
            if who == "ours":
                run = start_ticket(n, script)
                before = wal_lsn(lsn)
                with StepTimer() as timer:
                    began = time.perf_counter()
                    walk_to_pause(run)
                    elapsed = (time.perf_counter() - began) * 1000
                wal.append(wal_diff(lsn, before, wal_lsn(lsn)) / turns)
                check_replayed(run, turns)
                ours_ms.append(elapsed / turns)
                per_turn_ms.extend(timer.turns)
                line.append(f"ours {elapsed / turns:.1f} ms/turn")
            else:
                elapsed, steps = timed_walk(peers[who], tool_turns)
                peer_ms[who].append(elapsed / steps)
                line.append(f"{who} {elapsed / steps:.2f} ms/step")
        say(f"round {n}/{args.rounds}: " + ", ".join(line))
    for peer in peers.values():
        peer.close()

    # One walk counted, one profiled: neither is among the timed rounds.
    counter = SqlCounter(connection)
    run = start_ticket(args.rounds + 1, script)
    with counter.install():
        walk_to_pause(run)
    counter.uninstall()
    check_replayed(run, turns)
    run = start_ticket(args.rounds + 2, script)
    profile = cProfile.Profile()
    profile.enable()
    walk_to_pause(run)
    profile.disable()
    check_replayed(run, turns)
    text = io.StringIO()
    stats = pstats.Stats(profile, stream=text)
    stats.sort_stats("cumulative").print_stats(args.profile_top)
    # Time inside the driver (psycopg's own code and its C methods: waiting on the server included),
    # and own time (tottime) by where the code lives.
    in_driver = sum(v[2] for k, v in stats.stats.items() if "psycopg" in k[0] or "psycopg" in k[2])
    by_area: dict[str, float] = {}
    for (filename, _, name), v in stats.stats.items():
        area = ("psycopg (driver, server wait)" if "psycopg" in filename or "psycopg" in name else
                "runs/ (our runtime)" if filename.startswith(str(ROOT / "runs")) else
                "django/ (ORM, transactions)" if "/django/" in filename else
                "channels, asgiref, redis (announcements)" if any(x in filename for x in ("/channels", "/asgiref/", "/redis/")) else
                "other (stdlib, json, hashlib, builtins)")
        by_area[area] = by_area.get(area, 0.0) + v[2]
    top = text.getvalue().replace(str(ROOT) + "/", "")
    top = re.sub(r" /\S*?site-packages/", " ", top)

    median = statistics.median
    out = {
        "ticket": {"turns": turns, "tool_calls": steps_per_walk, "phases": 5},
        "rounds": args.rounds,
        "turn_overhead_ms": {"median": round(median(per_turn_ms), 2), "p95": round(percentile(per_turn_ms, 95), 2)},
        "ours_ms_per_turn_rounds": [round(x, 3) for x in ours_ms],
        "ours_ms_per_tool_call": round(median(ours_ms) * turns / steps_per_walk, 2),  # like for like with a peer's step
        "statements_per_turn": round(counter.statements / turns, 1),
        "commits_per_turn": round(counter.commits / turns, 2),
        "read_only_commits_per_turn": round(counter.read_commits / turns, 2),
        "locks_per_turn": round(counter.locks / turns, 2),
        # The demo shop is the external system: its transactions (the refund's, the return's, the
        # reply's) are its own, as a real shop's behind its API would be, not the runtime's.
        "runtime_statements_per_turn": round((counter.statements - counter.shop_statements) / turns, 1),
        "runtime_commits_per_turn": round((counter.commits - counter.commits_by_source.get(SHOP, 0)) / turns, 2),
        "runtime_locks_per_turn": round((counter.locks - counter.locks_by_source.get(SHOP, 0)) / turns, 2),
        "commits_per_walk_by_source": dict(sorted(counter.commits_by_source.items(), key=lambda kv: -kv[1])),
        "locks_per_walk_by_source": dict(sorted(counter.locks_by_source.items(), key=lambda kv: -kv[1])),
        "wal_bytes_per_turn": {"min": round(min(wal)), "median": round(median(wal))},
        "peers": {"ours_ms_per_turn": round(median(ours_ms), 2),
                  **{f"{name}_ms_per_step": round(median(v), 3) for name, v in peer_ms.items()}},
        "peer_rounds": {name: [round(x, 3) for x in v] for name, v in peer_ms.items()},
        "peers_missing": missing,
        "profile": {"top": top, "total_s": round(stats.total_tt, 3), "in_driver_s": round(in_driver, 3),
                    # cProfile's count of function calls (Python and C, every thread) does not move with the machine's load
                    "function_calls_per_turn": round(stats.total_calls / turns),
                    "own_time_s_by_area": {k: round(v, 3) for k, v in sorted(by_area.items(), key=lambda kv: -kv[1])}},
    }
    Path(args.json).write_text(json.dumps(out, indent=2) + "\n")
    say(f"ours {out['peers']['ours_ms_per_turn']} ms/turn (median of rounds), turn median {out['turn_overhead_ms']['median']} / "
        f"p95 {out['turn_overhead_ms']['p95']} ms; {out['statements_per_turn']} statements, {out['commits_per_turn']} commits, "
        f"{out['locks_per_turn']} locks per turn (the runtime's own: {out['runtime_statements_per_turn']} statements, {out['runtime_commits_per_turn']} commits, "
        f"{out['runtime_locks_per_turn']} locks; commits a walk by source {out['commits_per_walk_by_source']}, "
        f"locks {out['locks_per_walk_by_source']}); WAL {out['wal_bytes_per_turn']['min']} bytes/turn (least of the rounds)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
