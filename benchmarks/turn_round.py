"""What a turn of the walk costs: statements, commits and ms per turn on a scripted ticket, on the
database DATABASE_URL names (SQLite without it). Issue 13, point 1.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/scratch SECRET_KEY=x python benchmarks/turn_round.py --turns 50

It creates (or reuses) Django's test database beside that one ("test_" + its name), empties it,
builds the runtime tests' small shop (tests/runtime_world.py) and walks one scripted ticket in this
process: triage, then --turns turns that each read one policy (the cheapest turn that still asks
the model, applies a call, checks drift and the phase exits). Each turn is counted as
tests/turn_counting.py counts it (statements without BEGIN/COMMIT, commits, run-row UPDATEs, row
locks, event INSERTs) and timed from the first statement of its model request to its commit
(the scripted model costs next to nothing). Prints the figures of turns 2..N and writes --json.
Timings are only as quiet as the machine: on a shared one, say so beside them.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.scratch_database import scratch_database  # noqa: E402  (after ROOT is on the path)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(1, math.ceil(q / 100 * len(ordered))) - 1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=50)
    parser.add_argument("--json", default=str(ROOT / "benchmarks" / "turn_round.json"))
    args = parser.parse_args()

    with scratch_database():
        from django.db import connection
        from django.test.utils import override_settings

        from tests.runtime_world import build_world, start, ticket
        from tests.turn_counting import long_script, walk_counting

        with override_settings(PLAN_CONFIRMATION_RULE="never", DRIFT_IDLE_TURNS=10**6, MAX_TURNS=args.turns + 5):
            build_world()
            run = start(ticket(), script=long_script(args.turns))
            costs = walk_counting(run.pk, limit=3 * args.turns + 10)
    turns = [costs[t] for t in range(2, args.turns + 1)]
    ms = [c.ms for c in turns]
    result = {
        "database": connection.vendor, "python": platform.python_version(), "machine": platform.machine(), "cpus": os.cpu_count(),
        "turns": len(turns),
        "turn_overhead_ms": {"median": round(statistics.median(ms), 2), "p95": round(percentile(ms, 95), 2)},
        "statements_per_turn": sorted({len(c.statements) for c in turns}),
        "commits_per_turn": sorted({c.commits for c in turns}),
        "run_updates_per_turn": sorted({c.run_updates for c in turns}),
        "run_locks_per_turn": sorted({c.locks for c in turns}),
        "event_inserts_per_turn": sorted({c.event_inserts for c in turns}),
    }
    print(json.dumps(result, indent=2))
    Path(args.json).write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
