"""Where one scripted walk of the canonical ticket spends its Python (benchmarks/turns.py's walk,
in this process, on PostgreSQL), counted so that a loaded machine does not blur it: function calls
per turn (cProfile's count does not depend on the load), and the top functions by cumulative and by
own time. Walks a few times first, so caches and prepared state are warm as in the timed rounds.

    DATABASE_URL=postgres://.../scratch python benchmarks/profile_walk.py [--walks 3] [--top 30] [--out FILE.prof] [--cold-text]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")


def forget_texts() -> int:
    """Empty every functools cache a module of runs/ holds (what a process has read of texts so far), as before a
    ticket it has never read; the number emptied."""
    emptied = 0
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "runs" or name.startswith("runs.")):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", None) == name:
                value.cache_clear()
                emptied += 1
    return emptied


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--warm", type=int, default=2, help="unprofiled walks first")
    parser.add_argument("--walks", type=int, default=3, help="profiled walks")
    parser.add_argument("--top", type=int, default=30)
    parser.add_argument("--out", default="")
    parser.add_argument("--sort", nargs="*", default=["cumulative", "tottime"])
    parser.add_argument("--cold-text", action="store_true", help="empty every per-text cache of runs/ (the ticket's reading, "
                        "the sentence passes) before each walk: a new ticket's walk, not the same text walked again")
    parser.add_argument("--wall", action="store_true", help="time on the wall clock (default: this process's CPU time, "
                        "which waiting on the server and the neighbours' load leave out)")
    args = parser.parse_args()

    import django

    django.setup()
    from turns import check_replayed, start_ticket, walk_to_pause, warmed_walks

    script, turns = warmed_walks(args.warm)
    profile = cProfile.Profile() if args.wall else cProfile.Profile(time.process_time)
    for n in range(args.warm + 1, args.warm + args.walks + 1):
        run = start_ticket(n, script)
        if args.cold_text:
            forget_texts()
        profile.enable()
        walk_to_pause(run)
        profile.disable()
        check_replayed(run, turns)
    if args.out:
        profile.dump_stats(args.out)
    stats = pstats.Stats(profile, stream=sys.stdout)
    per_turn = args.walks * turns
    print(f"\n{stats.total_calls} function calls ({stats.prim_calls} primitive) in {args.walks} walks of {turns} turns: "
          f"{stats.total_calls / per_turn:.0f} calls a turn; {stats.total_tt / per_turn * 1000:.1f} ms a turn under cProfile "
          f"({'wall' if args.wall else 'CPU'} time)")
    stats.strip_dirs()
    for order in args.sort:
        print(f"\nprofile by {order}:")
        stats.sort_stats(order).print_stats(args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
