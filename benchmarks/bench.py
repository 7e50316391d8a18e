"""`make bench`: every figure of issue 13 point 3 in one run, written to benchmarks/results.json and
benchmarks/BENCHMARKS.md (with the machine, the versions, the date, the goals and where the time goes).

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/NAME REDIS_URL=redis://127.0.0.1:6379/N python benchmarks/bench.py
    ... --100k           pages at 100,000 runs too (BENCH_100K=1): seeding them takes 10-20 minutes the first time
    ... --tiny           a smoke run: 2 rounds, 5 browser events, 3 eval tickets, pages as seeded by the demo
    ... --only turns live   some parts only (request_bytes turns eval live pages)

DATABASE_URL names the PostgreSQL server and a prefix: every database this creates is NAME_<part>
(NAME_turns, NAME_dbos, NAME_langgraph, NAME_floor, NAME_eval, NAME_live, NAME_template: dropped at
the end; NAME_pages_<size>: kept, so a later run reuses the seeded history; --fresh-pages drops them
first). NAME itself is never touched. REDIS_URL (a database of its own) is needed by the live
latency and the eval on worker processes; without it those figures are null, with the reason.

Each part runs in a process of its own (benchmarks/turns.py, peers.py, live.py, request_bytes.py,
pages.py, `manage.py eval`); this script sets up their databases, shows progress, and writes the
report. Keys of results.json are exactly issue 13's; what a figure is made of (rounds, samples,
profile, machine) goes to benchmarks/details.json.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "benchmarks"
PY = sys.executable
PARTS = ("request_bytes", "turns", "eval", "live", "pages")
KEYS = ("turn_overhead_ms", "statements_per_turn", "commits_per_turn", "wal_bytes_per_turn", "peers", "pages", "live_latency_ms",
        "eval_tickets_per_s", "worker_peak_rss_mb", "request_bytes")
EVAL_CASES = "runs/evals/cases/sundry-120.jsonl"
TINY_CASES = "runs/evals/cases/fresh-42.jsonl"


def say(message: str) -> None:
    print(message, flush=True)


class Server:
    """The PostgreSQL server of DATABASE_URL: scratch databases NAME_<part> beside NAME."""

    def __init__(self, url: str, prefix: str):
        parts = urlsplit(url)
        if parts.scheme not in ("postgres", "postgresql", "pgsql"):
            raise SystemExit("make bench measures PostgreSQL: set DATABASE_URL=postgres://... (its name is the prefix of the scratch databases)")
        self.parts = parts
        self.prefix = prefix or parts.path.lstrip("/")
        self.created: list[str] = []

    def url(self, name: str, scheme: str = "postgres") -> str:
        return urlunsplit((scheme, self.parts.netloc, "/" + name, self.parts.query, ""))

    def name(self, part: str) -> str:
        return f"{self.prefix}_{part}"

    def sql(self, statement: str, database: str = "postgres") -> list[tuple]:
        import psycopg

        with psycopg.connect(self.url(database, "postgresql"), autocommit=True) as conn:
            cur = conn.execute(statement)
            return cur.fetchall() if cur.description else []

    def exists(self, name: str) -> bool:
        return bool(self.sql(f"SELECT 1 FROM pg_database WHERE datname = '{name}'"))

    def drop(self, name: str) -> None:
        assert name.startswith(self.prefix + "_"), name  # only our own scratch databases
        self.sql(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def create(self, name: str, template: str | None = None, keep: bool = False) -> str:
        self.drop(name)
        self.sql(f'CREATE DATABASE "{name}"' + (f' TEMPLATE "{template}"' if template else ""))
        if not keep:
            self.created.append(name)
        return name

    def drop_created(self) -> None:
        for name in reversed(self.created):
            self.drop(name)
        self.created.clear()


def run(cmd: list[str], env: dict, *, label: str, check: bool = True) -> int:
    """A part in a process of its own; its output (progress) goes straight through."""
    began = time.monotonic()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, stdin=subprocess.DEVNULL)
    if check and proc.returncode != 0:
        raise PartFailed(f"{label}: exit {proc.returncode} ({' '.join(cmd[1:3])})")
    say(f"  ({label}: {time.monotonic() - began:.0f} s)")
    return proc.returncode


class PartFailed(Exception):
    pass


class Bench:
    def __init__(self, args):
        self.args = args
        self.tmp = Path(tempfile.mkdtemp(prefix="bench-"))
        self.server = Server(os.environ.get("DATABASE_URL", ""), args.prefix)
        self.redis = os.environ.get("REDIS_URL", "")
        self.base_env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1",
                         "SECRET_KEY": os.environ.get("SECRET_KEY") or "bench-only-key-not-a-secret", "LOG_LEVEL": "WARNING",
                         "SUPERVISOR_OFFLINE_TURN_SECONDS": "0"}
        for name in ("DATABASE_URL", "REDIS_URL", "SQLITE_PATH", "SUPERVISOR_EMBEDDED"):
            self.base_env.pop(name, None)
        self.results: dict = {key: None for key in KEYS}
        self.details: dict = {"skipped": {}, "seconds": {}}
        self.template = None
        self.sqlite_template = None

    # -- environments ------------------------------------------------------------------------
    def pg_env(self, database: str, redis: bool = False) -> dict:
        env = {**self.base_env, "DATABASE_URL": self.server.url(database)}
        if redis and self.redis:
            env["REDIS_URL"] = self.redis
        return env

    def migrated_pg(self, part: str, *, keep: bool = False) -> str:
        """NAME_<part>, migrated: a copy of a template migrated once."""
        if self.template is None:
            self.template = self.server.create(self.server.name("template"))
            say("  migrating a template database (once)")
            run([PY, "manage.py", "migrate", "--verbosity", "0"], self.pg_env(self.template), label="migrate")
        return self.server.create(self.server.name(part), template=self.template, keep=keep)

    def migrated_sqlite(self) -> Path:
        if self.sqlite_template is None:
            self.sqlite_template = self.tmp / "template.sqlite3"
            say("  migrating a template SQLite database (once)")
            run([PY, "manage.py", "migrate", "--verbosity", "0"], {**self.base_env, "SQLITE_PATH": str(self.sqlite_template)}, label="migrate")
        copy = self.tmp / f"copy-{time.monotonic_ns()}.sqlite3"
        shutil.copy(self.sqlite_template, copy)
        return copy

    def skip(self, what: str, why: str) -> None:
        self.details["skipped"][what] = why
        say(f"  SKIPPED {what}: {why}")

    # -- parts -------------------------------------------------------------------------------
    def part_request_bytes(self) -> None:
        out = self.tmp / "request_bytes.json"
        run([PY, str(HERE / "request_bytes.py"), "--json", str(out)], {**self.base_env, "SQLITE_PATH": str(self.migrated_sqlite())},
            label="request bytes")
        got = json.loads(out.read_text())
        self.results["request_bytes"] = {"turn5": got["turn5"], "turn30": got["turn30"]}
        self.details["request_bytes"] = got

    def part_turns(self) -> None:
        database = self.migrated_pg("turns")
        peer_url = ""
        if self.args.no_peers:
            self.skip("peers", "--no-peers")
        else:
            for peer in ("floor", "dbos", "langgraph"):
                self.server.create(self.server.name(peer))
            peer_url = self.server.url(self.server.name("{peer}"), "postgresql")
        out = self.tmp / "turns.json"
        run([PY, str(HERE / "turns.py"), "--rounds", str(self.args.rounds), "--json", str(out), "--peer-url", peer_url],
            self.pg_env(database, redis=True), label="turns and peers")
        got = json.loads(out.read_text())
        for key in ("turn_overhead_ms", "statements_per_turn", "commits_per_turn"):
            self.results[key] = got[key]
        self.results["wal_bytes_per_turn"] = got["wal_bytes_per_turn"]["min"]
        peers = {"floor_ms_per_step": None, "dbos_ms_per_step": None, "langgraph_ms_per_step": None, **got["peers"]}
        ours = peers["ours_ms_per_turn"]
        peers["ratios"] = {f"ours_per_turn_to_{name.removesuffix('_ms_per_step')}_per_step": round(ours / value, 1)
                           for name, value in peers.items() if name.endswith("_ms_per_step") and value}
        self.results["peers"] = peers
        for name, why in got["peers_missing"].items():
            self.skip(f"peer {name}", why)
        self.details["turns"] = got

    def part_eval(self) -> None:
        cases = TINY_CASES if self.args.tiny else EVAL_CASES
        only = []
        if self.args.tiny:
            ids = [json.loads(line)["id"] for line in (ROOT / cases).read_text().splitlines() if line.strip()]
            only = ["--only", *ids[:3]]
        count = len(only) - 1 if only else sum(1 for line in (ROOT / cases).read_text().splitlines() if line.strip())
        tickets = {}
        seconds = self.eval_once([*only, "--cases", cases], {**self.base_env, "SQLITE_PATH": str(self.migrated_sqlite())}, "eval on SQLite")
        tickets["sqlite"] = round(count / seconds, 2)
        if not self.redis:
            self.skip("eval on PostgreSQL with 2 workers", "no REDIS_URL (the workers' broker)")
            tickets["postgres_2_workers"] = None
        else:
            database = self.migrated_pg("eval")
            peaks: dict[int, dict] = {}
            self.eval_once([*only, "--cases", cases, "--workers", "2"], self.pg_env(database, redis=True),
                           "eval on PostgreSQL, 2 workers", peaks=peaks)
            # The eval's clock starts before its workers boot; the runs' own timestamps do not: from
            # the first run's creation (all start at once, once the workers are up) to the last change.
            walked, seconds = self.server.sql("SELECT count(*), extract(epoch FROM max(updated_at) - min(created_at)) FROM runs_run",
                                              database)[0]
            tickets["postgres_2_workers"] = round(walked / float(seconds), 2)
            say(f"  ({walked} runs walked by 2 workers in {float(seconds):.1f} s, first run created to last run changed)")
            children = [p["peak_mb"] for p in peaks.values() if p["pool_child"]]
            mains = [p["peak_mb"] for p in peaks.values() if not p["pool_child"]]
            self.results["worker_peak_rss_mb"] = round(max(children or mains), 1) if peaks else None
            self.details["worker_processes"] = list(peaks.values())
        self.results["eval_tickets_per_s"] = tickets
        self.details["eval"] = {"cases": cases, "tickets": count, "tickets_per_s": tickets}

    def eval_once(self, extra: list[str], env: dict, label: str, peaks: dict | None = None) -> float:
        out = self.tmp / "eval.txt"
        say(f"  {label}")
        began = time.monotonic()
        with open(out, "w") as stdout:
            proc = subprocess.Popen([PY, "manage.py", "eval", "--model", "offline", *extra], cwd=ROOT, env=env, stdin=subprocess.DEVNULL,
                                    stdout=stdout)
            watcher = None
            if peaks is not None:
                watcher = threading.Thread(target=watch_rss, args=(proc, peaks), daemon=True)
                watcher.start()
            proc.wait()
            if watcher:
                watcher.join(5)
        text = out.read_text()
        if proc.returncode != 0:
            raise PartFailed(f"{label}: exit {proc.returncode}\n{text[-2000:]}")
        match = re.search(r"([\d.]+) s in all", text)
        seconds = float(match.group(1)) if match else time.monotonic() - began
        say(f"  ({label}: {seconds:.1f} s of walking, {time.monotonic() - began:.0f} s in all)")
        return seconds

    def part_live(self) -> None:
        if not self.redis:
            return self.skip("live latency", "no REDIS_URL (the deployed live path is PostgreSQL + Redis)")
        if not Path("/usr/bin/chromium").exists():
            return self.skip("live latency", "no /usr/bin/chromium (apt-get install chromium)")
        database = self.migrated_pg("live")
        out = self.tmp / "live.json"
        run([PY, str(HERE / "live.py"), "--events", str(self.args.events), "--burst", str(max(self.args.events // 4, 2)),
             "--json", str(out)], self.pg_env(database, redis=True),
            label="live latency")
        got = json.loads(out.read_text())
        self.results["live_latency_ms"] = {"p50": got["p50"], "p95": got["p95"]}
        self.details["live"] = got
        # The embedded path (SQLite, the worker a thread of the server): point 4's other path.
        out = self.tmp / "live-embedded.json"
        run([PY, str(HERE / "live.py"), "--embedded", "--events", str(max(self.args.events // 2, 5)), "--json", str(out)],
            {**self.base_env}, label="live latency, embedded")
        self.details["live_embedded"] = json.loads(out.read_text())

    def part_pages(self) -> None:
        """Each size in a database of its own, NAME_pages_<size>, kept for the next run (seeding
        100,000 runs takes minutes); the tiny run measures the eval's database as it is. With two
        sizes, both are seeded first and then measured side by side, request by request
        (benchmarks/pages_interleaved.py): measured one after the other, minutes apart on a shared
        machine, their ratio said as much about the load in between as about the pages."""
        pages: dict = {}
        self.details["pages"] = {}
        if self.args.tiny:
            name = self.server.name("eval")
            if name not in self.server.created:
                return self.skip("pages", "the tiny run measures the eval's PostgreSQL database, which this run did not make")
            self.measure_pages(name, None, pages)
        seeded = {}
        for size in [] if self.args.tiny else [1000] + ([100000] if self.args.with_100k else []):
            name = self.server.name(f"pages_{size}")
            reused = self.server.exists(name) and not self.args.fresh_pages
            if not reused:
                self.migrated_pg(f"pages_{size}", keep=True)
            say(f"  pages at {size:,} runs" + (f" (reusing {name}, seeded by an earlier run)" if reused else f" (seeding {name})"))
            began = time.monotonic()
            if reused:
                run([PY, "manage.py", "migrate", "--verbosity", "0"], self.pg_env(name), label="migrate")
            run([PY, "manage.py", "seed_runs", "--runs", str(size)], self.pg_env(name), label=f"seed {size:,} runs")
            seeded[size] = name
            self.details["pages"][str(size)] = {"database": name, "reused": reused, "seeding_seconds": round(time.monotonic() - began)}
        if len(seeded) == 1:
            (size, name), = seeded.items()
            self.measure_pages(name, size, pages)
        elif seeded:
            self.measure_interleaved(seeded, pages)
        self.results["pages"] = pages

    def measure_pages(self, name: str, size: int | None, pages: dict) -> None:
        out = self.tmp / f"pages-{size}.json"
        cmd = [PY, str(HERE / "pages.py"), "--json", str(out), "--repeat", str(5 if self.args.tiny else 30), "--no-seed"]
        run(cmd, self.pg_env(name), label=f"pages at {size or 'the eval'}", check=False)  # exit 1: a goal missed, reported below
        if not out.exists():
            raise PartFailed(f"benchmarks/pages.py wrote no {out.name}")
        for measured, by_page in json.loads(out.read_text())["pages"].items():
            pages[measured] = {page: {k: row.get(k) for k in ("p50_ms", "p95_ms", "cpu_p50_ms", "db_ms", "queries")}
                              for page, row in by_page.items()}

    def measure_interleaved(self, seeded: dict[int, str], pages: dict) -> None:
        out = self.tmp / "pages-interleaved.json"
        cmd = [PY, str(HERE / "pages_interleaved.py"), "--json", str(out), "--repeat", "30"]
        for size, name in seeded.items():
            cmd += ["--side", f"{size}={self.server.url(name)}"]
        run(cmd, self.base_env, label="pages, sizes side by side", check=False)  # exit 1: a goal missed, reported below
        if not out.exists():
            raise PartFailed(f"benchmarks/pages_interleaved.py wrote no {out.name}")
        got = json.loads(out.read_text())
        for page, row in got["pages"].items():
            for size, side in row["sides"].items():
                pages.setdefault(size, {})[page] = {k: side.get(k) for k in ("p50_ms", "p95_ms", "cpu_p50_ms", "db_ms", "queries")}
        self.details["pages"]["interleaved"] = {"repeat": got["repeat"], "load_average_before": got["machine"]["load_average_before"],
                                                "load_average_after": got["machine"]["load_average_after"]}

    # -- the run -----------------------------------------------------------------------------
    def go(self) -> int:
        began = time.monotonic()
        parts = self.args.only or list(PARTS)
        self.details["machine"] = machine(self.server)
        self.details["mode"] = "tiny" if self.args.tiny else ("full, with 100k runs" if self.args.with_100k else "default (pages at 1k only)")
        failed = []
        try:
            for i, part in enumerate(parts, 1):
                say(f"\n== [{i}/{len(parts)}] {part} ({time.monotonic() - began:.0f} s so far) ==")
                t = time.monotonic()
                try:
                    getattr(self, f"part_{part}")()
                except PartFailed as exc:
                    failed.append(part)
                    self.skip(part, f"failed: {exc}")
                self.details["seconds"][part] = round(time.monotonic() - t)
        finally:
            self.server.drop_created()
            shutil.rmtree(self.tmp, ignore_errors=True)
        self.details["seconds"]["total"] = round(time.monotonic() - began)
        self.details["machine"]["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
        out = Path(self.args.out)
        out.mkdir(parents=True, exist_ok=True)
        (out / "results.json").write_text(json.dumps(self.results, indent=2) + "\n")
        (out / "details.json").write_text(json.dumps(self.details, indent=2) + "\n")
        from report import write_report

        write_report(out / "BENCHMARKS.md", self.results, self.details)
        say(f"\nwritten: {out / 'results.json'}, {out / 'BENCHMARKS.md'}, {out / 'details.json'} "
            f"in {self.details['seconds']['total']} s" + (f"; failed: {', '.join(failed)}" if failed else ""))
        return 1 if failed else 0


def watch_rss(proc: subprocess.Popen, peaks: dict) -> None:
    """Peak resident memory (VmHWM) of every Celery process under `proc`, read until it exits."""
    import psutil

    try:
        root = psutil.Process(proc.pid)
    except psutil.Error:
        return
    while proc.poll() is None:
        try:
            for child in root.children(recursive=True):
                try:
                    if "celery" not in " ".join(child.cmdline()):
                        continue
                    hwm = int(re.search(r"VmHWM:\s+(\d+) kB", Path(f"/proc/{child.pid}/status").read_text()).group(1))
                    parent = child.parent()
                    is_child = parent is not None and "celery" in " ".join(parent.cmdline())
                    seen = peaks.setdefault(child.pid, {"pid": child.pid, "pool_child": is_child, "peak_mb": 0.0})
                    seen["peak_mb"] = max(seen["peak_mb"], round(hwm / 1024, 1))
                except (psutil.Error, OSError, AttributeError):
                    continue
        except psutil.Error:
            pass
        time.sleep(0.25)


def version(cmd: list[str]) -> str:
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=20).stdout.strip().splitlines()[0]
    except (OSError, IndexError, subprocess.SubprocessError):
        return "not found"


def machine(server: Server) -> dict:
    from importlib.metadata import PackageNotFoundError, version as package_version

    def pkg(name: str) -> str:
        try:
            return package_version(name)
        except PackageNotFoundError:
            return "not installed"

    try:
        cpu = next(line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines() if line.startswith("model name"))
    except (OSError, StopIteration):
        cpu = platform.processor()
    try:
        memory = round(int(re.search(r"MemTotal:\s+(\d+)", Path("/proc/meminfo").read_text()).group(1)) / 1024 / 1024, 1)
    except (OSError, AttributeError):
        memory = None
    return {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "platform": platform.platform(), "cpu": cpu, "cpus": os.cpu_count(), "memory_gb": memory,
        "load_average_before": [round(x, 2) for x in os.getloadavg()],
        "python": platform.python_version(),
        "postgresql": server.sql("SHOW server_version")[0][0],
        "redis": version(["redis-server", "--version"]),
        "chromium": version(["/usr/bin/chromium", "--version"]),
        "packages": {name: pkg(name) for name in ("django", "channels", "channels-redis", "celery", "psycopg", "dbos", "langgraph",
                                                   "langgraph-checkpoint-postgres", "playwright", "anthropic")},
        "git": version(["git", "-C", str(ROOT), "log", "-1", "--format=%h %s"]),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tiny", action="store_true", help="A smoke run: every key, figures meaningless.")
    parser.add_argument("--100k", dest="with_100k", action="store_true", default=os.environ.get("BENCH_100K", "0") == "1",
                        help="Pages at 100,000 runs too (also BENCH_100K=1); seeding them takes 10-20 minutes the first time.")
    parser.add_argument("--fresh-pages", action="store_true", help="Drop the kept NAME_pages_<size> databases and seed them again.")
    parser.add_argument("--no-peers", action="store_true", help="Our runtime only.")
    parser.add_argument("--rounds", type=int, default=None, help="Rounds of the ticket walked by each (default 20; 2 with --tiny).")
    parser.add_argument("--events", type=int, default=None, help="Events the browser waits for (default 200; 5 with --tiny).")
    parser.add_argument("--only", nargs="+", choices=PARTS)
    parser.add_argument("--prefix", default="", help="Scratch databases are PREFIX_<part> (default: DATABASE_URL's name).")
    parser.add_argument("--out", default=str(HERE), help="Where results.json, details.json and BENCHMARKS.md go.")
    args = parser.parse_args()
    args.rounds = args.rounds or (2 if args.tiny else 20)
    args.events = args.events or (5 if args.tiny else 200)
    sys.path.insert(0, str(HERE))
    return Bench(args).go()


if __name__ == "__main__":
    sys.exit(main())
