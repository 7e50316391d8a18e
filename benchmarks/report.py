"""BENCHMARKS.md from a `make bench` run: the machine, the figures, the peers as a bar chart, issue 13's
goals met or not (and by how much), and where a walk's time goes."""

from __future__ import annotations

import math
from pathlib import Path

BAR = 48


def fmt(value, unit: str = "", digits: int = 1) -> str:
    if value is None:
        return "not measured"
    if isinstance(value, float):
        value = f"{value:,.{digits}f}"
    elif isinstance(value, int):
        value = f"{value:,}"
    return f"{value}{unit}"


def by_source(counts: dict | None) -> str:
    """{what for: how many} as "12 answer, 3 effect request"; "not measured" without it."""
    return ", ".join(f"{n} {what}" for what, n in counts.items()) if counts else "not measured"


def bar_chart(rows: list[tuple[str, float]], unit: str) -> list[str]:
    """Text bars on a log scale (the peers differ by orders of magnitude), longest = BAR."""
    rows = [(label, v) for label, v in rows if v]
    if not rows:
        return ["(no figures)"]
    low, high = min(v for _, v in rows), max(v for _, v in rows)
    span = math.log10(high / low) if high > low else 1.0
    width = max(len(label) for label, _ in rows)
    out = []
    for label, v in rows:
        n = max(1, round(4 + (BAR - 4) * (math.log10(v / low) / span if span else 1)))
        out.append(f"{label:<{width}}  {'#' * n:<{BAR}}  {v:,.2f} {unit}")
    out.append(f"{'':<{width}}  (log scale: each bar's length is its log; {low:,.2f} to {high:,.2f} {unit})")
    return out


def goals(results: dict, embedded: dict | None = None) -> list[tuple[str, str, str, str]]:
    """(goal, measured, met, by how much) for issue 13 point 5 (and the live goal of point 4)."""
    rows = []
    peers = results.get("peers") or {}
    ours, lg = peers.get("ours_ms_per_turn"), peers.get("langgraph_ms_per_step")
    if ours and lg:
        ratio = ours / lg
        rows.append(("our ms per turn <= LangGraph's ms per step", f"{ours:,.2f} vs {lg:,.2f} ms ({ratio:.1f}x)",
                     "met" if ratio <= 1 else "NOT met",
                     f"{1 / ratio:.1f}x cheaper" if ratio <= 1 else f"{ratio:.1f}x over: {ours - lg:,.2f} ms a turn to cut"))
        rows.append(("on the way: 2.5x cheaper than a LangGraph step", f"{ratio:.2f}x LangGraph's",
                     "met" if ratio <= 0.4 else "NOT met", f"needs {ratio / 0.4:.1f}x less" if ratio > 0.4 else "reached"))
    else:
        rows.append(("our ms per turn <= LangGraph's ms per step", "not measured", "-", "LangGraph not run (pip install -e '.[bench]')"))
    paths = (("PostgreSQL + Redis", results.get("live_latency_ms") or {}), ("embedded", embedded or {}))
    for path, live in paths:
        if live.get("p95") is None:
            rows.append((f"live p95 < 250 ms (commit to DOM, {path})", "not measured", "-", ""))
            continue
        p95 = live["p95"]
        for goal in (250, 100):
            name = f"live p95 < {goal} ms (commit to DOM, {path})" if goal == 250 else f"point 4: live p95 < 100 ms ({path})"
            rows.append((name, f"{p95:,.0f} ms", "met" if p95 < goal else "NOT met",
                         f"{goal - p95:,.0f} ms to spare" if p95 < goal else f"{p95 - goal:,.0f} ms over ({p95 / goal:.1f}x)"))
    rate = (results.get("eval_tickets_per_s") or {}).get("sqlite")
    if rate is not None:
        rows.append(("eval >= 10 tickets/s on SQLite", f"{rate:,.2f} tickets/s", "met" if rate >= 10 else "NOT met",
                     f"{rate / 10:.1f}x the goal" if rate >= 10 else f"{10 / rate:.1f}x too slow ({10 - rate:,.2f} tickets/s short)"))
    else:
        rows.append(("eval >= 10 tickets/s on SQLite", "not measured", "-", ""))
    pages = results.get("pages") or {}
    sizes = sorted(pages, key=int)
    if len(sizes) >= 2:
        small, large = pages[sizes[0]], pages[sizes[-1]]
        slow = [p for p in large if large[p]["p95_ms"] >= 150]
        steep = [p for p in large if p in small and large[p]["p95_ms"] / max(small[p]["p95_ms"], 0.1) >= 1.5]
        rows.append((f"point 2: every page p95 < 150 ms at {int(sizes[-1]):,} runs", f"worst {max(r['p95_ms'] for r in large.values()):,.0f} ms",
                     "met" if not slow else "NOT met", f"{len(slow)} of {len(large)} pages over: {', '.join(slow)}" if slow else ""))
        rows.append((f"point 2: p95 {int(sizes[-1]):,} / {int(sizes[0]):,} < 1.5 for every page", "", "met" if not steep else "NOT met",
                     f"{len(steep)} pages steeper: {', '.join(steep)}" if steep else ""))
    return rows


