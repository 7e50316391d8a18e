"""Decisions for money and return subtasks: proposed by the model, admitted by the guard
(runs.walk.exits), carried out once under a key derived from the subtask."""

from __future__ import annotations

import hashlib
import json

from .. import record, standing, waits
from ..effect_keys import effect_key
from ..holds import held_by
from ..returns_without_money import FIELD
from ..state import GOODS_ACTIONS, OPEN_DECISIONS, DecisionAction, DecisionState
from ..tools import MONEY_KINDS, ToolError
from .context import TurnContext


def decision_digest(decision: dict) -> str:
    keys = ("subtask", "case_type", "action", "amount_cents", "source", "policy_ref", "sku", "lines", "charges", "needs_human", "order_ref")
    # the money turned down is part of what is decided (an approval of the return with its refund does not cover it
    # without); counted only when set, so every digest recorded before the field is the same
    declined = {FIELD: True} if decision.get(FIELD) else {}
    canonical = json.dumps({**{k: decision.get(k) for k in keys}, **declined}, sort_keys=True)
    return hashlib.sha256(canonical.encode()).hexdigest()[:20]


def propose_decision(ctx: TurnContext, args: dict) -> dict:
    subtask = ctx.subtask(args["subtask"])
    if subtask.case_type not in MONEY_KINDS:
        raise ToolError(f"Subtask {subtask.number} is a {subtask.case_type}; decisions are for money and return subtasks.")
    if subtask.is_closed:
        raise ToolError(f"Subtask {subtask.number} is already {subtask.status}.")
    if ctx.blocked_by(subtask):
        raise ToolError(f"Subtask {subtask.number} waits for subtask(s) {ctx.blocked_by(subtask)}.")
    lines = [{"sku": x["sku"], "quantity": x.get("quantity", 1)} for x in args.get("lines") or []]
    lines = lines or ([{"sku": args["sku"], "quantity": 1}] if args.get("sku") else [])
    if not lines and not args.get("charges"):
        raise ToolError("A decision names what it refunds: `lines` [{sku, quantity}] for items, or `charges` [charge number] for charges "
                        "(a duplicate copy, a delivery fee).")
    if args["action"] in GOODS_ACTIONS and not lines:
        raise ToolError("A collection or return decision names the line it covers.")
    if args.get(FIELD) and args["action"] not in GOODS_ACTIONS:
        raise ToolError("`refund_declined` is for a collection or return the customer asks without its money; a refund decision "
                        "the customer turns down is not proposed (escalate it, or leave the subtask to a person).")
    decisions = ctx.state.setdefault("decisions", {})
    done = [d for d in decisions.values() if d["subtask"] == subtask.number and d["state"] == DecisionState.EXECUTED]
    if done:
        raise ToolError(f"Subtask {subtask.number} was already carried out by {done[0]['ref']}; one decision per subtask moves money.")
    decision = {
        "subtask": subtask.number, "case_type": subtask.case_type, "action": args["action"],
        "amount_cents": args["amount_cents"], "source": args["source"], "policy_ref": args["policy_ref"].strip(),
        "sku": args.get("sku") or (lines[0]["sku"] if lines else ""), "lines": lines, "charges": list(args.get("charges") or []),
        "needs_human": bool(args["needs_human"]), "reason": args["reason"][:300],
        # the goods back without the money, as its own field (runs.returns_without_money), when the call says either way;
        # a call recorded before the field says nothing, and its decision is replayed without it, as it was written
        **({FIELD: bool(args[FIELD])} if FIELD in args else {}),
        "order_ref": ctx.run.order_ref, "state": DecisionState.PROPOSED,
    }
    decision["digest"] = decision_digest(decision)
    for ref, d in decisions.items():
        if d["subtask"] == subtask.number and d["digest"] == decision["digest"] and d["state"] in OPEN_DECISIONS:
            # The same decision again is not a new one (and not progress for the drift check).
            return {"decision": ref, "state": d["state"], "note": "This decision was already proposed."}
    for d in decisions.values():
        if d["subtask"] == subtask.number and d["state"] in OPEN_DECISIONS:
            d["state"] = DecisionState.REPLACED  # any approval requested for it no longer covers the new one
    ref = f"D{len(decisions) + 1}"
    decision = {"ref": ref, **decision}
    decisions[ref] = decision
    ctx.append("decision_proposed", {"decision": decision})
    return {"decision": ref, "state": DecisionState.PROPOSED, "note": "The guard checks it when the decide phase ends."}


def admitted_decision(ctx: TurnContext, ref: str, *, actions: set[str]) -> dict:
    decision = ctx.state.get("decisions", {}).get(ref)
    if decision is None:
        raise ToolError(f"There is no decision {ref}.")
    if decision["action"] not in actions:
        raise ToolError(f"{ref} is a {decision['action']} decision; this tool carries out {sorted(actions)}.")
    if decision["state"] == DecisionState.EXECUTED:
        # At most once: report the effect that already happened instead of repeating it.
        raise ToolError(f"{ref} was already carried out (E{decision['executed_seq']}); it is not repeated.")
    if decision["state"] != DecisionState.ADMITTED:
        raise ToolError(f"{ref} is {decision['state']}, not admitted by the guard; nothing was done.")
    subtask = ctx.subtask(decision["subtask"])
    if subtask.is_closed:
        raise ToolError(f"Subtask {subtask.number} is {subtask.status}; {ref} is not carried out.")
    blocked = ctx.blocked_by(subtask)
    if blocked:
        raise ToolError(f"Subtask {decision['subtask']} waits for subtask(s) {blocked}; skipped.")
    holder = held_by(ctx.state["decisions"], decision)
    if holder:
        raise ToolError(f"{ref} draws on a line or charge that {holder} (waiting for a support lead) draws on too; "
                        "it is carried out once the lead has answered.")
    if decision["action"] == DecisionAction.REFUND:
        lapsed = standing.withdrawn(ctx.run, decision, key=idempotency_key(ctx, ref))
        if lapsed:
            _back_to_a_lead(ctx, decision, lapsed)
            raise ToolError(f"{ref} was admitted under a standing approval that no longer covers it ({lapsed}); "
                            "nothing was paid, and it now waits for a support lead.")
    return decision


def _back_to_a_lead(ctx: TurnContext, decision: dict, why: str) -> None:
    """A refund its standing approval no longer covers goes to a support lead, as if no rule had
    existed: the record says why, the run page and the queue show it waiting."""
    covered = decision.pop("standing_approval")
    decision["state"] = DecisionState.AWAITING_APPROVAL
    record.append(ctx.run, "standing_approval_lapsed", {"decision": decision["ref"], "standing_approval": covered.get("id"), "why": why},
                  actor="system")
    waits.ask_a_lead(ctx.run, decision, requested_by=ctx.run.ticket.created_by)


def idempotency_key(ctx: TurnContext, ref: str) -> str:
    """One key per subtask and kind of effect: whatever decision the model gets admitted, a
    subtask can refund (or start a return) once. A second, different refund under the same key
    is refused by the shop."""
    decision = ctx.state["decisions"][ref]
    return effect_key(ctx.run.key_prefix, decision["subtask"], decision["action"])


def mark_executed(ctx: TurnContext, ref: str, result: dict) -> None:
    decision = ctx.state["decisions"][ref]
    decision["state"] = DecisionState.EXECUTED
    decision["executed_seq"] = ctx.run.next_seq  # the tool_result event about to be written
    decision["result"] = result
