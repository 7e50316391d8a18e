"""Where a load test's time went: CPU per process group, the machine's own load, and the server's
inside view of each request (from supervisor.loadtest.asgi's timing lines).

Locust's p95 is what a person waits. These say why: a page whose server time is short but whose wait
for the server's thread is long is queueing (too few server processes, or cores busy elsewhere); a
page slow in its own thread costs that much CPU or database time; CPU seconds per process group say
who used the two cores, and the machine's busy share says how much of them others took.
"""

from __future__ import annotations

import json
import math
import os
from collections import defaultdict
from pathlib import Path

TICK = os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(1, math.ceil(q / 100 * len(ordered))) - 1]


def _stat(pid: str) -> list[str] | None:
    """A process's /proc stat after "(comm)": state ppid pgrp ... (utime is field 14 of the line), or None if it is gone."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read().decode(errors="replace")
    except OSError:
        return None
    return stat[stat.rfind(")") + 2:].split()


def _group_and_cpu(pid: str) -> tuple[int, float] | None:
    """(process group, CPU seconds of the process and its reaped children), or None if it is gone."""
    fields = _stat(pid)
    if fields is None:
        return None
    return int(fields[2]), sum(int(v) for v in fields[11:15]) / TICK


def children(parent: int) -> list[int]:
    """The processes whose parent is `parent` (gunicorn's workers of its master)."""
    return [int(pid) for pid in os.listdir("/proc") if pid.isdigit() and (fields := _stat(pid)) and int(fields[1]) == parent]


def machine_busy() -> tuple[float, float]:
    """(busy, total) CPU seconds of the whole machine since boot, from /proc/stat."""
    with open("/proc/stat") as f:
        values = [int(v) for v in f.readline().split()[1:]]
    idle = values[3] + (values[4] if len(values) > 4 else 0)
    total = sum(values[:8])
    return (total - idle) / TICK, total / TICK


class CpuSampler:
    """CPU seconds used by named groups of processes (by process group), read now and then so that a
    process that dies (a killed worker, locust at its end) keeps what it had used by its last sample."""

    def __init__(self):
        self.groups: dict[str, set[int]] = defaultdict(set)
        self.first: dict[int, float] = {}
        self.latest: dict[int, float] = {}
        self.pids: dict[str, set[int]] = defaultdict(set)  # single processes (database backends), by pid

    def watch(self, name: str, pgid: int) -> None:
        self.groups[name].add(pgid)

    def watch_pid(self, name: str, pid: int) -> None:
        self.pids[name].add(pid)

    def sample(self) -> None:
        wanted = set().union(*self.groups.values()) if self.groups else set()
        single = set().union(*self.pids.values()) if self.pids else set()
        totals: dict[int, float] = defaultdict(float)
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            read = _group_and_cpu(pid)
            if read is None:
                continue
            group, cpu = read
            if group in wanted:
                totals[group] += cpu
            if int(pid) in single:
                totals[-int(pid)] += cpu  # negative keys: a single process, not a group
        for key, cpu in totals.items():
            self.first.setdefault(key, cpu)
            self.latest[key] = max(cpu, self.latest.get(key, 0.0))

    def seconds(self) -> dict[str, float]:
        out = {}
        for name, keys in [*self.groups.items(), *((n, {-p for p in ps}) for n, ps in self.pids.items())]:
            out[name] = round(sum(self.latest.get(k, 0.0) - self.first.get(k, 0.0) for k in keys), 1)
        return out


def server_timings(folder: Path) -> dict:
    """The servers' timing lines summed up: per page, the wait for the server's thread, the time in it,
    its CPU and queries; the sockets' handshakes; the sockets' pushes."""
    pages: dict[str, list[dict]] = defaultdict(list)
    accepts: list[float] = []
    refused = 0
    pushes: list[dict] = []
    for path in sorted(folder.glob("timing-*.jsonl")):
        for line in path.read_text(errors="replace").splitlines():
            try:
                record = json.loads(line)
            except ValueError:
                continue  # a line cut short when the server stopped
            if record["kind"] == "http" and "total_ms" in record:
                name = record["page"] if record["method"] == "GET" else f"{record['method']} {record['page']}"
                pages[name].append(record)
            elif record["kind"] == "websocket":
                if "accept_ms" in record:
                    accepts.append(record["accept_ms"])
                else:
                    refused += 1
            elif record["kind"] == "push":
                pushes.append(record)

    def summary(records: list[dict]) -> dict:
        timed = [r for r in records if "view_ms" in r]
        return {
            "requests": len(records),
            "total_p50_ms": round(percentile([r["total_ms"] for r in records], 50)),
            "total_p95_ms": round(percentile([r["total_ms"] for r in records], 95)),
            "wait_p50_ms": round(percentile([r["wait_ms"] for r in timed], 50)),
            "wait_p95_ms": round(percentile([r["wait_ms"] for r in timed], 95)),
            "view_p50_ms": round(percentile([r["view_ms"] for r in timed], 50)),
            "view_p95_ms": round(percentile([r["view_ms"] for r in timed], 95)),
            "cpu_mean_ms": round(sum(r["cpu_ms"] for r in timed) / len(timed), 1) if timed else 0,
            "queries_max": max((r["queries"] for r in timed), default=0),
        }

    every = [r for records in pages.values() for r in records]
    return {
        "pages": {name: summary(records) for name, records in sorted(pages.items())},
        "all": summary(every),
        "view_cpu_seconds": round(sum(r.get("cpu_ms", 0) for r in every) / 1000, 1),
        "sockets": {"accepted": len(accepts), "refused": refused, "accept_p50_ms": round(percentile(accepts, 50)),
                    "accept_p95_ms": round(percentile(accepts, 95)), "accept_max_ms": round(max(accepts, default=0))},
        "pushes": {"renders": len(pushes), "render_p50_ms": round(percentile([p["render_ms"] for p in pushes], 50)),
                   "render_p95_ms": round(percentile([p["render_ms"] for p in pushes], 95)),
                   "cpu_seconds": round(sum(p["cpu_ms"] for p in pushes) / 1000, 1),
                   "queries_mean": round(sum(p["queries"] for p in pushes) / len(pushes), 1) if pushes else 0},
    }
