"""Replay: re-walk a run from its record alone, with no model and no tools, and compare.

The walk's code is deterministic given what the world answered; the world's answers are in the
record. So a replay builds a scratch copy of the run inside a transaction that is always rolled
back, and drives the same walk over it in another world (runs.world):

- the model is the record: turn N gets the `model_response` recorded for turn N;
- the shop is the record: each call gets the result recorded for the same tool_use id;
- the clock is the record: each step sees the time the original step was written.

People's actions (confirming a plan, approving a refund, resolving an escalation, intervening)
are re-applied through the same verbs, at the same position in the sequence. Events the walk does
not decide (a worker starting, a model error) are copied at their position. Then every event and
the end state are compared with the original; the first difference is reported.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import timedelta

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from .follow_ups import handed_state
from . import record, world
from .walk.walker import take_step
from .agents.base import AgentError, AgentRequest
from .models import Approval, Escalation, Run, RunEvent, Ticket
from .shop.backend import ShopError

# Facts people and the deadline sweep add to a record (runs.evidence, runs.ledger, supervisor.deadlines):
# not the walk's to decide, and they change no run state: copied at their position.
COPIED = {"walk_started", "walk_error", "model_error", "run_failed", "replay_checked",
          "evidence_exported", "effect_settled", "compensation_requested", "compensation_rejected", "compensation_started",
          "effect_compensated", "run_labelled", "saved_as_case", "wait_breached", "wait_escalated", "wait_reassigned"}
PERSON_VERBS = {"plan_confirmed", "plan_rejected_by_person", "refund_approved", "refund_rejected", "approval_void",
                "escalation_resolved", "intervention", "replan", "order_link_confirmed", "pinned_withdrawn"}
ID_KEYS = {"alert", "approval", "escalation"}  # row ids differ in the scratch copy; what they point at is compared elsewhere
MAX_STEPS = 5000


@dataclass
class ReplayReport:
    run_id: int
    identical: bool
    events_compared: int
    first_difference: dict | None = None
    notes: list[str] = field(default_factory=list)

    def as_payload(self) -> dict:
        return {"identical": self.identical, "events_compared": self.events_compared, "first_difference": self.first_difference,
                "notes": self.notes}


class _Stop(Exception):
    pass


class _Discard(Exception):
    def __init__(self, report: ReplayReport):
        self.report = report


class RecordedVerifier:
    """The model verifier's reports as the original run recorded them, by the digest of what it
    was shown: the same input gets the same report (or the same failure), and an input the
    original never showed it stops the replay, which would otherwise ask a model anew."""

    def __init__(self, reports: dict[str, list[dict]]):
        self.reports = reports

    def __call__(self, given: dict) -> dict:
        from .model_verifier import input_digest

        recorded = self.reports.get(input_digest(given))
        if not recorded:
            raise _Stop("the record has no model verifier report for what this replay would show it")
        report = {k: v for k, v in recorded.pop(0).items() if k != "digest"}
        if report.get("error"):
            error = AgentError(report["error"])
            if "usage" in report:  # a paid call that answered unusably: replayed with its usage
                error.spent = {"usage": report["usage"], "model": report.get("model", "")}
            raise error
        return report


class RecordedAgent:
    name = "replay"
    label = "Replay (recorded answers)"

    def __init__(self, responses: dict[int, dict]):
        self.responses = responses

    def respond(self, request: AgentRequest) -> dict:
        if request.turn not in self.responses:
            raise _Stop(f"the record has no model answer for turn {request.turn}")
        return self.responses[request.turn]


class RecordedShop:
    """Answers every shop call with what the shop answered the original call of the same id."""

    def __init__(self, results: dict[str, dict]):
        self.results = results

    def _answer(self):
        use_id = world.calling.get()
        result = self.results.get(use_id)
        if result is None:
            raise ShopError(f"(replay) the record has no shop answer for call {use_id}")
        if not result["ok"]:
            raise ShopError(result["error"])
        return result["result"]

    def get_order(self, order_ref, zone=""):
        return self._answer()

    def search_orders(self, **kwargs):
        answer = self._answer()
        return {"orders": answer["orders"], "other_customers_matched": "note" in answer}

    def search_policy(self, query):
        return self._answer()["documents"]

    def get_seller_supplement(self, order_ref):
        return self._answer()

    def get_carrier_scan(self, order_ref):
        return self._answer()

    def issue_refund(self, **kwargs):
        return self._answer()

    def start_return(self, **kwargs):
        return self._answer()

    def send_reply(self, **kwargs):
        return {k: v for k, v in self._answer().items() if k not in ("sent", "verdict")}

    def deliverables(self, key_prefix: str) -> dict:
        refunds, returns = [], []
        for r in self.results.values():
            if not r["ok"] or r["name"] not in ("issue_refund", "start_return") or r["seq"] > self.now_seq:
                continue
            res = r["result"]
            if r["name"] == "issue_refund":
                refunds.append({"type": "refund", "amount_cents": res["amount_cents"], "source": res["source"], "idempotency_key": res["idempotency_key"]})
            else:
                returns.append({"type": "return", "kind": res["kind"], "idempotency_key": res["idempotency_key"]})
        return {"refunds": refunds, "returns": returns}

    now_seq = 0


def replay_run(run: Run) -> ReplayReport:
    """Replay one run and report. Nothing the replay writes survives it."""
    original = list(run.events.order_by("seq"))
    tampered = record.verify_chain(run)
    if tampered is not None:
        return ReplayReport(run.pk, False, 0, {"seq": tampered, "field": "record", "expected": "the event as it was written",
                                               "got": "changed or removed since: its digest does not match"},
                            ["the record's hash chain is broken; nothing after it can be trusted"])
    try:
        with transaction.atomic():
            raise _Discard(_replay(run, original))  # leaving by exception rolls the scratch copy back
    except _Discard as done:
        report = done.report
    if report.identical:
        mismatch = _effects_against_shop(original)
        if mismatch is not None:
            return ReplayReport(run.pk, False, report.events_compared, mismatch, report.notes)
    return report


def _effects_against_shop(original: list[RunEvent]) -> dict | None:
    """Every refund and return the record says happened must be in the shop as recorded (a read):
    the record's answers are what the replay fed back, so this is where a changed row shows."""
    from .shop.models import Refund, ReturnRequest

    for e in original:
        p = e.payload
        if e.kind != "tool_result" or not p.get("ok") or p.get("name") not in ("issue_refund", "start_return"):
            continue
        result = p["result"]
        if p["name"] == "issue_refund":
            row = Refund.objects.filter(idempotency_key=result["idempotency_key"]).values("amount_cents", "source", "order__ref").first()
            want = {"amount_cents": result["amount_cents"], "source": result["source"], "order__ref": result["order_ref"]}
        else:
            row = ReturnRequest.objects.filter(idempotency_key=result["idempotency_key"]).values("kind", "line__sku", "order__ref").first()
            want = {"kind": result["kind"], "line__sku": result["sku"], "order__ref": result["order_ref"]}
        if row != want:
            return {"seq": e.seq, "field": "shop", "expected": want, "got": row}
    return None


