"""Durability checks: what the record and the shop must show after runs were walked by workers that
died, were killed, lost their database connection or their broker. `manage.py crashtest` drives
runs through real worker processes and reports these; the durability tests assert them.

Everything here reads the record (RunEvent) and the shop's rows; nothing trusts a worker's word.

Per run:
- ended: done, stopped, failed with a reason and a `run_failed` event, or waiting for a person.
  Anything else at the end (queued, running, failed without a reason) is *lost*.
- seq: its events are numbered 1..n without a gap, and `next_seq` is n + 1.
- refunds and returns: at most one row per run, subtask and kind of effect; each row made under a
  run's key (`run-<id>-s<subtask>-refund|return`, runs.effect_keys) belongs to an admitted or
  executed decision of that run; once the run has ended, each row is in its record (an ok
  `tool_result` carrying that key) - except on a run failed after RUN_MAX_ATTEMPTS whose last walk
  died after the shop acted: its request and key are recorded, its result is not (*in doubt*,
  reported, not a violation).
- overlapping walks: see `walk_overlaps`.

The crash test's workers act on a `CrashingShop` (SHOP_BACKEND=runs.crashtest.crashing_shop): it
kills its worker right before or right after the shop acts, so the worst window (effect done,
result not recorded) is exercised on purpose.
"""

from __future__ import annotations

import hashlib
import os
import re
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

from django.conf import settings

from .models import Approval, Run, RunEvent
from .processes import stop_group
from .shop.backend import ShopError, shop_backend
from .shop.models import Refund, ReturnRequest

from .effect_keys import decision_for_key, parse as parse_key  # noqa: E402
ENDED = (Run.Status.DONE, Run.Status.STOPPED)
WAITING = Run.WAITING
# Events after which the walker stopped on purpose and gave its lease back (or never held one again).
PAUSE_KINDS = {"run_closed", "stopped", "run_failed", "walk_error"}  # walk_error: the walk died and gave its lease back in that commit
WALKER_ACTORS = {"agent", "system"}
TURN_KINDS = {"model_response", "tool_result", "effect_requested", "turn_end"}


