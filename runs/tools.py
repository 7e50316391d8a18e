"""Every tool the agent can call, declared: its JSON schema, effect class and compensation.

What each one does is in runs.walk.calls, the one place calls are carried out: it returns a
JSON-able result or raises ToolError with a message the model can act on. Calls never move the
run between phases; they change the plan only through checks that want evidence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import Any

import jsonschema

from .models import EffectClass, SubtaskStatus
from .plan import ProposePlanCall, ReplanCall, call_schema
from .shop.kinds import CaseType, RefundSource
from .state import DecisionAction
from .tool_input_sure_valid import sure_check

NO_UNDO = "none: cannot be undone"
MONEY_KINDS = {c.value for c in CaseType}
EVIDENCE_RE = re.compile(r"^E(\d+)$")


class ToolError(Exception):
    """The call was refused or failed; recorded as an error result and shown to the model."""


# The statuses a model may propose for a subtask: open is where it starts, escalated goes through escalate_to_human.
PROPOSABLE_STATUSES = (SubtaskStatus.IN_PROGRESS, SubtaskStatus.RESOLVED, SubtaskStatus.DEFERRED)


@dataclass(frozen=True)
class Tool:
    name: str
    description: str
    input_schema: dict
    effect_class: str
    compensation: str

    def definition(self) -> dict:
        """The Messages-API tool definition."""
        return {"name": self.name, "description": self.description, "input_schema": self.input_schema}

    @cached_property
    def _validator(self) -> jsonschema.Draft202012Validator:
        # Made once per tool, not per call: a validator holds nothing of the input it checks, and
        # making one (its schema's resolver) cost more than most checks.
        return jsonschema.Draft202012Validator(self.input_schema)

    @cached_property
    def _surely_valid(self):
        return sure_check(self.input_schema) or (lambda args: False)

    def check_input(self, args: Any) -> list[str]:
        if self._surely_valid(args):  # plainly valid: no need of jsonschema's walk (runs/tool_input_sure_valid.py)
            return []
        return [f"{'/'.join(map(str, e.path)) or 'input'}: {e.message}" for e in self._validator.iter_errors(args)]


def _obj(properties: dict, required: list[str] | None = None) -> dict:
    return {"type": "object", "properties": properties, "required": required or [], "additionalProperties": False}


TOOLS: dict[str, Tool] = {
    t.name: t
    for t in [
        Tool("get_order", "Fetch an order by ref: lines, charges, shipments, replacement orders, refunds so far. Pins the order to the run.",
             _obj({"order_ref": {"type": "string"}}, ["order_ref"]), EffectClass.READ, "nothing to undo"),
        Tool("search_orders", "Find a customer's recent orders by email or by item text, when the ticket names no order.",
             _obj({"customer_email": {"type": "string"}, "text": {"type": "string"}}), EffectClass.READ, "nothing to undo"),
        Tool("propose_plan", "Write the plan: one subtask per customer-visible outcome, each with its steps. Code validates it before it is admitted. "
             "A request of no other kind is a subtask of kind `other` whose goal quotes the customer's sentence; a request about "
             "another order than the pinned one is its own subtask whose goal names that order.",
             call_schema(ProposePlanCall), EffectClass.INTERNAL_WRITE, "replan"),  # generated from the plan's one definition
        Tool("escalate_to_human", "Hand a subtask (or, without `subtask`, the whole run) to a person, naming the open item in the customer's terms.",
             _obj({"reason": {"type": "string"}, "open_item": {"type": "string"}, "subtask": {"type": "integer"},
                   "follow_up_order": {"type": "string"}}, ["reason", "open_item"]),
             EffectClass.INTERNAL_WRITE, "a person resolves the escalation"),
        Tool("search_policy", "Search policy documents. Only a policy retrieved in this run may be cited in a decision.",
             _obj({"query": {"type": "string"}}, ["query"]), EffectClass.READ, "nothing to undo"),
        Tool("get_seller_supplement", "The pinned order's seller terms: whether it accepts returns, and its remedy for damage.",
             _obj({}), EffectClass.READ, "nothing to undo"),
        Tool("get_carrier_scan", "The pinned order's shipments with every carrier scan.",
             _obj({}), EffectClass.READ, "nothing to undo"),
        Tool("record_progress", "Propose a subtask status (in_progress, resolved, deferred). `evidence` is the E-number of the recorded result that proves it.",
             _obj({"subtask": {"type": "integer"}, "status": {"enum": [s.value for s in PROPOSABLE_STATUSES]}, "evidence": {"type": "string"},
                   "note": {"type": "string"}, "deferred_reason": {"type": "string"}}, ["subtask", "status"]),
             EffectClass.INTERNAL_WRITE, "record_progress again"),
        Tool("replan", "Revise the plan when a new fact invalidates it. Subtasks you leave out are deferred with the trigger as the reason, never dropped.",
             call_schema(ReplanCall), EffectClass.INTERNAL_WRITE, "replan again"),
        Tool("propose_decision", "One structured decision for a money or return subtask, naming what it refunds: order `lines` "
             "(sku, quantity) for an item, or `charges` (their numbers in get_order) for a charge. The guard checks it before anything is paid. "
             "`refund_declined`: the customer wants the goods taken back without the money.",
             _obj({"subtask": {"type": "integer"}, "action": {"enum": [a.value for a in DecisionAction]}, "amount_cents": {"type": "integer", "minimum": 1},
                   "source": {"enum": [s.value for s in RefundSource]}, "policy_ref": {"type": "string"}, "sku": {"type": "string"},
                   "lines": {"type": "array", "items": _obj({"sku": {"type": "string"}, "quantity": {"type": "integer", "minimum": 1}}, ["sku"])},
                   "charges": {"type": "array", "items": {"type": "integer"}},
                   "needs_human": {"type": "boolean"}, "reason": {"type": "string"},
                   # a return or collection the customer asks without its money: no refund when the goods arrive
                   "refund_declined": {"type": "boolean"}},
                  ["subtask", "action", "amount_cents", "source", "policy_ref", "needs_human", "reason"]),
             EffectClass.INTERNAL_WRITE, "propose_decision again (replaces it)"),
        Tool("issue_refund", "Refund the amount of an admitted refund decision, once. A retry returns the refund already issued.",
             _obj({"decision": {"type": "string"}}, ["decision"]), EffectClass.EXTERNAL_EFFECT, NO_UNDO),
        Tool("start_return", "Start the return or collection of an admitted decision, once.",
             _obj({"decision": {"type": "string"}}, ["decision"]), EffectClass.EXTERNAL_EFFECT, "cancel the return before the carrier collects"),
        Tool("send_reply", "Send the final reply: exactly one sentence per subtask, in the customer's terms. Verified before it goes out.",
             _obj({"sentences": {"type": "array", "items": _obj({"subtask": {"type": "integer"}, "text": {"type": "string"}}, ["subtask", "text"])},
                   "closing": {"type": "string"}}, ["sentences"]),
             EffectClass.EXTERNAL_EFFECT, NO_UNDO),
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
