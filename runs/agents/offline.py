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

import re
import time
from dataclasses import replace
from datetime import datetime

from django.conf import settings

from .. import policy, repeat_claims, stated_amounts, told_damaged_counts
from ..models import Escalation, Subtask, SubtaskStatus
from ..money import dollars
from ..order_numbers import ORDER_DIGITS
from ..intents.money import actions_forbidden as refusal_in_words
from ..intents.goods_wanted import goods_chosen_over_money, money_turned_down
from ..quoting import shortened
from ..returns_without_money import declined_on_arrival, money_said, record_declined
from ..holds import held_by
from ..refusal_holds import refusals_holding
from ..split_parcels import damaged_in_a_parcel_that_came
from ..screening import request_dicts
from ..exchanges_chosen import exchange_apart, quoted_by_other
from ..promised_questions import promise_question_answered_by
from ..prices_told_against_the_record import record_price_words
from ..intents import ANOTHER_ORDER, GOODS_INSTEAD, KINDS, forbids_action, holds_money, refund_elsewhere, strip_injected, unaccounted
from ..intents.conditional_remedies import ALTERNATIVE_ATTACHED_WHY, MONEY_FIRST_WHY
from ..intents.delivery_manner import with_manner
from ..intents.other_clause import other_words
from ..intents.goods_came import damage_on_goods_that_came
from ..intents.goods_gone import nothing_to_take_back_told
from ..intents.missing_items import parcel_came_short
from ..intents.replacement_asked import asks_replacement, new_goods_asked
from ..intents.order_words import clause_around
from ..line_synonyms import other_name_used
from ..missing_lines import lines_told_missing
from ..sentences import ORDER_IN_TEXT, bare_orders_in, form_ref_disowned, normalise_ref, orders_in
from ..sibling_orders import SAME_TOTAL_DAYS, clause_told, goods_told, holding_order, twin_goal, twin_of
from ..shop.kinds import NOT_A_CASE
from ..shop.refund_matrix import refund_source_for
from ..state import GOODS_ACTIONS, OPEN_DECISIONS, DecisionAction, DecisionState
from ..ticket_reading import read_once
from ..refund_to_the_payment_made import other_account_asked, paid_back_told
from ..ticket_lines import (
    declining_sentences, lines_asked_about, part_texts, request_sentences, requests_unread, told_before, unit_texts, words_mentioned,
)
from ..unit_counts import loose_count, part_of_unit, units_short, units_stated
from ..worn_goods import worn_handover
from ..contradicted_lines import escalation as contradiction_handover
from ..duplicate_whole_told import whole_stated
from ..handed_relative import as_handed
from ..goods_on_several_orders import orders_holding
from ..handed_twin import handing_order
from ..inflated_counts import told_back as count_told_back, why_a_person as counted_above_order
from ..foreign_passages import flagged as flagged_passage, flagged_reason, passage_language
from . import instructions
from . import reply_sentences as reply_words
from .goods_then_money import fallback_escalation, goods_asked_with_money_fallback
from .fee_beside_short import with_fee_named
from ..follow_up_reasons import handed_order
from .goods_elsewhere import goods_on_other_orders
from .removed_unquoted import unquoted_if_removed
from ..goods_not_on_order import NOT_ON_ORDER, goods_not_on_order, not_held_goal
from ..goods_of_remedy_asks import goods_asked_for, named_goal
from .base import message

# Another unit asked to be sent: "I just want another large jar posted out", "can you send another one".
_ANOTHER_SENT = re.compile(r"\banother\b(?:\s+[\w-]+){0,3}?\s+(?:sent|send|posted|post|shipped|ship|out)\b"
                           r"|\b(?:send|post|ship)\s+(?:me\s+|us\s+)?another\b", re.I)

MODEL_ID = "supervisor-offline-1"
ORDER_REF = re.compile(rf"\bSU-{ORDER_DIGITS}\b", re.I)

POLICY_QUERY = {
    "duplicate_charge": "duplicate charge billing error",
    "damaged_item": "damaged item arrived broken",
    "non_delivery": "non-delivery parcel never arrived",
    "wrong_item": "wrong item sent",
    "change_of_mind": "change of mind return",
    "late_delivery": "late delivery fee",
}
# How a subtask's goal opens when its request names none of the several orders the ticket lists and none can be told.
ONE_OF_ORDERS = "one of orders"
# A subtask about another order the ticket numbers itself ("order SU-83620: refund the delivery fee ..."): handed to a follow-up run.
FOLLOW_UP_GOAL = re.compile(rf"^order (SU-{ORDER_DIGITS}): ")
FOUND_LOOKED_AT = 4  # the most of a customer's orders looked at to find the one a ticket naming none is about
NEEDS_SUPPLEMENT = {c for c, row in policy.POLICY_TABLE.items() if policy.SUPPLEMENT in row.evidence}
NEEDS_SCANS = {c for c, row in policy.POLICY_TABLE.items() if policy.SCANS in row.evidence}


GOALS = {
    "duplicate_charge": "refund the duplicate {charge} charge",
    "damaged_item": "settle the damaged {item}",
    "non_delivery": "resolve the parcel that never arrived",
    "wrong_item": "put right the wrong item sent instead of the {item}",
    "change_of_mind": "return the {item} for a refund",
    "late_delivery": "refund the delivery fee for the late delivery",
}
SHORT_GOAL = "send or refund the units missing from the delivered parcel"
# a replacement the customer asked for, which the agent cannot send: a person or the seller arranges it
REPLACEMENT_ASKED_GOAL = "a person arranges the replacement the customer asked for"


def _set_apart_from(order: dict, s) -> bool:
    """Whether a request sets this order's goods apart as not its subject and names none of them otherwise: "One of my
    two orders was charged twice - the USB-C cables, not the monitor" read on the monitor's order is about another one."""
    if not s.not_goods:
        return False
    lines = order.get("lines", [])
    apart = " ".join(s.not_goods)
    if not any(words_mentioned(x, apart) for x in lines):
        return False
    rest = s.text
    for goods in s.not_goods:
        rest = re.sub(rf"\bnot\s+(?:on\s+|for\s+)?(?:the|my|our|that|this)\s+{re.escape(goods)}", " ", rest, flags=re.I)
    return not any(words_mentioned(x, rest) for x in lines)


def _damage_on_goods_that_came(sentences) -> bool:
    """Whether a damage is told of goods that came ("The mug from SU-1 arrived with a chip in the rim.", "The mug arrived
    cracked :( also the candle never came"): a claim no non-delivery read beside it covers (runs.intents.goods_came)."""
    return any("damaged_item" in s.kinds and damage_on_goods_that_came(s.text, {k: v for k, v in s.spans.items() if k in s.kinds})
               for s in sentences)


def _nothing_delivered(order: dict) -> bool:
    """Whether the order as get_order shows it has no parcel delivered: each shipment without a
    delivery date, or no shipment and an order not marked delivered."""
    shipments = order.get("shipments") or []
    if shipments:
        return all(not x.get("delivered_at") for x in shipments)
    return order.get("status") != "delivered"


def _evidence(view) -> policy.Evidence:
    # Judged at the ticket's arrival, as the guard judges it; never the machine's clock (every request carries it).
    now = datetime.fromisoformat(view["ticket"]["received_at"])
    order = view["order"] or {}
    reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
    said = tuple(s.text for s in request_sentences(reading, order.get("order_ref", "")))
    mine = normalise_ref(order.get("order_ref", ""))
    told = tuple(s.text for s in reading.sentences if s.role not in ("injected", "quoted") and s.about_order(mine))
    return policy.Evidence(order=order, now=now, supplement=view["supplement"], scans=view["scans"], said=said,
                           zone=view["ticket"].get("time_zone", ""), told=told)


def _naming_order(reason: str, order_ref: str, *, named_as: str = "checked on order") -> str:
    """A deferral's reason naming the order it was checked on: "the order shows no charge taken twice" read on one of
    two orders a ticket names says which one showed none. `named_as`: the words before the order's number when the
    reason names no order ("order" in the customer's words, who checked it being the shop's business)."""
    if any(normalise_ref(o) == normalise_ref(order_ref) for o in orders_in(reason)):
        return reason
    for said in ("the order", "this order"):
        if re.search(rf"\b{said}\b", reason):
            return re.sub(rf"\b{said}\b", f"order {order_ref}", reason, count=1)
    return f"{shortened(reason, 260)} ({named_as} {order_ref})"


_COUNTS = {2: "two", 3: "three", 4: "four"}


def _no_copy_why(order: dict) -> str:
    """Why an order shows no charge taken twice, said so the customer sees what they saw: equal delivery fees on an order
    sent in as many parcels are one fee for each parcel ("the two $5.99 delivery charges ... pay for its two parcels")."""
    fees = [c for c in order.get("charges", []) if c.get("kind") == "delivery"]
    parcels = [p.get("tracking_number") or "a parcel" for p in order.get("shipments") or []]
    if len(fees) >= 2 and len(parcels) == len(fees) and len({c["amount_cents"] for c in fees}) == 1:
        n = _COUNTS.get(len(fees), str(len(fees)))
        return (f"the {n} {dollars(fees[0]['amount_cents'])} delivery charges on the order pay for its {n} parcels ({', '.join(parcels)}), "
                f"one each, so {'neither' if len(fees) == 2 else 'none'} is a charge taken twice and there is nothing to refund")
    return "the order shows no charge taken twice, so there is nothing to refund"


def _unless_refunded_before(order: dict, kind: str, decision: dict) -> dict:
    """The decision, or a deferral when earlier refunds (another ticket, another run) already drew
    on what it names: the policy table's own reckoning (`policy.support`, what the guard's
    amount_supported_by_lines holds it to), never a rule of the agent's."""
    got = policy.support(kind, order, decision, order.get("refunds") or [])
    if got.problems or got.cents >= decision["amount_cents"]:
        return decision
    lines = {x["sku"]: x for x in order.get("lines", [])}
    rounding = sum(int(lines[i["sku"]].get("quantity") or 1) for i in got.items if i.get("sku") in lines)
    if got.cents and decision["amount_cents"] - got.cents <= rounding:
        # A unit's tax share is rounded half up on its own ($43.25 of a line of two lamps at $86.49), so the line's last
        # unit after earlier ones were refunded is worth a cent or so less than the rule's unit (at most half a cent for
        # each unit of the line): what is left on the line is paid, never more
        return {**decision, "amount_cents": got.cents}
    if (narrowed := _without_charges_refunded(kind, order, decision, got)) is not None:
        return narrowed
    paid = sum(i["refunded_cents"] for i in got.items)
    earlier = order.get("refunds") or [{}]
    return {"defer": f"this was already refunded ({dollars(paid)} on {earlier[-1].get('date', 'an earlier date')})"}


def _without_charges_refunded(kind: str, order: dict, decision: dict, got) -> dict | None:
    """A decision on the order's charges some of which an earlier refund paid back whole (the copy of a charge taken
    twice, refunded weeks ago, beside a parcel now lost): the charges nothing was drawn on, each paid whole, as the
    policy table reckons them; None when any charge was only partly drawn on, or a line is named (a person or the
    deferral reads those)."""
    items = got.items
    if not items or any("charge" not in i for i in items):
        return None
    whole = [i for i in items if i["refunded_cents"] == 0 and i["left_cents"] == i["worth_cents"]]
    gone = [i for i in items if i["left_cents"] == 0]
    if not whole or not gone or len(whole) + len(gone) != len(items):
        return None
    narrowed = {**decision, "charges": [i["charge"] for i in whole]}
    left = policy.support(kind, order, narrowed, order.get("refunds") or [])
    return {**narrowed, "amount_cents": left.cents} if not left.problems and left.cents else None


