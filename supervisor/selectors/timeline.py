"""A run's record as the timeline shows it: events grouped by turn, each with a label, a tone
and the fields of its kind. Reads no database: it is given the events (and their replans)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from datetime import datetime, timezone

from django.utils.timezone import localtime

from runs.guards import APPROVAL_CLEARS, INCIDENTS, plain_words
from runs.models import ReplanEvent, RunEvent
from runs.money import dollars
from runs.returns_without_money import declined_on_arrival
from runs.tools import TOOLS
from supervisor.selectors.audit import replan_view
from supervisor.money import cents


def plain_inputs(inputs: dict) -> dict:
    """A guard check's inputs as a person reads them: money in dollars under its name without
    `_cents` (amount_cents 1299 -> amount $12.99), refunds made before as "$9.95 (duplicate charge)",
    and what the newer checks record in lists of records (the named lines, the conditions compared)
    in words, never as raw field names and cents."""
    plain = {}
    for key, value in inputs.items():
        if key == "refunded_before" and isinstance(value, list):
            plain[key] = [cents(r.get("amount_cents")) + (f" ({r['case_type'].replace('_', ' ')})" if r.get("case_type") else "")
                          for r in value if isinstance(r, dict)] or None
        else:
            name, shown = _plain_value(key, value)
            plain[name] = shown
    return plain


# Inputs whose values are the runtime's own names (a case type, a policy condition): shown as words.
_NAMED_VALUES = {"case_type", "failing", "kinds_read", "condition"}
_FIELD_ORDER = ("sku", "quantity", "what", "worth_cents", "refunded_cents", "left_cents")
_MOMENT = re.compile(r"^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2})?")


def _plain_value(key: str, value):
    """(the key to show, the value in words) for one recorded input, however deep."""
    if key in _NAMED_VALUES and isinstance(value, str):
        return key, value.replace("_", " ")
    if key in _NAMED_VALUES and isinstance(value, list):
        return key, [str(v).replace("_", " ") for v in value]
    if isinstance(value, str) and _MOMENT.match(value):
        return key, _moment(value)
    if key.endswith("_cents") and isinstance(value, int) and not isinstance(value, bool):
        return key.removesuffix("_cents"), cents(value)
    if isinstance(value, bool):
        return key, "yes" if value else "no"
    if isinstance(value, dict):
        if "says" in value:  # a policy condition: its comparison in words says it all
            return key, ("✓ " if value.get("holds") else "✗ ") + str(value["says"])
        # A stable order: PostgreSQL's jsonb keeps keys by length, SQLite as written.
        ordered = sorted(value.items(), key=lambda kv: (_FIELD_ORDER.index(kv[0]) if kv[0] in _FIELD_ORDER else len(_FIELD_ORDER), kv[0]))
        parts = [_plain_value(k, v) for k, v in ordered if v not in (None, "", [], {})]
        return key, ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in parts)
    if isinstance(value, (list, tuple)):
        return key, [_plain_value(key, v)[1] if isinstance(v, (dict, list, tuple)) else v for v in value]
    return key, value


def _moment(value: str) -> str:
    """An ISO date or time as a date a person reads ("16 Nov 2026", "16 Nov 2026 09:00 UTC"): a time on
    the shop's clock (SHOP_TIME_ZONE, Django's TIME_ZONE), named by its zone ("02:30 PDT")."""
    try:
        moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return value
    if len(value) <= 10:
        return f"{moment:%d %b %Y}"
    moment = localtime(moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc))
    return f"{moment:%d %b %Y %H:%M %Z}"


@dataclass
class Turn:
    number: int
    phases: list[str]
    entries: list[dict]
    model_calls: int = 0
    tool_calls: int = 0
    errors: int = 0

    @property
    def anchor(self) -> str:
        return f"turn-{self.number}"


def timeline(events: list[RunEvent], *, replans: list[ReplanEvent] = ()) -> list[Turn]:
    """Events grouped by turn (turn 0 is what happens before the first model call)."""
    replan_by_event = {r.event_id: r for r in replans}
    turns: dict[int, Turn] = {}
    for e in events:
        turn = turns.get(e.turn)
        if turn is None:
            turn = turns[e.turn] = Turn(e.turn, [], [])
        if e.phase not in turn.phases:
            turn.phases.append(e.phase)
        entry = describe_event(e, replan=replan_by_event.get(e.pk))
        turn.entries.append(entry)
        if e.kind == "model_response":
            turn.model_calls += 1
        elif e.kind == "tool_result":
            turn.tool_calls += 1
            if not e.payload.get("ok"):
                turn.errors += 1
    return [turns[n] for n in sorted(turns)]


KIND_LABELS = {
    "run_created": "Run created",
    "walk_started": "Worker picked up the run",
    "ticket_screened": "Ticket screened",
    "injection_removed": "Injected passage removed",
    "forged_grant": "Grant quoted as the shop's, unverified",
    "model_response": "Model answered",
    "model_error": "Model error",
    "order_pinned": "Order pinned",
    "tool_result": "Tool call",
    "effect_requested": "External effect requested",
    "turn_end": "Turn ended",
    "plan_admitted": "Plan admitted",
    "plan_rejected": "Plan proposal refused",
    "transition": "Phase transition",
    "approval_requested": "Approval requested",
    "approval_void": "Approval void",
    "plan_confirmed": "Plan confirmed",
    "plan_rejected_by_person": "Plan rejected",
    "subtask_status": "Subtask status",
    "decision_proposed": "Decision proposed",
    "guard_check": "Guard check",
    "verification": "Verification",
    "drift_alert": "Drift alert",
    "drift_answered": "Drift alert answered",
    "replan": "Replan",
    "escalated": "Escalated",
    "escalation_resolved": "Escalation resolved",
    "handled_by_person": "Handled by a person",
    "refund_approved": "Refund approved",
    "refund_rejected": "Refund rejected",
    "intervention": "Intervention",
    "intervention_applied": "Intervention delivered to the model",
    "stopped": "Stopped",
    "run_closed": "Run closed",
    "run_failed": "Run failed",
    # audit and ledger facts (runs.evidence, runs.ledger)
    "evidence_exported": "Signed evidence exported",
    "effect_settled": "Effect in doubt settled against the shop",
    "compensation_requested": "Compensation asked for",
    "compensation_rejected": "Compensation rejected",
    "compensation_started": "Compensation approved",
    "effect_compensated": "Effect compensated",
    "wait_breached": "Deadline passed",
    "wait_escalated": "Escalated to the admins",
    "wait_reassigned": "Reassigned",
    "pinned_withdrawn": "Withdrawn from the agent's requests",
}

INTERVENTION_LABELS = {"instruction": "Instruction", "key_info": "Key information", "stop": "Stop at the next turn boundary"}

# How an event reads at a glance: ok (green), bad (red), warn (amber), person (blue), quiet (grey).
_TONE = {
    "walk_started": "quiet", "turn_end": "quiet", "intervention_applied": "quiet", "run_created": "quiet",
    "plan_rejected": "bad", "model_error": "bad", "run_failed": "bad", "approval_void": "warn",
    "drift_alert": "warn", "escalated": "bad", "stopped": "warn", "refund_rejected": "bad",
    "plan_rejected_by_person": "bad", "wait_breached": "warn", "wait_escalated": "bad",
}
_PERSON_KINDS = {"plan_confirmed", "plan_rejected_by_person", "refund_approved", "refund_rejected", "escalation_resolved",
                 "intervention", "handled_by_person", "evidence_exported", "effect_settled", "compensation_requested",
                 "compensation_rejected", "compensation_started", "effect_compensated", "wait_reassigned", "pinned_withdrawn"}


def pretty(value) -> str:
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False, default=str)


# Each guard check as a support lead reads it (the check's key stays in the run page's timeline).
CHECK_LABELS = {
    "amount_within_ceiling": "within the refund ceiling, or approved by a support lead",
    "policy_retrieved_this_run": "the cited policy was read in this run",
    "source_matches_matrix": "the right party pays for it",
    "needs_human_has_approval": "approved by a person, if the agent asked for one",
    "amount_supported_by_order": "the order has that much left to refund",
    "order_belongs_to_customer": "the order is the customer's own",
    "amount_supported_by_lines": "the items and charges it names add up to it",
    "eligible_under_policy": "the policy's conditions hold",
}


def _plain_terms(line: str) -> str:
    """Stored keys inside a sentence (carrier_claim, first_party) in words, and the matrix by its name."""
    line = re.sub(r"\b[a-z]+(?:_[a-z]+)+\b", lambda m: m.group(0).replace("_", " "), line)
    return line.replace("the matrix says", "the policy's table of who pays says")


def describe_event(e: RunEvent, *, replan: ReplanEvent | None = None) -> dict:
    """What the timeline shows for one event: a label, a tone and the kind's own fields."""
    p = e.payload or {}
    entry = {
        "event": e, "seq": e.seq, "kind": e.kind, "label": KIND_LABELS.get(e.kind, e.kind.replace("_", " ").capitalize()),
        "actor": e.actor, "is_person": e.actor not in ("agent", "system", "command"), "tone": _TONE.get(e.kind, "info"),
    }
    if e.kind in _PERSON_KINDS:
        entry["tone"] = "person"
    if e.kind == "tool_result":
        tool = TOOLS.get(p.get("name", ""))
        compact = json.dumps(p.get("input"), ensure_ascii=False, sort_keys=True, default=str)
        entry.update(tool=p.get("name", "?"), ok=bool(p.get("ok")), input=pretty(p.get("input")),
                     input_inline=compact if len(compact) <= 160 else "",
                     result=pretty(p.get("result")) if p.get("ok") else "", error=p.get("error", ""),
                     effect_class=tool.effect_class if tool else "", tone="ok" if p.get("ok") else "bad")
    elif e.kind == "model_response":
        response = p.get("response") or {}
        content = response.get("content") or []
        entry.update(texts=[b.get("text", "") for b in content if b.get("type") == "text" and b.get("text")],
                     calls=[{"name": b.get("name"), "input": pretty(b.get("input"))} for b in content if b.get("type") == "tool_use"],
                     stop_reason=response.get("stop_reason", ""), usage=response.get("usage") or {}, model=response.get("model", ""))
    elif e.kind == "guard_check":
        checks = [{"check": c.get("check"), "passed": c.get("passed"), "inputs": plain_inputs(c.get("inputs") or {}),
                   "label": CHECK_LABELS.get(c.get("check"), (c.get("check") or "").replace("_", " ")),
                   # A failure a support lead's approval clears is why the refund waits, not something wrong with it.
                   "awaits_approval": not c.get("passed") and c.get("check") in APPROVAL_CLEARS,
                   "says": [_plain_terms(line) for line in plain_words(c.get("check"), c.get("inputs") or {})],
                   "incident": INCIDENTS.get(c.get("check"), c.get("incident", ""))} for c in p.get("checks", [])]
        entry.update(decision=p.get("decision"), subtask=p.get("subtask"), passed=p.get("passed"), checks=checks,
                     standing=p.get("standing_approval"), tone="ok" if p.get("passed") else "bad")
    elif e.kind == "transition":
        entry.update(src=p.get("from"), dst=p.get("to"), why=p.get("why", ""))
    elif e.kind == "subtask_status":
        entry.update(subtask=p.get("subtask"), src=p.get("from"), dst=p.get("to"), evidence_seq=p.get("evidence_seq"),
                     note=p.get("note", ""), deferred_reason=p.get("deferred_reason", ""),
                     tone={"resolved": "ok", "escalated": "bad", "deferred": "warn"}.get(p.get("to"), "info"))
    elif e.kind == "decision_proposed":
        # the goods back without the money, read from the decision's field (old records: their reason's words)
        entry.update(decision=p.get("decision") or {}, refund_declined=declined_on_arrival(p.get("decision")))
    elif e.kind == "verification":
        entry.update(verdict=p.get("verdict"), findings=p.get("findings") or [],
                     tone={"PASS": "ok", "FAIL": "bad", "PARTIAL": "warn"}.get(p.get("verdict"), "info"))
    elif e.kind == "intervention":
        entry.update(intervention=INTERVENTION_LABELS.get(p.get("type"), p.get("type")), text=p.get("text", ""))
    elif e.kind == "replan":
        entry.update(trigger=p.get("trigger", ""), revision=p.get("revision"), replan=replan_view(replan) if replan else None)
    elif e.kind == "turn_end":
        entry.update(notices=p.get("notices") or [], progress=p.get("progress"), status=p.get("status"))
        if entry["notices"]:
            entry["tone"] = "warn"
    elif e.kind == "run_closed":
        entry.update(outcome=p.get("outcome"), unresolved=p.get("unresolved") or [], no_reply=p.get("no_reply", ""),
                     tone={"resolved": "ok", "partial": "warn"}.get(p.get("outcome"), "bad"))
    elif e.kind == "plan_admitted":
        entry.update(plan=p.get("plan") or [])
    elif e.kind == "plan_rejected":
        entry.update(reasons=p.get("reasons") or [])
    elif e.kind == "ticket_screened":
        language = p.get("language") or {}
        entry.update(intents=p.get("intents") or [], injection=p.get("injection_suspected"),
                     language=language.get("language") if language.get("english") is False else "")
        if entry["injection"] or entry["language"]:
            entry["tone"] = "warn"
    elif e.kind == "injection_removed":
        entry.update(removed=p.get("text", ""), read_as=p.get("read_as", ""), tone="warn")
    elif e.kind == "forged_grant":
        entry.update(summary=f"“{p.get('text', '')}” ({', '.join(p.get('amounts') or [])}): {p.get('why', '')}", tone="warn", payload=pretty(p))
    else:
        entry["summary"] = _summary(e.kind, p)
        entry["payload"] = pretty(p) if entry["tone"] != "quiet" else ""  # shown folded under "Details"
    return entry


