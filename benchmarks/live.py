"""Live latency in a real browser: a worker's commit to the event in the page's DOM (part of `make bench`).

    DATABASE_URL=postgres://.../scratch REDIS_URL=redis://... python benchmarks/live.py --events 200 --json out.json

The product serves as deployed on PostgreSQL + Redis (`manage.py demo --no-seed`: daphne, no
in-process worker); Debian's chromium (through Playwright, as the browser tests) logs in and
opens a run's page. This process plays the worker: it appends an event to the run the way a walk
does (the run row locked, `record.append`, one announcement after the commit) and notes the time
the commit returned; a MutationObserver in the page notes when `#event-<seq>` appears.

Two series, one event at a time:
- lone (the figure): the next event once the last is shown and the run page's push interval and
  coalescing window have passed, so each is a lone message, as a model's turns are (seconds apart);
- back to back (`--burst`, in the details): the next as soon as the last is shown, so each waits out
  what is left of the socket's push interval: what a person sees of a run walked without model time.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")  # Playwright's sync API runs an event loop in this thread

from pages import percentile  # noqa: E402

READY = re.compile(r"Supervisor is running at (http://[\d.]+:\d+)/")
PASSWORD = "bench-only-password"
WATCH = """() => {
  window.__seen = {};
  new MutationObserver(() => {
    const now = Date.now();
    for (const el of document.querySelectorAll('li[id^="event-"]')) if (!(el.id in window.__seen)) window.__seen[el.id] = now;
  }).observe(document.body, {childList: true, subtree: true, characterData: true});
  for (const el of document.querySelectorAll('li[id^="event-"]')) window.__seen[el.id] = 0;
}"""


def say(message: str) -> None:
    print(f"  [live] {message}", flush=True)


def serve(log_path: Path) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "LOG_LEVEL": "WARNING"}
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    log = open(log_path, "wb")
    proc = subprocess.Popen([sys.executable, "manage.py", "demo", "--no-seed", "--host", "127.0.0.1", "--port", "0"], cwd=ROOT, env=env,
                            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        match = READY.search(log_path.read_text(errors="replace"))
        if match:
            return proc, match.group(1)
        if proc.poll() is not None:
            break
        time.sleep(0.2)
    from runs.processes import stop_group

    stop_group(proc, 5)
    raise SystemExit(f"the server did not start; see {log_path}")


def logged_in(playwright, url: str, user, *, timeout_ms: int):
    """Debian's chromium, launched as the browser tests launch it, with `user` logged in."""
    from tests.browser import CHROMIUM, CHROMIUM_ARGS

    browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
    page = browser.new_context(base_url=url, viewport={"width": 1280, "height": 900}).new_page()
    page.set_default_timeout(timeout_ms)
    page.goto("/accounts/login/")
    page.fill("#id_username", user.username)
    page.fill("#id_password", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_url(re.compile(r"/$"))
    return browser, page


def a_run():
    """A run of the canonical ticket, left queued: nobody walks it but this process."""
    from runs import tasks
    from tests.runtime_world import build_world, start, ticket

    tasks.walk_run.delay_on_commit = lambda *a, **k: None
    build_world()
    return start(ticket(ref="BENCH-LIVE"), script={"turns": []})


def commit_event(run_id: int, n: int) -> tuple[int, float]:
    """One event committed as a walk commits it; the wall-clock ms at which the commit returned
    (before the announcement is sent: that is part of the latency)."""
    from django.db import transaction

    from runs import record

    committed = []
    with transaction.atomic():
        transaction.on_commit(lambda: committed.append(time.time() * 1000))  # registered first: runs before the announcement
        run = record.lock_run(run_id)
        event = record.append(run, "walk_started", {"worker": "bench-live", "attempt": n}, actor="system")
    return event.seq, committed[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, default=200)
    parser.add_argument("--burst", type=int, default=50, help="events sent back to back after the lone ones (0: none)")
    parser.add_argument("--embedded", action="store_true",
                        help="the embedded path instead: SQLite, in-process worker and channel layer, the offline agent paced")
    parser.add_argument("--quiet-ms", type=float, default=None,
                        help="embedded: a commit is lone when none came this long before it (default: the run page's push interval or coalescing window, the longer, + 50 ms)")
    parser.add_argument("--json", required=True)
    parser.add_argument("--log", default=str(ROOT / "var" / "bench-live-server.log"))
    args = parser.parse_args()
    if args.embedded:
        return embedded(args)
    import django

    django.setup()
    from tests.browser import CHROMIUM

    if not CHROMIUM.exists():
        raise SystemExit(f"no {CHROMIUM} (apt-get install chromium)")
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group
    from django.db import connections
    from playwright.sync_api import sync_playwright

    from runs.people.roles import ensure_role_groups
    from runs.processes import stop_group

    ensure_role_groups()
    user = get_user_model().objects.create_user("bench-lead", password=PASSWORD)
    user.groups.add(Group.objects.get(name="support_lead"))
    run = a_run()
    Path(args.log).parent.mkdir(parents=True, exist_ok=True)
    proc, url = serve(Path(args.log))
    from django.conf import settings

    # Past the run page's push interval and the coalescing window: the next event is a lone message.
    pace = max(settings.LIVE_RUN_PUSH_INTERVAL_SECONDS, settings.LIVE_COALESCE_SECONDS) + 0.05
    latencies: list[float] = []
    burst: list[float] = []
    # The worker's commits from a thread of their own: a worker has no event loop, and the
    # announcement (async_to_sync) refuses to run in this one, where Playwright's loop runs.
    worker = ThreadPoolExecutor(max_workers=1)
    try:
        with sync_playwright() as playwright:
            browser, page = logged_in(playwright, url, user, timeout_ms=20_000)
            page.goto(f"/runs/{run.pk}/")
            page.wait_for_selector('#live[data-state="open"]', state="attached")
            page.evaluate(WATCH)

            def shown_after_commit(n: int) -> float:
                seq, committed = worker.submit(commit_event, run.pk, n).result()
                handle = page.wait_for_function(f"() => window.__seen['event-{seq}']", polling="raf")
                return handle.json_value() - committed

            for n in range(1, args.events + 1):
                time.sleep(pace)
                latencies.append(shown_after_commit(n))
                if n % 50 == 0 or n == args.events:
                    say(f"{n}/{args.events} lone events: p50 {percentile(latencies, 50):.0f} ms, p95 {percentile(latencies, 95):.0f} ms so far")
            for n in range(args.events + 1, args.events + args.burst + 1):
                burst.append(shown_after_commit(n))
            if burst:
                say(f"{len(burst)} events back to back: p50 {percentile(burst, 50):.0f} ms, p95 {percentile(burst, 95):.0f} ms")
            browser.close()
    finally:
        worker.submit(connections.close_all).result()
        worker.shutdown()
        stop_group(proc, 10)
    out = {"events": len(latencies), "p50": round(percentile(latencies, 50), 1), "p95": round(percentile(latencies, 95), 1),
           "max": round(max(latencies), 1), "path": "PostgreSQL + Redis, daphne (manage.py demo), this process as the worker",
           "pace_s": round(pace, 3), "push_interval_s": settings.LIVE_RUN_PUSH_INTERVAL_SECONDS,
           "coalesce_s": settings.LIVE_COALESCE_SECONDS}
    if burst:
        out["back_to_back"] = {"events": len(burst), "p50": round(percentile(burst, 50), 1),
                               "p95": round(percentile(burst, 95), 1), "max": round(max(burst), 1)}
    Path(args.json).write_text(json.dumps(out, indent=2) + "\n")
    return 0


EMBEDDED_PACE_SECONDS = 0.6  # the offline agent's time per turn: a model's turns are seconds apart


def embedded(args) -> int:
    """`manage.py demo` as a newcomer runs it (SQLite, the worker a thread of the server, the
    in-memory channel layer), the offline agent taking EMBEDDED_PACE_SECONDS a turn. Tickets go in
    through `POST /api/tickets`; the server's own worker thread walks them and commits, and its
    announcement must wake the server's event loop. Latency: an announced commit's first event's
    `created_at` (stamped as a turn's events are inserted, just before the commit) to its appearance
    in the page. A model's answer is committed unannounced and shown with its turn (`series`)."""
    import tempfile
    import urllib.request

    scratch = Path(tempfile.mkdtemp(prefix="bench-live-embedded-"))
    for name in ("REDIS_URL", "DATABASE_URL", "SECRET_KEY"):
        os.environ.pop(name, None)
    os.environ.update({"SQLITE_PATH": str(scratch / "db.sqlite3"), "SUPERVISOR_EMBEDDED": "true", "PLAN_CONFIRMATION_RULE": "never",
                       "SUPERVISOR_MODEL": "offline"})
    import django

    django.setup()
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group
    from django.core.management import call_command
    from playwright.sync_api import sync_playwright

    from runs.models import Run, RunEvent
    from runs.people.roles import ensure_role_groups
    from runs.processes import stop_group
    from supervisor.models import ApiToken
    from tests.runtime_world import CANONICAL_BODY, build_world

    call_command("migrate", verbosity=0)
    ensure_role_groups()
    build_world()
    user = get_user_model().objects.create_user("bench-lead", password=PASSWORD)
    user.groups.add(Group.objects.get(name="support_lead"))
    key = "bench-embedded-token"
    ApiToken.objects.create(user=user, name="bench", digest=ApiToken.digest_of(key))
    log_path = Path(args.log)
    log_path.parent.mkdir(parents=True, exist_ok=True)
    os.environ["SUPERVISOR_OFFLINE_TURN_SECONDS"] = str(EMBEDDED_PACE_SECONDS)
    proc, url = serve(log_path)
    from django.conf import settings

    # A commit is lone when none came within the run page's push interval and coalescing window before it.
    quiet_ms = args.quiet_ms or (max(settings.LIVE_RUN_PUSH_INTERVAL_SECONDS, settings.LIVE_COALESCE_SECONDS) + 0.05) * 1000
    latencies: list[float] = []  # lone commits: the figure
    following: list[float] = []  # announced commits within the push interval of the one announced before
    answers: list[float] = []  # the model's recorded answers, shown with their turn's commit
    every_lone: list[float] = []  # lone among every commit, the answers too (as measured before they were told apart)
    trace: list[tuple] = []  # (run, seq, kinds, ms) of every commit seen on the page
    at_open: list[float] = []  # commits made while the page opened, shown by the socket's opening snapshot
    tickets = 0
    try:
        with sync_playwright() as playwright:
            browser, page = logged_in(playwright, url, user, timeout_ms=30_000)
            while len(latencies) < args.events and tickets < 60:
                tickets += 1
                body = json.dumps({"subject": "Delivery charged twice and a cracked panel", "body": CANONICAL_BODY,
                                   "customer_email": "maya@example.com", "order_ref": "SU-88421"}).encode()
                request = urllib.request.Request(url + "/api/tickets", data=body, method="POST", headers={
                    "Authorization": f"Bearer {key}", "Content-Type": "application/json"})
                run_id = json.loads(urllib.request.urlopen(request, timeout=30).read())["run_id"]
                page.goto(f"/runs/{run_id}/")
                page.wait_for_selector('#live[data-state="open"]', state="attached")
                page.evaluate(WATCH)
                watched = time.time() * 1000  # the socket is open: what committed before is the opening snapshot's
                deadline = time.monotonic() + 60
                while time.monotonic() < deadline and not Run.objects.filter(pk=run_id, status__in=Run.FINISHED + Run.WAITING).exists():
                    time.sleep(0.2)
                time.sleep(1.5)  # the last push of the run
                seen = page.evaluate("() => window.__seen")
                events = RunEvent.objects.filter(run_id=run_id).order_by("seq").values_list("seq", "kind", "created_at")
                commits = commits_of([(seq, kind, created.timestamp() * 1000) for seq, kind, created in events])
                for commit in commits:
                    commit["at"] = seen.get(f"event-{commit['seq']}")  # 0 or absent: on the page before we watched
                    if commit["at"]:
                        trace.append((run_id, commit["seq"], sorted(commit["kinds"]), round(commit["at"] - commit["stamp"], 1)))
                # A commit made while the page was opening (the worker starts on the POST) is shown by
                # the socket's opening snapshot, not by a push: its own series.
                at_open.extend(c["at"] - c["stamp"] for c in commits if c["at"] and c["last"] < watched)
                for c in commits:
                    if c["last"] < watched:
                        c["at"] = None
                for into, got in zip((latencies, following, answers, every_lone), series(commits, quiet_ms)):
                    into.extend(got)
                say(f"ticket {tickets} (run {run_id}): {len(latencies)} lone commits so far, p50 {percentile(latencies, 50):.0f} ms, "
                    f"p95 {percentile(latencies, 95):.0f} ms; {len(following)} within the push interval of the one before")
            browser.close()
    finally:
        stop_group(proc, 10)
    out = {"commits": len(latencies), "tickets": tickets, "p50": round(percentile(latencies, 50), 1),
           "p95": round(percentile(latencies, 95), 1), "max": round(max(latencies), 1),
           "path": "embedded: SQLite, the worker a thread of the server, in-memory channel layer (manage.py demo)",
           "pace_s": EMBEDDED_PACE_SECONDS, "quiet_ms": quiet_ms, "push_interval_s": settings.LIVE_RUN_PUSH_INTERVAL_SECONDS,
           "coalesce_s": settings.LIVE_COALESCE_SECONDS}
    if following:
        out["following"] = {"commits": len(following), "p50": round(percentile(following, 50), 1), "p95": round(percentile(following, 95), 1)}
    if answers:
        out["model_answers"] = {"commits": len(answers), "p50": round(percentile(answers, 50), 1), "p95": round(percentile(answers, 95), 1),
                                "note": "a model answer's insert to the page: includes applying its turn, whose commit announces both"}
    out["every_commit_lone"] = {"commits": len(every_lone), "p50": round(percentile(every_lone, 50), 1),
                                "p95": round(percentile(every_lone, 95), 1)}
    out["values_ms"] = {"lone": [round(x, 1) for x in latencies], "following": [round(x, 1) for x in following],
                        "model_answers": [round(x, 1) for x in answers]}  # to pool rounds
    out["values_ms"]["at_open"] = [round(x, 1) for x in at_open]
    if at_open:
        out["at_open"] = {"commits": len(at_open), "p50": round(percentile(at_open, 50), 1), "p95": round(percentile(at_open, 95), 1),
                          "note": "committed while the page was opening: shown by the socket's opening snapshot, not a push"}
    out["trace"] = trace  # (run, first seq, kinds, ms) of every commit seen on the page
    Path(args.json).write_text(json.dumps(out, indent=2) + "\n")
    return 0


def commits_of(events: list[tuple[int, str, float]]) -> list[dict]:
    """A run's events grouped into the commits that wrote them (a commit's events are stamped
    together, each commit's more than 5 ms after the one before): its first seq, stamp and kinds."""
    commits: list[dict] = []
    for seq, kind, stamp in events:
        if commits and stamp - commits[-1]["last"] <= 5:
            commits[-1]["kinds"].add(kind)
        else:
            commits.append({"seq": seq, "stamp": stamp, "kinds": {kind}})
        commits[-1]["last"] = stamp
    return commits


def split_lone(commits: list[dict], quiet_ms: float) -> tuple[list[float], list[float]]:
    """Latencies of one run's commits none came within `quiet_ms` before (lone), and of the others
    (those seen on the page only: one shown before the page was watched is no measurement)."""
    lone, others, before = [], [], None
    for c in commits:
        if c["at"]:
            (lone if before is None or c["stamp"] - before > quiet_ms else others).append(c["at"] - c["stamp"])
        before = c["last"]
    return lone, others


def series(commits: list[dict], quiet_ms: float) -> tuple[list[float], list[float], list[float], list[float]]:
    """One run's (lone, following, model answers, lone among every commit).

    A walk commits a model's answer before applying it and announces it not alone: the turn's commit, a moment later, announces both (runs.walk.walker,
    one announcement per turn). So an answer's commit is not a commit the page is told of; it is
    measured apart (its insert to the page, the turn's application included), and the announced
    commits are lone or following by the announced commit before them."""
    answers = [c["at"] - c["stamp"] for c in commits if c["kinds"] == {"model_response"} and c["at"]]
    lone, following = split_lone([c for c in commits if c["kinds"] != {"model_response"}], quiet_ms)
    return lone, following, answers, split_lone(commits, quiet_ms)[0]


if __name__ == "__main__":
    sys.exit(main())