def walk_overlaps(events: list[RunEvent], *, lease_seconds: float) -> list[str]:
    """Signs in one run's record that two walkers worked on it at once, in seq order.

    Every append holds the run's row lock and checks that the appender holds the lease, so none
    of these can appear unless the lease failed. A turn walked twice shows as one of:

    1. a turn answered twice: two `model_response` events for one turn;
    2. a call applied twice: two `tool_result`, or two `effect_requested`, for one tool_use id;
    3. a turn finished twice: two `turn_end` events for one turn;
    4. out of turn: a `model_response` for any turn but the one after the last `turn_end`, or a
       `tool_result` / `effect_requested` / `turn_end` for any turn but the one answered last and
       not yet finished (a stale walker writing after a newer one);
    5. a live lease taken: a `walk_started` less than `lease_seconds` after the last event the
       previous walk wrote, when that walk had not paused (a `turn_end` with a status other than
       running, a `run_closed`/`stopped`/`run_failed`, a run-level `escalated`, a retryable
       `model_error`, a `walk_error`: the walk died and gave its lease back in that commit) and was another walker's. Its lease was neither released nor expired, so a
       second walker started while the first one could still write. The lease's own holder taking
       it up again (a task retried after the database went away) is one walker, not two: an owner
       names one task in one process, which walks one run at a time.
    """
    signs: list[str] = []
    answered: Counter = Counter()
    finished: Counter = Counter()
    results: Counter = Counter()
    requested: Counter = Counter()
    last_end = 0  # the last turn with a turn_end
    answering = None  # the turn answered last and not yet finished
    walk_start: RunEvent | None = None
    last_walker_event: RunEvent | None = None
    paused = False
    for e in events:
        if e.kind == "walk_started":
            same_walker = walk_start is not None and e.payload.get("worker") and walk_start.payload.get("worker") == e.payload.get("worker")
            if walk_start is not None and not paused and not same_walker and last_walker_event is not None:
                gap = (e.created_at - last_walker_event.created_at).total_seconds()
                if gap < lease_seconds:
                    signs.append(f"seq {e.seq}: walk_started {gap:.1f}s after seq {last_walker_event.seq} of a walk that had not "
                                 f"paused (lease {lease_seconds:g}s was live)")
            walk_start, paused = e, False
        if e.actor in WALKER_ACTORS:
            last_walker_event = e
        if e.kind in PAUSE_KINDS or (e.kind == "turn_end" and e.payload.get("status") != Run.Status.RUNNING) \
                or (e.kind == "escalated" and e.payload.get("subtask") is None) \
                or (e.kind == "model_error" and e.payload.get("retryable")):
            paused = True
        if e.kind not in TURN_KINDS:
            continue
        if e.kind == "model_response":
            answered[e.turn] += 1
            if answered[e.turn] > 1:
                signs.append(f"seq {e.seq}: turn {e.turn} answered again ({answered[e.turn]} model_response events)")
            if e.turn != last_end + 1:
                signs.append(f"seq {e.seq}: model_response for turn {e.turn} after turn {last_end} ended")
            answering = e.turn
            continue
        if e.turn != answering:
            signs.append(f"seq {e.seq}: {e.kind} for turn {e.turn} while turn {answering} was being walked")
        if e.kind == "turn_end":
            finished[e.turn] += 1
            if finished[e.turn] > 1:
                signs.append(f"seq {e.seq}: turn {e.turn} finished again ({finished[e.turn]} turn_end events)")
            last_end, answering = e.turn, None
            continue
        use_id = (e.turn, e.payload.get("tool_use_id", ""))
        counter = results if e.kind == "tool_result" else requested
        counter[use_id] += 1
        if counter[use_id] > 1:
            signs.append(f"seq {e.seq}: {e.kind} again for call {use_id[1]} of turn {e.turn}")
    return signs


def seq_gaps(run: Run, seqs: list[int]) -> list[str]:
    gaps = []
    expected = list(range(1, len(seqs) + 1))
    if seqs != expected:
        missing = sorted(set(expected) - set(seqs))[:5]
        gaps.append(f"seqs are not 1..{len(seqs)} (missing {missing})")
    if run.next_seq != len(seqs) + 1:
        gaps.append(f"next_seq is {run.next_seq} with {len(seqs)} events")
    return gaps


def _effect_keys(events: list[RunEvent]) -> tuple[set[str], set[str]]:
    """Idempotency keys the record has: of effects it says happened (ok tool results), and of
    effects it says were requested (their request commits before the shop is called)."""
    done, requested = set(), set()
    for e in events:
        if e.kind == "tool_result" and e.payload.get("ok") and isinstance(e.payload.get("result"), dict):
            key = e.payload["result"].get("idempotency_key")
            if key:
                done.add(key)
        elif e.kind == "effect_requested":
            key = (e.payload.get("request") or {}).get("idempotency_key")
            if key:
                requested.add(key)
    return done, requested


