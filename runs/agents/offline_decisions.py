"""The offline agent's decide and act phases (runs/agents/offline.py): each open subtask's decision as the policy table
reads the evidence (per kind, remedy, instructions, refunds before), then the admitted decisions carried out.
"""

from __future__ import annotations

import re

from .. import own_choice_words, policy, policy_charges, policy_delivery_conditions, policy_evidence, policy_goods_conditions, policy_support
from ..models import Subtask, SubtaskStatus
from ..money import dollars
from ..intents.money import actions_forbidden as refusal_in_words
from ..intents.goods_wanted import goods_chosen_over_money, money_turned_down
from ..quoting import shortened
from ..intents.part_money_alternatives import part_alternative
from ..held_ask_apart import refund_after_check_apart, wrong_item_exchange_apart
from ..every_remedy_declined import every_remedy_deferral
from ..returns_without_money import money_said, record_declined
from ..holds import held_by
from ..refusal_holds import refusals_holding
from ..screening import request_dicts
from ..exchanges_chosen import exchange_apart
from ..intents import GOODS_INSTEAD, forbids_action, holds_money, refund_elsewhere
from ..intents.repair_asked import repair_asked
from ..part_money_asked import part_money_deferral, part_money_of_goods_kept
from ..intents.conditional_remedies import ALTERNATIVE_ATTACHED_WHY, MONEY_FIRST_WHY
from ..goods_kept_back import goods_kept_back
from ..intents.missing_items import parcel_came_short
from ..sentences import normalise_ref, orders_in
from ..shop.refund_matrix import refund_source_for
from ..state import GOODS_ACTIONS, OPEN_DECISIONS, DecisionAction, DecisionState
from ..ticket_reading import read_once
from ..ticket_lines import declining_sentences, request_sentences
from ..worn_goods import worn_handover
from ..contradicted_lines import escalation as contradiction_handover
from ..charged_beyond_cost import items_beyond_cost
from ..inflated_counts import why_a_person as counted_above_order
from . import instructions
from .goods_then_money import fallback_escalation
from .fee_beside_short import with_fee_named
from .offline_goals import _unread_goal
from .offline_investigation import POLICY_QUERY
from .offline_lines import PART_MISSING
from .offline_refunded_before import _unless_chased_after_refund, _unless_refunded_before, _unless_settled_before
from ..arrival_told import arrival_told
from .offline_view import _blocked, _evidence, _nothing_delivered, _quote, ticket_text


def naming_order(reason: str, order_ref: str, *, named_as: str = "checked on order") -> str:
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
# Claims of a fee or a charge, never of goods: a refusal of "a refund or a replacement" told elsewhere in the ticket is no refusal of them.
_FEE_CLAIMS = frozenset({"late_delivery", "duplicate_charge"})


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


GOALS_ACTION = {"refund": "a refund", "return": "a return", "collection": "a collection"}


# The claims whose refund goods may stand in for (a replacement, an exchange).
GOODS_CLAIMS = ("damaged_item", "wrong_item", "non_delivery", "change_of_mind")


