"""Request bytes per turn of the Claude adapter at turn 5 and turn 30 of a long scripted run (part of `make bench`).

    SQLITE_PATH=/tmp/scratch.sqlite3 python benchmarks/request_bytes.py --json out.json

The run of tests/test_claude_flat_requests.py (a question the model keeps digging into for thirty
turns), walked the same way: the real SDK client over the HTTP mock of the Messages API
(tests/claude_api.py), which keeps every request's bytes as sent. The database is a scratch one
(SQLite is enough: the bytes do not depend on it); it is migrated here.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--json", required=True)
    args = parser.parse_args()

    import django

    django.setup()
    from django.conf import settings
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    from runs import tasks
    from runs.agents import claude
    from runs.models import Run
    from tests.claude_api import ScriptedApi, client_for, pinned_turn
    from tests.runtime_world import build_world, walk_until_pause
    from tests.test_claude_flat_requests import _start, long_run_turns

    tasks.walk_run.delay_on_commit = lambda *a, **k: None  # walked here, as the test walks it
    # The settings of the test's `long_run` fixture.
    settings.ANTHROPIC_API_KEY = "sk-ant-bench"
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 100
    api = ScriptedApi(long_run_turns())
    claude.build_client = lambda: client_for(api)
    build_world()
    run = walk_until_pause(Run.objects.get(pk=_start().pk))
    by_turn = {pinned_turn(json.loads(raw)): len(raw) for raw in api.raw}
    out = {"turn5": by_turn[5], "turn30": by_turn[30], "turns": run.turn, "by_turn": by_turn,
           "model": api.model, "growth_turn5_to_30": round(by_turn[30] / by_turn[5] - 1, 4)}
    Path(args.json).write_text(json.dumps(out, indent=2) + "\n")
    print(f"  [request bytes] turn 5: {out['turn5']:,} bytes, turn 30: {out['turn30']:,} bytes ({out['growth_turn5_to_30']:+.1%})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