@dataclass
class Audit:
    """What the checks found, run by run. `counts()` is the summary crashtest prints."""

    lease_seconds: float
    started: int = 0
    done: list[int] = field(default_factory=list)
    stopped: list[int] = field(default_factory=list)
    failed: list[dict] = field(default_factory=list)  # failed with a recorded reason
    waiting: dict[str, list[int]] = field(default_factory=dict)
    lost: list[dict] = field(default_factory=list)
    seq_gaps: list[dict] = field(default_factory=list)
    duplicate_refunds: list[dict] = field(default_factory=list)
    duplicate_returns: list[dict] = field(default_factory=list)
    unrecorded_effects: list[dict] = field(default_factory=list)
    effects_in_doubt: list[dict] = field(default_factory=list)  # not a violation: see _check_rows
    overlapping_walks: list[dict] = field(default_factory=list)
    refunds: int = 0
    returns: int = 0
    walks: int = 0

    def counts(self) -> dict:
        return {
            "runs_started": self.started,
            "runs_finished": len(self.done) + len(self.stopped) + len(self.failed),  # Run.FINISHED, as `replay --all` reads it
            "runs_done": len(self.done),
            "runs_failed_with_reason": len(self.failed),
            "runs_waiting": sum(len(v) for v in self.waiting.values()),
            "runs_lost": len(self.lost),
            "duplicate_refunds": len(self.duplicate_refunds),
            "duplicate_returns": len(self.duplicate_returns),
            "unrecorded_effects": len(self.unrecorded_effects),
            "effects_in_doubt_on_failed_runs": len(self.effects_in_doubt),
            "seq_gaps": len(self.seq_gaps),
            "overlapping_walks": len(self.overlapping_walks),
        }

    @property
    def violations(self) -> dict:
        """Every counter that must be zero, with what it found."""
        return {name: items for name, items in (
            ("runs_lost", self.lost), ("duplicate_refunds", self.duplicate_refunds), ("duplicate_returns", self.duplicate_returns),
            ("unrecorded_effects", self.unrecorded_effects), ("seq_gaps", self.seq_gaps), ("overlapping_walks", self.overlapping_walks),
        ) if items}

    def as_payload(self) -> dict:
        return {**self.counts(), "lease_seconds": self.lease_seconds, "refunds": self.refunds, "returns": self.returns, "walks": self.walks,
                "waiting_by_status": {k: len(v) for k, v in self.waiting.items()},
                "details": {"lost": self.lost, "failed": self.failed, "effects_in_doubt": self.effects_in_doubt,
                            **{k: v for k, v in self.violations.items() if k != "runs_lost"}}}


def _check_rows(audit: Audit, run: Run, model, bucket: list[dict], events: list[RunEvent], ended: bool) -> int:
    """At most one row per decision, each under a decision of this run, each in the record once the run ended."""
    prefix = run.key_prefix
    rows = list(model.objects.filter(idempotency_key__startswith=prefix).values_list("id", "idempotency_key"))
    per_decision = Counter()
    recorded, requested = _effect_keys(events)
    for row_id, key in rows:
        ref, decision = decision_for_key(run.state, key)
        per_decision[ref or key] += 1
        if decision is None:
            bucket.append({"run": run.pk, "row": row_id, "key": key, "why": "no decision of this run has this key"})
        if key in recorded or not ended:
            continue
        if key in requested and run.status == Run.Status.FAILED:
            # Failed with the effect in flight: its worker died after the shop acted, and the run
            # was given up before a walk re-issued it. The request (and key) is in the record.
            audit.effects_in_doubt.append({"run": run.pk, "row": row_id, "key": key, "why": f"{model.__name__} requested, result not recorded"})
        else:
            why = "requested, but its result is not in the record" if key in requested else "not in the record"
            audit.unrecorded_effects.append({"run": run.pk, "row": row_id, "key": key, "why": f"{model.__name__} {why}"})
    for ref, n in per_decision.items():
        if n > 1:
            bucket.append({"run": run.pk, "decision": ref, "rows": n, "why": "more than one row for one decision"})
    return len(rows)


