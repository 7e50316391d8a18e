"""`make bench` in its tiny mode writes every figure issue 13 asks for, under the issue's keys, and a
BENCHMARKS.md with the machine and the goals. Figures are the benchmark's business (`make bench` on a
quiet machine), not this test's: it asserts the report's shape, never a timing."""

import json
import os
import subprocess
import sys
from importlib.util import find_spec
from urllib.parse import urlsplit

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.services

KEYS = {
    "turn_overhead_ms": {"median", "p95"},
    "statements_per_turn": None,
    "commits_per_turn": None,
    "wal_bytes_per_turn": None,
    "peers": {"floor_ms_per_step", "dbos_ms_per_step", "langgraph_ms_per_step", "ours_ms_per_turn"},
    "pages": None,
    "live_latency_ms": {"p50", "p95"},
    "eval_tickets_per_s": {"sqlite", "postgres_2_workers"},
    "worker_peak_rss_mb": None,
    "request_bytes": {"turn5", "turn30"},
}
PEERS_INSTALLED = all(find_spec(name) for name in ("dbos", "langgraph"))


def test_the_tiny_bench_writes_every_key_of_the_issue_and_a_report_with_the_goals(tmp_path):
    prefix = urlsplit(os.environ["DATABASE_URL"]).path.lstrip("/") + "_tiny"  # scratch databases NAME_tiny_<part>
    done = subprocess.run([sys.executable, "benchmarks/bench.py", "--tiny", "--prefix", prefix, "--out", str(tmp_path)],
                          cwd=ROOT, capture_output=True, text=True, timeout=1800)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert "== [5/5] pages" in done.stdout  # progress, part by part

    results = json.loads((tmp_path / "results.json").read_text())
    assert set(results) == set(KEYS)
    for key, inner in KEYS.items():
        assert results[key] is not None, key
        if inner:
            assert inner <= set(results[key]), (key, results[key])
    assert all(isinstance(results[key], (int, float)) for key in ("statements_per_turn", "commits_per_turn", "wal_bytes_per_turn"))
    (measured, by_page), = results["pages"].items()
    assert int(measured) > 0 and {"p50_ms", "p95_ms", "queries"} <= set(by_page["run page"])
    # Load-robust figures beside the wall time: this process's CPU and the database's own time for the reads.
    assert by_page["run page"]["cpu_p50_ms"] > 0 and by_page["run page"]["db_ms"] > 0

    details = json.loads((tmp_path / "details.json").read_text())
    if PEERS_INSTALLED:
        assert all(results["peers"][f"{name}_ms_per_step"] for name in ("floor", "dbos", "langgraph"))
    else:
        assert "pip install -e '.[bench]'" in details["skipped"]["peer dbos"]
    report = (tmp_path / "BENCHMARKS.md").read_text()
    assert details["machine"]["postgresql"] in report and details["machine"]["date"] in report
    assert "## Goals" in report and "eval >= 10 tickets/s on SQLite" in report and "live p95 < 250 ms" in report
    # Both live paths: PostgreSQL + Redis (lone and back to back) and the embedded server's own worker thread.
    assert details["live"]["events"] > 0 and details["live"]["back_to_back"]["events"] > 0
    assert details["live_embedded"]["commits"] > 0 and "point 4: live p95 < 100 ms (embedded)" in report
    assert "## Where a walk's time goes" in report and "cumulative" in report
    assert "CPU p50 / DB ms" in report
    # Its scratch databases are gone (the tiny run keeps none).
    import psycopg

    url = urlsplit(os.environ["DATABASE_URL"])
    with psycopg.connect(f"postgresql://{url.netloc}/postgres") as conn:
        left = conn.execute("SELECT datname FROM pg_database WHERE datname LIKE %s", (prefix + "_%",)).fetchall()
    assert left == []
