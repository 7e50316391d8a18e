"""Server time and queries per dashboard page at growing history: p50 / p95 ms and the query count.

    DATABASE_URL=postgres://.../scratch SECRET_KEY=... python benchmarks/pages.py --sizes 1000 100000

For each size it first seeds the scratch database up to that many runs (`manage.py seed_runs`,
copies of real finished runs with their whole history, then the metrics fold and ANALYZE), then
asks every page --repeat times in this process through Django's test client as a logged-in support
lead, timing the whole request (middleware, queries, template) and counting its queries. It prints
a table and writes --json (default benchmarks/pages.json) with, per page and size, p50_ms, p95_ms
and queries, plus the ratio of the largest size's p95 to the smallest's.

Goal (issue 13): p95 under 150 ms for every page at 100,000 runs, and p95(100k) / p95(1k) under 1.5.
Exit status 1 when a goal is missed. The timings are only as quiet as the machine: on a shared,
loaded machine, say so beside the figures.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")

GOAL_P95_MS = 150.0
GOAL_RATIO = 1.5


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[max(1, math.ceil(q / 100 * len(ordered))) - 1]


def pages() -> dict[str, str]:
    """Every page a person reads, with the run list's filters and a later page of it."""
    from django.urls import reverse

    from runs.models import ReplanEvent, Run

    middle = Run.objects.filter(status="done").order_by("pk").values_list("pk", flat=True)
    count = middle.count()
    run_id = middle[count // 2] if count else Run.objects.values_list("pk", flat=True).first()
    newest = Run.objects.order_by("-pk").values_list("pk", flat=True).first() or 1
    # The search is for the newest run's ticket ref, which no other ref holds at either size: a fixed term ("B-1234")
    # found nothing at 1,000 runs and eleven refs at 100,000 (B-12340 ... B-12349), so the two sizes drew pages of
    # different lengths and the ratio measured the rows drawn, not the search.
    searched = Run.objects.order_by("-pk").values_list("ticket__ref", flat=True).first() or "B-1"
    replan = ReplanEvent.objects.values_list("pk", flat=True).first()
    urls = {
        "overview": reverse("overview"),
        "inbox": reverse("inbox"),
        "runs": reverse("run_list"),
        "runs?status=done": reverse("run_list") + "?status=done",
        "runs?outcome=partial": reverse("run_list") + "?outcome=partial",
        "runs?has_drift=yes": reverse("run_list") + "?has_drift=yes",
        "runs?ticket=": reverse("run_list") + f"?ticket={searched}",
        "runs?before=": reverse("run_list") + f"?before={max(newest // 2, 1)}",
        "run page": reverse("run_detail", args=[run_id]),
        "plans": reverse("plan_queue"),
        "approvals": reverse("approval_queue"),
        "escalations": reverse("escalation_queue"),
        "audit": reverse("replan_list"),
        "metrics": reverse("metrics"),
        "evals": reverse("eval_list"),
    }
    if replan:
        urls["audit replan"] = reverse("replan_detail", args=[replan])
    return urls


def measure(repeat: int) -> dict[str, dict]:
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    # The demo's lead if seeded, else the first support lead (seed_runs' eval makes one): pages as a lead sees them.
    leads = get_user_model().objects.filter(groups__name="support_lead", is_active=True)
    lead = leads.filter(username="lead").first() or leads.order_by("pk").first()
    client = Client(HTTP_HOST="127.0.0.1")  # an allowed host of a loopback deployment
    client.force_login(lead)
    out = {}
    for name, url in pages().items():
        client.get(url)  # warm: templates compiled, plans cached
        times, cpu, queries = [], [], set()
        for _ in range(repeat):
            with CaptureQueriesContext(connection) as captured:
                began, began_cpu = time.perf_counter(), time.process_time()
                response = client.get(url)
                times.append((time.perf_counter() - began) * 1000)
                cpu.append((time.process_time() - began_cpu) * 1000)
            if response.status_code != 200:
                raise SystemExit(f"{url} answered {response.status_code}")
            queries.add(len(captured))
        out[name] = {"url": url, "p50_ms": round(percentile(times, 50), 1), "p95_ms": round(percentile(times, 95), 1),
                     "cpu_p50_ms": round(percentile(cpu, 50), 1), "db_ms": database_ms(captured.captured_queries),
                     "queries": max(queries), "queries_vary": len(queries) > 1}
    return out


def database_ms(queries: list[dict]) -> float | None:
    """The server's own time for a page's reads: planning plus execution of each SELECT, as EXPLAIN
    ANALYZE reports it. Unlike the wall time it does not grow when other work holds the cores, so
    it shows whether a page reads more as history grows even on a shared machine. None off PostgreSQL."""
    from django.db import connection

    if connection.vendor != "postgresql":
        return None
    total = 0.0
    with connection.cursor() as cursor:
        for query in queries:
            if query["sql"].lstrip()[:6].upper() != "SELECT":
                continue
            cursor.execute("EXPLAIN (ANALYZE, FORMAT JSON) " + query["sql"])
            plan = cursor.fetchone()[0][0]
            total += plan["Planning Time"] + plan["Execution Time"]
    return round(total, 2)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 100000])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--json", default=str(ROOT / "benchmarks" / "pages.json"))
    parser.add_argument("--no-seed", action="store_true", help="Measure the database as it is (one size).")
    args = parser.parse_args()

    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    from runs.models import Run, RunEvent

    if connection.vendor != "postgresql":
        print("note: not PostgreSQL; the goals are stated for PostgreSQL", file=sys.stderr)
    results: dict[str, dict] = {}
    for size in ([None] if args.no_seed else args.sizes):
        if size is not None:
            call_command("seed_runs", runs=size, verbosity=1)
        runs, events = Run.objects.count(), RunEvent.objects.count()
        print(f"\n== {runs} runs, {events} events ==")
        results[str(runs)] = measure(args.repeat)
        for name, row in results[str(runs)].items():
            db = "" if row["db_ms"] is None else f"   db {row['db_ms']:>6.2f} ms"
            print(f"  {name:<22} p50 {row['p50_ms']:>7.1f} ms   p95 {row['p95_ms']:>7.1f} ms   cpu p50 {row['cpu_p50_ms']:>6.1f} ms{db}"
                  f"   {row['queries']:>3} queries" + ("  (varies)" if row["queries_vary"] else ""))
    sizes = list(results)
    missed = []
    summary = {}
    if sizes:
        small, large = results[sizes[0]], results[sizes[-1]]
        print(f"\n== goals: p95 < {GOAL_P95_MS:.0f} ms at {sizes[-1]} runs, p95 ratio {sizes[-1]} / {sizes[0]} < {GOAL_RATIO} ==")
        for name in large:
            ratio = large[name]["p95_ms"] / max(small[name]["p95_ms"], 0.1)
            flat = small[name]["queries"] == large[name]["queries"]
            ok = large[name]["p95_ms"] < GOAL_P95_MS and (len(sizes) == 1 or ratio < GOAL_RATIO) and flat
            summary[name] = {"p95_ratio": round(ratio, 2), "queries_flat": flat, "meets_goal": ok}
            if not ok:
                missed.append(name)
            print(f"  {name:<22} p95 {large[name]['p95_ms']:>7.1f} ms   ratio {ratio:>5.2f}   queries "
                  f"{small[name]['queries']} -> {large[name]['queries']}   {'ok' if ok else 'MISSED'}")
    report = {"machine": {"platform": platform.platform(), "cpus": os.cpu_count(), "python": platform.python_version(),
                          "database": connection.vendor, "load_average": os.getloadavg()},
              "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "repeat": args.repeat,
              "pages": results, "goals": {"p95_ms": GOAL_P95_MS, "ratio": GOAL_RATIO, "by_page": summary, "missed": missed}}
    Path(args.json).write_text(json.dumps(report, indent=2) + "\n")
    print(f"\nwritten to {args.json}" + (f"; goals missed: {', '.join(missed)}" if missed else "; every goal met"))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