def replay_and_record(run: Run, *, actor: str) -> ReplayReport:
    """Replay, then write the verdict on the run and append it to the record."""
    report = replay_run(run)
    with transaction.atomic():
        locked = record.lock_run(run.pk)
        locked.replay_status = Run.ReplayStatus.IDENTICAL if report.identical else Run.ReplayStatus.DIFFERS
        locked.replay_detail = report.as_payload()
        locked.replayed_at = world.now()
        Run.objects.filter(pk=run.pk).update(replay_status=locked.replay_status, replay_detail=locked.replay_detail,
                                             replayed_at=locked.replayed_at)
        record.append(locked, "replay_checked", {"identical": report.identical, "first_difference": report.first_difference},
                      actor=actor, turn=locked.turn)
    return report


class RecordedClock:
    """The time the original step was written; moved on by the replay before each step."""

    def __init__(self):
        self.moment = timezone.now()

    def __call__(self):
        return self.moment


def _replay(run: Run, original: list[RunEvent]) -> ReplayReport:
    responses = {e.turn: e.payload["response"] for e in original if e.kind == "model_response"}
    results = {e.payload["tool_use_id"]: {**e.payload, "seq": e.seq} for e in original if e.kind == "tool_result"}
    by_seq = {e.seq: e for e in original}
    shop = RecordedShop(results)
    t = run.ticket
    ticket = Ticket.objects.create(ref=f"{t.ref}~replay"[:32], subject=t.subject, body=t.body, customer_email=t.customer_email,
                                   order_ref=t.order_ref, channel=t.channel, created_by=t.created_by)
    Ticket.objects.filter(pk=ticket.pk).update(created_at=t.created_at)  # the policy judges windows at the ticket's arrival
    ticket.created_at = t.created_at
    scratch = Run.objects.create(ticket=ticket, model_name=run.model_name, script=run.script, state={"key_prefix": run.key_prefix, **handed_state(run)})
    notes: list[str] = []
    owner = "replay"
    reports: dict[str, list[dict]] = {}
    for e in original:
        if e.kind == "model_verification":
            reports.setdefault(e.payload.get("digest", ""), []).append(e.payload)
    agent, clock = RecordedAgent(responses), RecordedClock()
    verifier = RecordedVerifier(reports)
    with world.using(world.World(clock=clock, shop=lambda: shop, agent=lambda _run: agent, verifier=verifier)):
        for _ in range(MAX_STEPS):
            scratch.refresh_from_db()
            seq = scratch.next_seq
            if seq not in by_seq:
                break
            e = by_seq[seq]
            clock.moment = e.created_at
            shop.now_seq = seq
            try:
                if seq == 1 and e.kind == "run_created" or e.kind in COPIED:
                    _copy(scratch, e)
                elif e.actor not in ("agent", "system") and e.kind in PERSON_VERBS:
                    _redo_person(run, scratch, e, notes)
                else:
                    if scratch.status == Run.Status.QUEUED:
                        Run.objects.filter(pk=scratch.pk).update(status=Run.Status.RUNNING)
                    Run.objects.filter(pk=scratch.pk).update(lease_owner=owner, lease_expires_at=timezone.now() + timedelta(minutes=5))
                    scratch.refresh_from_db()
                    if scratch.status != Run.Status.RUNNING:
                        notes.append(f"the replay stopped at seq {seq}: run is {scratch.status} but the record goes on with {e.kind}")
                        break
                    take_step(scratch.pk, owner)
            except _Stop as exc:
                notes.append(str(exc))
                break
            if Run.objects.get(pk=scratch.pk).next_seq == seq:
                notes.append(f"the replay made no progress at seq {seq} ({e.kind})")
                break
    return _compare(run, scratch, original, notes)


