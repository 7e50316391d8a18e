"""Load and a fault at once, on this machine only: `make loadtest` (or `--short`, the CI version).

    manage.py loadtest --json var/loadtest.json [--users 50] [--tickets 20] [--duration 90] [--short]

On PostgreSQL and Redis, with the demo shop seeded (`manage.py seed_demo --demo-deployment`). It
- serves the site with daphne on a free port of 127.0.0.1 and starts two Celery workers;
- logs in N people (reviewers, support leads, auditors; sessions made here, no password hashing)
  and drives them with locust, headless, for --duration seconds: each keeps a live socket open
  and browses every page; reviewers confirm plans and leads approve refunds from their queues;
- meanwhile sends --tickets tickets through `POST /api/tickets` (each on its own copy of the part
  of the demo shop it touches), which the workers walk, and SIGKILLs one worker with its pool
  child once, mid-run, and starts it again;
- lets the runs settle (confirming what still waits, for at most --drain seconds), then checks the
  record and the shop (runs.crashtest.audit): nothing lost, no refund or return twice, no gap in
  a run's seq;
- prints requests, errors, p50/p95 per page, runs finished and those counters, and writes them
  as JSON. Exit status 1 when an error or a durability counter is not zero, or when a page's or
  an action's p95 is over --p95-goal-ms (500 ms; a whole export's download and a socket's connect
  are reported beside it, not held to it).

The site is served as a deployment serves it behind its proxy (README, "Running it for real"):
pages by --servers gunicorn sync workers (default 3, each in a session of its own), each serving one request at a time, and the
live sockets by --socket-servers daphne processes (default 1) on a port of their own; locust asks
the pages from gunicorn and opens its sockets on daphne with the pages' origin. `--pages daphne`
is the earlier shape: --servers daphne processes (default 2) serving pages and sockets on one port,
each page in a thread of its own. Both serve the site timed from the inside (supervisor.loadtest.wsgi
and .asgi): the report adds, per page, the wait before the view began, the time and CPU in it and its
queries; socket handshakes; push renders; CPU seconds per process group (servers, workers, locust,
database) and the machine's load.

Every process it starts listens on or talks to 127.0.0.1 only, and stops when the run ends.
"""

from __future__ import annotations

import csv
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from datetime import datetime, timezone as dt_timezone
from pathlib import Path
from types import SimpleNamespace

from django.conf import settings
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY, get_user_model
from django.contrib.auth.models import Group
from django.contrib.sessions.backends.db import SessionStore
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction

from runs.crashtest import WorkerProcess, act_as_people, audit, database_url
from runs.evals.world import Renaming, WorldError, build_world as copy_world, demo_world
from runs.models import Run, Ticket
from runs.processes import stop_group
from runs.shop import models as shop
from runs.shop.demo_data import build_shop
from supervisor.loadtest.measure import CpuSampler, children, machine_busy, server_timings
from supervisor.models import ApiToken
from runs.people.roles import ensure_role_groups

LOCUSTFILE = Path(__file__).resolve().parents[2] / "loadtest" / "locustfile.py"
ROLES = ["reviewer", "support_lead", "auditor", "reviewer", "support_lead"]  # 2 : 2 : 1
SETTLED = (*Run.FINISHED, Run.Status.AWAITING_ESCALATION)
SHORT = {"users": 10, "tickets": 5, "duration": 15, "kill_after": 1, "drain": 45}
EXPORTS = (".csv", ".jsonl")
LEASE_SECONDS = 5  # a killed worker's run is taken over this soon
HELPDESKS = 4  # locust users sending the API tickets side by side
PAGE_SERVERS = {"gunicorn": 3, "daphne": 2}  # what serves the pages, and its default number of processes


class LoadSpace(Renaming):
    """How one load-test ticket's copy of the demo shop is named: -LT<k>, order numbers + 9<k>."""

    def __init__(self, k: int):
        self.k = k

    @property
    def tag(self) -> str:
        return f"LT{self.k}"

    @property
    def digits(self) -> str:
        return f"9{self.k:05d}"


