"""Where an eval's time goes: `manage.py eval` run in this process under cProfile, on the CPU clock
(the figures hold on a shared machine, where wall time mostly measures the neighbours), with every
SQL statement counted by the innermost frame of our own code that issued it.

    SQLITE_PATH=/tmp/x.sqlite3 python manage.py migrate
    SQLITE_PATH=/tmp/x.sqlite3 python benchmarks/profile_eval.py [--cases PATH] [--only ID ...] [--out FILE.prof] [--top N]

Prints the eval's table, then: CPU seconds, statements per ticket, the statements by the code that
issued them, and the profile's top by cumulative and by own time. cProfile adds a fixed cost to
every Python call, so the ORM's many small calls weigh more here than without it; the statement
counts are exact.
"""

from __future__ import annotations

import argparse
import cProfile
import collections
import os
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", default="runs/evals/cases/sundry-120.jsonl")
    parser.add_argument("--only", nargs="+", metavar="ID")
    parser.add_argument("--model", default="offline")
    parser.add_argument("--out", default="", help="Keep the profile (pstats) in this file.")
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()

    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    import runs.management.commands.eval  # noqa: F401 - imported before the clock starts, as the eval's own clock does

    ours = str(ROOT / "runs") + os.sep
    by_origin: collections.Counter = collections.Counter()

    def count(execute, sql, params, many, context):
        frame = sys._getframe(1)
        while frame is not None and not frame.f_code.co_filename.startswith(ours):
            frame = frame.f_back
        where = "elsewhere" if frame is None else f"{frame.f_code.co_filename.removeprefix(str(ROOT) + os.sep)}:{frame.f_code.co_name}"
        by_origin[where] += 1
        return execute(sql, params, many, context)

    options = {"cases": [args.cases], "model": args.model, **({"only": args.only} if args.only else {})}
    profile = cProfile.Profile(time.process_time)
    began = time.process_time()
    with connection.execute_wrapper(count):
        profile.enable()
        call_command("eval", **options)
        profile.disable()
    cpu = time.process_time() - began
    tickets = len(args.only) if args.only else sum(1 for line in Path(args.cases).read_text().splitlines() if line.strip())
    statements = sum(by_origin.values())
    print(f"\nCPU {cpu:.1f} s under cProfile for {tickets} tickets; {statements} SQL statements, {statements / tickets:.0f} a ticket")
    print("\nstatements by the code that issued them (innermost frame under runs/):")
    for where, n in by_origin.most_common(args.top):
        print(f"  {n:7d}  {100 * n / statements:5.1f}%  {where}")
    if args.out:
        profile.dump_stats(args.out)
    stats = pstats.Stats(profile, stream=sys.stdout)
    stats.strip_dirs()
    for order in ("cumulative", "tottime"):
        print(f"\nprofile by {order}:")
        stats.sort_stats(order).print_stats(args.top)


if __name__ == "__main__":
    main()