def _unless_chased_after_refund(view, kind: str, decision: dict) -> dict | None:
    """An escalation when earlier refunds already drew on everything the decision names and the customer chases the
    claim as one told before or promised by the shop's people ("following up on my phone call ... I was told it would
    be sorted"): the record and the customer's account differ, and a person checks what was promised and tells them;
    else None (the decision goes on to `_unless_refunded_before`)."""
    order = view["order"]
    got = policy.support(kind, order, decision, order.get("refunds") or [])
    if got.problems or got.cents:
        return None
    requests = request_dicts(read_once(_ticket_text(view), view["ticket"]["order_ref"]), order["order_ref"])
    found = repeat_claims.chased({**decision, "case_type": kind}, order, requests)
    if not found:
        return None
    c = found[0]
    return {"escalate": f"check the earlier promise on the {kind.replace('_', ' ')} claim on the {c.description.lower()} of order "
                        f"{order['order_ref']}: the customer chases it and the order shows it refunded before",
            "reason": "; ".join(repeat_claims.says(c, _evidence(view).today)) + "; nothing is paid again until a person checks and tells the customer"}


def _unless_settled_before(view, kind: str, decision: dict) -> dict:
    """The decision, or an escalation when an earlier refund of the kind drew on a line it names
    and the ticket does not tell this claim apart from the settled one (the guard's
    claim_not_settled_before): "as I said last week" is not paid again on a guess."""
    order = view["order"]
    requests = request_dicts(read_once(_ticket_text(view), view["ticket"]["order_ref"]), order["order_ref"])
    settled = [c for c in repeat_claims.compare({**decision, "case_type": kind}, order, requests) if c.settled]
    if not settled:
        return decision
    c = settled[0]
    if c.told_refunded:
        # "you refunded this kettle last month and now it leaks again", on an order recording no refund of it
        return {"escalate": f"check the {kind.replace('_', ' ')} claim on the {c.description.lower()} of order {order['order_ref']}: the "
                            "customer says it was refunded before and the order records no refund of it",
                "reason": "; ".join(repeat_claims.says(c, _evidence(view).today)) + "; nothing is paid until a person checks"}
    return {"escalate": f"check whether the {kind.replace('_', ' ')} claim on the {c.description.lower()} of order {order['order_ref']} "
                        "is one an earlier refund already settled",
            "reason": "; ".join(repeat_claims.says(c, _evidence(view).today)) + "; nothing is paid again until a person checks"}


def _delivered(view) -> bool:
    return policy.delivered_on(_evidence(view)) is not None


def _blocked(view, s) -> bool:
    resolved = {o["number"] for o in view["subtasks"] if o["status"] == SubtaskStatus.RESOLVED}
    return any(d not in resolved for d in s["depends_on"])


GOALS_ACTION = {"refund": "a refund", "return": "a return", "collection": "a collection"}
# The claims whose refund goods may stand in for (a replacement, an exchange).
GOODS_CLAIMS = ("damaged_item", "wrong_item", "non_delivery", "change_of_mind")


def _replacement_note(order: dict) -> str:
    replacements = order.get("replacement_orders") or []
    return "no replacement order exists" if not replacements else f"replacement order {replacements[0]} exists"


def _field_ref(view) -> str:
    """The order the ticket gives in its own field, unless its words disown it ("I typed the wrong order number in the box above")."""
    given = view["ticket"]["order_ref"] or ""
    return "" if given and form_ref_disowned(_ticket_text(view)) else given


def _ticket_text(view) -> str:
    return view["ticket"]["subject"] + "\n" + view["ticket"]["body"]


def _ticket_sentences(view) -> list[str]:
    """The customer's own sentences (an injected passage's are not theirs)."""
    return [x.text for x in read_once(_ticket_text(view), view["ticket"]["order_ref"]).sentences if x.role != "injected"]


def _unread_goal(kind: str, text: str) -> str:
    return f'settle the {kind.replace("_", " ")} request the customer wrote as "{_quote(text)}"'


