"""Round trips to PostgreSQL per turn of the canonical scripted walk (benchmarks/turns.py's walk, in
this process), counted in psycopg rather than timed, so a loaded machine does not blur them: each
statement sent on its own, each BEGIN psycopg sends on its own before a transaction's first
statement, each pipeline's sync, each COMMIT or ROLLBACK. Everything the process sends during the
walks counts (the demo shop's own commits too).

    DATABASE_URL=postgres://.../scratch python benchmarks/round_trips.py [--walks 3]
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")


def counting(counts: Counter):
    """Wrap psycopg's sending methods so that each round trip adds to `counts`, by kind; returns an undo."""
    import psycopg
    from psycopg import _pipeline_base
    from psycopg.pq import TransactionStatus

    saved = []

    def wrap(owner, name, note):
        original = getattr(owner, name)
        saved.append((owner, name, original))

        def wrapped(self, *args, **kwargs):
            note(self)
            return original(self, *args, **kwargs)

        setattr(owner, name, wrapped)

    def on_execute(cursor):
        conn = cursor.connection
        if not conn.autocommit and conn.pgconn.transaction_status == TransactionStatus.IDLE and (
                conn._pipeline or type(cursor).__name__ != "BeginsWithFirstStatement"):
            counts["BEGIN on its own"] += 1  # in a pipeline too: psycopg syncs the pipeline after its BEGIN
        if not conn._pipeline:  # in a pipeline, it goes with the pipeline's sync
            counts["statement"] += 1

    def on_end(conn):
        if conn.pgconn.transaction_status != TransactionStatus.IDLE:
            counts["COMMIT/ROLLBACK"] += 1

    wrap(psycopg.Cursor, "execute", on_execute)
    wrap(psycopg.Connection, "commit", on_end)
    wrap(psycopg.Connection, "rollback", on_end)
    wrap(_pipeline_base.BasePipeline, "_exit_gen", lambda p: counts.__setitem__("pipeline", counts["pipeline"] + 1))

    def undo():
        for owner, name, original in saved:
            setattr(owner, name, original)

    return undo


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--warm", type=int, default=1)
    parser.add_argument("--walks", type=int, default=3)
    args = parser.parse_args()

    import django

    django.setup()
    from turns import check_replayed, start_ticket, walk_to_pause, warmed_walks

    script, turns = warmed_walks(args.warm)
    counts: Counter = Counter()
    for n in range(args.warm + 1, args.warm + args.walks + 1):
        run = start_ticket(n, script)
        undo = counting(counts)
        try:
            walk_to_pause(run)
        finally:
            undo()
        check_replayed(run, turns)
    per_turn = args.walks * turns
    total = sum(counts.values())
    print(f"{total / per_turn:.2f} round trips a turn ({args.walks} walks of {turns} turns): "
          + ", ".join(f"{kind} {n / per_turn:.2f}" for kind, n in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
