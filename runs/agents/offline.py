"""The offline agent: deterministic, built in, no network. It works the demo tickets end to end.

It reads the request's structured view (ticket, pinned facts, plan, recorded results) and answers
with the same Messages-API tool calls a model would, so everything downstream (validation, guards,
drift, the record) treats it exactly like Claude. It is labelled as offline wherever runs show.

What it decides follows the policy table (`runs.policy`: the evidence each case type needs, its
conditions, what a refund draws on) as the data shows it, never the ticket's word for it:
- the order is the customer's own: a ref that does not belong to the ticket's email is not used;
  malformed refs ("SU88421", "#88421", "order number 88421") are read, and without one the
  customer's orders are searched by email;
- duplicate charge: every identical charge after the first, refunded by the platform;
- damaged item: by the seller's supplement: collect and refund, refund and keep, or (a seller
  that replaces) a person arranges the replacement; nothing when a replacement already exists;
  a parcel the carrier never delivered is replanned into a non-delivery claim;
- non-delivery: everything charged (less a duplicate another subtask refunds), by carrier claim;
  on a split order some of whose parcels came, the lines the customer names, judged on their own
  parcel's scans; a parcel the carrier scanned as delivered goes to a person for a delivery investigation;
- wrong item: a return of that line; change of mind: a return if the seller accepts returns;
- late delivery: the delivery fee paid (once), when the carrier delivered after the promised date;
- refunds of an item are its price and the sales tax charged on it;
- the line a damage, wrong-item or return request is about is the one the customer's sentence
  names (`runs.ticket_lines`); lines it lists together ("the bowl and two of the mugs") or that
  separate requests name are a subtask each, judged on its own, never a line said to be fine; on
  an order of several lines where it names none, or several without saying which, a person is
  asked, the sentence quoted: never the dearest line; so too
  when the count of units is vague ("about half of them") or names a part of a unit sold as a set
  ("one plate of the set"): never the whole line (`runs.unit_counts`).
- while a decision waits for a support lead, the admitted ones of other subtasks are carried out,
  except one drawing on the same line or charge (`runs.holds`), carried out after the answer;
- what people said, as its request's pinned block carries it: a simple, explicit instruction
  ("refund only $120", "do not refund, escalate", "replace it instead") changes the decision of
  the subtask it is about (`runs.agents.instructions`); anything else is left for a person;
- a plan a reviewer sent back with instructions is revised (`replan`) before anything else, and
  the revision waits for a confirmation; words it cannot act on hand the open subtasks to a person,
  quoted.
"""

from __future__ import annotations

import time

from django.conf import settings

from .. import order_owner
from . import instructions
from .base import message
from .offline_decisions import Deciding
from .offline_investigation import Investigation
from .offline_lines import LineReading
from .offline_orders import OrderFinding
from .offline_plan import PlanBuilding
from .offline_replies import Replies

MODEL_ID = "supervisor-offline-1"


class OfflineAgent(OrderFinding, LineReading, PlanBuilding, Investigation, Deciding, Replies):
    name = "offline"
    label = "Offline agent (built in, no network)"

    def __init__(self):
        """Each answer takes SUPERVISOR_OFFLINE_TURN_SECONDS (default 0), as a real model's would: a
        demo moves at a watchable pace, and a walk can outlive a lease (the durability tests)."""
        self.turn_seconds = settings.SUPERVISOR_OFFLINE_TURN_SECONDS
        self._n = 0

    def respond(self, request) -> dict:
        if self.turn_seconds:
            time.sleep(self.turn_seconds)
        view = request.view
        # What people said, as the pinned block carries it to any model (runs.agents.instructions).
        pinned = instructions.pinned_block(request.messages)
        self._directives = instructions.read(pinned)
        self._plan_said = instructions.plan_instructions(pinned)
        self._turn = request.turn
        self._n = 0
        calls = []
        if view.get("plan_sent_back") and any(t.get("name") == "replan" for t in request.tools):
            calls = self._revise_sent_back(view)  # nothing else moves on until the plan is revised
        if not calls:
            calls = getattr(self, f"_{request.phase}")(view)
        if not calls:
            return message([{"type": "text", "text": "Nothing more to do in this phase."}], model=MODEL_ID, msg_id=f"msg_offline_{request.turn}")
        return message(calls, model=MODEL_ID, msg_id=f"msg_offline_{request.turn}")

    def _call(self, name: str, args: dict) -> dict:
        self._n += 1
        return {"type": "tool_use", "id": f"toolu_off_{self._turn}_{self._n}", "name": name, "input": args}

    @staticmethod
    def _results(view, name: str, ok: bool | None = True) -> list[dict]:
        return [r for r in view["results"] if r["name"] == name and (ok is None or r["ok"] == ok)]

    @staticmethod
    def _owned(view, order: dict) -> bool:
        return order_owner.same_customer((order.get("customer") or {}).get("email", ""), view["ticket"]["customer_email"])

    def _escalate(self, view, open_item: str, reason: str, subtask: int | None = None) -> list[dict]:
        args = {"open_item": open_item, "reason": reason}
        if subtask is not None:
            args["subtask"] = subtask
        return [self._call("escalate_to_human", args)]
