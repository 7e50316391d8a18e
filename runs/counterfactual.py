"""Counterfactual replay: what would a finished run have done under another model or setting?

The run is walked again on a scratch copy of its ticket, inside a transaction that is rolled back,
against the world as the original run recorded it:

- reads are answered from the record: the same tool with the same arguments gets the answer the
  original got; a read the original never made is answered "unknown in a counterfactual" (the
  shop's state at that moment was never recorded), except a policy search, answered from the policy
  documents the original run retrieved;
- external effects (refunds, returns, collections, the reply) are simulated: the guard runs as it
  would, the shop is never called, and what would have been done is kept;
- the clock is the original's: windows and expiries are judged at the moment the ticket arrived;
- people are stood in for only where the answer is known or needed to see the decisions: a plan
  confirmation is taken as the original's reviewer gave it (or as given, when the original needed
  none), a refund approval only where the original's lead approved the same refund; any other wait
  (a refund the original never had approved, an escalation) ends the walk there, reported as the
  approval or escalation that would have been needed. Every stand-in is said in the notes;
- a walk that fails (the model unreachable, an error) is reported as such, never raised.

The result is both runs side by side (subtasks, decisions, approvals needed, effects, outcome,
reply), kept as a Counterfactual row for auditors to list and read again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import transaction
from django.test.utils import override_settings
from django.utils import timezone

from .follow_ups import handed_state
from . import world
from .models import Approval, Run, RunEvent, Ticket
from .shop.backend import ShopError
from .shop.kinds import ReturnRequestStatus
from .walk import walk

# What an auditor may change: each setting with how its value is read and checked. The model is chosen apart.
def _whole(least: int):
    def read(value: str) -> int:
        try:
            number = int(value)
        except ValueError:
            raise ValueError(f"takes a whole number, not {value!r}") from None
        if number < least:
            raise ValueError(f"takes a whole number of at least {least}, not {number}")
        return number
    return read


def _one_of(*choices: str):
    def read(value: str) -> str:
        if value not in choices:
            raise ValueError(f"is one of {', '.join(choices)}, not {value!r}")
        return value
    return read


SETTABLE = {
    "REFUND_CEILING_CENTS": _whole(0),
    "REVISION_BUDGET": _whole(0),
    "PLAN_CONFIRMATION_RULE": _one_of("multi_intent_or_over_ceiling", "always", "never"),
    "MAX_TURNS": _whole(1),
    "RUN_MAX_TOKENS": _whole(1),
    "RUN_MAX_COST_CENTS": _whole(1),
    "SUPERVISOR_VERIFIER": _one_of("code", "model"),
}
MODELS = ("offline", "scripted", "anthropic")
READS = ("get_order", "search_orders", "search_policy", "get_seller_supplement", "get_carrier_scan")
MAX_WALKS = 20  # a counterfactual walk resumes after each person's decision it re-applies


class CounterfactualError(ValueError):
    """A request that cannot be walked (an unknown setting, a run still going)."""


def parse_settings(pairs: list[str]) -> dict[str, Any]:
    """["REFUND_CEILING_CENTS=10000", ...] -> {"REFUND_CEILING_CENTS": 10000}, refusing unknown names."""
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        name = name.strip().upper()
        if not sep or name not in SETTABLE:
            raise CounterfactualError(f"{pair!r}: give NAME=VALUE with NAME one of {', '.join(SETTABLE)}")
        try:
            out[name] = SETTABLE[name](value.strip())
        except ValueError as exc:
            raise CounterfactualError(f"{name} {exc}") from None
    return out


def _key(name: str, args: Any) -> str:
    return json.dumps([name, args if isinstance(args, dict) else {}], sort_keys=True, default=str)


class RecordedWorldShop:
    """The shop as the original run saw it: reads from the record, effects simulated."""

    def __init__(self, original: list[RunEvent], order_ref: str):
        self.answers: dict[str, dict] = {}
        self.by_tool: dict[str, list[dict]] = {}
        self.documents: dict[str, dict] = {}
        self.order_ref = order_ref
        for e in original:
            p = e.payload
            if e.kind != "tool_result" or p.get("name") not in READS:
                continue
            self.answers.setdefault(_key(p["name"], p.get("input")), p)
            self.by_tool.setdefault(p["name"], []).append(p)
            for doc in (p.get("result") or {}).get("documents", []) if p.get("ok") else []:
                self.documents.setdefault(doc["ref"], doc)
        self.simulated: list[dict] = []
        self.unknown_reads: list[str] = []

    def _recorded(self, name: str, args: dict) -> dict:
        p = self.answers.get(_key(name, args))
        if p is None and name in ("get_seller_supplement", "get_carrier_scan"):
            # These read the pinned order, whatever the call's (empty) arguments were.
            p = next((q for q in self.by_tool.get(name, [])), None)
        if p is None:
            self.unknown_reads.append(f"{name}({json.dumps(args, sort_keys=True)})")
            raise ShopError(f"Unknown in this counterfactual: the original run never read {name} with these arguments, "
                            "and the shop's state at that moment was not recorded.")
        if not p.get("ok"):
            raise ShopError(p.get("error", "refused"))
        return p["result"]

    def get_order(self, order_ref, zone=""):
        return self._recorded("get_order", {"order_ref": order_ref})

    def search_orders(self, *, customer_email="", text="", ticket_email="", zone=""):
        args = {k: v for k, v in (("customer_email", customer_email), ("text", text)) if v}
        answer = self._recorded("search_orders", args)
        return {"orders": answer.get("orders", []), "other_customers_matched": "note" in answer}

    def search_policy(self, query):
        try:
            return self._recorded("search_policy", {"query": query})["documents"]
        except ShopError:
            self.unknown_reads.pop()  # answered below from what the original retrieved
        words = {w for w in query.lower().split() if len(w) > 2}
        scored = sorted(((-len(words & set(f"{d['title']} {d['case_type'].replace('_', ' ')} {d['text']}".lower().split())), ref, d)
                         for ref, d in self.documents.items()), key=lambda t: (t[0], t[1]))
        return [d for score, _, d in scored if score < 0][:3]

    def get_seller_supplement(self, order_ref):
        return self._recorded("get_seller_supplement", {})

    def get_carrier_scan(self, order_ref):
        return self._recorded("get_carrier_scan", {})

    def issue_refund(self, **kwargs):
        made = {"refund_id": f"simulated-{len(self.simulated) + 1}", "order_ref": kwargs["order_ref"], "amount_cents": kwargs["amount_cents"],
                "source": kwargs["source"], "covers": [], "idempotency_key": kwargs["idempotency_key"], "already_issued": False}
        self.simulated.append({"effect": "refund", **made})
        return made

    def start_return(self, **kwargs):
        made = {"return_id": f"simulated-{len(self.simulated) + 1}", "order_ref": kwargs["order_ref"], "sku": kwargs["sku"],
                "kind": kwargs["kind"], "status": ReturnRequestStatus.STARTED, "idempotency_key": kwargs["idempotency_key"], "already_started": False}
        self.simulated.append({"effect": "return", **made})
        return made

    def send_reply(self, **kwargs):
        self.simulated.append({"effect": "reply", "body": kwargs["body"], "idempotency_key": kwargs["idempotency_key"]})
        return {"reply_id": f"simulated-{len(self.simulated)}", "already_sent": False}

    def deliverables(self, key_prefix: str) -> dict:
        mine = [s for s in self.simulated if s["idempotency_key"].startswith(key_prefix)]
        return {"refunds": [{"type": "refund", "amount_cents": s["amount_cents"], "source": s["source"], "idempotency_key": s["idempotency_key"]}
                            for s in mine if s["effect"] == "refund"],
                "returns": [{"type": "return", "kind": s["kind"], "idempotency_key": s["idempotency_key"]}
                            for s in mine if s["effect"] == "return"]}


@dataclass
class Outcome:
    """One side of the comparison: what a run did, or would have done."""

    status: str
    outcome: str
    subtasks: list[dict]
    decisions: list[dict]
    approvals_needed: list[dict]
    refunds: list[dict]
    returns: list[dict]
    reply: str
    notes: list[str] = field(default_factory=list)

    @property
    def refunded_cents(self) -> int:
        return sum(r["amount_cents"] for r in self.refunds)

    def as_dict(self) -> dict:
        return {"status": self.status, "outcome": self.outcome, "subtasks": self.subtasks, "decisions": self.decisions,
                "approvals_needed": self.approvals_needed, "refunds": self.refunds, "returns": self.returns, "reply": self.reply,
                "refunded_cents": self.refunded_cents, "notes": self.notes}


def _decisions(run: Run) -> list[dict]:
    return [{"ref": ref, "subtask": d.get("subtask"), "action": d.get("action"), "amount_cents": d.get("amount_cents"),
             "source": d.get("source"), "state": str(d.get("state"))} for ref, d in sorted((run.state.get("decisions") or {}).items())]


def _subtasks(run: Run) -> list[dict]:
    return [{"number": s.number, "kind": s.case_type, "status": s.status, "goal": s.goal}
            for s in run.subtasks.order_by("number")]


def _approvals(run: Run) -> list[dict]:
    return [{"kind": a.kind, "decision": (a.decision or {}).get("ref", ""), "amount_cents": (a.decision or {}).get("amount_cents"),
             "status": a.status} for a in Approval.objects.filter(run=run).order_by("id")]


def as_recorded(run: Run) -> Outcome:
    """The original run, from its rows and its record."""
    refunds, returns = [], []
    for e in run.events.filter(kind="tool_result", payload__name__in=["issue_refund", "start_return"], payload__ok=True).order_by("seq"):
        r = e.payload["result"]
        if e.payload["name"] == "issue_refund":
            refunds.append({"amount_cents": r["amount_cents"], "source": r["source"]})
        else:
            returns.append({"sku": r["sku"], "kind": r["kind"]})
    return Outcome(status=run.status, outcome=run.outcome, subtasks=_subtasks(run), decisions=_decisions(run),
                   approvals_needed=_approvals(run), refunds=refunds, returns=returns,
                   reply=(run.state.get("reply") or {}).get("body", ""))


class _Discard(Exception):
    def __init__(self, outcome: Outcome):
        self.outcome = outcome


def walk_again(run: Run, *, model: str, changes: dict[str, Any]) -> Outcome:
    """Walk `run`'s ticket again with `model` and `changes`; nothing it writes survives."""
    if model not in MODELS:
        raise CounterfactualError(f"model {model!r}: one of {', '.join(MODELS)}")
    if model == "scripted" and not run.script:
        raise CounterfactualError(f"run {run.pk} has no script to play: walk it with the offline agent or Claude")
    if model == "anthropic" and not settings.ANTHROPIC_API_KEY:
        raise CounterfactualError("Claude needs ANTHROPIC_API_KEY: none is set here")
    if run.status not in Run.FINISHED and run.status not in Run.WAITING:
        raise CounterfactualError(f"run {run.pk} is {run.status}: a counterfactual walks a run that has stopped moving")
    original = list(run.events.order_by("seq"))
    try:
        with override_settings(**changes), transaction.atomic():
            raise _Discard(_walk_scratch(run, original, model))
    except _Discard as done:
        return done.outcome


