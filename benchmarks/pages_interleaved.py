"""Pages side by side, request by request: two databases (1k and 100k runs), or two versions of the code on one database.

    python benchmarks/pages_interleaved.py --side 1k=postgres://.../pages_1000 --side 100k=postgres://.../pages_100000
    python benchmarks/pages_interleaved.py --side before=postgres://.../pages_100000 --code before=/path/to/other/checkout \\
                                           --side after=postgres://.../pages_100000

benchmarks/pages.py measures one size after the other: on a shared machine the load changes in
between, and a ratio of two p95s taken minutes apart says as much about the load as about the code.
Here each side is a process of its own (Django with DATABASE_URL set to the side's database, and the
code of the side's checkout: this one unless --code names another), logged in as a support lead as
pages.py is; for every page the driver asks the sides in turn, one request each, alternating which
goes first, `--repeat` times. Both sides see the same load at the same moments, so their ratio is the
code's and the data's.

Prints and writes --json: per page and side p50 / p95 ms (wall, the whole request in process), CPU
p50 ms in process, the database's own time for the page's reads (EXPLAIN ANALYZE, once after the
timings) and the query count; per page the ratio of the last side's p95 to the first's. Exit status 1
when a goal of issue 13 (p95 < 150 ms on the last side, ratio < 1.5) is missed.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from pages import GOAL_P95_MS, GOAL_RATIO, percentile  # noqa: E402  (benchmarks/pages.py, beside this file)


def worker(code: Path) -> None:
    """One side: answers `page NAME` with one timed request, `db NAME` with the page's database time."""
    import pages as bench_pages

    sys.path.insert(0, str(code))  # the side's own checkout comes before this one's
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    leads = get_user_model().objects.filter(groups__name="support_lead", is_active=True)
    lead = leads.filter(username="lead").first() or leads.order_by("pk").first()
    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(lead)
    urls = bench_pages.pages()
    print(json.dumps({"pages": list(urls), "urls": urls}), flush=True)
    last: dict[str, list[dict]] = {}
    for line in sys.stdin:
        verb, name = line.rstrip("\n").split(" ", 1)
        if verb == "db":
            print(json.dumps({"db_ms": bench_pages.database_ms(last.get(name, []))}), flush=True)
            continue
        with CaptureQueriesContext(connection) as captured:
            began, began_cpu = time.perf_counter(), time.process_time()
            response = client.get(urls[name])
            wall, cpu = (time.perf_counter() - began) * 1000, (time.process_time() - began_cpu) * 1000
        last[name] = captured.captured_queries
        print(json.dumps({"status": response.status_code, "wall": wall, "cpu": cpu, "queries": len(captured)}), flush=True)


class Side:
    def __init__(self, spec: str, codes: dict[str, str]):
        label, _, url = spec.partition("=")
        if not (label and url):
            raise SystemExit(f"--side LABEL=DATABASE_URL, not {spec!r}")
        self.label, self.url = label, url
        self.code = Path(codes[label]).resolve() if label in codes else HERE.parent
        env = {**os.environ, "DATABASE_URL": url, "PYTHONUNBUFFERED": "1", "LOG_LEVEL": os.environ.get("LOG_LEVEL", "WARNING"),
               "SECRET_KEY": os.environ.get("SECRET_KEY") or "bench-only-key-not-a-secret", "DJANGO_SETTINGS_MODULE": "supervisor.settings"}
        env.pop("REDIS_URL", None)
        self.proc = subprocess.Popen([sys.executable, "-W", "ignore", str(Path(__file__).resolve()), "--worker", str(self.code)], cwd=self.code, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        hello = self._read()
        self.pages, self.urls = hello["pages"], hello["urls"]

    def _read(self) -> dict:
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"side {self.label}: its process ended (exit {self.proc.wait()})")
        return json.loads(line)

    def ask(self, verb: str, name: str) -> dict:
        self.proc.stdin.write(f"{verb} {name}\n")
        self.proc.stdin.flush()
        return self._read()

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--side", action="append", default=[], help="LABEL=DATABASE_URL; two or more, the first is the base")
    parser.add_argument("--code", action="append", default=[], help="LABEL=CHECKOUT: that side runs another checkout's code")
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--pages", nargs="*", help="Only these pages (names as printed).")
    parser.add_argument("--json", default="")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(Path(args.worker))
        return 0
    if len(args.side) < 2:
        parser.error("two --side at least")
    codes = dict(spec.partition("=")[::2] for spec in args.code)
    sides = [Side(spec, codes) for spec in args.side]
    names = [n for n in sides[0].pages if all(n in s.pages for s in sides) and (not args.pages or n in args.pages)]
    load_before = os.getloadavg()
    results: dict[str, dict] = {}
    for name in names:
        samples = {s.label: {"wall": [], "cpu": [], "queries": set()} for s in sides}
        for s in sides:
            s.ask("page", name)  # warm
        for i in range(args.repeat):
            order = sides[i % len(sides):] + sides[:i % len(sides)]
            for s in order:
                got = s.ask("page", name)
                if got["status"] != 200:
                    raise SystemExit(f"{s.label}: {s.urls[name]} answered {got['status']}")
                samples[s.label]["wall"].append(got["wall"])
                samples[s.label]["cpu"].append(got["cpu"])
                samples[s.label]["queries"].add(got["queries"])
        row = {}
        for s in sides:
            got = samples[s.label]
            row[s.label] = {"url": s.urls[name], "p50_ms": round(percentile(got["wall"], 50), 1), "p95_ms": round(percentile(got["wall"], 95), 1),
                            "cpu_p50_ms": round(percentile(got["cpu"], 50), 1), "db_ms": s.ask("db", name)["db_ms"],
                            "queries": max(got["queries"]), "queries_vary": len(got["queries"]) > 1}
        base, last = row[sides[0].label], row[sides[-1].label]
        ratio = last["p95_ms"] / max(base["p95_ms"], 0.1)
        results[name] = {"sides": row, "p95_ratio": round(ratio, 2),
                         "meets_goal": last["p95_ms"] < GOAL_P95_MS and ratio < GOAL_RATIO and base["queries"] == last["queries"]}
        print(f"{name:<22} " + "   ".join(f"{label} p50 {r['p50_ms']:>6.1f} p95 {r['p95_ms']:>6.1f} cpu {r['cpu_p50_ms']:>5.1f} "
                                         f"db {r['db_ms'] if r['db_ms'] is not None else '-':>5} q {r['queries']:>2}"
                                         for label, r in row.items())
              + f"   ratio {ratio:.2f}{'' if results[name]['meets_goal'] else '  MISSED'}", flush=True)
    for s in sides:
        s.close()
    missed = [name for name, r in results.items() if not r["meets_goal"]]
    report = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "repeat": args.repeat,
              "machine": {"platform": platform.platform(), "cpus": os.cpu_count(), "load_average_before": load_before,
                          "load_average_after": os.getloadavg()},
              "sides": [{"label": s.label, "database": s.url.rsplit("/", 1)[-1], "code": str(s.code)} for s in sides],
              "pages": results, "goals": {"p95_ms": GOAL_P95_MS, "ratio": GOAL_RATIO, "missed": missed}}
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n")
    print(f"load average before {load_before}, after {os.getloadavg()}" + (f"; goals missed: {', '.join(missed)}" if missed else "; every goal met"))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