def _quote(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


class OfflineAgent:
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

    # -- helpers --------------------------------------------------------------------------------
    @staticmethod
    def _results(view, name: str, ok: bool | None = True) -> list[dict]:
        return [r for r in view["results"] if r["name"] == name and (ok is None or r["ok"] == ok)]

    @staticmethod
    def _lines_for(view, kind: str) -> tuple[list[dict], str]:
        """The order lines a request is about, as the customer's own sentences name them, or [] and
        why (several lines and no clear one): never the dearest line, never a guess."""
        reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
        lines, why = lines_asked_about(view["order"] or {}, reading, kind)
        if not lines and any(s.why.startswith(GOODS_INSTEAD) for s in reading.requests):
            # "a replacement for the cracked pan rather than money? ... the lamp, just refund me": the pan's
            # remedy is a person's (its `other` subtask), so the claim this subtask settles is the lamp's
            money_asked = replace(reading, sentences=[s for s in reading.sentences if not s.why.startswith(GOODS_INSTEAD)])
            lines = lines_asked_about(view["order"] or {}, money_asked, kind)[0]
        return lines, ("" if lines else why)

    @staticmethod
    def _unread(view, kind: str) -> list[str]:
        """The goals of the subtasks for sentences of `kind` whose lines cannot be read while other
        sentences' lines are (`runs.ticket_lines.requests_unread`): each quotes its sentence."""
        if kind not in policy.POLICY_TABLE or policy.row_for(kind).draws_on != policy.LINES:
            return []
        reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
        return [_unread_goal(kind, s.text) for s in requests_unread(view["order"] or {}, reading, kind)]

    def _line_for(self, view, s) -> tuple[dict | None, str]:
        """The line subtask `s` is about: the one line its kind's requests name, or, when they name
        several (one subtask each, `_subtasks_for`), the one its goal names; else None and why. A
        subtask for a sentence whose lines cannot be read is a person's, whatever the others name."""
        if s["goal"] in self._unread(view, s["kind"]):
            return None, "this sentence names no line of the order clearly, while the ticket's other sentences do"
        lines, unclear = self._lines_for(view, s["kind"])
        if len(lines) == 1:
            return lines[0], ""
        goal = s["goal"].lower()
        in_goal = sorted((x for x in lines if x["description"].lower() in goal), key=lambda x: len(x["description"]), reverse=True)
        if in_goal:
            return in_goal[0], ""
        if lines:
            return None, ("the request names several lines of the order (" + ", ".join(x["description"] for x in lines)
                          + ") and this subtask's goal names none of them")
        return None, unclear

    @staticmethod
    def _units_asked(view, line: dict, kind: str = "") -> tuple[int, str]:
        """The units of the line the request is about: the count its sentences state ("one of the
        four", "Three came smashed." after the sentence naming the line), never more than were
        ordered; the whole line when they state none. With it, why a person must settle it instead
        ('' when not): a vague count ("about half of them"), a count said of no line clearly, or a
        part of one unit of a set ("one plate of the set"), which no count of units pays for."""
        reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
        texts = unit_texts(reading, (view["order"] or {}).get("order_ref", ""))
        order, ordered = view["order"] or {}, line.get("quantity", 1)
        part = part_of_unit(order, line, part_texts(reading, order.get("order_ref", "")))
        if part:
            return ordered, (f'the customer names a part of {line["description"]} ("{part}"), which is sold as one unit: a person '
                             "decides a partial refund (a support lead approves it) or a replacement piece; never the whole unit")
        units = units_stated(order, line, texts)
        if not units.tied:
            return ordered, (f'the customer says "{units.words}" without saying which item: a person confirms how many of '
                             f'{line["description"]} before anything is paid, never the whole line on a guess')
        if units.vague:
            return ordered, (f'the customer gives no exact count of {line["description"]} ("{units.words}", at most {units.at_most} '
                             f"of {ordered}): a person confirms how many before anything is paid")
        loose = loose_count(order, line, texts) if not units.exact else None
        if loose and loose[0] < ordered:
            return ordered, (f'the customer says "{loose[1]}" but no count of {line["description"]} could be read from it: a person '
                             "confirms how many before anything is paid, never the whole line on a guess")
        units_paid = min(units.exact, ordered) if units.exact else ordered
        # never more than the customer tells damaged ("received 12 ... three were broken": three; runs.told_damaged_counts)
        return (told_damaged_counts.capped(order, line, texts, units_paid) if kind == "damaged_item" else units_paid), ""

    @staticmethod
    def _owned(view, order: dict) -> bool:
        return policy.same_customer((order.get("customer") or {}).get("email", ""), view["ticket"]["customer_email"])

    def _escalate(self, view, open_item: str, reason: str, subtask: int | None = None) -> list[dict]:
        args = {"open_item": open_item, "reason": reason}
        if subtask is not None:
            args["subtask"] = subtask
        return [self._call("escalate_to_human", args)]

    def _order_candidates(self, view) -> list[str]:
        hinted = [m.group(0).upper() for note in view["interventions"] for m in [ORDER_REF.search(note["text"])] if m]
        # (not the field's order when the words disown it: "I typed the wrong order number in the box above")
        given = _field_ref(view).strip().upper()
        in_text = orders_in(strip_injected(_ticket_text(view)))  # less a number the customer corrects ("sorry, typo, it's SU-2")
        # the order a request is about before one named only in context ("last month the jug from SU-1 was
        # refunded, thank you; now the bowl from SU-2 is cracked"): the settled order is not the run's
        reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
        # (and an order with a claim the run can act on before one asked only what a person answers: "WHERE IS MY REFUND
        # for the frame I sent back (SU-1)? And the replacement on SU-2 is scratched" is SU-2's run, the chase a person's)
        asked = [normalise_ref(s.order) for s in sorted(reading.sentences, key=lambda s: not (s.is_request and set(s.kinds) - set(NOT_A_CASE)))
                 if s.role in ("request", "attached") and s.order]
        refs = hinted + ([given, normalise_ref(given)] if given else []) + asked + in_text
        return list(dict.fromkeys(r for r in refs if r))

    @staticmethod
    def _listed_orders(view) -> list[str]:
        """The orders a ticket lists when some of its requests name none of them ("re: orders SU-1 / SU-2 / SU-3",
        "thanks / Lee / orders SU-1 / SU-2" under the requests), else []: each is looked up, for the requests to be
        tied to the order whose record holds what they name."""
        reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
        # also a request whose order is only the one told of before it, or none ("The teapot from SU-1 came chipped. The rug
        # never came." over "orders SU-1 / SU-2"): the order whose lines hold the rug
        unsure = [s for s in reading.requests if set(s.kinds) - {"other"}
                  and (s.order_unsure or s.order_carried or (len(reading.orders) > 1 and not s.order and not s.other_than))]
        return reading.orders if unsure else []

    def _fetched_listed(self, view) -> dict[str, dict]:
        """{order ref: order} of the listed orders looked up that are the customer's own."""
        listed = {normalise_ref(r) for r in self._listed_orders(view)}
        return {r["result"]["order_ref"]: r["result"] for r in self._results(view, "get_order")
                if normalise_ref(r["result"]["order_ref"]) in listed and self._owned(view, r["result"])}

    def _tied_order(self, view, s, kind: str, fetched: dict[str, dict] | None = None) -> str:
        """The one listed order a request naming none is about ('' when it cannot be told): the one whose lines its
        words name ("the candle payment went out twice": the order with the candle); of a charge taken twice naming no
        goods, the one order whose record shows a charge taken twice. Never the order that happens to be pinned.
        `fetched`: the orders to choose from, when not those the ticket lists (the customer's orders found)."""
        fetched = self._fetched_listed(view) if fetched is None else fetched
        # the clause the kind is read in first ("billed twice for the candle, and the mat in my other parcel came ripped")
        clauses = [clause_around(s.text, max(a, b - 1), b) for a, b in s.spans.get(kind, [])]
        holding: list[str] = []
        for texts in (clauses, [s.text]):
            holding = [ref for ref, order in fetched.items() if any(words_mentioned(x, t) for x in order.get("lines", []) for t in texts)]
            if holding:
                break
        if not holding and kind == "duplicate_charge":
            holding = [ref for ref, order in fetched.items() if policy.copies(order)]
        return holding[0] if len(holding) == 1 else ""

    def _order_holding(self, view) -> str:
        """Of the orders a ticket lists, the one the first request naming none is tied to ('' when none is): "the
        headphones are not the ones I ordered" is the headphone order's; the other requests are looked at on theirs."""
        if not self._listed_orders(view):
            return ""
        reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
        # in the order the customer tells them: "The door mat has a rip, and separately the candle was billed twice" is the mat's first
        # "The mug from SU-1 arrived chipped. And separately, the night light never came": the first request names its order, the run's
        # a request naming no order is tied by its goods as one of the list is ("The cushion cover I got is mustard" beside
        # "orders SU-1 and SU-2" in the signature): the order whose lines hold the cushion cover
        told = [(s, kind) for s in reading.requests if not s.other_than
                for kind in sorted(s.kinds, key=lambda k: min((a for a, _ in s.spans.get(k, [])), default=len(s.text)))]
        return next((tied for s, kind in told if kind != "other"
                     if (tied := s.order if s.order and not s.order_unsure and not s.order_carried and not s.also
                         else self._tied_order(view, s, kind) or s.order)), "")

    def _found_orders(self, view) -> list[str]:
        """The customer's orders their search found, when the ticket numbers none of its own (its field empty, or disowned
        in its words: "I picked the wrong order in the dropdown") and the search found several, at most FOUND_LOOKED_AT:
        each is looked at, and the run's order is the one alone whose lines the requests' goods name; else []."""
        text = strip_injected(_ticket_text(view))
        if _field_ref(view) or orders_in(text) or bare_orders_in(text) or self._listed_orders(view):
            return []
        searches = [r for r in self._results(view, "search_orders") if not r["input"].get("text")]
        found = [o["order_ref"] for o in searches[-1]["result"]["orders"]] if searches else []
        return found if 1 < len(found) <= FOUND_LOOKED_AT else []

    def _found_holding(self, view, found: list[str]) -> str:
        """Of the customer's orders found and looked at, the one every request of a known kind is tied to by the goods
        it names ('' when a request names goods on none or on several of them, or the requests are tied to different ones)."""
        refs = {normalise_ref(r) for r in found}
        fetched = {r["result"]["order_ref"]: r["result"] for r in self._results(view, "get_order")
                   if normalise_ref(r["result"]["order_ref"]) in refs and self._owned(view, r["result"])}
        reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
        tied = {self._tied_order(view, s, kind, fetched) for s in reading.requests for kind in s.kinds if kind not in ("other", *NOT_A_CASE)}
        return next(iter(tied)) if len(tied) == 1 else ""

    def _customer_orders(self, view) -> list[dict]:
        """The customer's orders looked up beside the pin when a request points at another order than
        the ones numbered ("my other order"): the plan, written next turn, names that order."""
        reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
        if not any(s.other_than or s.not_goods for s in reading.requests) or self._results(view, "search_orders"):
            return []
        return [self._call("search_orders", {"customer_email": view["ticket"]["customer_email"]})]

    def _other_orders(self, view, pinned: str) -> list[str]:
        """The customer's orders other than the pinned one, as search_orders listed them ([] if none was made)."""
        searches = self._results(view, "search_orders")
        found = searches[-1]["result"]["orders"] if searches else []
        return [o["order_ref"] for o in found if normalise_ref(o["order_ref"]) != normalise_ref(pinned)]

    @staticmethod
    def _candidates_said(others: list[str]) -> str:
        if not others:
            return "no other order of this customer was found: a person asks which order they mean"
        return "the customer's other orders: " + ", ".join(others) + "; a person finds which one the customer means"

    def _siblings_to_look_up(self, view, order: dict, reading) -> list[dict]:
        """The customer's other orders to look at before planning (runs.sibling_orders): those holding the goods a request
        names that this order does not hold; all of them, when the ticket gives another order's number bare (whose own it
        is) or claims a charge taken twice the order does not show, and then those placed the same days; then the ticket's
        own order pinned again, when looking at another moved the pin."""
        pinned, email = order["order_ref"], view["ticket"]["customer_email"]
        searches = [r for r in self._results(view, "search_orders", ok=None) if isinstance(r["input"], dict)]
        searched = {str(r["input"].get("text", "")).lower() for r in searches}
        home = [r for r in ([_field_ref(view)] + orders_in(strip_injected(_ticket_text(view)))) if r]
        fetched = {normalise_ref(r["result"]["order_ref"]) for r in self._results(view, "get_order") if self._owned(view, r["result"])}
        if home and normalise_ref(pinned) not in {normalise_ref(r) for r in home} and normalise_ref(home[0]) in fetched \
                and normalise_ref(pinned) in {normalise_ref(r) for r in self._twin_candidates(view, home[0])}:
            return [self._call("get_order", {"order_ref": normalise_ref(home[0])})]  # looked at as the twin: the ticket's order again
        words = [w for s in reading.requests if s.about_order(pinned) for kind in s.kinds for w in goods_told(s, kind, order)]
        calls = [self._call("search_orders", {"customer_email": email, "text": w}) for w in dict.fromkeys(words) if w not in searched][:4]
        claimed = any("duplicate_charge" in s.kinds_on(pinned) for s in reading.requests)
        bare = [ref for ref in bare_orders_in(strip_injected(_ticket_text(view))) if normalise_ref(ref) != normalise_ref(pinned)]
        if (bare or claimed and not policy.copies(order)) and "" not in searched:
            calls.append(self._call("search_orders", {"customer_email": email}))  # whose own a bare number is, or the second order
        elif claimed and not policy.copies(order):
            calls += [self._call("get_order", {"order_ref": ref}) for ref in self._twin_candidates(view, pinned, SAME_TOTAL_DAYS)[:3]
                      if normalise_ref(ref) not in fetched]
        return calls

    def _goods_home(self, view, order: dict, reading, here: list[str], elsewhere: dict) -> str | None:
        """The customer's own order to pin instead of this one, or None: when the ticket's field gives no order, no request
        sentence numbers this one (its number stands only in a signature, a forwarded mail or a subject line), nothing is
        asked of it, and every request of a known kind is tied by its goods to one and the same other order of the
        customer's, looked up by their own email and never pinned before (the order is theirs: an order number another
        person's mail quotes moves nothing)."""
        pinned = normalise_ref(order["order_ref"])
        if _field_ref(view) or here or not elsewhere or any(normalise_ref(ref) == pinned for s in reading.requests for ref in s.orders):
            return None
        # (each goal's order is its first word: "SU-2, which holds the casserole (SU-1 holds none)")
        refs = {normalise_ref(ref.split(",", 1)[0].split()[0]) for ref, kind in elsewhere if kind != "other" and ref.strip()}
        if len(refs) != 1 or any(kind == "other" for _, kind in elsewhere):
            return None
        home = next(iter(refs))
        own = {normalise_ref(o["order_ref"]) for r in self._results(view, "search_orders") if r["input"].get("customer_email")
               for o in r["result"]["orders"]}
        pinned_before = {normalise_ref(r["result"]["order_ref"]) for r in self._results(view, "get_order")}
        return home if home in own and home not in pinned_before else None

    def _bare_not_own(self, view) -> set[str]:
        """The orders the ticket numbers only by bare digits ("82018 - charged twice") that are no order of this customer's,
        as their orders' search listed them: never settled as theirs."""
        searches = [r for r in self._results(view, "search_orders") if not r["input"].get("text")]
        if not searches:
            return set()
        own = {normalise_ref(o["order_ref"]) for o in searches[-1]["result"]["orders"]}
        return {normalise_ref(ref) for ref in bare_orders_in(strip_injected(_ticket_text(view)))} - own

    def _twin_candidates(self, view, pinned: str, days: int = 1) -> list[str]:
        """The customer's other orders placed within `days` of `pinned`, as their orders' search listed them."""
        searches = [r for r in self._results(view, "search_orders") if not r["input"].get("text")]
        placed = {normalise_ref(r["result"]["order_ref"]): r["result"]["placed_at"] for r in self._results(view, "get_order")}
        day = placed.get(normalise_ref(pinned))
        if not searches or not day:
            return []
        return [o["order_ref"] for o in searches[-1]["result"]["orders"] if normalise_ref(o["order_ref"]) != normalise_ref(pinned)
                and abs((datetime.fromisoformat(o["placed_at"]) - datetime.fromisoformat(day)).days) <= days]

    def _twin_order(self, view, order: dict) -> tuple[dict, int] | None:
        """The customer's other order repeating this one that a charge taken twice is (runs.sibling_orders.twin_of)."""
        if policy.copies(order):
            return None
        others = [r["result"] for r in self._results(view, "get_order") if self._owned(view, r["result"])
                  and normalise_ref(r["result"]["order_ref"]) in {normalise_ref(x) for x in self._twin_candidates(view, order["order_ref"], SAME_TOTAL_DAYS)}]
        others += handing_order(view)  # a follow-up: the handing run's order, which it may not look up (runs/handed_twin.py)
        return twin_of(order, list({o["order_ref"]: o for o in others}.values()))

    def _sibling_holding(self, view, order: dict, s, kind: str) -> str:
        """The customer's one other order holding the goods the clause of `kind` names, which this order does not ('')."""
        words = goods_told(s, kind, order)
        if not words:
            return ""
        found = {str(r["input"]["text"]).lower(): [o["order_ref"] for o in r["result"]["orders"]]
                 for r in self._results(view, "search_orders") if r["input"].get("text")}
        return holding_order(found, words, order["order_ref"])

    def _siblings_holding(self, view, order: dict, s, kind: str) -> list[str]:
        """The customer's other orders holding the goods the clause of `kind` names, when two or more do ([] else)."""
        words = goods_told(s, kind, order)
        found = {str(r["input"]["text"]).lower(): [o["order_ref"] for o in r["result"]["orders"]]
                 for r in self._results(view, "search_orders") if r["input"].get("text")}
        return orders_holding(found, words, order["order_ref"]) if words else []

    # -- phases ---------------------------------------------------------------------------------
    def _triage(self, view) -> list[dict]:
        for note in view["interventions"]:
            if "escalate" in note["text"].lower():
                return self._escalate(view, "the ticket, as a supervisor asked", f"instruction from {note['actor']}")
        order = view["order"]
        if order and not self._owned(view, order):
            order = None  # someone else's order: never act on it
        if not order:
            # Calls the runtime answered without running ("Not run: ...") were never tried.
            tried = {str(r["input"].get("order_ref", "")).upper() for r in self._results(view, "get_order", ok=None)
                     if isinstance(r["input"], dict) and not (r.get("error") or "").startswith("Not run")}
            listed = self._listed_orders(view)
            if listed and not tried:
                # "re: SU-1 / SU-2 / SU-3 ... the headphones are wrong": every order listed is looked at, the one holding the goods is the run's
                return [self._call("get_order", {"order_ref": ref}) for ref in listed]
            for ref in self._order_candidates(view):
                if ref not in tried:
                    return [self._call("get_order", {"order_ref": ref}), *self._customer_orders(view)]
            searches = self._results(view, "search_orders")
            if not searches:
                return [self._call("search_orders", {"customer_email": view["ticket"]["customer_email"]})]
            found = searches[-1]["result"]["orders"]
            if len(found) == 1 and found[0]["order_ref"] not in tried:
                return [self._call("get_order", {"order_ref": found[0]["order_ref"]})]
            if looked := [ref for ref in self._found_orders(view) if ref.upper() not in tried]:
                return [self._call("get_order", {"order_ref": ref}) for ref in looked]  # each looked at: whose lines hold the goods told
            why = "no order of this customer matches the ticket" if not found else f"{len(found)} orders match and the ticket names none of them"
            foreign = [r for r in self._results(view, "get_order", ok=False) if policy.FOREIGN_ORDER in (r.get("error") or "")]
            if foreign:
                # The ticket names an order of someone else (a spouse's, a gift's giver): a person confirms the link or not.
                ref = str(foreign[-1]["input"].get("order_ref", "")).upper()
                item = (f"confirm whether order {ref}, which {policy.FOREIGN_ORDER}, belongs with this ticket "
                        "(someone writing for a spouse, a gift) before anything is done on it")
                # ... naming what the customer asks about on it, in their words ("the spout was squashed flat" of a gift kettle)
                reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
                # (with the sentence told just before it: "A friend ordered me a kettle (SU-1). The handle had snapped off.")
                asked = [" ".join([*told_before(reading, s, "")[-1:], s.text]) for s in reading.requests]
                if asked and (room := Escalation._meta.get_field("open_item").max_length - len(item) - 12) >= 40:
                    item += f'; asked: "{shortened(asked[0], room)}"'
                return self._escalate(view, item, f"{foreign[-1]['error']}; {why}")
            return self._escalate(view, "identify which order the customer means", why)
        if found := self._found_orders(view):
            # the ticket numbers no order of its own: the one of the customer's orders whose lines alone hold the goods told, else a person
            if not (holding := self._found_holding(view, found)):
                return self._escalate(view, "identify which order the customer means",
                                      f"{len(found)} orders match and the ticket's words fit none of them alone")
            if normalise_ref(holding) != normalise_ref(order["order_ref"]):
                return [self._call("get_order", {"order_ref": holding})]
        if (holding := self._order_holding(view)) and normalise_ref(holding) != normalise_ref(order["order_ref"]):
            return [self._call("get_order", {"order_ref": holding})]
        reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
        reading = as_handed(reading, order["order_ref"], order) if view.get("handed_from") else reading  # runs/handed_relative.py
        if not view.get("handed_from") and (looked_up := self._siblings_to_look_up(view, order, reading)):
            # the customer's other orders the requests may be about (runs.sibling_orders); a follow-up pins no other order
            return looked_up
        pinned = order["order_ref"]
        here: list[str] = []
        elsewhere: dict[tuple[str, str], str] = {}
        unnumbered: dict[str, str] = {}  # kind -> the sentence asking it of an order other than the pinned one, given no number
        set_apart: dict[str, str] = {}  # kind -> the sentence setting the pinned order's goods apart from its claim
        listed = self._listed_orders(view)
        # the kinds the ticket asks of a numbered order other than this one: a line naming no order and no goods of its own
        # that tells the same kind ("late + broken" over "...the serving bowl in my other parcel SU-2 arrived cracked") is
        # that claim's summary, never a claim on this order
        told_elsewhere = {kind for s in reading.requests if s.order and not s.order_unsure
                          for ref in s.orders for kind in s.kinds_on(ref) if normalise_ref(ref) != normalise_ref(pinned)}
        told_here = {kind for s in reading.requests if s.order and not s.order_unsure and s.about_order(pinned) for kind in s.kinds}
        handed = view.get("handed_from")
        for s in reading.requests:
            for ref in s.orders or [""]:
                if handed and ref and normalise_ref(ref) != normalise_ref(pinned):
                    continue  # a follow-up works the order handed to it: the other orders a sentence names are the handing run's
                for kind in (s.kinds_on(ref) if ref else s.kinds):
                    if kind == "other":
                        continue
                    if not ref and not s.order_unsure and not s.other_than and kind in told_elsewhere - told_here \
                            and not any(words_mentioned(x, s.text) for x in order.get("lines", [])):
                        continue
                    tied = self._tied_order(view, s, kind) if (s.order_carried or (not ref and not s.order_unsure and not s.other_than)) \
                        and len(listed) > 1 else ""
                    if tied and normalise_ref(tied) != normalise_ref(pinned):
                        elsewhere.setdefault((tied, kind), s.text)  # naming no order, its goods on another order the ticket lists
                    elif tied and s.order_carried:
                        # "Last month the kettle (SU-2) ... refunded. This time the toaster arrived cracked": the order told of
                        # before holds no toaster, the pinned one does; the claim is this order's (blind round 31, V31-12)
                        here.append(kind)
                    elif s.order_unsure and len(listed) > 1:
                        # any of the orders the ticket lists: the one its words or the record tie it to, else a person, named them all
                        tied = self._tied_order(view, s, kind)
                        if tied and normalise_ref(tied) == normalise_ref(pinned):
                            here.append(kind)
                        else:
                            elsewhere.setdefault((tied or f"{ONE_OF_ORDERS} {', '.join(listed)} (the request names none of them: a person "
                                                          "finds which)", kind), s.text)
                    elif ref and normalise_ref(ref) != normalise_ref(pinned):
                        elsewhere.setdefault((normalise_ref(ref), kind), s.text)
                    elif not s.about_order(pinned):
                        unnumbered.setdefault(kind, s.text)
                    elif _set_apart_from(order, s):
                        set_apart.setdefault(kind, s.text)
                    elif away := self._sibling_holding(view, order, s, kind):
                        elsewhere.setdefault((away, kind), clause_told(s, kind))  # "the fig candle ... never turned up": the candle's order
                    elif several := self._siblings_holding(view, order, s, kind):
                        elsewhere.setdefault((f"{ANOTHER_ORDER} {pinned} ({self._candidates_said(several)})", kind), clause_told(s, kind))  # runs/goods_on_several_orders.py
                    else:
                        here.append(kind)
        if lines_told_missing(order, request_sentences(reading, pinned)):
            here.append("non_delivery")  # "the lamp came without the lampshade" beside a lampshade line: that line never came
        for kind in here:
            set_apart.pop(kind, None)  # the same kind asked of the pinned order's own goods too: it is this order's claim
        if unnumbered or set_apart:
            # "the desk lamp from my other order": the customer's one other order, else a person is told the candidates;
            # "the cables, not the monitor" of the monitor's order: a person, told this order is not the one and the candidates
            others = self._other_orders(view, pinned)
            for kind, said in set_apart.items():
                elsewhere.setdefault((f"{ANOTHER_ORDER} {pinned} ({self._candidates_said(others)})", kind), said)
            for kind, said in unnumbered.items():
                if len(others) == 1:
                    elsewhere.setdefault((others[0], kind), said)
                else:
                    elsewhere.setdefault((f"{ANOTHER_ORDER} {pinned} ({self._candidates_said(others)})", kind), said)
        # "the wool throw" of an order holding a throw pillow cover: the customer's other order holding a wool throw
        search, moved = goods_on_other_orders(order, reading, self._results(view, "search_orders"))
        if search:
            return [self._call("search_orders", {"customer_email": view["ticket"]["customer_email"], "text": search})]
        for ref, kind, said in moved:
            elsewhere.setdefault((ref, kind), said)
            if kind in here:
                here.remove(kind)
        if (home := self._goods_home(view, order, reading, here, elsewhere)) is not None:
            # "Ref: SU-72022" in a signature, "Fwd: Your order SU-72032" in a forwarded subject: an order number told
            # beside the request, not by it, whose order holds none of the goods the requests name; every request is
            # the customer's one other order's, which holds them: that order is the run's
            return [self._call("get_order", {"order_ref": home})]
        intents = [k for k in KINDS if k in here]
        if not intents and not elsewhere and "other" not in reading.intents:
            return self._escalate(view, "understand what the customer is asking for", "no request the agent can act on was found in the ticket")
        # "it hasn't arrived and the tracking says damaged": one claim, the parcel never arrived. Not when the
        # ticket tells of fewer units than ordered: some came, and those said broken are a damage claim of their own.
        some_came = any(parcel_came_short(s.text) for s in reading.requests if "non_delivery" in s.kinds) \
            or _damage_on_goods_that_came(request_sentences(reading, pinned)) or damaged_in_a_parcel_that_came(order, reading)
        if "damaged_item" in intents and "non_delivery" in intents and not some_came:
            intents.remove("damaged_item")
        fee_in_claim = "non_delivery" in intents and "late_delivery" in intents and _nothing_delivered(order)
        if fee_in_claim:
            # the fee asked beside an order none of which came: the claim for the whole order pays it back (POL-NDL-003)
            intents.remove("late_delivery")
        twin = self._twin_order(view, order) if "duplicate_charge" in intents else None
        if twin:
            intents.remove("duplicate_charge")  # a second order placed by mistake: a person's call, both orders named
        subtasks = [t for kind in intents for t in self._subtasks_for(view, kind)]
        if twin:
            said = next(s.text for s in request_sentences(reading, pinned) if "duplicate_charge" in s.kinds)
            subtasks.append({"goal": twin_goal(order, *twin, said), "kind": "duplicate_charge", "steps": policy.plan_steps("other")})
        if fee_in_claim:
            subtasks = [{**t, "goal": f"{t['goal']}, the delivery charge included"} if t["kind"] == "non_delivery" else t for t in subtasks]
        # A request about another order, or of no kind this agent handles, is a subtask a person closes.
        # Its goods are named in the customer's own words: the agent never read that order's lines.
        for (ref, kind), said in elsewhere.items():
            if normalise_ref(ref) in self._bare_not_own(view):
                ref = f"{ANOTHER_ORDER} {pinned} (order {normalise_ref(ref)}, a number the ticket gives bare, is no order of this customer's: a person asks which order they mean)"
            goal = ("" if ref.startswith((ANOTHER_ORDER, ONE_OF_ORDERS)) else "order ") + f"{ref}: " + (_unread_goal(kind, said) if kind != "question" else "answer the replacement question")
            subtasks.append({"goal": " ".join(goal.split()), "kind": kind, "steps": policy.plan_steps("other")})
        for kind, said, goods in goods_not_on_order(order, reading):
            # "the kettle ... and the toaster is broken too" of an order holding no toaster: a person asks which (goods_not_on_order.py)
            subtasks.append({"goal": not_held_goal(pinned, goods, _quote(said, 160)), "kind": kind, "steps": policy.plan_steps("other")})
        # The longest wording first: a subject line that repeats a request is covered by the subtask quoting the body.
        for s in sorted((s for s in reading.requests if "other" in s.kinds), key=lambda s: len(s.text), reverse=True):
            taken = [{"number": n, "kind": t["kind"], "goal": t["goal"]} for n, t in enumerate(subtasks, start=1)]
            if any(row["i"] == s.index and row["kind"] == "other" for row in unaccounted(reading, taken, pinned, order)):
                asked = replace(s, text=other_words(s))  # "..., and an extra $20 for the hassle": that clause, not the refunded one (other_clause.py)
                goal = named_goal(f'a person answers the request "{_quote(with_manner(reading, asked))}"', goods_asked_for(reading, s, order.get("lines") or []))
                subtasks.append({"goal": goal, "kind": "other", "steps": policy.plan_steps("other")})
        return [self._call("propose_plan", {"order_ref": pinned, "subtasks": subtasks})]

    def _subtasks_for(self, view, kind: str) -> list[dict]:
        """The subtasks a request of `kind` becomes: one per line when it names several lines of an
        item case ("the serving bowl and two of the mugs came smashed"), each judged on its own by
        the policy and each with its own decision and its own sentence in the reply, so every line
        named is accounted for; else one."""
        lines = self._lines_for(view, kind)[0] if kind in policy.POLICY_TABLE and policy.row_for(kind).draws_on == policy.LINES else []
        # A sentence whose lines cannot be read beside others that name lines clearly: its own subtask, for a person.
        unread = [{"goal": goal, "kind": kind, "steps": policy.plan_steps(kind)} for goal in self._unread(view, kind)]
        if len(lines) > 1:
            return [self._subtask(view, kind, line) for line in lines] + unread
        return [self._subtask(view, kind, lines[0] if lines else None)] + unread

    def _subtask(self, view, kind: str, line: dict | None = None) -> dict:
        order = view["order"]
        if kind == "question":
            return {"goal": self._replacement_goal(view), "kind": kind, "steps": policy.plan_steps("question")}
        dup_kinds = {c["kind"] for c in policy.copies(order)}
        item = line["description"].lower() if line else "item"
        if line and (called := other_name_used(line["description"], _ticket_text(view))):
            item = f"{item} (the {called})"  # "the perfume": the goods as the customer calls them, beside the line's name
        words = {"charge": "delivery" if dup_kinds == {"delivery"} else "", "item": item}
        missing_lines = [x for _, x in self._lines_told_missing(view)]
        if kind == "non_delivery" and ((short := self._short_texts(view)) or missing_lines):
            # fewer units than ordered in a parcel that came, or a line missing from it: the goal names the units missing,
            # never a parcel that never arrived
            units = [*units_short(order, short), *(f"{x.get('quantity', 1)} {x['description'].lower()}" for x in missing_lines)]
            return {"goal": f"{SHORT_GOAL}: {' and '.join(dict.fromkeys(units))}", "kind": kind, "steps": policy.plan_steps(kind)}
        if kind == "non_delivery" and len(order.get("lines", [])) > 1 and len(order.get("shipments") or []) > 1 \
                and len(named := self._lines_for(view, kind)[0]) == 1:
            # one line of an order sent in several parcels ("where is my scarf??"): named, so its own parcel is judged and told
            return {"goal": f"{GOALS[kind]}: the {named[0]['description'].lower()}", "kind": kind, "steps": policy.plan_steps(kind)}
        return {"goal": " ".join(GOALS[kind].format(**words).split()), "kind": kind, "steps": policy.plan_steps(kind)}

    def _replacement_goal(self, view) -> str:
        """The replacement question's goal says what the customer wrote: a replacement declined is confirmed
        as none sent (or the one under way stopped, by a person); one asked for is arranged by a person (or,
        where the record shows one already, confirmed on its way); a plain question is answered from the record.
        Never "no replacement is being sent" to a customer who asked for one."""
        order = view["order"]
        ours = order.get("replacement_orders") or []
        declined = bool(self._forbidding(view, "replacement"))
        if ours:
            return (f"stop replacement order {ours[0]}: the customer asks that no replacement be sent" if declined
                    else "confirm the replacement order is on its way")
        if declined:
            return "confirm no replacement is being sent"
        said = [s.text for s in request_sentences(read_once(_ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", ""))
                if "question" in s.kinds and asks_replacement(s.text)]
        if said:
            return f'{REPLACEMENT_ASKED_GOAL} ("{_quote(max(said, key=len))}")'
        return "answer the replacement question from the order's record"

    @staticmethod
    def _replacement_asked_in(view, s) -> bool:
        """Whether the subtask is the customer's ask for a replacement: the replacement question's ask, or a
        request for goods instead of money whose sentence its goal quotes and that asks for new goods."""
        if s["kind"] == "question":
            return s["goal"].startswith(REPLACEMENT_ASKED_GOAL)
        if s["kind"] != "other":
            return False
        goal = " ".join(s["goal"].split())
        return any(x.why.startswith(GOODS_INSTEAD) and _quote(x.text) in goal and new_goods_asked(x.text)
                   for x in read_once(_ticket_text(view), view["ticket"]["order_ref"]).requests)

    def _short_texts(self, view) -> list[str]:
        """The non-delivery sentences about this order that tell of fewer units than ordered in a parcel that came."""
        order = view["order"]
        said = request_sentences(read_once(_ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", ""))
        return [x.text for x in said if "non_delivery" in x.kinds and parcel_came_short(x.text)]

    @staticmethod
    def _lines_told_missing(view) -> list:
        """(sentence, line) for each sentence about this order telling the goods came without a thing that is a line of it."""
        order = view["order"] or {}
        return lines_told_missing(order, request_sentences(read_once(_ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", "")))

    def _replan_lines_never_delivered(self, view, open_: list[dict]) -> list[dict]:
        """On a split order some of whose parcels came, a damage claim on a line whose own parcel the
        carrier never delivered ("the shelf came but the brackets never did") is a non-delivery claim
        on that line (POL-DMG-002 sends it to POL-NDL-003): the subtask changes kind and names the
        line, never declined as damage "not delivered yet"."""
        ev = _evidence(view)
        plan, moved = [], False
        for s in open_:
            line = self._line_for(view, s)[0] if s["kind"] == "damaged_item" else None
            lost = line is not None and policy.parcels_of(ev, [line["sku"]])[1] and policy.line_delivered_on(ev, [line["sku"]])[0] is None
            moved = moved or lost
            kind = "non_delivery" if lost else s["kind"]
            plan.append({"number": s["number"], "goal": f"{GOALS['non_delivery']}: the {line['description'].lower()}" if lost else s["goal"],
                         "kind": kind, "depends_on": s["depends_on"], "steps": policy.plan_steps(kind)})
        if not moved:
            return []
        return [self._call("replan", {"trigger": "carrier scans show the parcel carrying the line claimed as damaged was never delivered",
                                      "subtasks": plan})]

    def _replan_if_never_delivered(self, view) -> list[dict]:
        """A damage claim on a parcel the carrier never delivered is a non-delivery claim: the same
        subtask changes kind (the customer's request is still the one being answered). Checked in
        investigate and again in decide, since the scans may arrive on the turn investigate ends."""
        open_ = [s for s in view["subtasks"] if s["status"] in Subtask.UNFINISHED]
        damaged = next((s for s in open_ if s["kind"] == "damaged_item"), None)
        if damaged and view["scans"] and _delivered(view):
            return self._replan_lines_never_delivered(view, open_)
        if not (damaged and view["scans"] and not _delivered(view)):
            return []
        has_claim = any(s["kind"] == "non_delivery" for s in open_)
        plan = []
        for s in open_:
            if s["kind"] == "damaged_item":
                # nothing was delivered: one claim refunds everything charged, whichever lines were said damaged
                if not has_claim and s["number"] == damaged["number"]:
                    plan.append({"number": s["number"], "goal": GOALS["non_delivery"], "kind": "non_delivery", "depends_on": s["depends_on"],
                                 "steps": policy.plan_steps("non_delivery")})
                continue
            plan.append({"number": s["number"], "goal": s["goal"], "kind": s["kind"], "depends_on": s["depends_on"],
                         "steps": policy.plan_steps(s["kind"])})
        return [self._call("replan", {"trigger": "carrier scans show the parcel was never delivered", "subtasks": plan})]

    def _claimed_lines(self, view, s) -> list[dict]:
        """The lines a non-delivery subtask claims: those its goal names (a claim split by parcel);
        else, when no parcel came, every line (the whole order is claimed, as `_proposal` has it);
        else those the customer's sentences name."""
        order = view["order"] or {}
        in_goal = [x for x in order.get("lines", []) if x["description"].lower() in s["goal"].lower()]
        if in_goal:
            return in_goal
        if policy.delivered_on(_evidence(view)) is None:
            return order.get("lines", [])
        return self._lines_for(view, "non_delivery")[0]

    def _split_by_parcel(self, view) -> list[dict]:
        """A non-delivery claim whose lines travel in parcels the policy judges apart (a lamp's parcel
        marked lost beside a cushion's still within its promised date) is replanned into a subtask
        per verdict, each naming its lines: the lost parcel's lines are refunded by the claim, and
        only the parcel not yet due waits, told with its date. Never one parcel's date holding
        another parcel's refund."""
        if not view["scans"]:
            return []
        ev = _evidence(view)
        live = {d["subtask"] for d in view["decisions"].values() if d["state"] in (*OPEN_DECISIONS, DecisionState.EXECUTED)}
        open_ = [s for s in view["subtasks"] if s["status"] in Subtask.UNFINISHED]
        for claim in open_:
            if claim["kind"] != "non_delivery" or claim["number"] in live or self._for_a_person(view, claim):
                continue
            lines = self._claimed_lines(view, claim)
            if len(policy.shipments(ev)) < 2 or not policy.parcels_of(ev, [x["sku"] for x in lines])[1]:
                continue  # one parcel, or lines the shop cannot place in a parcel: judged as one claim
            groups: dict[tuple[str, ...], list[dict]] = {}
            for x in lines:
                one = {"action": "refund", "lines": [{"sku": x["sku"], "quantity": int(x.get("quantity") or 1)}]}
                verdict = tuple(sorted(f.condition for f in policy.eligibility("non_delivery", ev, one) if not f.holds))
                groups.setdefault(verdict, []).append(x)
            if len(groups) < 2:
                continue
            parts = sorted(groups.items(), key=lambda kv: len(kv[0]))  # the claim that pays keeps the subtask's number
            plan = []
            for s in open_:
                if s["number"] != claim["number"]:
                    plan.append({"number": s["number"], "goal": s["goal"], "kind": s["kind"], "depends_on": s["depends_on"],
                                 "steps": policy.plan_steps(s["kind"])})
                    continue
                for n, (_, part) in enumerate(parts):
                    words = " and the ".join(x["description"].lower() for x in part)
                    plan.append({**({"number": s["number"], "depends_on": s["depends_on"]} if not n else {}),
                                 "goal": f"{GOALS['non_delivery']}: the {words}", "kind": "non_delivery",
                                 "steps": policy.plan_steps("non_delivery")})
            return [self._call("replan", {"trigger": "the claimed lines travel in parcels the carrier's scans tell apart: each is judged "
                                                     "on its own parcel", "subtasks": plan})]
        return []

    def _revise_sent_back(self, view) -> list[dict]:
        """A plan a reviewer sent back with instructions is revised with `replan`, and the revision
        waits for a confirmation (runs.walk.exits). The open subtasks stay as they are (a replan
        keeps every request); what the reviewer said is read as any pinned instruction
        (`_as_instructed` applies it when the subtask is decided) and quoted in the trigger. Words
        the agent cannot act on hand each open subtask to a person with them quoted: it cannot tell
        which subtask they are about, and never carries out a plan it was told to change."""
        open_ = [s for s in view["subtasks"] if s["status"] in Subtask.UNFINISHED]
        if not open_:
            return []
        said = self._plan_said[-1] if self._plan_said else None
        plan = [{"number": s["number"], "goal": s["goal"], "kind": s["kind"], "depends_on": s["depends_on"],
                 "steps": policy.plan_steps(s["kind"])} for s in open_]
        numbers = ", ".join(str(s["number"]) for s in open_)
        if said is None:
            return [self._call("replan", {"trigger": "a reviewer sent the plan back; its instructions were withdrawn since: the plan is "
                                                     "resubmitted as it stands", "subtasks": plan})]
        if said.directive is None:
            calls = [self._call("replan", {"trigger": f"{said.says()}; the agent cannot act on these words, so subtask(s) {numbers} go to "
                                                      "a person with them quoted", "subtasks": plan})]
            return calls + [c for s in open_ for c in self._escalate(view, s["goal"], f"{said.says()}; the agent cannot act on these "
                                                                                     "words, so a person does", s["number"])]
        done = {"cap": f"a refund is proposed at most {dollars(said.directive.cents or 0)}",
                "no_refund": "no refund is proposed: a subtask that would refund goes to a person with the words quoted",
                "replace": "a person arranges a replacement instead: a subtask decided goes to a person with the words quoted"}
        return [self._call("replan", {"trigger": f"{said.says()}; {done[said.directive.kind]}", "subtasks": plan})]

    def _investigate(self, view) -> list[dict]:
        replan = self._replan_if_never_delivered(view) or self._split_by_parcel(view)
        if replan:
            return replan
        calls = self._hand_over(view)
        open_ = [s for s in view["subtasks"] if s["status"] in Subtask.UNFINISHED and not self._for_a_person(view, s)]
        kinds = {s["kind"] for s in open_}
        scans = view["scans"]
        for s in open_:
            if s["status"] == SubtaskStatus.OPEN and not _blocked(view, s):
                calls.append(self._call("record_progress", {"subtask": s["number"], "status": SubtaskStatus.IN_PROGRESS}))
        # Only what the plan says the open subtasks need: anything else is drift.
        expected = set().union(*(set(s["expects_tools"]) for s in open_)) if open_ else set()
        retrieved_types = {doc["case_type"] for doc in view["retrieved"].values()}
        for kind in sorted(kinds - {"question"}):
            if kind not in retrieved_types and "search_policy" in expected:
                calls.append(self._call("search_policy", {"query": POLICY_QUERY[kind]}))
        if kinds & NEEDS_SUPPLEMENT and not view["supplement"] and not self._results(view, "get_seller_supplement", ok=False):
            calls.append(self._call("get_seller_supplement", {}))
        if kinds & NEEDS_SCANS and not scans and "get_carrier_scan" in expected:
            calls.append(self._call("get_carrier_scan", {}))
        for s in open_:
            if s["kind"] == "question" and s["goal"].startswith("stop replacement order"):
                calls += self._escalate(view, s["goal"], "only a person can stop a replacement order the customer does not want", s["number"])
            elif s["kind"] == "question" and s["goal"].startswith(REPLACEMENT_ASKED_GOAL):
                calls += self._escalate(view, s["goal"], "the customer asks for a replacement; the agent cannot send one, a person or the "
                                                         "seller arranges it", s["number"])
            elif s["kind"] == "question" and not _blocked(view, s):
                evidence = self._results(view, "get_order")
                if evidence:
                    calls.append(self._call("record_progress", {"subtask": s["number"], "status": SubtaskStatus.RESOLVED, "evidence": f"E{evidence[-1]['seq']}",
                                                                 "note": _replacement_note(view["order"])}))
        return calls

    @staticmethod
    def _for_a_person(view, s) -> bool:
        """A request of no kind this agent handles, or about another order than the pinned one."""
        pinned = normalise_ref((view["order"] or {}).get("order_ref", ""))
        return s["kind"] == "other" or s["goal"].startswith((ANOTHER_ORDER, NOT_ON_ORDER)) or any(normalise_ref(m.group(1)) != pinned
                                                                                   for m in ORDER_IN_TEXT.finditer(s["goal"]))

    def _hand_over(self, view) -> list[dict]:
        calls = []
        for s in view["subtasks"]:
            if s["status"] in Subtask.UNFINISHED and self._for_a_person(view, s):
                if follow := self._follow_up_order(view, s):
                    # another order of the customer's the ticket numbers: a follow-up run pinned to it works it with the same
                    # guards (runs.follow_ups); the runtime refuses it when that order is not theirs, and a person has it then
                    calls.append(self._call("escalate_to_human", {"subtask": s["number"], "open_item": s["goal"], "follow_up_order": follow,
                                                                  "reason": f"order {follow} is worked by a follow-up run pinned to it"}))
                    continue
                reason = ("a request of no kind the agent can act on" if s["kind"] == "other"
                          else "it is about another order than the one this run works on")
                if s["kind"] == "other" and (language := passage_language(s["goal"])):
                    reason = flagged_reason(language)
                calls += self._escalate(view, s["goal"], reason, s["number"])
        return calls

    def _follow_up_order(self, view, s) -> str:
        """The order a subtask about another numbered order is handed to a follow-up run on ('' when it goes to a person):
        its goal names that order as the ticket numbers it, it is of a kind a run works, this run is no follow-up itself,
        and no hand-over of it was refused before."""
        match = FOLLOW_UP_GOAL.match(s["goal"])
        if not match or s["kind"] in NOT_A_CASE or view.get("handed_from"):
            return ""
        refused = [r for r in self._results(view, "escalate_to_human", ok=False) if isinstance(r["input"], dict)
                   and r["input"].get("subtask") == s["number"] and r["input"].get("follow_up_order")]
        return "" if refused else match.group(1)

    def _decide(self, view) -> list[dict]:
        replan = self._replan_if_never_delivered(view) or self._split_by_parcel(view)
        if replan:
            return replan
        calls = []
        order = view["order"]
        seller_type = order["seller"]["seller_type"]
        live = {d["subtask"] for d in view["decisions"].values() if d["state"] in (*OPEN_DECISIONS, DecisionState.EXECUTED)}
        calls += self._hand_over(view)
        for s in view["subtasks"]:
            if (s["status"] not in Subtask.UNFINISHED or s["kind"] == "question" or s["number"] in live or _blocked(view, s)
                    or self._for_a_person(view, s)):
                continue
            policy = next((ref for ref, doc in sorted(view["retrieved"].items()) if doc["case_type"] == s["kind"]), None)
            if policy is None:
                calls.append(self._call("search_policy", {"query": POLICY_QUERY[s["kind"]]}))
                continue
            decision = self._as_instructed(view, s, self._remedy(view, s))
            if decision and decision.get("action") == DecisionAction.REFUND:
                decision = _unless_chased_after_refund(view, s["kind"], decision) or _unless_refunded_before(view["order"], s["kind"], decision)
            if decision and decision.get("action") in DecisionAction:
                decision = _unless_settled_before(view, s["kind"], decision)
            if decision and decision.get("action") in DecisionAction:  # a line called fine and damaged: a person asks which
                decision = contradiction_handover({**decision, "case_type": s["kind"]}, view["order"], request_dicts(
                    read_once(_ticket_text(view), view["ticket"]["order_ref"]), view["order"]["order_ref"])) or decision
            if decision is None:
                calls += self._escalate(view, s["goal"], "no remedy in the policies fits what the order shows", s["number"])
                continue
            if decision.get("defer") and not view["order"].get("replacement_orders") and (alternative := self._alternative_for(view, s["kind"])):
                # "Refund please - or if that's not possible a replacement would do": the refund cannot be given, so the
                # alternative the customer accepts is considered, by a person who can arrange it
                calls += self._escalate(view, f"arrange the alternative the customer accepts on order {view['order']['order_ref']} as the refund "
                                              f"cannot be given (\"{shortened(alternative, 120)}\")",
                                        f"{decision['defer']}; the customer asks for goods instead in that case, which only a person arranges",
                                        s["number"])
                continue
            if decision.get("defer"):
                ref = view["order"]["order_ref"]
                # the record's reason, and beside it (the note) the same reason in the customer's words, which the reply tells
                calls.append(self._call("record_progress", {"subtask": s["number"], "status": SubtaskStatus.DEFERRED,
                                                            "deferred_reason": _naming_order(decision["defer"], ref),
                                                            "note": _naming_order(decision.get("defer_told") or decision["defer"], ref,
                                                                                  named_as="order")}))
                continue
            if decision.get("escalate"):
                calls += self._escalate(view, decision["escalate"], decision["reason"], s["number"])
                continue
            decision.update(subtask=s["number"], source=refund_source_for(s["kind"], seller_type), policy_ref=policy, needs_human=False)
            calls.append(self._call("propose_decision", money_said(decision)))  # a goods decision says whether its money is turned down
        return calls

    def _as_instructed(self, view, s, decision: dict | None) -> dict | None:
        """The decision as a person's explicit instruction for this subtask changes it: a refund
        lowered to the amount they named (never raised), or the subtask handed to a person when
        they said not to refund or to replace instead. Anything else is left as the policy has it."""
        said = instructions.for_subtask(getattr(self, "_directives", []), s["number"], view["decisions"])
        if said is None or decision is None or "defer" in decision or "escalate" in decision:
            return decision
        if said.kind == "replace":
            return {"escalate": f"arrange a replacement instead: {s['goal']}", "reason": f"{said.says()}; only a person or the seller can send one"}
        if decision.get("action") != DecisionAction.REFUND:
            return decision
        if said.kind == "no_refund":
            return {"escalate": s["goal"], "reason": f"{said.says()}; no refund is proposed"}
        if said.kind == "cap" and said.cents < decision["amount_cents"]:
            return decision | {"amount_cents": said.cents, "reason": f"{decision['reason']}; {dollars(said.cents)} as {said.says()}"}
        return decision

    def _remedy(self, view, s) -> dict | None:
        """The decision the policy table allows on the evidence, or why none: a failing condition
        defers the subtask with the comparison in words; what only a person can do is escalated."""
        order, kind = view["order"], s["kind"]
        ev = _evidence(view)
        decision = self._proposal(view, s, ev)
        if decision is None or "defer" in decision or "escalate" in decision:
            return decision
        if worn := worn_handover({"case_type": kind, **decision}, order, request_dicts(read_once(_ticket_text(view), view["ticket"]["order_ref"]), order["order_ref"])):
            return worn  # a fault after use: a person's quality or warranty question, not damage on arrival (runs.worn_goods)
        forbidding = self._forbidding(view, decision["action"], kind, decision)
        # the sentence that holds the money names it best: "Can you send a new one? If you can't, just refund it" asks
        # for the refund as a fallback, never that it not be done
        forbidding = sorted(forbidding, key=lambda t: not holds_money(t))
        if forbidding and (fallback := fallback_escalation(GOALS_ACTION.get(decision["action"], decision["action"]), order["order_ref"], forbidding,
                                                           read_once(_ticket_text(view), view["ticket"]["order_ref"]))):
            return fallback  # "Can you send a new one? If not, I want a refund.": the goods' fallback, held for a person (goods_then_money.py)
        if forbidding and holds_money(forbidding[0]):
            # "hold off on refunding it until I've sent photos": not refused, only not yet
            return {"escalate": f"{GOALS_ACTION.get(decision['action'], decision['action'])} on order {order['order_ref']}: the customer asks that it "
                                f"wait (\"{shortened(forbidding[0], 120)}\")",
                    "reason": f"the ticket asks that the {decision['action']} wait; a person makes it when the customer's condition is met"}
        if forbidding and all(refund_elsewhere(t) for t in forbidding):
            # "Please refund it to my PayPal rather than the card": the money asked, paid elsewhere than the payment it came from
            where = refund_elsewhere(forbidding[0])
            return {"escalate": f"{GOALS_ACTION.get(decision['action'], decision['action'])} on order {order['order_ref']}, paid to {where} as the "
                                f"customer asks (\"{shortened(forbidding[0], 120)}\")",
                    "reason": f"the customer asks for the money paid to {where}, not back to the payment the order was made with; the "
                              "refund tool pays only the original payment, so a person arranges it"}
        chosen = {x.text for x in read_once(_ticket_text(view), view["ticket"]["order_ref"]).sentences if x.why.startswith(GOODS_INSTEAD)}
        if (swap := exchange_apart(kind, forbidding, chosen, view["subtasks"], seller_replaces=policy.damage_remedy(ev) is None)):
            return swap  # a change of mind asked only as a swap, which its own subtask hands to a person (runs.exchanges_chosen)
        if forbidding and all(t in chosen for t in forbidding) \
                and not (decision["action"] == DecisionAction.REFUND and all(
                    (money_turned_down(t) or t in goods_chosen_over_money(read_once(_ticket_text(view), view["ticket"]["order_ref"]).sentences))
                    and self._goods_asked_of_a_person(view, t) for t in forbidding)):
            # (goods asked instead of the money turned down in words, "send a new one instead of the money", that a subtask of
            # their own hands to a person: the claim is deferred below, one matter; goods asked alone still escalate the claim)
            # "And I want the right one sent out.": the customer's own remedy for the claim, which a person arranges
            return {"escalate": f"arrange the remedy the customer chose instead of {GOALS_ACTION.get(decision['action'], decision['action'])} on order "
                                f"{order['order_ref']} (\"{shortened(forbidding[0], 120)}\")",
                    "reason": f"the customer asks for other goods (a replacement, an exchange) rather than the {decision['action']} the policy gives; "
                              "only a person arranges them, and no refund is promised for this claim"}
        gone = nothing_to_take_back_told([x.text for x in read_once(_ticket_text(view), view["ticket"]["order_ref"]).sentences
                                          if x.role != "injected"]) if forbidding and decision["action"] in GOODS_ACTIONS else []
        if gone:
            # "Please don't send anyone to collect it - I've already taken it to the tip": no goods can come back
            return {"escalate": f"decide a refund without the goods back on order {order['order_ref']}: no collection or return can be made "
                                f"(\"{shortened(gone[0], 120)}\")",
                    "reason": f"the remedy takes the goods back first ({decision['action']}), and the customer asks that nobody come for them "
                              "or says they are gone; a person decides whether to refund without them"}
        if forbidding and decision["action"] == DecisionAction.REFUND and any(self._goods_asked_of_a_person(view, t) for t in forbidding):
            # "Please don't refund me - I just want another large jar posted out": the claim's remedy the customer chose is
            # the request a person already answers (its own subtask); the refund is held, and one person has the matter
            if not any("refund" in refusal_in_words(t) for t in forbidding):
                # "send a new one instead of the money": goods asked in the money's place, no refund refused outright
                return {"defer": "the customer asks for goods instead of the money, a request a colleague answers "
                                 f"(\"{shortened(forbidding[0], 120)}\")",
                        "defer_told": "you asked for goods rather than the money, and a colleague will follow up on them"}
            return {"defer": "the customer asks that no refund be made and asks for goods instead, a request a colleague answers "
                             f"(\"{shortened(forbidding[0], 120)}\")",
                    "defer_told": "you asked us not to refund it, and a colleague will follow up on the goods you asked for instead"}
        if forbidding:
            return {"escalate": f"{GOALS_ACTION.get(decision['action'], decision['action'])} on order {order['order_ref']}: the customer asks that it "
                                f"not be done (\"{shortened(forbidding[0], 120)}\")",
                    "reason": f"the ticket asks that no {decision['action']} be made; only a person may decide otherwise"}
        if decision["action"] in GOODS_ACTIONS and (money := self._forbidding(view, DecisionAction.REFUND, kind, decision | {"action": DecisionAction.REFUND})):
            decision = record_declined(decision, money[0])  # the goods back without the money, in the record the reply tells from
        failing = [f for f in policy.eligibility(kind, ev, decision) if not f.holds]
        ask = decision.pop("ask_a_person", None)
        if ask and {f.condition for f in failing} <= {"item_unused"}:
            # eligible, but how much is a person's to say (a vague count, a part of a set); a use the customer
            # tells of ("my son used one of the towels") is for that person to weigh with the part
            return ask
        if not failing:
            return decision
        first = failing[0]
        if first.condition == "not_returned_already" and decision.get("action") == DecisionAction.REFUND:
            return {"escalate": f"settle the {kind.replace('_', ' ')} claim on order {order['order_ref']}: {first.says}",
                    "reason": "a return of the same units is under way and refunds them when it lands; a person decides whether "
                              "anything is owed now (POL-REPL-007: refunded once)"}
        if first.condition == "not_delivered":
            short = [x.text for x in request_sentences(read_once(_ticket_text(view), view["ticket"]["order_ref"]), order["order_ref"])
                     if "non_delivery" in x.kinds]
            if (missing := self._lines_told_missing(view)) and not any(policy.SHORT_DELIVERY.search(t) for t in short):
                # "the lamp came without the lampshade": a line of the order not in the parcel that came; a person finds it
                return {"escalate": f"find the {' and '.join(x['description'].lower() for _, x in missing)} missing from the delivered "
                                    f"parcel of order {order['order_ref']}: the customer writes "
                                    + "; ".join(f'"{_quote(s.text, 120)}"' for s, _ in missing[:2]),
                        "reason": f"a line of the order did not come in a parcel the carrier scanned delivered ({first.says}); "
                                  "POL-NDL-003 pays only for a parcel that never arrived"}
            if any(parcel_came_short(t) for t in short):
                # fewer units than ordered in a parcel that came: a person finds the missing units, told in the customer's words
                # (and the fee asked back beside them, quoted: runs/agents/fee_beside_short.py)
                return with_fee_named({"escalate": f"find the units missing from the delivered parcel of order {order['order_ref']}: the customer writes "
                                       + "; ".join(f'"{_quote(t, 120)}"' for t in short[:2]),
                                       "reason": f"fewer units arrived than were ordered, in a parcel the carrier scanned delivered ({first.says}); "
                                                 "POL-NDL-003 pays only for a parcel that never arrived"},
                                      read_once(_ticket_text(view), view["ticket"]["order_ref"]), order["order_ref"])
            # the customer's own words, never a paraphrase: a reason must not say the customer claimed what they did not
            told = "; ".join(f'"{_quote(t, 120)}"' for t in short[:2])
            return {"escalate": f"investigate the delivery of order {order['order_ref']}: {first.says}",
                    "reason": (f"the customer writes {told}" if told else "a parcel not arrived was read from the ticket")
                              + "; the carrier has a delivery scan, so POL-NDL-003 does not apply"}
        if first.condition == "remedy_is_sellers" and policy.damage_remedy(ev) is None:
            line = policy.named_line(ev, decision) or {"description": "item"}
            supplement = view["supplement"] or {}
            if (refused := self._forbidding(view, "replacement")):
                return {"escalate": f"settle the damaged {line['description'].lower()}: the seller's remedy is a replacement and the customer asks "
                                    f"for none (\"{shortened(refused[0], 120)}\")",
                        "reason": f"the seller's remedy for damage is a replacement ({supplement.get('ref') or 'marketplace policy'}) and the "
                                  "customer asks that no replacement be sent: a person decides"}
            return {"escalate": f"arrange a replacement {line['description'].lower()} from {supplement.get('seller', 'the seller')}",
                    "reason": f"the seller's remedy for damage is a replacement ({supplement.get('ref') or 'marketplace policy'}), which only "
                              "the seller can send; no refund is issued for a unit being replaced (POL-DMG-002)"}
        return {"defer": "; ".join(f.says for f in failing), "defer_told": "; ".join(f.for_the_customer() for f in failing)}

    def _forbidding(self, view, action: str, kind: str = "", decision: dict | None = None) -> list[str]:
        """The ticket's sentences about this order that ask that `action` not be taken (on a subtask of
        `kind`; with the `decision`, only those that hold it: runs.refusal_holds)."""
        reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
        order = view["order"] or {}
        said = [*request_sentences(reading, order.get("order_ref", "")), *declining_sentences(reading, order.get("order_ref", ""))]
        if decision is not None:
            refusals = [{"text": s.text, "forbids": s.forbids, "goods_instead": s.why.startswith(GOODS_INSTEAD), "forbid_kinds": s.forbid_kinds,
                         "asks_return": s.asks_return, "about": s.about} for s in said]
            return refusals_holding(order, decision, kind, refusals, request_dicts(reading, order.get("order_ref", "")))
        return [s.text for s in said if forbids_action(s.forbids, s.why.startswith(GOODS_INSTEAD), action, kind, scope=s.forbid_kinds,
                                                       return_asked=s.asks_return)]

    @staticmethod
    def _alternative_for(view, kind: str) -> str:
        """The sentence in which the customer accepts goods only if the refund of a claim of `kind` cannot be given
        ("Refund please - or if that's not possible a replacement would do"), or '' (runs/intents/conditional_remedies.py)."""
        if kind not in GOODS_CLAIMS:
            return ""
        order = view["order"] or {}
        said = request_sentences(read_once(_ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", ""))
        return next((x.text for x in said if x.alternative and x.why in (MONEY_FIRST_WHY, ALTERNATIVE_ATTACHED_WHY)), "")

    @staticmethod
    def _ask_a_person(view, kind: str, s, reason: str) -> dict:
        """An escalation whose open item quotes the customer's own request sentence."""
        if s["goal"].startswith(_unread_goal(kind, "")[:-1]):
            return {"escalate": s["goal"], "reason": reason}  # its own sentence, already quoted
        asked = max((x.text for x in read_once(_ticket_text(view)).requests if kind in x.kinds), key=len, default=s["goal"])
        return {"escalate": f'settle the {kind.replace("_", " ")} request the customer wrote as "{_quote(asked)}"', "reason": reason}

    def _proposal(self, view, s, ev: policy.Evidence) -> dict | None:
        """What the row's remedy would pay, naming the lines or charges it draws on."""
        order, kind = view["order"], s["kind"]
        plan_kinds = {o["kind"] for o in view["subtasks"]}
        if kind == "duplicate_charge":
            dups = policy.copies(order)
            if not dups:
                return {"defer": _no_copy_why(order)}
            amount = sum(c["amount_cents"] for c in dups)
            what = " and ".join(sorted({c["kind"] for c in dups}))
            return {"action": "refund", "amount_cents": amount, "charges": [c["number"] for c in dups],
                    "reason": f"duplicate {what} charge of {dollars(amount)} (POL-BILL-001)"}
        if kind == "late_delivery":
            if not policy.drawable_charges(kind, order):
                return {"defer": "delivery on this order was free, so there is no delivery fee to refund"}
            fees = policy.late_fees(ev)  # only the late parcels' fees; none when every parcel was on time
            if not fees and "non_delivery" in plan_kinds and _nothing_delivered(order):
                # no parcel of the order came: the claim for the whole order pays its delivery charge back (POL-NDL-003), and a
                # second request to refund that charge would have a person pay it twice
                return {"defer": "no parcel of this order was delivered, so the claim for the missing order covers its delivery "
                                 "charge (POL-NDL-003) and nothing is owed for lateness on top of it"}
            if not fees and "non_delivery" in plan_kinds:
                # "refund the stool, and the delivery charge too" beside a lost parcel: asked for the loss, not for lateness
                asked = max((x.text for x in read_once(_ticket_text(view)).requests if kind in x.kinds), key=len, default="")
                return {"escalate": f"refund the delivery charge on order {order['order_ref']}, asked beside the claim for goods that never arrived"
                                    + (f' ("{_quote(asked)}")' if asked else ""),
                        "reason": "no parcel came late (POL-LATE-006), and a claim for some of an order's parcels refunds their lines, not "
                                  "the delivery charge (POL-NDL-003): a person decides whether the charge is owed"}
            if not fees:
                return {"action": "refund", "amount_cents": 0, "charges": [], "reason": "no parcel came late"}  # the row says why not
            fee = sum(c["amount_cents"] for c in fees)
            late = ", ".join(f"{p['tracking_number']} delivered {p['delivered_on']}, promised by {p['promised_by']}"
                             for p in policy.late_parcels(ev)[1])
            return {"action": "refund", "amount_cents": fee, "charges": [c["number"] for c in fees],
                    "reason": f"{late}: delivery fee refunded"}
        if kind == "non_delivery":
            part = self._lost_part(view, ev, s)
            if part:
                return part
            charges = policy.distinct_charges(order) if "duplicate_charge" in plan_kinds else order.get("charges", [])
            return {"action": "refund", "amount_cents": sum(c["amount_cents"] for c in charges), "charges": [c["number"] for c in charges],
                    "reason": "parcel never delivered: everything charged is refunded (POL-NDL-003)"}
        line, unclear = self._line_for(view, s)
        if line is None:
            # Which line the customer means is a person's call: the open item quotes what they wrote.
            return self._ask_a_person(view, kind, s, f"{unclear}; a person checks which line before anything is paid or taken back")
        quantity, how_many = self._units_asked(view, line, kind)
        how_many = how_many or counted_above_order(kind, order, line, read_once(_ticket_text(view), view["ticket"]["order_ref"]))
        named = {"sku": line["sku"], "lines": [{"sku": line["sku"], "quantity": quantity}],
                 "amount_cents": policy.line_cents(order, line["sku"], quantity),
                 **({"ask_a_person": self._ask_a_person(view, kind, s, how_many)} if how_many else {})}
        held_to = policy.seller_terms(ev)  # the seller's supplement, or the shop's own policy for its own goods
        terms = held_to.get("ref") or "marketplace policy"
        if kind == "damaged_item":
            action = policy.damage_remedy(ev) or DecisionAction.REFUND
            what = "collect the damaged {d}, refund on collection" if action == DecisionAction.COLLECTION else "damaged {d}: refund, customer keeps it"
            return {"action": action, **named, "reason": f"{what.format(d=line['description'])} ({terms})"}
        if kind == "wrong_item":
            return {"action": "return", **named, "reason": f"wrong item sent: return and refund the {line['description']}"}
        if kind == "change_of_mind":
            return {"action": "return", **named,
                    "reason": f"change of mind within {held_to.get('return_window_days', 0)} days ({terms})"}
        return None

    def _lost_part(self, view, ev: policy.Evidence, s: dict) -> dict | None:
        """On a split order some of whose parcels came, a claim for the lines the customer names,
        or, on a claim split by parcel (`_split_by_parcel`), the lines its goal names: whole lines,
        by the claim, judged on their own parcel's scans (the desk's parcel delivered says nothing
        of the chair's). None when nothing came and the claim is not split (the whole order is
        claimed) or no line is named (a person investigates the delivery scan the order has)."""
        order = view["order"]
        if len(policy.shipments(ev)) < 2:
            return None
        split = [x for x in order.get("lines", []) if x["description"].lower() in s["goal"].lower()]
        if policy.delivered_on(ev) is None and not split:
            return None
        lines = split or self._lines_for(view, "non_delivery")[0]
        if not lines or len(lines) == len(order.get("lines", [])):
            return None
        named = [{"sku": x["sku"], "quantity": int(x.get("quantity") or 1)} for x in lines]
        parcels, _ = policy.parcels_claimed(ev, {"lines": named})
        words = " and ".join(x["description"] for x in lines)
        return {"action": "refund", "lines": named, "amount_cents": sum(policy.line_cents(order, x["sku"], x["quantity"]) for x in named),
                "reason": f"{words} never delivered (parcel {', '.join(p.get('tracking_number') or '?' for p in parcels)}): "
                          "its lines and their tax refunded by carrier claim (POL-NDL-003)"}

    def _act(self, view) -> list[dict]:
        calls = []
        for ref, d in sorted(view["decisions"].items()):
            if d["state"] == DecisionState.ADMITTED and held_by(view["decisions"], d):
                continue  # carried out once the lead has answered on the decision it shares a line or charge with
            if d["state"] == DecisionState.ADMITTED:
                tool = "issue_refund" if d["action"] == DecisionAction.REFUND else "start_return"
                refused = [r for r in self._results(view, tool, ok=False)
                           if r.get("refused_by") == "shop" and isinstance(r["input"], dict) and r["input"].get("decision") == ref]
                s = next((s for s in view["subtasks"] if s["number"] == d["subtask"]), None)
                if refused and s and s["status"] in Subtask.UNFINISHED:
                    # The shop said no (e.g. the order was refunded meanwhile): a person looks, no retry.
                    calls += self._escalate(view, s["goal"], f"the shop refused {ref}: {refused[-1]['error']}", s["number"])
                    continue
                calls.append(self._call(tool, {"decision": ref}))
            elif d["state"] == DecisionState.EXECUTED:
                s = next((s for s in view["subtasks"] if s["number"] == d["subtask"]), None)
                if s and s["status"] in Subtask.UNFINISHED:
                    calls.append(self._call("record_progress", {"subtask": s["number"], "status": SubtaskStatus.RESOLVED, "evidence": f"E{d['executed_seq']}"}))
        return calls

    def _confirm(self, view) -> list[dict]:
        open_ = [s for s in view["subtasks"] if s["status"] in Subtask.UNFINISHED]
        if open_:
            return [self._call("escalate_to_human", {"subtask": s["number"], "open_item": s["goal"], "reason": "still open at confirmation"}) for s in open_]
        sentences = [{"subtask": s["number"], "text": self._sentence(view, s)} for s in view["subtasks"]]
        return [self._call("send_reply", {"sentences": sentences, "closing": "Thank you for your patience."})]

    @staticmethod
    def _goods_asked_of_a_person(view, text: str) -> bool:
        """Whether `text` asks for goods instead of the money (another one, a new one, a replacement sent) and a subtask of
        kind other hands that very sentence to a person."""
        if not (asks_replacement(text) or new_goods_asked(text) or _ANOTHER_SENT.search(text)):
            return False
        return quoted_by_other(text, view["subtasks"])

    def _deferral_told(self, view, s) -> str:
        """Why a deferred subtask was deferred, in the customer's words: the note the agent recorded beside the reason
        when it deferred it; a reason recorded without one (a replan's, another model's) is told as it is."""
        reason = s.get("deferred_reason") or ""
        if not reason:
            return "it is not possible under the seller terms"
        for r in reversed(self._results(view, "record_progress")):
            asked = r["input"] if isinstance(r["input"], dict) else {}
            if (asked.get("subtask") == s["number"] and asked.get("status") == SubtaskStatus.DEFERRED
                    and shortened(asked.get("deferred_reason", ""), 300) == reason):
                return asked.get("note") or reason
        return reason

    @staticmethod
    def _figures_held(view, s) -> tuple[list[dict], int]:
        """The customer's figures that held the subtask's refund, and the record's copy (runs.stated_amounts.held_for)."""
        order = view["order"] or {}
        requests = request_dicts(read_once(_ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", ""))
        return stated_amounts.held_for(s["number"], view["decisions"], order, requests)

    def _sentence(self, view, s) -> str:
        """The reply's sentence for a subtask, in the customer's terms (runs.agents.reply_sentences); a resolved claim
        whose goods the customer accepted only if the refund failed says they are not needed."""
        told = self._told(view, s)
        if s["status"] == SubtaskStatus.RESOLVED and self._alternative_for(view, s["kind"]):
            return f"{told} {reply_words.alternative_not_needed()}"
        return told

    def _told(self, view, s) -> str:
        """What was done for the subtask, or why not, told in the customer's terms."""
        decision = next((d for d in view["decisions"].values() if d["subtask"] == s["number"] and d["state"] == DecisionState.EXECUTED), None)
        order = view["order"] or {}
        what = reply_words.matter(s["kind"], s["goal"], order.get("lines", []))
        what = unquoted_if_removed(what, lambda: read_once(_ticket_text(view), view["ticket"]["order_ref"]))  # no injected words quoted back
        goods = reply_words.goods_named(s["goal"], order.get("lines", []))
        if s["status"] == SubtaskStatus.ESCALATED and self._replacement_asked_in(view, s):
            # ("..., or a refund if it can't be sent": the fallback heard too, nothing told as done: goods_then_money.py)
            return reply_words.replacement_for_a_person(goods_asked_with_money_fallback(read_once(_ticket_text(view), view["ticket"]["order_ref"])))
        if s["status"] == SubtaskStatus.ESCALATED and (said := count_told_back(s["kind"], order, self._line_for(view, s)[0],
                                                                               read_once(_ticket_text(view), view["ticket"]["order_ref"]))):
            return said  # a damage claim counting more than the order holds, held for a person (runs/inflated_counts.py)
        if s["status"] == SubtaskStatus.ESCALATED and (held := self._figures_held(view, s))[0]:
            return reply_words.figures_checked([a["text"] for a in held[0]], held[1], s["kind"])
        if s["status"] == SubtaskStatus.ESCALATED and s["kind"] == "other" and (language := passage_language(s["goal"])):
            return flagged_passage(language)  # a passage in another language: flagged to a person, nothing promised
        if s["status"] == SubtaskStatus.ESCALATED and promise_question_answered_by(read_once(_ticket_text(view), view["ticket"]["order_ref"]), s["kind"], order):
            return reply_words.promise_asked(what, goods)  # the customer's question whether the promised refund was made, answered here
        if s["status"] == SubtaskStatus.ESCALATED and s["kind"] == "other" and (asked := other_account_asked(s["goal"], _ticket_sentences(view))):
            return asked  # the refund itself went back to the payment made (runs/refund_to_the_payment_made.py)
        if s["status"] == SubtaskStatus.ESCALATED:
            return reply_words.escalated(what, goods)
        if s["status"] == SubtaskStatus.DEFERRED and (ref := handed_order(s)):
            return reply_words.handed_over(ref)  # worked by a follow-up run pinned to that order (runs.follow_ups)
        if s["status"] == SubtaskStatus.DEFERRED:
            return reply_words.deferred(what, self._deferral_told(view, s), goods)
        if s["kind"] == "question":
            return reply_words.replacement_answer(order.get("replacement_orders") or [], bool(self._forbidding(view, "replacement")))
        if decision and decision["action"] == DecisionAction.REFUND:
            reading = read_once(_ticket_text(view), view["ticket"]["order_ref"])
            foreign = stated_amounts.foreign_stated(s["kind"], request_dicts(reading, order.get("order_ref", "")))
            above = stated_amounts.overstated(decision, order, request_dicts(reading, order.get("order_ref", "")))
            return reply_words.refunded(decision["amount_cents"], what, [a["text"] for a in foreign], [a["text"] for a in above],
                                        record_price_words(decision, order)) \
                + whole_stated(decision, order, request_dicts(reading, order.get("order_ref", ""))) \
                + paid_back_told([x.text for x in reading.sentences if x.role != "injected"])  # runs/duplicate_whole_told.py, refund_to_the_payment_made.py
        if decision and decision["action"] == DecisionAction.COLLECTION:
            return reply_words.collection(decision["amount_cents"], what, declined_on_arrival(decision))
        if decision:
            return reply_words.return_started(what, decision["amount_cents"], declined_on_arrival(decision))
        return f"This is done: {what}."