def _copy(scratch: Run, e: RunEvent) -> None:
    with transaction.atomic():
        locked = record.lock_run(scratch.pk)
        record.append(locked, e.kind, e.payload, actor=e.actor, phase=e.phase, turn=e.turn)
        if e.kind == "run_failed":
            Run.objects.filter(pk=scratch.pk).update(status=Run.Status.FAILED, failure_reason=e.payload.get("reason", ""))


def _redo_person(run: Run, scratch: Run, e: RunEvent, notes: list[str]) -> None:
    """Re-apply a person's action through the same verb, on the scratch run's matching row."""
    from runs.people import actions

    user = get_user_model().objects.filter(username=e.actor).first()
    if user is None:
        raise _Stop(f"the person {e.actor!r} who acted at seq {e.seq} no longer exists")
    p = e.payload
    if p.get("run_status"):
        # The run as the person found it: a walk the replay drove may have left it "running" where
        # the original walk had yielded it back to "queued".
        Run.objects.filter(pk=scratch.pk).update(status=p["run_status"])
    try:
        if e.kind in ("plan_confirmed", "plan_rejected_by_person") or (e.kind == "approval_void" and p.get("kind") == "plan"):
            approval = Approval.objects.filter(run=scratch, kind=Approval.Kind.PLAN, status=Approval.Status.PENDING).order_by("id").first()
            if approval is None:
                raise _Stop(f"no plan waits for confirmation where the record has {e.kind} (seq {e.seq})")
            if e.kind == "plan_rejected_by_person":
                actions.plan_reject(approval_id=approval.pk, user=user, note=p.get("note", ""), instructions=p.get("instructions", ""))
            else:  # a confirmation, or one that found the approval expired
                actions.plan_confirm(approval_id=approval.pk, user=user, note=p.get("note", ""))
        elif e.kind in ("refund_approved", "refund_rejected", "approval_void"):
            original = Approval.objects.get(pk=p["approval"])
            approval = Approval.objects.filter(run=scratch, kind=Approval.Kind.REFUND, decision__ref=original.decision.get("ref")).order_by("-id").first()
            if approval is None:
                raise _Stop(f"no refund approval for {original.decision.get('ref')} where the record has {e.kind} (seq {e.seq})")
            actions.refund_decide(approval_id=approval.pk, user=user, approve=e.kind == "refund_approved", note=p.get("note", ""),
                                  amount_cents=p.get("approved_cents"), instructions=p.get("instructions", ""))
        elif e.kind == "escalation_resolved":
            position = list(Escalation.objects.filter(run=run).order_by("id").values_list("id", flat=True)).index(p["escalation"])
            escalation = Escalation.objects.filter(run=scratch).order_by("id")[position]
            actions.escalation_resolve(escalation_id=escalation.pk, user=user, resolution=p.get("resolution", ""), resume=p.get("resume", False))
        elif e.kind == "intervention":
            actions.run_intervene(run_id=scratch.pk, user=user, kind=p["type"], text=p.get("text", ""))
        elif e.kind == "pinned_withdrawn":
            actions.pinned_withdraw(run_id=scratch.pk, user=user, seq=p["item"])
        elif e.kind == "order_link_confirmed":
            actions.order_link_confirm(run_id=scratch.pk, user=user, order_ref=p["order_ref"], note=p.get("note", ""))
        elif e.kind == "replan":
            actions.plan_edit(run_id=scratch.pk, user=user, subtasks=p.get("proposal", {}).get("subtasks", []), trigger=run.replans.get(event=e).trigger)
    except actions.ActionRefused as exc:
        notes.append(f"seq {e.seq}: {e.actor}'s {e.kind} was refused in the replay: {exc}")