def write_report(path: Path, results: dict, details: dict) -> None:
    m = details.get("machine", {})
    pk = m.get("packages", {})
    lines = ["# Benchmarks", "",
             f"Written by `make bench` (mode: {details.get('mode', 'full')}) on {m.get('date', '?')}, in {details['seconds'].get('total', '?')} s. "
             "Figures are one machine's at one moment: on a shared machine (see the load average) they say how busy the cores "
             "were as much as what the code costs. `results.json` has the figures, `details.json` what each is made of.", "",
             "## Machine", "",
             f"- {m.get('cpu', '?')}, {m.get('cpus', '?')} cores, {m.get('memory_gb', '?')} GB; {m.get('platform', '?')}",
             f"- load average before {m.get('load_average_before')}, after {m.get('load_average_after')}",
             f"- Python {m.get('python')}, PostgreSQL {m.get('postgresql')} (loopback), {m.get('redis')}, {m.get('chromium')}",
             "- " + ", ".join(f"{k} {v}" for k, v in pk.items()),
             f"- code: {m.get('git')}", ""]

    skipped = details.get("skipped") or {}
    if skipped:
        lines += ["## Not measured in this run", ""] + [f"- {what}: {why}" for what, why in skipped.items()] + [""]

    turns = details.get("turns") or {}
    ticket = turns.get("ticket", {})
    r = results
    lines += ["## A turn on PostgreSQL (scripted model)", "",
              f"The canonical three-intent ticket, {ticket.get('turns', '?')} turns through the five phases and {ticket.get('tool_calls', '?')} "
              f"tool calls, replayed by the scripted model (no model time) {turns.get('rounds', '?')} times.", "",
              "| figure | value |", "|---|---|",
              f"| turn overhead, median | {fmt((r['turn_overhead_ms'] or {}).get('median'), ' ms', 2)} |",
              f"| turn overhead, p95 | {fmt((r['turn_overhead_ms'] or {}).get('p95'), ' ms', 2)} |",
              f"| SQL statements per turn | {fmt(r['statements_per_turn'])} |",
              f"| commits per turn (that wrote) | {fmt(r['commits_per_turn'], '', 2)} |",
              f"| row locks per turn | {fmt(turns.get('locks_per_turn'), '', 2)} |",
              f"| statements / commits / row locks per turn, the runtime's own (the demo shop's, the external system's, left out) | "
              f"{fmt(turns.get('runtime_statements_per_turn'))} / {fmt(turns.get('runtime_commits_per_turn'), '', 2)} / "
              f"{fmt(turns.get('runtime_locks_per_turn'), '', 2)} |",
              f"| commits of one walk, by what they are for | {by_source(turns.get('commits_per_walk_by_source'))} |",
              f"| row locks of one walk, by what they are for | {by_source(turns.get('locks_per_walk_by_source'))} |",
              f"| WAL bytes per turn (least of the rounds; median {fmt((turns.get('wal_bytes_per_turn') or {}).get('median'))}) | {fmt(r['wal_bytes_per_turn'])} |",
              "", "WAL is the whole server's: on a shared server other databases' writes land in a round too, hence the least.", ""]

    peers = r.get("peers") or {}
    if peers:
        lines += ["## Side by side (interleaved round by round)", "",
                  "The same ticket: our runtime walks it; each peer persists the same tool results, one durable step per tool call "
                  "(benchmarks/peers.py). Ours is per turn (a turn makes several tool calls), theirs per step.", "", "```"]
        lines += bar_chart([("ours, per turn", peers.get("ours_ms_per_turn")),
                            ("LangGraph + PostgresSaver (sync), per step", peers.get("langgraph_ms_per_step")),
                            ("DBOS, per step", peers.get("dbos_ms_per_step")),
                            ("INSERT + COMMIT (floor), per step", peers.get("floor_ms_per_step"))], "ms")
        lines += ["```", ""]
        for name, ratio in (peers.get("ratios") or {}).items():
            lines.append(f"- {name.replace('_', ' ')}: {ratio}x")
        if turns.get("ours_ms_per_tool_call"):
            lines.append(f"- ours per tool call (a walk's time over its {ticket.get('tool_calls')} tool calls), like for like with a "
                         f"peer's step: {turns['ours_ms_per_tool_call']:,.2f} ms")
        lines.append("")

    lines += ["## Goals (issue 13, points 2, 4 and 5)", "", "| goal | measured | | by how much |", "|---|---|---|---|"]
    lines += [f"| {g} | {v} | {met} | {how} |" for g, v, met, how in goals(r, details.get("live_embedded"))] + [""]

    profile = turns.get("profile")
    if profile:
        share = profile["in_driver_s"] / profile["total_s"] if profile.get("total_s") else 0
        lines += ["## Where a walk's time goes", "",
                  f"One walk of the ticket under cProfile (slower than unprofiled): {profile['total_s']:.2f} s, of which "
                  f"{profile['in_driver_s']:.2f} s ({share:.0%}) inside psycopg (sending SQL and waiting for the server); the rest is "
                  "Python in this process."
                  + (f" {profile['function_calls_per_turn']:,} function calls a turn (cProfile's count, which the machine's load "
                     "does not change; benchmarks/profile_walk.py and benchmarks/PROFILE.md break it down)." if profile.get("function_calls_per_turn") else "")
                  + " Own time (not counting callees) by where the code lives:", ""]
        lines += [f"- {area}: {seconds:.2f} s ({seconds / profile['total_s']:.0%})" for area, seconds in (profile.get("own_time_s_by_area") or {}).items()]
        lines += ["", "Top functions by cumulative time:", "", "```", profile["top"].strip(), "```", ""]

    pages = r.get("pages") or {}
    if pages:
        sizes = sorted(pages, key=int)
        header = " | ".join(f"{int(s):,} runs: p50 / p95 ms, queries | {int(s):,}: CPU p50 / DB ms" for s in sizes)
        lines += ["## Pages (server time in process, as a support lead)", "",
                  "Seeded by `manage.py seed_runs` (copies of real finished runs with their whole history); "
                  + ("both sizes measured side by side, request by request, so they share the machine's load (benchmarks/pages_interleaved.py). "
                     if (details.get("pages") or {}).get("interleaved") else "benchmarks/pages.py. ") +
                  "Beside the wall time: this process's CPU time (p50) and the database's own time for the page's reads "
                  "(planning + execution, EXPLAIN ANALYZE). Those two do not grow when other work holds the cores, so on a "
                  "shared machine they show whether a page does more work as history grows.", "",
                  f"| page | {header} |", "|---|" + "---|---|" * len(sizes)]
        for page in pages[sizes[-1]]:
            cells = []
            for s in sizes:
                row = pages[s].get(page)
                cells += ([f"{row['p50_ms']:,.1f} / {row['p95_ms']:,.1f}, {row['queries']}", _cpu_db(row)] if row else ["-", "-"])
            lines.append(f"| {page} | " + " | ".join(cells) + " |")
        flat = _database_ratio(pages[sizes[0]], pages[sizes[-1]]) if len(sizes) >= 2 else None
        if flat:
            lines.append(f"\nDatabase time of every page at {int(sizes[-1]):,} runs over {int(sizes[0]):,}: {flat}.")
        for size, info in (details.get("pages") or {}).items():
            if info.get("reused"):
                lines.append(f"\n(the {size}-run database {info['database']} was seeded by an earlier run and reused)")
        lines.append("")

    live, ev, rb = r.get("live_latency_ms") or {}, r.get("eval_tickets_per_s") or {}, r.get("request_bytes") or {}
    back = (details.get("live") or {}).get("back_to_back") or {}
    emb = details.get("live_embedded") or {}
    lines += ["## Live, eval, memory, requests", "",
              "| figure | value |", "|---|---|",
              f"| live latency, worker commit to DOM, p50 / p95 ({(details.get('live') or {}).get('events', 0)} events, chromium) | "
              f"{fmt(live.get('p50'), ' ms', 0)} / {fmt(live.get('p95'), ' ms', 0)} |",
              f"| the same, events back to back (each waits out the socket's push interval), p50 / p95 | "
              f"{fmt(back.get('p50'), ' ms', 0)} / {fmt(back.get('p95'), ' ms', 0)} |",
              f"| live latency, embedded (`manage.py demo`: the worker a thread of the server), lone announced commits p50 / p95 "
              f"({emb.get('commits', 0)} commits of {emb.get('tickets', 0)} tickets walked by the paced offline agent) | "
              f"{fmt(emb.get('p50'), ' ms', 0)} / {fmt(emb.get('p95'), ' ms', 0)} |",
              f"| the same, a turn's commits that followed another within the push interval, p50 / p95 | "
              f"{fmt((emb.get('following') or {}).get('p50'), ' ms', 0)} / {fmt((emb.get('following') or {}).get('p95'), ' ms', 0)} |",
              f"| the same, a model's answer (committed unannounced, shown with its turn: applying the turn included), p50 / p95 | "
              f"{fmt((emb.get('model_answers') or {}).get('p50'), ' ms', 0)} / {fmt((emb.get('model_answers') or {}).get('p95'), ' ms', 0)} |",
              f"| the same, commits made while the run's page was opening (shown by the socket's opening snapshot, not a push), p50 / p95 | "
              f"{fmt((emb.get('at_open') or {}).get('p50'), ' ms', 0)} / {fmt((emb.get('at_open') or {}).get('p95'), ' ms', 0)} |",
              f"| eval throughput, SQLite in process | {fmt(ev.get('sqlite'), ' tickets/s', 2)} |",
              f"| eval throughput, PostgreSQL, 2 worker processes | {fmt(ev.get('postgres_2_workers'), ' tickets/s', 2)} |",
              f"| worker peak RSS (a pool process, VmHWM) | {fmt(r.get('worker_peak_rss_mb'), ' MB')} |",
              f"| Claude request bytes at turn 5 / turn 30 | {fmt(rb.get('turn5'))} / {fmt(rb.get('turn30'))} |", ""]
    if details.get("eval"):
        lines.append(f"Eval: {details['eval']['tickets']} tickets of {details['eval']['cases']}, offline model.")
    lines += ["", "Seconds per part: " + ", ".join(f"{k} {v}" for k, v in details["seconds"].items()), ""]
    path.write_text("\n".join(lines))


def _cpu_db(row: dict) -> str:
    cpu, db = row.get("cpu_p50_ms"), row.get("db_ms")
    return f"{cpu:,.1f} / {db:,.2f}" if cpu is not None and db is not None else "-"


def _database_ratio(small: dict, large: dict) -> str | None:
    """The worst page's database time at the large size over the small, a load-robust flatness figure."""
    ratios = {p: large[p]["db_ms"] / max(small[p]["db_ms"], 0.05) for p in large
              if p in small and large[p].get("db_ms") is not None and small[p].get("db_ms") is not None}
    if not ratios:
        return None
    worst = max(ratios, key=ratios.get)
    return f"at most {ratios[worst]:.2f}x ({worst}: {small[worst]['db_ms']:.2f} -> {large[worst]['db_ms']:.2f} ms)"

