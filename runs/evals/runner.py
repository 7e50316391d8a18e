"""Running trials through the real runtime.

A trial: build the case's world (namespaced for this trial), create its ticket, `run_start` it,
then walk it, answering what it waits for as the simulated approver, until it closes, is handed
to a person, or waits for an answer the case does not give; then judge the end state.

- In-process (`workers=0`): `runs.walk.walk` in this process, one trial after another.
- On Celery workers (`workers=N`): N `celery -A supervisor worker` processes are started against
  this database and REDIS_URL; every trial is started at once, the workers walk them, and this
  process only watches the database and answers for the approver (its actions enqueue the next
  walk, as a person's would).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import traceback
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from django.conf import settings

from runs.follow_ups import follow_ups_of
from runs.walk import walk
from runs.walk.lease import worker_id
from runs.models import EvalCaseResult, EvalRun, Run, Ticket
from runs.services import run_start
from runs.ticket_intake import ticket_create

from .approver import Approver
from .cases import Case
from .judge import Coverage, NotClosed, TrialResult, judge, label_keys
from .world import DEFAULT_NOW, Namespace, approvers, build_world, demo_world, ensure_demo_shop, ensure_policies

MODELS = ("offline", "scripted", "anthropic")
WAITING_FOR_APPROVER = (Run.Status.AWAITING_PLAN, Run.Status.AWAITING_APPROVAL)
ENDED = (Run.Status.DONE, Run.Status.FAILED, Run.Status.STOPPED, Run.Status.AWAITING_ESCALATION)


@dataclass
class Trial:
    case: Case
    number: int
    index: int = 0  # the case's position in the eval run (keeps its fixtures apart from other cases')
    run_id: int | None = None
    approver: Approver | None = None
    started: float = 0.0
    result: TrialResult | None = None


@dataclass
class EvalSession:
    """One `manage.py eval`: the EvalRun row and the people the approver acts as."""

    eval_run: EvalRun
    model: str
    people: dict = field(default_factory=dict)
    owner: str = ""

    @classmethod
    def open(cls, *, cases: list[Case], model: str, k: int, files: list[str], created_by: str = "") -> "EvalSession":
        if model not in MODELS:
            raise ValueError(f"model must be one of {', '.join(MODELS)}")
        if not 1 <= k <= 99:
            raise ValueError("k must be between 1 and 99")
        ensure_policies()
        if any(c.spec.world == "demo" for c in cases):
            ensure_demo_shop()
        eval_run = EvalRun.objects.create(model_name=model, case_files=files, k=k, created_by=created_by)
        return cls(eval_run=eval_run, model=model, people=approvers(), owner=f"eval-{eval_run.pk}-{worker_id()}")

    # -- one trial ----------------------------------------------------------------------------
    def start(self, trial: Trial) -> Run:
        """World, ticket, run. The run's walk is enqueued on commit (run_start), as for any ticket."""
        case = trial.case.spec
        world = demo_world(case.ticket) if case.world == "demo" else case.world
        rewrite = build_world(world, Namespace(self.eval_run.pk, trial.number, trial.index), case=trial.case)
        data = rewrite.deep(case.ticket.model_dump())
        data["ref"] = f"EV{self.eval_run.pk}-{case.id}-{trial.number}"[:32]
        ticket = ticket_create(data=data, channel=Ticket.Channel.EVAL)
        # The ticket arrives at the case's moment, whatever the machine's clock says, in the shop's
        # time zone its world names (blank: the installation's SHOP_TIME_ZONE).
        zone = "" if case.world == "demo" else (case.world.time_zone or "")
        Ticket.objects.filter(pk=ticket.pk).update(created_at=case.now or DEFAULT_NOW, time_zone=zone)
        ticket.refresh_from_db()
        model, script = self.model, None
        if model == "scripted":
            if case.script is not None:
                script = rewrite.deep(case.script.model_dump())
            else:
                model = "offline"  # a case without a script is walked by the offline agent
        run = run_start(ticket=ticket, model_name=model, script=script, actor="eval")
        trial.run_id, trial.started = run.pk, time.monotonic()
        trial.approver = Approver(case.approver, self.people)
        return run

    def finish(self, trial: Trial, run: Run) -> TrialResult:
        result = judge(trial.case, run)
        result.trial = trial.number
        result.seconds = time.monotonic() - trial.started
        result.approver_log = trial.approver.log if trial.approver else []
        self._save(result)
        trial.result = result
        return result

    def failed(self, trial: Trial, error: str) -> TrialResult:
        """A trial the harness could not run (a bug, a broken world): recorded, never hidden."""
        result = TrialResult(case_id=trial.case.id, trial=trial.number, run_id=trial.run_id, outcome=NotClosed.ERROR, passed=False,
                             differences=[f"error: {error}"], multi_intent=trial.case.multi_intent,
                             coverage={k: Coverage.OPEN for k in label_keys(trial.case.spec.intents)})
        result.seconds = time.monotonic() - trial.started if trial.started else 0.0
        self._save(result)
        trial.result = result
        return result

    def _save(self, result: TrialResult) -> None:
        EvalCaseResult.objects.update_or_create(
            eval_run=self.eval_run, case_id=result.case_id, trial=result.trial,
            defaults={"run_id": result.run_id, "outcome": result.outcome, "passed": result.passed, "differences": result.differences})

    # -- in-process ---------------------------------------------------------------------------
    def run_in_process(self, trial: Trial, *, timeout: float) -> TrialResult:
        try:
            run = self.start(trial)
            deadline = time.monotonic() + timeout
            self._walk_to_rest(trial, run, deadline)
            for follow in follow_ups_of(run):  # the orders it handed to follow-up runs of the ticket, walked the same way
                self._walk_to_rest(trial, follow, deadline)
            run.refresh_from_db()
            return self.finish(trial, run)
        except Exception as exc:  # noqa: BLE001 - a broken trial is a result, not the end of the eval
            return self.failed(trial, f"{type(exc).__name__}: {exc} | {_where(exc)}")

    def _walk_to_rest(self, trial: Trial, run: Run, deadline: float) -> None:
        """Walk `run` until it closes or waits for what the case's approver does not give."""
        while time.monotonic() < deadline:
            status = walk(run.pk, owner=self.owner)
            run.refresh_from_db()
            if run.status in (Run.Status.QUEUED, Run.Status.RUNNING):
                if status == Run.Status.RUNNING:
                    time.sleep(0.2)  # someone else (a worker) holds the lease: wait for it
                continue
            if run.status in WAITING_FOR_APPROVER and trial.approver.act(run):
                continue
            break

    # -- on Celery workers --------------------------------------------------------------------
    def run_on_workers(self, trials: list[Trial], *, timeout: float, tick: Callable[[Trial], None]) -> None:
        active: dict[int, Trial] = {}
        for trial in trials:
            try:
                run = self.start(trial)
                active[run.pk] = trial
            except Exception as exc:  # noqa: BLE001
                self.failed(trial, f"{type(exc).__name__}: {exc} | {_where(exc)}")
                tick(trial)
        while active:
            time.sleep(0.25)
            for run in Run.objects.filter(pk__in=list(active)).select_related("ticket"):
                trial = active[run.pk]
                try:
                    timed_out = time.monotonic() - trial.started > timeout
                    if run.status in WAITING_FOR_APPROVER and trial.approver.act(run):
                        continue
                    follows = follow_ups_of(run) if run.status in ENDED or run.status in WAITING_FOR_APPROVER else []
                    if any(f.status in WAITING_FOR_APPROVER and trial.approver.act(f) for f in follows):
                        continue
                    if not timed_out and any(f.status not in ENDED and f.status not in WAITING_FOR_APPROVER for f in follows):
                        continue  # a follow-up run of the ticket still walking: the ticket is judged when every run rests
                    if run.status in ENDED or run.status in WAITING_FOR_APPROVER or timed_out:
                        self.finish(trial, run)
                    else:
                        continue
                except Exception as exc:  # noqa: BLE001
                    self.failed(trial, f"{type(exc).__name__}: {exc} | {_where(exc)}")
                del active[run.pk]
                tick(trial)


