"""Walk many runs through real worker processes while killing them, then check what durability promises.

    manage.py crashtest --runs 50 --json var/crashtest.json [--workers 3] [--seed 7] [--timeout 900]

On PostgreSQL and Redis only, with the demo shop seeded (`manage.py seed_demo`). It
- creates N fresh tickets from the demo tickets' texts (cycling through them), each on its own copy of
  the part of the demo shop it touches (runs.evals.world), and starts a run on each (offline model);
- starts K `celery -A supervisor worker --pool=prefork -c 1` processes acting on the shop that dies
  around its effects (SHOP_BACKEND=runs.crashtest.crashing_shop), so a share of shop effects
  (refunds, returns, replies) kill their worker right before or right after the shop call, once each;
- meanwhile SIGKILLs a random worker's whole process group at random moments and starts it again;
- plays the people: the demo `reviewer` confirms plans and the demo `lead` approves refunds, through
  runs.people.actions, so runs can finish;
- stops when every run is done, failed with a reason or escalated to a person (or at --timeout), then
  checks the record and the shop (runs.crashtest.audit), replays every finished run from its record,
  and prints (and writes) the figures as JSON. Exit 1 if any counter that must be zero is not.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sys
import tempfile
import time
from datetime import datetime, timezone as dt_timezone
from pathlib import Path
from types import SimpleNamespace

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand, CommandError
from django.db import connection, transaction

from runs.crashtest import WorkerProcess, act_as_people, audit, database_url
from runs.evals.world import Renaming, WorldError, demo_world
from runs.evals.world import build_world as copy_world
from runs.models import Run, Ticket
from runs.replay import replay_and_record
from runs.services import run_start
from runs.shop.demo_data import build_shop
from runs.shop.models import Order, Refund, ReturnRequest

# Runs the people of the crash test leave alone: nobody resolves escalations.
SETTLED = (*Run.FINISHED, Run.Status.AWAITING_ESCALATION)


class Command(BaseCommand):
    help = "Walk N demo runs through real Celery workers that are killed on purpose, then check the record."

    def add_arguments(self, parser):
        parser.add_argument("--runs", type=int, required=True, help="How many runs to start")
        parser.add_argument("--json", required=True, help="Write the report here (it is printed too)")
        parser.add_argument("--workers", type=int, default=3, help="Worker processes (default 3)")
        parser.add_argument("--seed", type=int, default=None, help="Seed for the kills (default: random, reported)")
        parser.add_argument("--timeout", type=float, default=900.0, help="Give up after this many seconds (default 900)")
        parser.add_argument("--kill-every", default="3,9", help="Seconds between external kills, min,max (default 3,9); 0 for none")
        parser.add_argument("--storm-seconds", type=float, default=None,
                            help="Stop the external kills this many seconds after the runs start, so what the storm left "
                                 "is finished by workers left alone: a run still unsettled at the timeout is lost, not slow "
                                 "(default: kill until the timeout)")
        parser.add_argument("--crash-share", type=float, default=0.5,
                            help="Share of shop effects whose worker dies before/after the call (SUPERVISOR_CRASHTEST_SHARE, default 0.5)")
        parser.add_argument("--lease-seconds", type=int, default=10,
                            help="RUN_LEASE_SECONDS for the workers (default 10: a dead walker's run is taken over sooner)")
        parser.add_argument("--logs", default="", help="Keep the workers' logs in this folder (default: a temporary one, reported)")
        parser.add_argument("--no-replay", action="store_true", help="Skip replaying the finished runs")

    def handle(self, *args, **opts):
        self._refuse_unless_ready(opts)
        seed = opts["seed"] if opts["seed"] is not None else random.SystemRandom().randrange(1, 10**6)
        rng = random.Random(seed)
        kill_min, kill_max = _interval(opts["kill_every"])
        reviewer, lead = (get_user_model().objects.get(username=u) for u in ("reviewer", "lead"))
        crash_dir = Path(tempfile.mkdtemp(prefix="supervisor-crashtest-"))
        log_dir = Path(opts["logs"]) if opts["logs"] else Path(tempfile.mkdtemp(prefix="supervisor-crashtest-logs-"))
        env = {**os.environ, "DATABASE_URL": database_url(), "REDIS_URL": settings.REDIS_URL,
               # Only the workers act on the shop that dies around its effects; this process replays on the record's.
               "SHOP_BACKEND": "runs.crashtest.crashing_shop",
               "SUPERVISOR_CRASHTEST_DIR": str(crash_dir), "SUPERVISOR_CRASHTEST_SHARE": str(opts["crash_share"]),
               "RUN_LEASE_SECONDS": str(opts["lease_seconds"]), "PYTHONUNBUFFERED": "1", "SUPERVISOR_MODEL": "offline"}
        stamp = datetime.now(dt_timezone.utc).strftime("%y%m%d%H%M%S")
        workers = [WorkerProcess(f"crash{i + 1}-{stamp}", log_dir / f"worker-{i + 1}.log", env) for i in range(opts["workers"])]
        refund_after = Refund.objects.order_by("-id").values_list("id", flat=True).first() or 0
        return_after = ReturnRequest.objects.order_by("-id").values_list("id", flat=True).first() or 0
        started_at = time.monotonic()
        deadline = started_at + opts["timeout"]
        storm_ends = started_at + (opts["storm_seconds"] if opts["storm_seconds"] is not None else opts["timeout"])
        kills, people = 0, {"plans_confirmed": 0, "refunds_approved": 0, "refused": 0}
        run_ids: list[int] = []
        timed_out = False
        last_kill_at = None
        failed_starts: dict[str, int] = {}
        try:
            for w in workers:
                w.start()
            for w in workers:
                if not w.wait_ready():
                    raise CommandError(f"worker {w.name} did not start; its log: {w.log_path}\n{w.log()[-2000:]}")
            self._say(f"{len(workers)} workers ready (logs in {log_dir}); starting {opts['runs']} runs, seed {seed}")
            run_ids = self._start_runs(opts["runs"], stamp)
            next_kill = time.monotonic() + rng.uniform(kill_min, kill_max) if kill_max else None
            last_line = 0.0
            while True:
                now = time.monotonic()
                for kind, n in act_as_people(run_ids, reviewer=reviewer, lead=lead).items():
                    people[kind] = people.get(kind, 0) + n
                for w in workers:  # a worker that died on its own (not the crash hook: that kills only the pool child)
                    if not w.alive:
                        if w.ready_count() < w.starts:
                            failed_starts[w.name] = failed_starts.get(w.name, 0) + 1
                            if failed_starts[w.name] >= 3:
                                raise CommandError(f"worker {w.name} exits before it is ready; its log ({w.log_path}) ends:\n{w.log()[-2000:]}")
                        w.start()
                if next_kill is not None and now >= next_kill and now < storm_ends:
                    victim = rng.choice(workers)
                    if victim.kill():
                        kills += 1
                        last_kill_at = now - started_at
                    victim.start()
                    next_kill = now + rng.uniform(kill_min, kill_max)
                statuses = dict(Run.objects.filter(pk__in=run_ids).values_list("pk", "status"))
                settled = sum(1 for s in statuses.values() if s in SETTLED)
                if now - last_line >= 1.0:
                    last_line = now
                    self._progress(now - started_at, statuses, kills, _deaths(crash_dir), people)
                if settled == len(run_ids):
                    break
                if now > deadline:
                    timed_out = True
                    break
                time.sleep(0.3)
        finally:
            for w in workers:
                if w.alive:
                    w.proc.terminate()
            for w in workers:
                w.stop()
            sys.stderr.write("\n")
        walked_for = time.monotonic() - started_at
        self._say(f"walk phase over after {walked_for:.0f}s{' (timed out)' if timed_out else ''}; checking the record")
        report = audit(run_ids, lease_seconds=opts["lease_seconds"], refund_after=refund_after, return_after=return_after)
        replayed = self._replay(run_ids) if not opts["no_replay"] else {"replayed": 0, "identical": 0, "differ": []}
        deaths = _deaths(crash_dir)
        counts = report.counts()
        result = {
            "date": datetime.now(dt_timezone.utc).isoformat(timespec="seconds"),
            "runs": opts["runs"], "workers": opts["workers"], "seed": seed, "timeout_seconds": opts["timeout"], "timed_out": timed_out,
            "settings": {"RUN_LEASE_SECONDS": opts["lease_seconds"], "RUN_MAX_ATTEMPTS": settings.RUN_MAX_ATTEMPTS,
                         "SUPERVISOR_CRASHTEST_SHARE": opts["crash_share"], "kill_every_seconds": [kill_min, kill_max],
                         "storm_seconds": opts["storm_seconds"],
                         "CELERY_VISIBILITY_TIMEOUT": settings.CELERY_BROKER_TRANSPORT_OPTIONS.get("visibility_timeout")},
            **counts,
            "kills": {"external_sigkills": kills, "last_external_sigkill_at_seconds": None if last_kill_at is None else round(last_kill_at, 1), "crash_hook_deaths": len(deaths),
                      "crash_hook_before_shop_call": sum(1 for d in deaths if d.startswith("before-")),
                      "crash_hook_after_shop_call": sum(1 for d in deaths if d.startswith("after-")),
                      "total": kills + len(deaths)},
            "people": people,
            "replay": {"finished_runs_replayed": replayed["replayed"], "identical": replayed["identical"], "differ": len(replayed["differ"]),
                       "differing_runs": replayed["differ"]},
            "refunds_made": report.refunds, "returns_made": report.returns, "walks": report.walks,
            "waiting_by_status": report.as_payload()["waiting_by_status"],
            "seconds": {"walking": round(walked_for, 1), "total": round(time.monotonic() - started_at, 1)},
            "worker_logs": str(log_dir),
            "details": report.as_payload()["details"],
        }
        must_be_zero = {k: result[k] for k in ("runs_lost", "duplicate_refunds", "duplicate_returns", "unrecorded_effects", "seq_gaps",
                                                "overlapping_walks")}
        must_be_zero["replay_differ"] = result["replay"]["differ"]
        result["ok"] = not any(must_be_zero.values()) and not timed_out
        text = json.dumps(result, indent=2, default=str)
        Path(opts["json"]).parent.mkdir(parents=True, exist_ok=True)
        Path(opts["json"]).write_text(text + "\n")
        self.stdout.write(text)
        shutil.rmtree(crash_dir, ignore_errors=True)
        if not result["ok"]:
            raise CommandError(f"durability violated: {json.dumps({k: v for k, v in must_be_zero.items() if v})}"
                               + (" (timed out)" if timed_out else "") + f"; details in {opts['json']}")

    # -----------------------------------------------------------------------------------------------
    def _refuse_unless_ready(self, opts) -> None:
        if connection.vendor != "postgresql":
            raise CommandError("crashtest needs PostgreSQL (set DATABASE_URL=postgres://...): real worker processes share the database.")
        if not settings.REDIS_URL:
            raise CommandError("crashtest needs Redis (set REDIS_URL=redis://...): the workers take their tasks from it.")
        if opts["runs"] < 1 or opts["workers"] < 1:
            raise CommandError("--runs and --workers must be at least 1.")
        refs = [t.ref for t in build_shop().tickets]
        if Order.objects.count() < len(build_shop().orders) or Ticket.objects.filter(ref__in=refs).count() < len(refs):
            raise CommandError("The demo shop is not seeded: run `manage.py seed_demo` first.")
        if get_user_model().objects.filter(username__in=["reviewer", "lead"]).count() < 2:
            raise CommandError("The demo people (reviewer, lead) are missing: run `manage.py seed_demo` (without --no-users).")

    def _start_runs(self, n: int, stamp: str) -> list[int]:
        """N fresh tickets from the demo tickets' texts, each on its own copy of the part of the demo
        shop it touches (refunds are real: runs sharing an order would see each other's refunds)."""
        demo = list(Ticket.objects.filter(ref__in=[t.ref for t in build_shop().tickets]).order_by("ref"))
        worlds = {t.ref: demo_world(t) for t in demo}
        space = RunSpace(Ticket.objects.filter(ref__startswith="CT").count())
        ids = []
        for i in range(n):
            t = demo[i % len(demo)]
            while True:
                space = RunSpace(space.k + 1)
                try:
                    with transaction.atomic():
                        rewrite = copy_world(worlds[t.ref], space, case=SimpleNamespace(where="crashtest", id=t.ref))
                        ticket = Ticket.objects.create(ref=f"CT{stamp}-{i + 1:04d}", subject=rewrite.text(t.subject), body=rewrite.text(t.body),
                                                       customer_email=rewrite.text(t.customer_email), order_ref=rewrite.text(t.order_ref),
                                                       channel=Ticket.Channel.COMMAND)
                        ids.append(run_start(ticket=ticket, model_name="offline", actor="crashtest").pk)
                    break
                except WorldError:  # a copy under this name exists (an earlier crash test): take the next name
                    continue
        return ids

    def _replay(self, run_ids: list[int]) -> dict:
        runs = list(Run.objects.filter(pk__in=run_ids, status__in=Run.FINISHED).select_related("ticket").order_by("pk"))
        identical, differ = 0, []
        for i, run in enumerate(runs, start=1):
            report = replay_and_record(run, actor="crashtest")
            if report.identical:
                identical += 1
            else:
                differ.append({"run": run.pk, "first_difference": report.first_difference, "notes": report.notes})
            sys.stderr.write(f"\r  replay {i}/{len(runs)}")
            sys.stderr.flush()
        sys.stderr.write("\n")
        return {"replayed": len(runs), "identical": identical, "differ": differ}

    def _progress(self, elapsed: float, statuses: dict, kills: int, deaths: list[str], people: dict) -> None:
        by = {}
        for s in statuses.values():
            by[s] = by.get(s, 0) + 1
        shown = " ".join(f"{k}={v}" for k, v in sorted(by.items()))
        sys.stderr.write(f"\r[{elapsed:5.0f}s] {shown} | sigkills={kills} crash-hook={len(deaths)} "
                         f"plans={people.get('plans_confirmed', 0)} approvals={people.get('refunds_approved', 0)}   ")
        sys.stderr.flush()

    def _say(self, text: str) -> None:
        sys.stderr.write(text + "\n")
        sys.stderr.flush()


class RunSpace(Renaming):
    """How one crash-test run's copy of the demo shop is named (what runs.evals.world.build_world
    asks of a namespace): order SU-88421 becomes SU-88421000007 for copy 7, maya@example.com
    maya+ct7@example.com, other refs and tracking numbers get -CT7."""

    def __init__(self, k: int):
        self.k = k

    @property
    def tag(self) -> str:
        return f"CT{self.k}"

    @property
    def digits(self) -> str:
        return f"{self.k:06d}"  # a demo order number (5 digits) plus these stays within the digits an order number is read with (runs.order_numbers)


def _interval(spec: str) -> tuple[float, float]:
    try:
        parts = [float(p) for p in spec.split(",")]
    except ValueError:
        raise CommandError(f"--kill-every takes min,max seconds, not {spec!r}") from None
    if parts == [0]:
        return 0.0, 0.0
    if len(parts) != 2 or not 0 < parts[0] <= parts[1]:
        raise CommandError(f"--kill-every takes min,max seconds with 0 < min <= max, not {spec!r}")
    return parts[0], parts[1]


def _deaths(crash_dir: Path) -> list[str]:
    """One marker file per crash-hook death (the hook writes it just before the worker exits)."""
    try:
        return sorted(os.listdir(crash_dir))
    except FileNotFoundError:
        return []