class Deciding:
    """The decide and act phases. A part of OfflineAgent (runs/agents/offline.py), whose `_call`,
    `_results`, `_owned` and `_escalate` its methods use."""

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
                    read_once(ticket_text(view), view["ticket"]["order_ref"]), view["order"]["order_ref"])) or decision
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
                                                            "deferred_reason": naming_order(decision["defer"], ref),
                                                            "note": naming_order(decision.get("defer_told") or decision["defer"], ref,
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
        if worn := worn_handover({"case_type": kind, **decision}, order, request_dicts(read_once(ticket_text(view), view["ticket"]["order_ref"]), order["order_ref"])):
            return worn  # a fault after use: a person's quality or warranty question, not damage on arrival (runs.worn_goods)
        forbidding = self._forbidding(view, decision["action"], kind, decision)
        # the sentence that holds the money names it best: "Can you send a new one? If you can't, just refund it" asks
        # for the refund as a fallback, never that it not be done
        forbidding = sorted(forbidding, key=lambda t: not holds_money(t))
        # (the ticket's other sentences hold only goods: "I don't need a refund or a replacement, just wanted you to know" said
        # of cracked plates never holds the late fee asked in the next sentence, VF-328; a fee's refusal is read as a ban)
        if none_wanted := every_remedy_deferral(forbidding, self._said_of_order(view) if kind not in _FEE_CLAIMS else [], order.get("lines", []),
                                                {x.get("sku") for x in decision.get("lines") or []}):
            return none_wanted  # "I don't want a refund or a replacement, just tell me why": nothing owed (runs/every_remedy_declined.py)
        if forbidding and (fallback := fallback_escalation(GOALS_ACTION.get(decision["action"], decision["action"]), order["order_ref"], forbidding,
                                                           read_once(ticket_text(view), view["ticket"]["order_ref"]))):
            return fallback  # "Can you send a new one? If not, I want a refund.": the goods' fallback, held for a person (goods_then_money.py)
        if forbidding and (apart := refund_after_check_apart(forbidding, view["subtasks"])):
            return apart  # "check where it is; if it's lost, a refund": the check's own subtask has both (held_ask_apart.py)
        if forbidding and holds_money(forbidding[0]):
            # "hold off on refunding it until I've sent photos": not refused, only not yet
            return {"escalate": f"{GOALS_ACTION.get(decision['action'], decision['action'])} on order {order['order_ref']}: the customer asks that it "
                                f"wait (\"{shortened(forbidding[0], 120)}\")",
                    "reason": f"the ticket asks that the {decision['action']} wait; a person makes it when the customer's condition is met"}
        if forbidding and all(refund_elsewhere(t) for t in forbidding):
            # "Please refund it to my PayPal rather than the card": the money asked, paid elsewhere than the payment it came from
            where = refund_elsewhere(forbidding[0])
            # (worded as what the customer asks, never as an instruction: a person skimming the queue checks the account is the
            # customer's own before any money goes there: adv36)
            return {"escalate": f"{GOALS_ACTION.get(decision['action'], decision['action'])} on order {order['order_ref']}: the customer asks it "
                                f"paid to {where}, not to the original payment; check the account is theirs first "
                                f"(\"{shortened(forbidding[0], 120)}\")",
                    "reason": f"the customer asks for the money paid to {where}, not back to the payment the order was made with; the "
                              "refund tool pays only the original payment, so a person arranges it"}
        chosen = {x.text for x in read_once(ticket_text(view), view["ticket"]["order_ref"]).sentences if x.why.startswith(GOODS_INSTEAD)}
        claimed = {x.get("sku") for x in decision.get("lines") or []}  # goods asked for other lines are not this claim's (goods_asked_for_other_lines.py)
        if (swap := exchange_apart(kind, forbidding, chosen, view["subtasks"], seller_replaces=policy_goods_conditions.damage_remedy(ev) is None)):
            return swap  # a change of mind asked only as a swap, which its own subtask hands to a person (runs.exchanges_chosen)
        if forbidding and all(t in chosen for t in forbidding) \
                and not (decision["action"] == DecisionAction.REFUND and all(
                    (money_turned_down(t) or t in goods_chosen_over_money(read_once(ticket_text(view), view["ticket"]["order_ref"]).sentences))
                    and self._goods_asked_of_a_person(view, t, claimed) for t in forbidding)):
            # (goods asked instead of the money turned down in words, "send a new one instead of the money", that a subtask of
            # their own hands to a person: the claim is deferred below, one matter; goods asked alone still escalate the claim)
            # "And I want the right one sent out.": the customer's own remedy for the claim, which a person arranges
            if apart := wrong_item_exchange_apart(kind, forbidding, view["subtasks"]):
                return apart  # the exchange's own `other` subtask hands it to a person: one card (runs/held_ask_apart.py)
            return {"escalate": f"arrange the remedy the customer chose instead of {GOALS_ACTION.get(decision['action'], decision['action'])} on order "
                                f"{order['order_ref']} (\"{shortened(forbidding[0], 120)}\")",
                    "reason": f"the customer asks for other goods (a replacement, an exchange) rather than the {decision['action']} the policy gives; "
                              "only a person arranges them, and no refund is promised for this claim"}
        gone = goods_kept_back(forbidding, [x.text for x in read_once(ticket_text(view), view["ticket"]["order_ref"]).sentences
                                            if x.role != "injected"]) if forbidding and decision["action"] in GOODS_ACTIONS else []
        if decision["action"] in GOODS_ACTIONS and forbidding and (
                part := part_money_deferral(forbidding, view["subtasks"]) or (gone and part_money_of_goods_kept(view["subtasks"]))):
            return part  # "i don't want it taken away, just some money back for the tear": part of the money, one person's (part_money_asked.py)
        if gone:
            # "Please don't send anyone to collect it - I've already taken it to the tip": no goods can come back
            return {"escalate": f"decide a refund without the goods back on order {order['order_ref']}: no collection or return can be made "
                                f"(\"{shortened(gone[0], 120)}\")",
                    "reason": f"the remedy takes the goods back first ({decision['action']}), and the customer asks that nobody come for them "
                              "or says they are gone; a person decides whether to refund without them"}
        if forbidding and decision["action"] == DecisionAction.REFUND and any(self._goods_asked_of_a_person(view, t, claimed) for t in forbidding):
            # "Please don't refund me - I just want another large jar posted out": the claim's remedy the customer chose is
            # the request a person already answers (its own subtask); the refund is held, and one person has the matter
            if not any("refund" in refusal_in_words(t) for t in forbidding):
                # "send a new one instead of the money": goods asked in the money's place, no refund refused outright
                return {"defer": "the customer asks for goods instead of the money, a request a colleague answers "
                                 f"(\"{shortened(forbidding[0], 120)}\")",
                        "defer_told": "you asked for goods rather than the money, and a colleague will follow up on them"}
            remedy = "a repair" if any(repair_asked(t) for t in forbidding) else "goods"  # "i want it REPAIRED" (repair_asked.py)
            return {"defer": f"the customer asks that no refund be made and asks for {remedy} instead, a request a colleague answers "
                             f"(\"{shortened(forbidding[0], 120)}\")",
                    "defer_told": f"you asked us not to refund it, and a colleague will follow up on the {remedy.removeprefix('a ')} you asked for instead"}
        if decision["action"] == DecisionAction.REFUND and (part := part_money_deferral(forbidding, view["subtasks"])):
            return part  # "can I get a partial refund?": money asked, less of it, a person's amount (runs/part_money_asked.py)
        if forbidding and all(part_alternative(t) for t in forbidding):
            # "Refund please for the set? Or half?": the amount left between the whole and a part, one person's (part_money_alternatives.py)
            return decision.get("ask_a_person") or {
                "escalate": f"settle the {kind.replace('_', ' ')} claim on order {order['order_ref']}: the customer asks for the refund or part of it "
                            f"(\"{shortened(forbidding[0], 120)}\")",
                "reason": "the customer leaves the amount open between the whole refund and a part of it; a person decides how much"}
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
            short = [x.text for x in request_sentences(read_once(ticket_text(view), view["ticket"]["order_ref"]), order["order_ref"])
                     if "non_delivery" in x.kinds]
            if (missing := self._lines_told_missing(view)) and not any(own_choice_words.SHORT_DELIVERY.search(t) for t in short):
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
                                      read_once(ticket_text(view), view["ticket"]["order_ref"]), order["order_ref"])
            # the customer's own words, never a paraphrase: a reason must not say the customer claimed what they did not
            told = "; ".join(f'"{_quote(t, 120)}"' for t in short[:2])
            return {"escalate": f"investigate the delivery of order {order['order_ref']}: {first.says}",
                    "reason": (f"the customer writes {told}" if told else "a parcel not arrived was read from the ticket")
                              + "; the carrier has a delivery scan, so POL-NDL-003 does not apply"}
        if first.condition == "remedy_is_sellers" and policy_goods_conditions.damage_remedy(ev) is None:
            line = policy_evidence.named_line(ev, decision) or {"description": "item"}
            supplement = view["supplement"] or {}
            if (refused := self._forbidding(view, "replacement")):
                return {"escalate": f"settle the damaged {line['description'].lower()}: the seller's remedy is a replacement and the customer asks "
                                    f"for none (\"{shortened(refused[0], 120)}\")",
                        "reason": f"the seller's remedy for damage is a replacement ({supplement.get('ref') or 'marketplace policy'}) and the "
                                  "customer asks that no replacement be sent: a person decides"}
            return {"escalate": f"arrange a replacement {line['description'].lower()} from {supplement.get('seller', 'the seller')}",
                    "reason": f"the seller's remedy for damage is a replacement ({supplement.get('ref') or 'marketplace policy'}), which only "
                              "the seller can send; no refund is issued for a unit being replaced (POL-DMG-002)"}
        if told_arrived := self._arrival_against_scans(ev, decision, first):
            # the customer holds goods the carrier never scanned delivered: no lost-parcel money, and no "not delivered
            # yet" either; a person checks what came (V36-027)
            return {"escalate": f"check what came on order {order['order_ref']}: the customer writes \"{_quote(told_arrived[0], 120)}\" "
                                "but the carrier has no delivery scan",
                    "reason": f"{first.says}; tracking and the customer's account disagree, so nothing is paid as a lost parcel "
                              "(POL-NDL-003) and a person checks"}
        return {"defer": "; ".join(f.says for f in failing), "defer_told": "; ".join(f.for_the_customer() for f in failing)}

    @staticmethod
    def _arrival_against_scans(ev, decision: dict, first) -> list[str]:
        """The customer's words that the goods arrived, where the condition that fails is the carrier's want of a delivery
        scan (a damage claim "not delivered") or the customer's word itself (a lost-parcel claim `not_told_arrived`)."""
        if first.condition == "not_told_arrived":
            return first.compared.get("customer_says") or []
        if first.condition != "delivered":
            return []
        skus = policy_evidence.acted_skus(decision)
        return arrival_told(tuple(ev.said) + tuple(ev.told), [x.get("description", "") for x in ev.order.get("lines", []) if x.get("sku") in skus])

    @staticmethod
    def _said_of_order(view) -> list[str]:
        """The texts of the ticket's request and declining sentences about this order."""
        reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
        ref = (view["order"] or {}).get("order_ref", "")
        return [s.text for s in [*request_sentences(reading, ref), *declining_sentences(reading, ref)]]

    def _forbidding(self, view, action: str, kind: str = "", decision: dict | None = None) -> list[str]:
        """The ticket's sentences about this order that ask that `action` not be taken (on a subtask of
        `kind`; with the `decision`, only those that hold it: runs.refusal_holds)."""
        reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
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
        said = request_sentences(read_once(ticket_text(view), view["ticket"]["order_ref"]), order.get("order_ref", ""))
        return next((x.text for x in said if x.alternative and x.why in (MONEY_FIRST_WHY, ALTERNATIVE_ATTACHED_WHY)), "")

    @staticmethod
    def _ask_a_person(view, kind: str, s, reason: str) -> dict:
        """An escalation whose open item quotes the customer's own request sentence."""
        if s["goal"].startswith(_unread_goal(kind, "")[:-1]):
            return {"escalate": s["goal"], "reason": reason}  # its own sentence, already quoted
        asked = max((x.text for x in read_once(ticket_text(view)).requests if kind in x.kinds), key=len, default=s["goal"])
        # (a part missing is said first, by name: "the lid of Cast iron casserole is missing: settle ...")
        gone = reason[len(PART_MISSING):].split(" did not come", 1)[0] + " is missing: " if reason.startswith(PART_MISSING) else ""
        return {"escalate": f'{gone}settle the {kind.replace("_", " ")} request the customer wrote as "{_quote(asked)}"', "reason": reason}

    def _proposal(self, view, s, ev: policy_evidence.Evidence) -> dict | None:
        """What the row's remedy would pay, naming the lines or charges it draws on."""
        order, kind = view["order"], s["kind"]
        plan_kinds = {o["kind"] for o in view["subtasks"]}
        if kind == "duplicate_charge":
            dups = policy_charges.copies(order)
            if not dups and (extra := items_beyond_cost(order)):  # taken beyond the goods' cost, repeating no charge (charged_beyond_cost.py)
                return self._ask_a_person(view, kind, s, f"order {order['order_ref']}'s items charges come to {dollars(extra)} more than its "
                                                         "goods cost, though no charge repeats another (POL-BILL-001): a person checks which was taken twice")
            if not dups:
                return {"defer": _no_copy_why(order)}
            amount = sum(c["amount_cents"] for c in dups)
            what = " and ".join(sorted({c["kind"] for c in dups}))
            return {"action": "refund", "amount_cents": amount, "charges": [c["number"] for c in dups],
                    "reason": f"duplicate {what} charge of {dollars(amount)} (POL-BILL-001)"}
        if kind == "late_delivery":
            if not policy_support.drawable_charges(kind, order):
                return {"defer": "delivery on this order was free, so there is no delivery fee to refund"}
            fees = policy_delivery_conditions.late_fees(ev)  # only the late parcels' fees; none when every parcel was on time
            if not fees and "non_delivery" in plan_kinds and _nothing_delivered(order):
                # no parcel of the order came: the claim for the whole order pays its delivery charge back (POL-NDL-003), and a
                # second request to refund that charge would have a person pay it twice
                return {"defer": "no parcel of this order was delivered, so the claim for the missing order covers its delivery "
                                 "charge (POL-NDL-003) and nothing is owed for lateness on top of it"}
            if not fees and "non_delivery" in plan_kinds:
                # "refund the stool, and the delivery charge too" beside a lost parcel: asked for the loss, not for lateness
                asked = max((x.text for x in read_once(ticket_text(view)).requests if kind in x.kinds), key=len, default="")
                return {"escalate": f"refund the delivery charge on order {order['order_ref']}, asked beside the claim for goods that never arrived"
                                    + (f' ("{_quote(asked)}")' if asked else ""),
                        "reason": "no parcel came late (POL-LATE-006), and a claim for some of an order's parcels refunds their lines, not "
                                  "the delivery charge (POL-NDL-003): a person decides whether the charge is owed"}
            if not fees:
                return {"action": "refund", "amount_cents": 0, "charges": [], "reason": "no parcel came late"}  # the row says why not
            fee = sum(c["amount_cents"] for c in fees)
            late = ", ".join(f"{p['tracking_number']} delivered {p['delivered_on']}, promised by {p['promised_by']}"
                             for p in policy_delivery_conditions.late_parcels(ev)[1])
            return {"action": "refund", "amount_cents": fee, "charges": [c["number"] for c in fees],
                    "reason": f"{late}: delivery fee refunded"}
        if kind == "non_delivery":
            part = self._lost_part(view, ev, s)
            if part:
                return part
            charges = policy_charges.distinct_charges(order) if "duplicate_charge" in plan_kinds else order.get("charges", [])
            return {"action": "refund", "amount_cents": sum(c["amount_cents"] for c in charges), "charges": [c["number"] for c in charges],
                    "reason": "parcel never delivered: everything charged is refunded (POL-NDL-003)"}
        line, unclear = self._line_for(view, s)
        if line is None:
            # Which line the customer means is a person's call: the open item quotes what they wrote.
            return self._ask_a_person(view, kind, s, f"{unclear}; a person checks which line before anything is paid or taken back")
        quantity, how_many = self._units_asked(view, line, kind)
        how_many = how_many or counted_above_order(kind, order, line, read_once(ticket_text(view), view["ticket"]["order_ref"]))
        named = {"sku": line["sku"], "lines": [{"sku": line["sku"], "quantity": quantity}],
                 "amount_cents": policy_charges.line_cents(order, line["sku"], quantity),
                 **({"ask_a_person": self._ask_a_person(view, kind, s, how_many)} if how_many else {})}
        held_to = policy_goods_conditions.seller_terms(ev)  # the seller's supplement, or the shop's own policy for its own goods
        terms = held_to.get("ref") or "marketplace policy"
        if kind == "damaged_item":
            action = policy_goods_conditions.damage_remedy(ev) or DecisionAction.REFUND
            what = "collect the damaged {d}, refund on collection" if action == DecisionAction.COLLECTION else "damaged {d}: refund, customer keeps it"
            return {"action": action, **named, "reason": f"{what.format(d=line['description'])} ({terms})"}
        if kind == "wrong_item":
            return {"action": "return", **named, "reason": f"wrong item sent: return and refund the {line['description']}"}
        if kind == "change_of_mind":
            return {"action": "return", **named,
                    "reason": f"change of mind within {held_to.get('return_window_days', 0)} days ({terms})"}
        return None

    def _lost_part(self, view, ev: policy_evidence.Evidence, s: dict) -> dict | None:
        """On a split order some of whose parcels came, a claim for the lines the customer names,
        or, on a claim split by parcel (`_split_by_parcel`), the lines its goal names: whole lines,
        by the claim, judged on their own parcel's scans (the desk's parcel delivered says nothing
        of the chair's). None when nothing came and the claim is not split (the whole order is
        claimed) or no line is named (a person investigates the delivery scan the order has)."""
        order = view["order"]
        if len(policy_evidence.shipments(ev)) < 2:
            return None
        split = [x for x in order.get("lines", []) if x["description"].lower() in s["goal"].lower()]
        if policy_evidence.delivered_on(ev) is None and not split:
            return None
        lines = split or self._lines_for(view, "non_delivery")[0]
        if not lines or len(lines) == len(order.get("lines", [])):
            return None
        named = [{"sku": x["sku"], "quantity": int(x.get("quantity") or 1)} for x in lines]
        parcels, _ = policy_delivery_conditions.parcels_claimed(ev, {"lines": named})
        words = " and ".join(x["description"] for x in lines)
        return {"action": "refund", "lines": named, "amount_cents": sum(policy_charges.line_cents(order, x["sku"], x["quantity"]) for x in named),
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