def audit(run_ids, *, lease_seconds: float | None = None, refund_after: int = 0, return_after: int = 0) -> Audit:
    """Check every run in `run_ids`, and every refund/return row with an id above `*_after` (the rows
    made while they ran): each must carry the key of a decision of the run it names."""
    lease = float(lease_seconds if lease_seconds is not None else settings.RUN_LEASE_SECONDS)
    result = Audit(lease_seconds=lease)
    runs = list(Run.objects.filter(pk__in=list(run_ids)).order_by("pk"))
    result.started = len(runs)
    for run in runs:
        events = list(run.events.order_by("seq"))
        result.walks += sum(1 for e in events if e.kind == "walk_started")
        ended = run.status in (*ENDED, Run.Status.FAILED)
        if run.status == Run.Status.DONE:
            result.done.append(run.pk)
        elif run.status == Run.Status.STOPPED:
            result.stopped.append(run.pk)
        elif run.status == Run.Status.FAILED and run.failure_reason and any(e.kind == "run_failed" for e in events):
            result.failed.append({"run": run.pk, "reason": run.failure_reason})
        elif run.status in WAITING:
            result.waiting.setdefault(run.status, []).append(run.pk)
        else:
            live = run.lease_owner and run.lease_expires_at and run.lease_expires_at > _now()
            why = "failed without a recorded reason" if run.status == Run.Status.FAILED else (
                f"{run.status}, lease held by {run.lease_owner}" if live else f"{run.status} with no live lease: nothing walks it")
            result.lost.append({"run": run.pk, "status": run.status, "turn": run.turn, "why": why})
        for gap in seq_gaps(run, [e.seq for e in events]):
            result.seq_gaps.append({"run": run.pk, "why": gap})
        for sign in walk_overlaps(events, lease_seconds=lease):
            result.overlapping_walks.append({"run": run.pk, "why": sign})
        result.refunds += _check_rows(result, run, Refund, result.duplicate_refunds, events, ended)
        result.returns += _check_rows(result, run, ReturnRequest, result.duplicate_returns, events, ended)
    for model, bucket, after in ((Refund, result.duplicate_refunds, refund_after), (ReturnRequest, result.duplicate_returns, return_after)):
        for row_id, key in model.objects.filter(id__gt=after).values_list("id", "idempotency_key"):
            parsed = parse_key(key)
            run = Run.objects.filter(pk=parsed["run"]).only("state").first() if parsed else None
            _, decision = decision_for_key(run.state, key) if run else (None, None)
            if decision is None:
                bucket.append({"row": row_id, "key": key, "why": "the key is no run's decision"})
    return result


def _now():
    from django.utils import timezone

    return timezone.now()


# --- the shop that dies around its effects ----------------------------------------------------------
EFFECT_CALLS = ("issue_refund", "start_return", "send_reply")


class CrashingShop:
    """A shop whose effect calls (EFFECT_CALLS) may die right before or right after the wrapped
    shop acts: crash(point, call, idempotency_key) says whether to, at "before" and "after";
    die() does it. Every other call goes straight to the wrapped shop."""

    def __init__(self, shop, *, crash: Callable[[str, str, str], bool], die: Callable[[], object]):
        self._shop, self._crash, self._die = shop, crash, die

    def __getattr__(self, name: str):
        call = getattr(self._shop, name)
        if name not in EFFECT_CALLS:
            return call

        def effect(**kwargs):
            key = kwargs["idempotency_key"]
            self._at("before", name, key)
            try:
                result = call(**kwargs)
            except ShopError:
                self._at("after", name, key)
                raise
            self._at("after", name, key)
            return result

        return effect

    def _at(self, point: str, call: str, key: str) -> None:
        if self._crash(point, call, key):
            self._die()


def crashing_shop() -> CrashingShop:
    """The crash test workers' shop (SHOP_BACKEND): the demo shop, killing this worker before or
    after SUPERVISOR_CRASHTEST_SHARE of the effects (each point once, across every worker; markers
    in SUPERVISOR_CRASHTEST_DIR)."""
    folder = os.environ["SUPERVISOR_CRASHTEST_DIR"]
    share = float(os.environ.get("SUPERVISOR_CRASHTEST_SHARE", "0.5"))
    return CrashingShop(shop_backend(), crash=partial(_first_crash_at, folder, share), die=partial(os._exit, 137))