def _walk_scratch(run: Run, original: list[RunEvent], model: str) -> Outcome:
    from .record import append, lock_run

    t = run.ticket
    ticket = Ticket.objects.create(ref=f"{t.ref}~cf"[:32], subject=t.subject, body=t.body, customer_email=t.customer_email,
                                   order_ref=t.order_ref, channel=t.channel, created_by=t.created_by)
    Ticket.objects.filter(pk=ticket.pk).update(created_at=t.created_at)
    ticket.created_at = t.created_at
    scratch = Run.objects.create(ticket=ticket, model_name=model, script=run.script if model == "scripted" else None,
                                 state={"key_prefix": run.key_prefix, **handed_state(run)})  # the effect keys parse as the original's
    append(lock_run(scratch.pk), "run_created", {"ticket": ticket.ref, "model": model, "counterfactual_of": run.pk}, actor="system")
    shop = RecordedWorldShop(original, run.order_ref)
    moment = original[0].created_at if original else timezone.now()
    notes: list[str] = []
    people = _People(run, original, notes)
    with world.using(world.replace(world.real(), clock=lambda: moment, shop=lambda: shop)):
        for _ in range(MAX_WALKS):
            try:
                status = walk(scratch.pk, "counterfactual")
            except Exception as exc:  # noqa: BLE001 - a model or walk failure is the counterfactual's answer, not a 500
                notes.append(f"the walk failed: {type(exc).__name__}: {exc}"[:300])
                break
            if status == Run.Status.QUEUED or (status in Run.WAITING and people.decide(scratch)):
                continue
            break
    scratch.refresh_from_db()
    if scratch.status in Run.WAITING:
        notes.append(f"stopped where it would wait for a person ({scratch.get_status_display().lower()})")
    if shop.unknown_reads:
        notes.append("reads the original never made, answered as unknown: " + "; ".join(shop.unknown_reads))
    return Outcome(status=scratch.status, outcome=scratch.outcome, subtasks=_subtasks(scratch), decisions=_decisions(scratch),
                   approvals_needed=_approvals(scratch),
                   refunds=[{"amount_cents": s["amount_cents"], "source": s["source"]} for s in shop.simulated if s["effect"] == "refund"],
                   returns=[{"sku": s["sku"], "kind": s["kind"]} for s in shop.simulated if s["effect"] == "return"],
                   reply=next((s["body"] for s in shop.simulated if s["effect"] == "reply"), ""), notes=notes)