def _where(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    return " <- ".join(f"{Path(f.filename).name}:{f.lineno}" for f in reversed(frames[-4:]))


# --- worker processes ---------------------------------------------------------------------------
class Workers:
    """N `celery -A supervisor worker` processes (prefork, one child each), started and stopped by
    the eval, with their logs in var/eval-workers/."""

    READY = re.compile(r"@\S+ ready\.")

    def __init__(self, count: int, *, log_dir: Path | None = None):
        self.count = count
        self.log_dir = log_dir or Path(settings.BASE_DIR) / "var" / "eval-workers"
        self.procs: list[tuple[subprocess.Popen, Path]] = []

    def __enter__(self) -> "Workers":
        self.log_dir.mkdir(parents=True, exist_ok=True)
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        for i in range(self.count):
            name = f"eval{i + 1}-{uuid.uuid4().hex[:6]}"
            log_path = self.log_dir / f"{name}.log"
            cmd = [sys.executable, "-m", "celery", "-A", "supervisor", "worker", "--pool=prefork", "-c", "1", "-l", "info",
                   "-n", f"{name}@%h", "--without-mingle", "--without-gossip"]
            with open(log_path, "wb") as log:
                proc = subprocess.Popen(cmd, cwd=settings.BASE_DIR, env=env, stdin=subprocess.DEVNULL, stdout=log,
                                        stderr=subprocess.STDOUT, start_new_session=True)
            self.procs.append((proc, log_path))
        deadline = time.monotonic() + 60
        for proc, log_path in self.procs:
            while not self.READY.search(log_path.read_text(errors="replace")):
                if proc.poll() is not None or time.monotonic() > deadline:
                    self.__exit__(None, None, None)
                    raise RuntimeError(f"a worker did not start; see {log_path}")
                time.sleep(0.2)
        return self

    def __exit__(self, *exc) -> None:
        import signal

        for proc, _ in self.procs:
            if proc.poll() is None:
                proc.terminate()
        for proc, _ in self.procs:
            try:
                proc.wait(20)
            except subprocess.TimeoutExpired:
                pass
            try:
                os.killpg(proc.pid, signal.SIGKILL)  # the pool child, if it outlived its parent
            except ProcessLookupError:
                pass
            if proc.poll() is None:
                proc.wait(10)