def _first_crash_at(folder: str, share: float, point: str, call: str, key: str) -> bool:
    if int(hashlib.sha256(f"{point}:{key}".encode()).hexdigest()[:8], 16) / 0xFFFFFFFF >= share:
        return False
    try:
        with open(os.path.join(folder, f"{point}-{key}"), "x") as fh:  # at most once per effect and point
            fh.write(str(os.getpid()))
    except FileExistsError:
        return False
    return True


# --- the simulated person ---------------------------------------------------------------------------
def act_as_people(run_ids, *, reviewer, lead) -> dict[str, int]:
    """Confirm every pending plan (as `reviewer`) and approve every pending refund (as `lead`) of these
    runs, through the same verbs people use. Returns how many of each it did."""
    from runs.people import actions

    done = Counter()
    pending = Approval.objects.filter(run_id__in=list(run_ids), status=Approval.Status.PENDING,
                                      run__status__in=[Run.Status.AWAITING_PLAN, Run.Status.AWAITING_APPROVAL]).order_by("id")
    for approval in pending:
        try:
            if approval.kind == Approval.Kind.PLAN:
                actions.plan_confirm(approval_id=approval.pk, user=reviewer, note="confirmed by the crash test")
                done["plans_confirmed"] += 1
            elif approval.kind == Approval.Kind.REFUND:
                actions.refund_decide(approval_id=approval.pk, user=lead, approve=True, note="approved by the crash test")
                done["refunds_approved"] += 1
        except actions.ActionRefused:
            done["refused"] += 1  # decided meanwhile, or voided because the decision changed
    return dict(done)


# --- worker processes -------------------------------------------------------------------------------
def database_url() -> str:
    """DATABASE_URL of the database this process uses (under pytest, the test database), for workers."""
    from urllib.parse import quote

    from django.db import connection

    db = connection.settings_dict
    auth = quote(db.get("USER") or "", safe="")
    if db.get("PASSWORD"):
        auth += ":" + quote(db["PASSWORD"], safe="")
    host = db.get("HOST") or "127.0.0.1"
    port = f":{db['PORT']}" if db.get("PORT") else ""
    return f"postgres://{auth}@{host}{port}/{quote(db['NAME'], safe='')}"


class WorkerProcess:
    """One `celery -A supervisor worker --pool=prefork -c 1` process in its own session, so that
    `kill()` takes its pool child with it (SIGKILL to the process group, as a machine dying would)."""

    READY = re.compile(r"@\S+ ready\.")

    def __init__(self, name: str, log_path: Path, env: dict[str, str]):
        self.name, self.log_path, self.env = name, Path(log_path), env
        self.proc: subprocess.Popen | None = None
        self.starts = 0

    @property
    def alive(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def start(self) -> None:
        cmd = [sys.executable, "-m", "celery", "-A", "supervisor", "worker", "--pool=prefork", "-c", "1", "-l", "info",
               "-n", f"{self.name}@%h", "--without-mingle", "--without-gossip"]
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        self.starts += 1
        with open(self.log_path, "ab") as log:
            log.write(f"\n$ {' '.join(cmd)}  (start {self.starts})\n".encode())
            log.flush()
            self.proc = subprocess.Popen(cmd, cwd=settings.BASE_DIR, env=self.env, stdin=subprocess.DEVNULL, stdout=log,
                                         stderr=subprocess.STDOUT, start_new_session=True)

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    def ready_count(self) -> int:
        return len(self.READY.findall(self.log()))

    def wait_ready(self, timeout: float = 60.0) -> bool:
        want = self.starts
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.ready_count() >= want:
                return True
            if not self.alive:
                return False
            time.sleep(0.1)
        return False

    def kill(self) -> bool:
        """SIGKILL the worker and its pool child at once. False if it was not running."""
        if not self.alive:
            return False
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            return False
        self.proc.wait(10)
        return True

    def stop(self, timeout: float = 20.0) -> None:
        """Warm shutdown (SIGTERM), then SIGKILL for whatever is left of its process group."""
        stop_group(self.proc, timeout)