class _People:
    """Who stands in for the people a counterfactual walk waits for. A plan confirmation is given as
    the original's reviewer gave it, or (when the original never waited for one) taken as given, so
    the walk reaches its decisions; both are said in the notes. A refund approval is given only
    where the original's lead approved the same refund (subtask, amount, source); any other wait
    ends the walk, shown as the approval or escalation that would have been needed."""

    def __init__(self, run: Run, original: list[RunEvent], notes: list[str]):
        self.run, self.notes = run, notes
        self.confirmer = next((e.actor for e in original if e.kind == "plan_confirmed"), "")
        self.approved = {(a.decision.get("subtask"), a.decision.get("amount_cents"), a.decision.get("source")): a.decided_by
                         for a in Approval.objects.filter(run=run, kind=Approval.Kind.REFUND, decided_by__isnull=False,
                                                          status__in=[Approval.Status.APPROVED, Approval.Status.USED])
                         .select_related("decided_by")}

    def decide(self, scratch: Run) -> bool:
        """Act on what the scratch run waits for, if a stand-in may; whether anything was done."""
        from .people import actions

        pending = list(Approval.objects.filter(run=scratch, status=Approval.Status.PENDING).order_by("id"))
        for approval in pending:
            if approval.kind == Approval.Kind.PLAN:
                user = self._plan_confirmer(approval)
                if user is None:
                    return False
                actions.plan_confirm(approval_id=approval.pk, user=user, note="(counterfactual stand-in)")
                self.notes.append(f"a plan confirmation was needed; taken as {user.get_username()} gave it"
                                  + ("" if user.get_username() == self.confirmer else " (the original needed none)"))
                return True
            if approval.kind == Approval.Kind.REFUND:
                d = approval.decision
                lead = self.approved.get((d.get("subtask"), d.get("amount_cents"), d.get("source")))
                if lead is None:
                    return False
                actions.refund_decide(approval_id=approval.pk, user=lead, approve=True, note="(counterfactual: as the original's lead)")
                self.notes.append(f"a refund approval was needed for subtask {d.get('subtask')}; given as {lead.get_username()} gave it")
                return True
        return False

    def _plan_confirmer(self, approval: Approval):
        users = get_user_model().objects.filter(is_active=True)
        if self.confirmer:
            user = users.filter(username=self.confirmer).first()
            if user is not None:
                return user
        for user in users.order_by("pk"):
            if user.pk != approval.requested_by_id and user.has_perm("runs.confirm_plan"):
                return user
        return None


