"""What checking a run's state blob costs each time a Run is loaded (Run.from_db -> check_run_state),
on a realistic state: the canonical ticket (tests/runtime_world.py) walked by the offline agent to
its reply, with its order, seller terms, scans, policies, decisions and reply in the blob.

    SECRET_KEY=x python benchmarks/run_state_load.py --loads 10000

It builds the model from its row as the ORM does (Run.from_db on the row's values, with no query
in the loop, so the figure is the load's own cost), with the check and with it replaced by nothing,
and the check alone; then a whole Run.objects.get() for scale. Prints microseconds per load.
Timings are only as quiet as the machine: on a shared one, say so beside them.
"""

from __future__ import annotations

import argparse
import json
import sys
import timeit
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.scratch_database import scratch_database  # noqa: E402  (after ROOT is on the path)


def per_call_us(fn, number: int) -> float:
    """The best of three rounds of `number` calls, in microseconds per call."""
    return min(timeit.repeat(fn, number=number, repeat=3)) / number * 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=10_000)
    args = parser.parse_args()

    with scratch_database():
        from django.db import connection
        from django.test.utils import override_settings

        from runs import models
        from runs.models import Run
        from runs.state import check_run_state
        from tests.runtime_world import build_world, offline_run

        build_world()
        with override_settings(PLAN_CONFIRMATION_RULE="never"):  # walked to its reply without a reviewer
            run = offline_run("The Hartley bookcase arrived with a cracked side panel and I was charged delivery twice.", "SU-88421")
        fields = [f.attname for f in Run._meta.concrete_fields]
        row = Run.objects.filter(pk=run.pk).values_list(*fields).get()
        state = Run.objects.get(pk=run.pk).state

        def load():
            return Run.from_db(connection.alias, fields, row)

        checked = per_call_us(load, args.loads)
        check_alone = per_call_us(lambda: check_run_state(state), args.loads)
        models.check_run_state = lambda state, **kwargs: None
        try:
            unchecked = per_call_us(load, args.loads)
        finally:
            models.check_run_state = check_run_state
        query = per_call_us(lambda: Run.objects.get(pk=run.pk), max(args.loads // 10, 1))
    result = {
        "database": connection.vendor, "loads": args.loads, "status": run.status, "outcome": run.outcome,
        "state_keys": sorted(state), "decisions": len(state.get("decisions", {})), "state_json_bytes": len(json.dumps(state)),
        "us_per_load_checked": round(checked, 1), "us_per_load_unchecked": round(unchecked, 1),
        "us_check_alone": round(check_alone, 1), "us_per_objects_get": round(query, 1),
    }
    print(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