class Command(BaseCommand):
    help = "Load the site (locust, 127.0.0.1 only) while two workers walk API tickets and one is killed; report and check."

    def add_arguments(self, parser):
        parser.add_argument("--json", required=True, help="Write the report here (it is printed too)")
        parser.add_argument("--users", type=int, default=50, help="Logged-in people browsing (default 50)")
        parser.add_argument("--tickets", type=int, default=20, help="Tickets sent through the API (default 20)")
        parser.add_argument("--duration", type=int, default=90, help="Seconds of load (default 90)")
        parser.add_argument("--kill-after", type=float, default=20, help="Seconds into the load when a worker is SIGKILLed mid-run")
        parser.add_argument("--drain", type=float, default=120, help="Seconds the runs get to settle after the load (default 120)")
        parser.add_argument("--short", action="store_true", help=f"The CI version: {SHORT}")
        parser.add_argument("--pages", choices=PAGE_SERVERS, default="gunicorn",
                            help="What serves the pages: gunicorn sync workers, sockets on daphne (default), or daphne for both")
        parser.add_argument("--servers", type=int, default=0,
                            help=f"Processes serving the pages (default: {PAGE_SERVERS['gunicorn']} gunicorn workers, "
                                 f"{PAGE_SERVERS['daphne']} daphne processes)")
        parser.add_argument("--socket-servers", type=int, default=1,
                            help="daphne processes serving the sockets beside gunicorn (default 1)")
        parser.add_argument("--p95-goal-ms", type=float, default=500.0,
                            help="A page's or action's p95 above this fails the run (default 500; exports and socket connects are not held to it)")
        parser.add_argument("--logs", default="", help="Folder for the server's, workers' and locust's logs (default: a temp folder)")

    def handle(self, *args, **opts):
        if opts["short"]:
            opts.update(SHORT)
        opts["servers"] = opts["servers"] or PAGE_SERVERS[opts["pages"]]
        self._refuse_unless_ready(opts)
        stamp = datetime.now(dt_timezone.utc).strftime("%y%m%d%H%M%S")
        logs = Path(opts["logs"]) if opts["logs"] else Path(tempfile.mkdtemp(prefix="supervisor-loadtest-"))
        logs.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "DATABASE_URL": database_url(), "REDIS_URL": settings.REDIS_URL, "PYTHONUNBUFFERED": "1",
               "SUPERVISOR_MODEL": "offline", "RUN_LEASE_SECONDS": str(LEASE_SECONDS), "LOG_LEVEL": "WARNING"}
        env.pop("SUPERVISOR_CRASHTEST_DIR", None)
        people = self._people(opts["users"], stamp)
        reviewer = get_user_model().objects.get(username=next(p["username"] for p in people if p["role"] == "reviewer"))
        lead = get_user_model().objects.get(username=next(p["username"] for p in people if p["role"] == "support_lead"))
        api_user = self._user(f"load{stamp}-api", "support_lead")
        api_key = ApiToken.issue(user=api_user, name=f"load test {stamp}", days=1)[1]
        tickets = self._tickets(opts["tickets"], stamp)

        server = workers = locust = None
        killed: dict = {}
        sampler = CpuSampler()
        try:
            server = self._serve(env, logs, opts)
            url = server.url
            workers = [WorkerProcess(f"load{i + 1}-{stamp}", logs / f"worker-{i + 1}.log", env) for i in range(2)]
            for w in workers:
                w.start()
            for w in workers:
                if not w.wait_ready():
                    raise CommandError(f"worker {w.name} did not start; its log: {w.log_path}\n{w.log()[-2000:]}")
            plan = {"people": people, "api_key": api_key, "tickets": tickets, "origin": url, "ws_url": server.ws_url,
                    "ticket_every": max(0.2, opts["duration"] * 0.3 / max(1, len(tickets))), "helpdesks": min(HELPDESKS, len(tickets)),
                    "sockets_file": str(logs / "sockets.json")}
            (logs / "plan.json").write_text(json.dumps(plan))
            self._say(f"pages {url} ({server.shape}), sockets {server.ws_url}, 2 workers, {len(people)} people, {len(tickets)} tickets over the API, {opts['duration']} s; logs in {logs}")
            for pid in server.groups():
                sampler.watch("servers", pid)
            for w in workers:
                sampler.watch("workers", w.proc.pid)
            self._watch_database(sampler)
            machine_before, load_before = machine_busy(), os.getloadavg()
            started = time.monotonic()
            locust = self._locust(url, opts, env, logs)
            sampler.watch("locust", locust.pid)
            sampler.sample()
            killed = self._kill_once_mid_run(workers, stamp, started + opts["kill_after"], locust, sampler)
            deadline = time.monotonic() + opts["duration"] + 60
            while locust.poll() is None and time.monotonic() < deadline:
                self._sample(sampler)
                time.sleep(0.5)
            load_seconds = time.monotonic() - started
            self._sample(sampler, database=True)
            machine_after, load_after = machine_busy(), os.getloadavg()
            run_ids = list(Run.objects.filter(ticket__ref__startswith=f"LT{stamp}-").values_list("pk", flat=True))
            # Runs walked faster than the load lasted: the kill waits for a walk the drain's people resume.
            kill_later = None if killed else (lambda: self._kill_if_walking(workers, stamp, sampler, started))
            settled_in, people_after, killed_later = self._drain(run_ids, reviewer, lead, opts["drain"], workers, kill_later)
            killed = killed or killed_later
        finally:
            if locust is not None and locust.poll() is None:
                stop_group(locust, 10)
            for w in workers or []:
                if w.alive:
                    w.proc.terminate()
            for w in workers or []:
                w.stop()
            if server is not None:
                server.stop()

        report = audit(run_ids, lease_seconds=LEASE_SECONDS)
        counts = report.counts()
        pages = _locust_stats(logs / "locust_stats.csv")
        total = pages.pop("Aggregated", {"requests": 0, "errors": 0, "p50_ms": 0, "p95_ms": 0})
        server_errors = sum(len(re.findall(r'" 5\d\d |Traceback', log.read_text(errors="replace"))) for log in logs.glob("server*.log"))
        sockets = json.loads((logs / "sockets.json").read_text()) if (logs / "sockets.json").exists() else {}
        result = {
            "date": datetime.now(dt_timezone.utc).isoformat(timespec="seconds"),
            "users": opts["users"], "tickets_sent": len(tickets), "duration_seconds": opts["duration"], "short": opts["short"],
            "requests": total["requests"], "errors": total["errors"], "server_errors_in_log": server_errors,
            "p50_ms": total["p50_ms"], "p95_ms": total["p95_ms"], "pages": pages,
            "socket_pushes_received": sockets.get("received", 0),
            "runs_started": len(run_ids), "runs_finished": counts["runs_finished"], "runs_done": counts["runs_done"],
            "runs_waiting": counts["runs_waiting"], "settled_seconds_after_load": settled_in,
            "worker_killed": killed,
            "lost": counts["runs_lost"], "duplicate_effects": counts["duplicate_refunds"] + counts["duplicate_returns"],
            "unrecorded_effects": counts["unrecorded_effects"], "seq_gaps": counts["seq_gaps"],
            "overlapping_walks": counts["overlapping_walks"],
            "refunds_made": report.refunds, "returns_made": report.returns, "walks": report.walks,
            "people_after_load": people_after, "seconds": {"load": round(load_seconds, 1)}, "logs": str(logs),
            "details": report.as_payload()["details"],
        }
        wall = max(machine_after[1] - machine_before[1], 1e-9)
        used = sampler.seconds()
        result["inside"] = server_timings(logs)
        result["cpu_seconds"] = used
        result["machine"] = {
            "cores": os.cpu_count(), "load_average_before": [round(v, 2) for v in load_before],
            "load_average_after": [round(v, 2) for v in load_after],
            "busy_share": round((machine_after[0] - machine_before[0]) / wall, 2),  # of all cores, during the load
            "this_test_share": round(sum(used.values()) / wall, 2),
        }
        must_be_zero = {k: result[k] for k in ("errors", "server_errors_in_log", "lost", "duplicate_effects", "unrecorded_effects",
                                                "seq_gaps", "overlapping_walks")}
        goal = opts["p95_goal_ms"]
        slow = pages_over_goal(pages, goal)
        result["servers"] = opts["servers"]
        result["shape"] = server.shape
        result["goals"] = {"p95_ms": goal, "pages_over_goal": slow, "met": not slow}
        result["ok"] = (not any(must_be_zero.values()) and len(run_ids) == len(tickets) and bool(killed.get("run"))
                        and not slow)
        Path(opts["json"]).parent.mkdir(parents=True, exist_ok=True)
        Path(opts["json"]).write_text(json.dumps(result, indent=2, default=str) + "\n")
        self._print(result)
        if not result["ok"]:
            raise CommandError(f"load test failed: {json.dumps({k: v for k, v in must_be_zero.items() if v})}; "
                               f"{len(run_ids)} of {len(tickets)} tickets became runs; worker killed mid-run: {bool(killed.get('run'))}; "
                               f"p95 over the {goal:.0f} ms goal: {json.dumps(slow) if slow else 'none'}. "
                               f"Details in {opts['json']}, logs in {logs}")

    # -----------------------------------------------------------------------------------------------
    def _refuse_unless_ready(self, opts) -> None:
        if connection.vendor != "postgresql" or not settings.REDIS_URL:
            raise CommandError("loadtest needs PostgreSQL and Redis (DATABASE_URL=postgres://..., REDIS_URL=redis://...).")
        if opts["users"] < 3 or opts["tickets"] < 1 or opts["duration"] < 5:
            raise CommandError("--users must be at least 3, --tickets at least 1, --duration at least 5.")
        refs = [t.ref for t in build_shop().tickets]
        if Ticket.objects.filter(ref__in=refs).count() < len(refs):
            raise CommandError("The demo shop is not seeded: run `manage.py seed_demo --demo-deployment` first.")

    def _user(self, username: str, role: str):
        user = get_user_model().objects.create(username=username)
        user.set_unusable_password()  # nobody logs in with a password: the sessions are made here
        user.save(update_fields=["password"])
        user.groups.add(Group.objects.get(name=role))
        return user

    def _people(self, n: int, stamp: str) -> list[dict]:
        """N people with a role each, and a logged-in session each (as `login()` would write it)."""
        ensure_role_groups()
        people = []
        for i in range(n):
            role = ROLES[i % len(ROLES)]
            user = self._user(f"load{stamp}-{i + 1:02d}", role)
            session = SessionStore()
            session[SESSION_KEY], session[BACKEND_SESSION_KEY] = str(user.pk), "django.contrib.auth.backends.ModelBackend"
            session[HASH_SESSION_KEY] = user.get_session_auth_hash()
            session.create()
            people.append({"username": user.username, "role": role, "session": session.session_key})
        return people

    def _tickets(self, n: int, stamp: str) -> list[dict]:
        """N API payloads from the demo tickets' texts, each on its own copy of the demo shop it touches."""
        demo = list(Ticket.objects.filter(ref__in=[t.ref for t in build_shop().tickets]).order_by("ref"))
        worlds = {t.ref: demo_world(t) for t in demo}
        k = _copies_made()
        payloads = []
        for i in range(n):
            t = demo[i % len(demo)]
            while True:
                k += 1
                try:
                    with transaction.atomic():  # a copy that cannot be made leaves nothing behind
                        rewrite = copy_world(worlds[t.ref], LoadSpace(k), case=SimpleNamespace(where="loadtest", id=t.ref))
                    break
                except WorldError:  # a copy under this name exists (an earlier load test): take the next name
                    continue
            payloads.append({"ref": f"LT{stamp}-{i + 1:03d}", "subject": rewrite.text(t.subject)[:200], "body": rewrite.text(t.body),
                             "customer_email": rewrite.text(t.customer_email), "order_ref": rewrite.text(t.order_ref)})
        return payloads

    def _serve(self, env: dict, logs: Path, opts: dict) -> SimpleNamespace:
        """The site on free ports of 127.0.0.1, on sockets bound here and handed to the servers.

        gunicorn (default): --servers sync workers take the pages from one socket, each one request at
        a time, so a page never waits inside its process for Python's lock behind another page or a
        push (it waits in the kernel's accept queue for a free worker instead); --socket-servers
        daphne processes take the sockets on another, allowing the pages' origin, as a proxy sending
        /ws/ to daphne and the rest to gunicorn would. daphne: --servers daphne processes share one
        socket for both, each page in a thread of its own. Either way the kernel spreads connections
        over a socket's processes, and sockets in different processes share the channel layer (Redis)."""
        os.makedirs(settings.STATIC_ROOT, exist_ok=True)  # WhiteNoise warns about a missing folder
        pages = _listener()
        url = f"http://127.0.0.1:{pages.getsockname()[1]}"
        listeners = [pages]
        # gunicorn's --preload: the site is imported once (seconds of CPU) and its workers forked from it;
        # importing it opens no database connection, so no worker inherits one.
        # Sockets from this site's own pages only; each process writes where its time went (supervisor.loadtest.timing).
        env = {**env, "WEBSOCKET_ALLOWED_ORIGINS": url, "LOADTEST_TIMING": str(logs / "timing")}
        procs = []

        def start(name: str, cmd: list[str], fd: int) -> None:
            with open(logs / f"server-{name}.log", "ab") as log:
                procs.append(subprocess.Popen(cmd, cwd=settings.BASE_DIR, env=env, stdin=subprocess.DEVNULL, stdout=log,
                                              stderr=subprocess.STDOUT, pass_fds=(fd,), start_new_session=True))

        def daphne(fd: int) -> list[str]:
            return [sys.executable, "-m", "daphne", "--fd", str(fd), "-v", "1", "--access-log", "-", "supervisor.loadtest.asgi:application"]

        if opts["pages"] == "gunicorn":
            sockets = _listener()
            listeners.append(sockets)
            ws_url = f"ws://127.0.0.1:{sockets.getsockname()[1]}"
            start("pages", [sys.executable, "-m", "gunicorn", "--bind", f"fd://{pages.fileno()}", "--workers", str(opts["servers"]),
                            "--worker-class", "sync", "--preload", "--config", "python:supervisor.loadtest.gunicorn_conf", "--timeout", "60", "--graceful-timeout", "5", "--access-logfile", "-",
                            "--log-level", "warning", "supervisor.loadtest.wsgi:application"], pages.fileno())
            for i in range(max(1, opts["socket_servers"])):
                start(f"sockets-{i + 1}", daphne(sockets.fileno()), sockets.fileno())
            shape = f"{opts['servers']} gunicorn sync workers; sockets on {max(1, opts['socket_servers'])} daphne"
            ready = [url, ws_url.replace("ws://", "http://")]
        else:
            ws_url = url.replace("http://", "ws://")
            for i in range(max(1, opts["servers"])):
                start(str(i + 1), daphne(pages.fileno()), pages.fileno())
            shape = f"{opts['servers']} daphne for pages and sockets"
            ready = [url]

        def stop():
            for proc in procs:
                stop_group(proc, 10)
            for listener in listeners:
                listener.close()

        def groups() -> list[int]:
            """The servers' process groups: each process's own (gunicorn's workers leave their master's)."""
            return [p.pid for p in procs] + [pid for p in procs for pid in children(p.pid)]

        server = SimpleNamespace(procs=procs, url=url, ws_url=ws_url, shape=shape, stop=stop, groups=groups)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and all(p.poll() is None for p in procs):
            if all(_answers(f"{base}/accounts/login/") for base in ready):
                return server
            time.sleep(0.2)
        stop()
        raise CommandError(f"the server did not start; its logs in {logs}:\n"
                           + "\n".join(log.read_text(errors="replace")[-3000:] for log in sorted(logs.glob("server-*.log"))))

    def _locust(self, url: str, opts: dict, env: dict, logs: Path) -> subprocess.Popen:
        cmd = [sys.executable, "-m", "locust", "-f", str(LOCUSTFILE), "--headless", "--host", url,
               "-u", str(opts["users"] + min(HELPDESKS, opts["tickets"])), "-r", str(max(5, opts["users"] // 10)), "-t", f"{opts['duration']}s",
               "--stop-timeout", "5", "--csv", str(logs / "locust"), "--only-summary", "--exit-code-on-error", "0",
               "--loglevel", "WARNING", "--skip-log-setup"]
        log = open(logs / "locust.log", "ab")
        return subprocess.Popen(cmd, cwd=settings.BASE_DIR, env={**env, "LOADTEST_PLAN": str(logs / "plan.json")},
                                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)

    def _watch_database(self, sampler: CpuSampler) -> None:
        """The database's server processes that serve this database (not this command's own)."""
        with connection.cursor() as cursor:
            cursor.execute("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
            for (pid,) in cursor.fetchall():
                sampler.watch_pid("database", pid)

    def _sample(self, sampler: CpuSampler, *, database: bool = False) -> None:
        self._samples = getattr(self, "_samples", 0) + 1
        if database or self._samples % 10 == 0:  # connections the pools open meanwhile
            self._watch_database(sampler)
        sampler.sample()

    def _kill_once_mid_run(self, workers, stamp: str, not_before: float, locust: subprocess.Popen, sampler: CpuSampler) -> dict:
        """SIGKILL the first worker that holds a run's lease once the time has come; start it again."""
        while locust.poll() is None:
            self._sample(sampler)
            if time.monotonic() >= not_before:
                killed = self._kill_if_walking(workers, stamp, sampler, not_before)
                if killed:
                    return killed
            time.sleep(0.1)
        return {}

    def _kill_if_walking(self, workers, stamp: str, sampler: CpuSampler, since: float) -> dict:
        """SIGKILL the worker walking one of the load's runs right now, if any, and start it again."""
        holding = (Run.objects.filter(ticket__ref__startswith=f"LT{stamp}-", status=Run.Status.RUNNING)
                   .exclude(lease_owner="").values_list("pk", "lease_owner").first())
        if not holding:
            return {}
        victim = next((w for w in workers if w.alive and _walker_group(holding[1]) == w.proc.pid), None)
        if victim is None or not victim.kill():
            return {}
        victim.start()
        sampler.watch("workers", victim.proc.pid)
        self._say(f"SIGKILLed worker {victim.name} while it walked run {holding[0]}; started it again")
        return {"worker": victim.name, "run": holding[0], "at_seconds": round(time.monotonic() - since, 1)}

    def _drain(self, run_ids, reviewer, lead, seconds: float, workers, kill=None) -> tuple[float | None, dict, dict]:
        """Let the runs settle, confirming what still waits for a person (the load's people have gone).

        `kill`, when the load ended before a worker could be killed mid-walk, is tried between the
        people's actions: their confirmations resume walks, and one of those is the fault."""
        started = time.monotonic()
        done: dict[str, int] = {}
        killed: dict = {}
        while time.monotonic() - started < seconds:
            for kind, n in act_as_people(run_ids, reviewer=reviewer, lead=lead).items():
                done[kind] = done.get(kind, 0) + n
            for _ in range(6 if kill and not killed else 0):
                killed = kill()
                if killed:
                    break
                time.sleep(0.05)
            for w in workers:
                if not w.alive:
                    w.start()
            if Run.objects.filter(pk__in=run_ids, status__in=SETTLED).count() == len(run_ids):
                return round(time.monotonic() - started, 1), done, killed
            time.sleep(0.3)
        return None, done, killed

    def _print(self, r: dict) -> None:
        out = self.stdout.write
        out(f"\nLoad: {r['users']} people, {r['tickets_sent']} API tickets, {r['duration_seconds']} s"
            f"{' (short)' if r['short'] else ''}; worker killed mid-run: {r['worker_killed'] or 'no'}")
        out(f"{'page':<36}{'requests':>10}{'errors':>8}{'p50 ms':>8}{'p95 ms':>8}")
        for name, s in sorted(r["pages"].items()):
            out(f"{name[:36]:<36}{s['requests']:>10}{s['errors']:>8}{s['p50_ms']:>8}{s['p95_ms']:>8}")
        out(f"{'all':<36}{r['requests']:>10}{r['errors']:>8}{r['p50_ms']:>8}{r['p95_ms']:>8}")
        out(f"server errors in its log: {r['server_errors_in_log']}; socket pushes received: {r['socket_pushes_received']}")
        out(f"runs: {r['runs_started']} started, {r['runs_finished']} finished ({r['runs_done']} done), {r['runs_waiting']} waiting; "
            f"settled {r['settled_seconds_after_load']} s after the load")
        out(f"durability: lost {r['lost']}, duplicate effects {r['duplicate_effects']}, seq gaps {r['seq_gaps']}, "
            f"unrecorded effects {r['unrecorded_effects']}, overlapping walks {r['overlapping_walks']}")
        inside = r.get("inside")
        if inside:
            out(f"\ninside the servers ({r['shape']}): wait = arrival until the view began, view = in its thread")
            out(f"{'page':<36}{'wait p50':>9}{'p95':>7}{'view p50':>9}{'p95':>7}{'cpu ms':>8}{'queries':>8}")
            for name, s in [*inside["pages"].items(), ("all", inside["all"])]:
                out(f"{name[:36]:<36}{s['wait_p50_ms']:>9}{s['wait_p95_ms']:>7}{s['view_p50_ms']:>9}{s['view_p95_ms']:>7}"
                    f"{s['cpu_mean_ms']:>8}{s['queries_max']:>8}")
            sk, pu = inside["sockets"], inside["pushes"]
            out(f"sockets: {sk['accepted']} accepted (p50 {sk['accept_p50_ms']} ms, p95 {sk['accept_p95_ms']}, max {sk['accept_max_ms']}), "
                f"{sk['refused']} refused; pushes: {pu['renders']} renders (p50 {pu['render_p50_ms']} ms, p95 {pu['render_p95_ms']}), "
                f"{pu['cpu_seconds']} CPU s, {pu['queries_mean']} queries each; views: {inside['view_cpu_seconds']} CPU s")
        if r.get("machine"):
            m = r["machine"]
            out("CPU seconds during the load: " + ", ".join(f"{k} {v}" for k, v in r["cpu_seconds"].items())
                + f"; the machine ({m['cores']} cores) was {m['busy_share']:.0%} busy, this test {m['this_test_share']:.0%}; "
                f"load average {m['load_average_before'][0]} before, {m['load_average_after'][0]} after")
        goals = r["goals"]
        out(f"p95 goal {goals['p95_ms']:.0f} ms: " + ("met" if goals["met"] else "MISSED by " + ", ".join(
            f"{name} {ms} ms" for name, ms in goals["pages_over_goal"].items())) + f" (pages: {r['shape']})")
        out(("OK" if r["ok"] else "FAILED") + f"; report in JSON: {r['logs']} and the --json file")

    def _say(self, text: str) -> None:
        sys.stderr.write(text + "\n")
        sys.stderr.flush()


def pages_over_goal(pages: dict[str, dict], goal_ms: float) -> dict[str, int]:
    """Pages and actions whose p95 is over the goal. A socket's connect and a whole export's download
    are reported beside them, not held to it."""
    return {name: page["p95_ms"] for name, page in pages.items()
            if page["p95_ms"] > goal_ms and not name.startswith("WS ") and not name.endswith(EXPORTS)}


def _listener() -> socket.socket:
    """A listening socket on a free port of 127.0.0.1, for server processes to share."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(1024)
    return listener


def _answers(url: str) -> bool:
    """Whether the site answers 200 here (the listener is ours, so it accepts before a server is up)."""
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.status == 200
    except (OSError, urllib.error.URLError):
        return False


def _copies_made() -> int:
    """The highest k of the demo shop's copies earlier load tests made (-LT<k>), whether or not their
    tickets were ever sent (a run cut short makes copies it never uses)."""
    taken = [0]
    for model in (shop.Customer, shop.Seller):
        for ref in model.objects.filter(ref__regex=r"-LT[0-9]+$").values_list("ref", flat=True):
            taken.append(int(ref.rsplit("-LT", 1)[1]))
    return max(taken)


def _walker_group(lease_owner: str) -> int | None:
    """The process group of the pool child named in a lease ("host:pid:task"): its worker's pid."""
    try:
        return os.getpgid(int(lease_owner.split(":")[1]))
    except (IndexError, ValueError, ProcessLookupError):
        return None


def _locust_stats(path: Path) -> dict[str, dict]:
    """Per page from locust's CSV: requests, errors, p50 and p95 in ms."""
    if not path.exists():
        return {}
    stats = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            name = row["Name"] if row["Type"] in ("", "GET") else f"{row['Type']} {row['Name']}"
            stats[name] = {"requests": int(row["Request Count"]), "errors": int(row["Failure Count"]),
                           "p50_ms": _ms(row["50%"]), "p95_ms": _ms(row["95%"])}
    return stats


def _ms(value: str) -> int:
    try:
        return int(float(value))
    except ValueError:
        return 0