def differences(before: Outcome, after: Outcome) -> list[str]:
    """What changed, in words, most consequential first."""
    out = []
    if before.refunded_cents != after.refunded_cents or before.refunds != after.refunds:
        out.append(f"refunds {_money(before.refunded_cents)} -> {_money(after.refunded_cents)}")
    if before.returns != after.returns:
        out.append(f"returns {len(before.returns)} -> {len(after.returns)}")
    needed = lambda o: [a for a in o.approvals_needed if a["kind"] == "refund"]  # noqa: E731
    if len(needed(before)) != len(needed(after)):
        out.append(f"refund approvals needed {len(needed(before))} -> {len(needed(after))}")
    if (before.status, before.outcome) != (after.status, after.outcome):
        out.append(f"outcome {before.outcome or before.status} -> {after.outcome or after.status}")
    if [(s["kind"], s["status"]) for s in before.subtasks] != [(s["kind"], s["status"]) for s in after.subtasks]:
        out.append("subtasks differ")
    if [(d["action"], d["amount_cents"], d["source"]) for d in before.decisions] != [(d["action"], d["amount_cents"], d["source"]) for d in after.decisions]:
        out.append("decisions differ")
    if before.reply != after.reply:
        out.append("reply differs")
    return out


def _money(cents: int) -> str:
    from .money import dollars

    return dollars(cents)


def run_counterfactual(run: Run, *, model: str, changes: dict[str, Any], requested_by=None):
    """Walk again, compare, and keep the result. Returns the saved Counterfactual."""
    from .models import Counterfactual

    before = as_recorded(run)
    after = walk_again(run, model=model, changes=changes)
    return Counterfactual.objects.create(
        run=run, model_name=model, changes=changes, requested_by=requested_by,
        original=before.as_dict(), result=after.as_dict(), differences=differences(before, after))
