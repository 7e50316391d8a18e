"""Every tool the agent can call: its JSON schema, effect class, compensation and handler.

A handler gets the turn context (runs.executor.TurnContext) and the validated input, and returns
a JSON-able result or raises ToolError with a message the model can act on. Handlers never move
the run between phases; they change the plan only through the context, which checks evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

import jsonschema

from . import policy
from .models import EffectClass
from .shop.backend import ShopError
from .shop.models import CaseType, RefundSource

NO_UNDO = "none: cannot be undone"
MONEY_KINDS = {c.value for c in CaseType}
EVIDENCE_RE = re.compile(r"^E(\d+)$")


class ToolError(Exception):
    """The call was refused or failed; recorded as an error result and shown to the model."""


class Effect:
    """How an external effect runs, in three parts, so that the shop call is an activity:

    - prepare(ctx, args) -> request: every check, inside the turn's transaction; the request
      (with its idempotency key) is recorded and committed before the shop is called;
    - perform(shop, request) -> result: the shop call alone, outside any transaction of ours,
      repeated after a crash with the same request (and so the same key);
    - complete(ctx, args, request, result) -> result: what the run learns, recorded with the result.
    """

    def __init__(self, prepare, perform, complete):
        self.prepare, self.perform, self.complete = prepare, perform, complete


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    input_schema: dict
    effect_class: str
    compensation: str
    handler: Callable[[Any, dict], dict] | Effect

    def definition(self) -> dict:
        """The Messages-API tool definition."""
        return {"name": self.name, "description": self.description, "input_schema": self.input_schema}

    def check_input(self, args: Any) -> list[str]:
        validator = jsonschema.Draft202012Validator(self.input_schema)
        return [f"{'/'.join(map(str, e.path)) or 'input'}: {e.message}" for e in validator.iter_errors(args)]


def _obj(properties: dict, required: list[str] | None = None) -> dict:
    return {"type": "object", "properties": properties, "required": required or [], "additionalProperties": False}


STEP_SCHEMA = _obj(
    {
        "title": {"type": "string"}, "tool": {"type": "string"}, "precondition": {"type": "string"},
        "acceptance": {"type": "string"}, "effect_class": {"enum": [c.value for c in EffectClass]},
        "compensation": {"type": "string"}, "budget_turns": {"type": "integer"}, "budget_tokens": {"type": "integer"},
    },
    ["title", "tool", "precondition", "acceptance", "effect_class"],
)
SUBTASK_SCHEMA = _obj(
    {
        "number": {"type": "integer", "minimum": 1}, "goal": {"type": "string"},
        "kind": {"enum": sorted(MONEY_KINDS) + ["question"]},
        "depends_on": {"type": "array", "items": {"type": "integer"}}, "steps": {"type": "array", "items": STEP_SCHEMA},
    },
    ["goal", "kind", "steps"],
)


# --- handlers ---------------------------------------------------------------------------------
def _shop_call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except ShopError as exc:
        raise ToolError(str(exc)) from None


def get_order(ctx, args):
    result = _shop_call(ctx.shop.get_order, args["order_ref"])
    link = ctx.state.get("order_link") or {}
    owner = (result.get("customer") or {}).get("email", "")
    if not policy.same_customer(owner, ctx.run.ticket.customer_email) and link.get("order_ref") != result["order_ref"]:
        # The answer is recorded (this error), the order is not pinned: a ticket cannot point the
        # run at a neighbour's order. A person who knows the link (a spouse, a gift) can confirm it.
        raise ToolError(f"Order {result['order_ref']} belongs to another customer, not to the ticket's {ctx.run.ticket.customer_email}: "
                        "it is not pinned. Find the customer's own order, or escalate so a person can confirm the link "
                        "(someone writing for a spouse, a gift).")
    ctx.pin_order(result)
    return result


def search_orders(ctx, args):
    if not args.get("customer_email") and not args.get("text"):
        raise ToolError("Give customer_email or text to search by.")
    return {"orders": ctx.shop.search_orders(customer_email=args.get("customer_email", ""), text=args.get("text", ""))}


def propose_plan(ctx, args):
    return ctx.admit_plan(args)


def escalate_to_human(ctx, args):
    return ctx.escalate(subtask_number=args.get("subtask"), open_item=args["open_item"], reason=args["reason"])


def search_policy(ctx, args):
    docs = ctx.shop.search_policy(args["query"])
    ctx.note_policies(docs)
    return {"documents": docs}


def get_seller_supplement(ctx, args):
    try:
        result = ctx.shop.get_seller_supplement(ctx.require_order())
    except ShopError as exc:
        # A seller with no terms on file is a fact too: marketplace policy applies alone.
        ctx.note_fact("supplement", {"ref": None, "missing": True, "accepts_returns": False, "damage_remedy": "refund_keep_item"})
        raise ToolError(str(exc)) from None
    ctx.note_fact("supplement", result)
    return result


def get_carrier_scan(ctx, args):
    result = _shop_call(ctx.shop.get_carrier_scan, ctx.require_order())
    ctx.note_fact("scans", result)
    return result


def record_progress(ctx, args):
    return ctx.propose_status(
        number=args["subtask"], status=args["status"], evidence=args.get("evidence", ""),
        note=args.get("note", ""), deferred_reason=args.get("deferred_reason", ""),
    )


def replan(ctx, args):
    return ctx.replan({"subtasks": args["subtasks"]}, trigger=args["trigger"], actor="agent")


def propose_decision(ctx, args):
    return ctx.propose_decision(args)


def _decision_request(ctx, args, actions: set[str]) -> dict:
    decision = ctx.admitted_decision(args["decision"], actions=actions)
    return {"decision": args["decision"], "order_ref": ctx.require_order(), "amount_cents": decision["amount_cents"],
            "source": decision["source"], "sku": decision.get("sku") or "", "kind": decision["action"], "reason": decision["reason"],
            "case_type": decision["case_type"], "lines": decision.get("lines") or [], "charges": decision.get("charges") or [],
            "customer_email": ctx.run.ticket.customer_email, "link_confirmed_by": (ctx.state.get("order_link") or {}).get("confirmed_by", ""),
            "idempotency_key": ctx.idempotency_key(args["decision"])}


def _mark_executed(ctx, args, request, result):
    ctx.mark_executed(request["decision"], result)
    return result


issue_refund = Effect(
    prepare=lambda ctx, args: _decision_request(ctx, args, {"refund"}),
    perform=lambda shop, r: shop.issue_refund(order_ref=r["order_ref"], amount_cents=r["amount_cents"], source=r["source"],
                                              reason=r["reason"], idempotency_key=r["idempotency_key"], case_type=r.get("case_type", ""),
                                              lines=r.get("lines"), charges=r.get("charges"), customer_email=r.get("customer_email", ""),
                                              link_confirmed_by=r.get("link_confirmed_by", "")),
    complete=_mark_executed,
)
start_return = Effect(
    prepare=lambda ctx, args: _decision_request(ctx, args, {"collection", "return"}),
    perform=lambda shop, r: shop.start_return(order_ref=r["order_ref"], sku=r["sku"], kind=r["kind"], reason=r["reason"],
                                              idempotency_key=r["idempotency_key"]),
    complete=_mark_executed,
)
send_reply = Effect(
    prepare=lambda ctx, args: ctx.prepare_reply(sentences=args["sentences"], closing=args.get("closing", "")),
    perform=lambda shop, r: shop.send_reply(customer_email=r["customer_email"], order_ref=r["order_ref"], body=r["body"],
                                            idempotency_key=r["idempotency_key"]),
    complete=lambda ctx, args, request, result: ctx.reply_sent(request, result),
)


TOOLS: dict[str, Tool] = {
    t.name: t
    for t in [
        Tool("get_order", "Fetch an order by ref: lines, charges, shipments, replacement orders, refunds so far. Pins the order to the run.",
             _obj({"order_ref": {"type": "string"}}, ["order_ref"]), EffectClass.READ, "nothing to undo", get_order),
        Tool("search_orders", "Find a customer's recent orders by email or by item text, when the ticket names no order.",
             _obj({"customer_email": {"type": "string"}, "text": {"type": "string"}}), EffectClass.READ, "nothing to undo", search_orders),
        Tool("propose_plan", "Write the plan: one subtask per customer-visible outcome, each with its steps. Code validates it before it is admitted.",
             _obj({"order_ref": {"type": "string"}, "subtasks": {"type": "array", "items": SUBTASK_SCHEMA}}, ["order_ref", "subtasks"]),
             EffectClass.INTERNAL_WRITE, "replan", propose_plan),
        Tool("escalate_to_human", "Hand a subtask (or, without `subtask`, the whole run) to a person, naming the open item in the customer's terms.",
             _obj({"reason": {"type": "string"}, "open_item": {"type": "string"}, "subtask": {"type": "integer"}}, ["reason", "open_item"]),
             EffectClass.INTERNAL_WRITE, "a person resolves the escalation", escalate_to_human),
        Tool("search_policy", "Search policy documents. Only a policy retrieved in this run may be cited in a decision.",
             _obj({"query": {"type": "string"}}, ["query"]), EffectClass.READ, "nothing to undo", search_policy),
        Tool("get_seller_supplement", "The pinned order's seller terms: whether it accepts returns, and its remedy for damage.",
             _obj({}), EffectClass.READ, "nothing to undo", get_seller_supplement),
        Tool("get_carrier_scan", "The pinned order's shipments with every carrier scan.",
             _obj({}), EffectClass.READ, "nothing to undo", get_carrier_scan),
        Tool("record_progress", "Propose a subtask status (in_progress, resolved, deferred). `evidence` is the E-number of the recorded result that proves it.",
             _obj({"subtask": {"type": "integer"}, "status": {"enum": ["in_progress", "resolved", "deferred"]}, "evidence": {"type": "string"},
                   "note": {"type": "string"}, "deferred_reason": {"type": "string"}}, ["subtask", "status"]),
             EffectClass.INTERNAL_WRITE, "record_progress again", record_progress),
        Tool("replan", "Revise the plan when a new fact invalidates it. Subtasks you leave out are deferred with the trigger as the reason, never dropped.",
             _obj({"trigger": {"type": "string"}, "subtasks": {"type": "array", "items": SUBTASK_SCHEMA}}, ["trigger", "subtasks"]),
             EffectClass.INTERNAL_WRITE, "replan again", replan),
        Tool("propose_decision", "One structured decision for a money or return subtask, naming what it refunds: order `lines` "
             "(sku, quantity) for an item, or `charges` (their numbers in get_order) for a charge. The guard checks it before anything is paid.",
             _obj({"subtask": {"type": "integer"}, "action": {"enum": ["refund", "collection", "return"]}, "amount_cents": {"type": "integer", "minimum": 1},
                   "source": {"enum": [s.value for s in RefundSource]}, "policy_ref": {"type": "string"}, "sku": {"type": "string"},
                   "lines": {"type": "array", "items": _obj({"sku": {"type": "string"}, "quantity": {"type": "integer", "minimum": 1}}, ["sku"])},
                   "charges": {"type": "array", "items": {"type": "integer"}},
                   "needs_human": {"type": "boolean"}, "reason": {"type": "string"}},
                  ["subtask", "action", "amount_cents", "source", "policy_ref", "needs_human", "reason"]),
             EffectClass.INTERNAL_WRITE, "propose_decision again (replaces it)", propose_decision),
        Tool("issue_refund", "Refund the amount of an admitted refund decision, once. A retry returns the refund already issued.",
             _obj({"decision": {"type": "string"}}, ["decision"]), EffectClass.EXTERNAL_EFFECT, NO_UNDO, issue_refund),
        Tool("start_return", "Start the return or collection of an admitted decision, once.",
             _obj({"decision": {"type": "string"}}, ["decision"]), EffectClass.EXTERNAL_EFFECT, "cancel the return before the carrier collects", start_return),
        Tool("send_reply", "Send the final reply: exactly one sentence per subtask, in the customer's terms. Verified before it goes out.",
             _obj({"sentences": {"type": "array", "items": _obj({"subtask": {"type": "integer"}, "text": {"type": "string"}}, ["subtask", "text"])},
                   "closing": {"type": "string"}}, ["sentences"]),
             EffectClass.EXTERNAL_EFFECT, NO_UNDO, send_reply),
    ]
}

# Tools the plan machinery itself uses; calling them is never drift.
STRUCTURAL_TOOLS = {"propose_plan", "record_progress", "replan", "escalate_to_human", "propose_decision", "send_reply"}
# Which recorded results can prove a subtask of a kind is resolved.
RESOLVING_TOOLS = {
    **{kind: {"issue_refund", "start_return"} for kind in MONEY_KINDS},
    "question": {"get_order", "search_orders", "search_policy", "get_seller_supplement", "get_carrier_scan"},
}

EXTERNAL_TOOLS = sorted(name for name, tool in TOOLS.items() if tool.effect_class == EffectClass.EXTERNAL_EFFECT)