def _normal(e: RunEvent, original_pk: int, scratch_pk: int) -> dict:
    def clean(value):
        if isinstance(value, dict):
            return {k: (None if k in ID_KEYS else clean(v)) for k, v in value.items()}
        if isinstance(value, list):
            return [clean(v) for v in value]
        if isinstance(value, str):
            return value.replace(f"run:{scratch_pk}:", f"run:{original_pk}:")
        return value

    return {"seq": e.seq, "kind": e.kind, "turn": e.turn, "phase": e.phase, "actor": e.actor, "payload": clean(e.payload)}


def _compare(run: Run, scratch: Run, original: list[RunEvent], notes: list[str]) -> ReplayReport:
    produced = list(scratch.events.order_by("seq"))
    compared = 0
    for a, b in zip(original, produced):
        compared += 1
        want, got = _normal(a, run.pk, scratch.pk), _normal(b, run.pk, scratch.pk)
        if want != got:
            return ReplayReport(run.pk, False, compared, {"seq": a.seq, "expected": want, "got": got}, notes)
    if len(original) != len(produced):
        extra = produced[len(original)] if len(produced) > len(original) else None
        missing = original[len(produced)] if len(original) > len(produced) else None
        return ReplayReport(run.pk, False, compared, {
            "seq": (missing or extra).seq,
            "expected": _normal(missing, run.pk, scratch.pk) if missing else None,
            "got": _normal(extra, run.pk, scratch.pk) if extra else None,
        }, notes)
    scratch.refresh_from_db()
    for name in ("phase", "status", "outcome", "turn", "revision_count", "guard_failures", "order_ref"):
        if getattr(run, name) != getattr(scratch, name):
            return ReplayReport(run.pk, False, compared, {"seq": None, "field": name, "expected": getattr(run, name),
                                                          "got": getattr(scratch, name)}, notes)
    want = _subtasks(run)
    got = _subtasks(scratch)
    if want != got:
        return ReplayReport(run.pk, False, compared, {"seq": None, "field": "subtasks", "expected": want, "got": got}, notes)
    return ReplayReport(run.pk, True, compared, None, notes)


def _subtasks(run: Run) -> list[dict]:
    return [
        {"number": s.number, "goal": s.goal, "kind": s.case_type, "status": s.status, "deferred_reason": s.deferred_reason,
         "evidence_seq": s.evidence_event.seq if s.evidence_event_id else None,
         "steps": [(st.number, st.tool, st.status) for st in s.steps.order_by("number")]}
        for s in run.subtasks.select_related("evidence_event").order_by("number")
    ]