def _summary(kind: str, p: dict) -> str:
    """One sentence for the kinds that need no layout of their own."""
    if kind == "escalated":
        where = f"subtask {p['subtask']}" if p.get("subtask") else "the whole run"
        return f"Handed {where} to a person. Open item: {p.get('open_item', '?')}. Why: {p.get('reason', '')}"
    if kind == "escalation_resolved":
        return f"{p.get('resolution', '')}" + (" (the run resumes)" if p.get("resume") else "")
    if kind in ("plan_confirmed", "plan_rejected_by_person", "refund_approved", "refund_rejected"):
        what = f"decision {p['decision']}" if p.get("decision") else f"approval {p.get('approval', '?')}"
        if p.get("approved_cents") is not None:
            what += f" approved at {dollars(p['approved_cents'])} of the {dollars(p.get('proposed_cents') or 0)} proposed"
        return (f"{what}" + (f": {p['note']}" if p.get("note") else "")
                + (f". Sent back to the agent with instructions (pinned): {p['instructions']}" if p.get("instructions") else ""))
    if kind == "pinned_withdrawn":
        return f"E{p.get('item', '?')} no longer rides in the agent's requests: {p.get('text', '')}"
    if kind == "approval_requested":
        return f"{'Plan confirmation' if p.get('kind') == 'plan' else 'Refund approval'} requested for {p.get('decision') or p.get('subject', '')}"
    if kind == "approval_void":
        return f"approval {p.get('approval', '?')}: {p.get('why', '')}"
    if kind == "drift_alert":
        if p.get("reason") == "idle_turns":
            return f"{p.get('idle_turns')} turns in a row without a subtask status change. The next turn must move the plan or the run escalates."
        return f"Called {', '.join(p.get('tools', []))}, which no open subtask expects (expected: {', '.join(p.get('expected', [])) or 'nothing'})."
    if kind == "drift_answered":
        return "The turn after the alert moved the plan."
    if kind == "order_pinned":
        return f"Order {p.get('order_ref', '?')} is pinned to this run."
    if kind == "effect_requested":
        request = p.get("request") or {}
        return f"{p.get('name', '?')} with idempotency key {request.get('idempotency_key', '?')}"
    if kind == "model_error":
        return f"{p.get('error', '')}" + (" (will retry)" if p.get("retryable") else "")
    if kind == "run_failed":
        return p.get("reason", "")
    if kind == "stopped":
        return f"Stopped at turn {p.get('at_turn', '?')}."
    if kind == "handled_by_person":
        return p.get("resolution", "")
    if kind == "walk_started":
        return f"{p.get('worker', '?')}, attempt {p.get('attempt', '?')}"
    if kind == "intervention_applied":
        return f"Delivered: {', '.join(f'E{s}' for s in p.get('seqs', []))}"
    if kind in ("wait_breached", "wait_escalated", "wait_reassigned"):
        what = {"plan": "The plan's confirmation", "refund": "The refund approval", "escalation": "The escalation"}.get(p.get("wait"), "The wait")
        if kind == "wait_reassigned":
            return f"{what} is now with {p.get('to', '?')}" + (f" (was {p['from']})." if p.get("from") else ".")
        due = _moment(p.get("due_at", ""))
        told = f" {p['fallback'][:1].upper()}{p['fallback'][1:]}." if p.get("fallback") else ""
        if p.get("not_told"):
            told += f" Not told: {p['not_told']['who']}, who {p['not_told']['why']}."
        if kind == "wait_escalated":
            return f"{what} waited past a second deadline ({due}): it goes to the {p.get('to_group', 'admin')} group.{told}"
        return f"{what} was due by {due}; the people who decide it were told.{told}"
    if kind == "run_created":
        return f"Ticket {p.get('ticket', '?')}, model {p.get('model', '?')}"
    return ""
