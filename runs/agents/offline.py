"""The offline agent: deterministic, built in, no network. It works the demo tickets end to end.

It reads the request's structured view (ticket, pinned facts, plan, recorded results) and answers
with the same Messages-API tool calls a model would, so everything downstream (validation, guards,
drift, the record) treats it exactly like Claude. It is labelled as offline wherever runs show.

What it decides follows the policy documents (POL-BILL-001 ... POL-REPL-007) as the data shows
them, never the ticket's word for it:
- the order is the customer's own: a ref that does not belong to the ticket's email is not used;
  malformed refs ("SU88421", "#88421", "order number 88421") are read, and without one the
  customer's orders are searched by email;
- duplicate charge: every identical charge after the first, refunded by the platform;
- damaged item: by the seller's supplement: collect and refund, refund and keep, or (a seller
  that replaces) a person arranges the replacement; nothing when a replacement already exists;
  a parcel the carrier never delivered is replanned into a non-delivery claim;
- non-delivery: everything charged (less a duplicate another subtask refunds), by carrier claim;
  a parcel the carrier scanned as delivered goes to a person for a delivery investigation;
- wrong item: a return of that line; change of mind: a return if the seller accepts returns;
- late delivery: the delivery fee paid (once), when the carrier delivered after the promised date;
- refunds of an item are its price and the sales tax charged on it.
"""

from __future__ import annotations

import re
import time
from decimal import ROUND_HALF_UP, Decimal

from django.conf import settings

from ..intents import KINDS, intent_spans, read_ticket, strip_injected, unaccounted
from ..sentences import ORDER_IN_TEXT, normalise_ref
from ..shop.refund_matrix import refund_source_for
from ..state import OPEN_DECISIONS, DecisionState
from .base import message

MODEL_ID = "supervisor-offline-1"
ORDER_REF = re.compile(r"\bSU-\d{4,12}\b", re.I)

POLICY_QUERY = {
    "duplicate_charge": "duplicate charge billing error",
    "damaged_item": "damaged item arrived broken",
    "non_delivery": "non-delivery parcel never arrived",
    "wrong_item": "wrong item sent",
    "change_of_mind": "change of mind return",
    "late_delivery": "late delivery fee",
}
NEEDS_SUPPLEMENT = {"damaged_item", "wrong_item", "change_of_mind"}
NEEDS_SCANS = {"non_delivery", "late_delivery", "damaged_item"}
# Words in a product description that do not tell one line from another.
GENERIC = {"with", "pair", "pack", "inch", "size", "set", "pieces", "piece", "black", "white", "grey", "gray", "queen", "king", "large",
           "small", "medium", "standard"}


def _cents(amount: int) -> str:
    return f"${amount / 100:,.2f}"


def _step(title, tool, effect, acceptance, precondition="the order is pinned", compensation=""):
    step = {"title": title, "tool": tool, "effect_class": effect, "acceptance": acceptance, "precondition": precondition}
    if compensation:
        step["compensation"] = compensation
    return step


def _money_steps(kind: str) -> list[dict]:
    steps = []
    if kind in NEEDS_SUPPLEMENT:
        steps.append(_step("read the seller's terms", "get_seller_supplement", "read", "supplement ref recorded"))
    if kind in NEEDS_SCANS:
        steps.append(_step("read the carrier scans", "get_carrier_scan", "read", "scan history recorded"))
    steps.append(_step("retrieve the policy", "search_policy", "read", "a policy of this case type retrieved in this run"))
    steps.append(_step("decide the remedy", "propose_decision", "internal_write", "decision admitted by the guard", "policy retrieved"))
    if kind in ("damaged_item", "wrong_item", "change_of_mind"):
        steps.append(_step("start the return or collection", "start_return", "external_effect", "return row exists for the decision's key",
                           "decision admitted", "cancel the return before the carrier collects"))
    if kind in ("duplicate_charge", "non_delivery", "late_delivery", "damaged_item"):
        steps.append(_step("issue the refund", "issue_refund", "external_effect", "refund row exists for the decision's key",
                           "decision admitted", "none: cannot be undone"))
    return steps


def _handover_steps() -> list[dict]:
    return [_step("hand the request to a person", "escalate_to_human", "internal_write", "an escalation names the request")]


def _question_steps() -> list[dict]:
    return [_step("check the order for replacement orders", "get_order", "read", "replacement_orders read from the order record")]


GOALS = {
    "duplicate_charge": "refund the duplicate {charge} charge",
    "damaged_item": "settle the damaged {item}",
    "non_delivery": "resolve the parcel that never arrived",
    "wrong_item": "put right the wrong item sent instead of the {item}",
    "change_of_mind": "return the {item} for a refund",
    "late_delivery": "refund the delivery fee for the late delivery",
}


# --- reading the order --------------------------------------------------------------------------
def _duplicates(order: dict) -> list[dict]:
    """Every charge identical (kind, description, amount, time) to one before it: the billing errors."""
    seen, extra = set(), []
    for c in order.get("charges", []):
        key = (c["kind"], c["description"], c["amount_cents"], c.get("charged_at"))
        if key in seen:
            extra.append(c)
        seen.add(key)
    return extra


def _distinct_charges(order: dict) -> list[dict]:
    extra = {id(c) for c in _duplicates(order)}
    return [c for c in order.get("charges", []) if id(c) not in extra]


def _line_refund(order: dict, line: dict) -> int:
    """The line's price and the sales tax charged on it (POL-DMG-002, POL-WRG-004, POL-COM-005)."""
    total = line["unit_price_cents"] * line.get("quantity", 1)
    taxes = [c for c in _distinct_charges(order) if c["kind"] == "tax"]
    if not taxes:
        return total
    rate = next((m.group(1) for c in taxes for m in [re.search(r"(\d+(?:\.\d+)?)\s*%", c["description"])] if m), None)
    if rate is not None:
        tax = (Decimal(total) * Decimal(rate) / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    else:  # no rate on the charge: the line's share of the tax charged
        items = sum(x["unit_price_cents"] * x.get("quantity", 1) for x in order["lines"]) or 1
        tax = (Decimal(sum(c["amount_cents"] for c in taxes)) * total / items).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return total + int(tax)


def _delivered(scans: dict) -> bool:
    return any(sh["status"] == "delivered" or any(sc["code"] == "delivered" for sc in sh["scans"]) for sh in scans.get("shipments", []))


def _delivery_dates(order: dict) -> tuple[str, str] | None:
    """(delivered on, promised by) as ISO dates, for the order's last delivered shipment."""
    shipped = [s for s in order.get("shipments", []) if s.get("delivered_at")]
    if not shipped:
        return None
    last = max(shipped, key=lambda s: s["delivered_at"])
    return last["delivered_at"][:10], last["promised_by"][:10]


def _blocked(view, s) -> bool:
    resolved = {o["number"] for o in view["subtasks"] if o["status"] == "resolved"}
    return any(d not in resolved for d in s["depends_on"])


def _replacement_note(order: dict) -> str:
    replacements = order.get("replacement_orders") or []
    return "no replacement order exists" if not replacements else f"replacement order {replacements[0]} exists"


def _ticket_text(view) -> str:
    return view["ticket"]["subject"] + "\n" + view["ticket"]["body"]


def _quote(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


class OfflineAgent:
    name = "offline"
    label = "Offline agent (built in, no network)"

    def __init__(self, turn_seconds: float | None = None):
        """`turn_seconds`: how long each answer takes, as a real model's would (default: the
        SUPERVISOR_OFFLINE_TURN_SECONDS setting, 0). A slower agent lets a walk outlive a lease."""
        self.turn_seconds = settings.SUPERVISOR_OFFLINE_TURN_SECONDS if turn_seconds is None else turn_seconds
        self._n = 0

    def respond(self, request) -> dict:
        if self.turn_seconds:
            time.sleep(self.turn_seconds)
        view = request.view
        self._turn = request.turn
        self._n = 0
        handler = getattr(self, f"_{request.phase}")
        calls = handler(view)
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
    def _line_for(view, kind: str) -> dict | None:
        """The order line a request is about: the one named nearest to where the ticket asks it."""
        lines = (view["order"] or {}).get("lines", [])
        if len(lines) <= 1:
            return lines[0] if lines else None
        text = _ticket_text(view)
        clean = strip_injected(text).lower()
        spans = intent_spans(text).get(kind, [])
        best, best_key = None, None
        for line in lines:
            words = [w for w in re.findall(r"[a-z]+", line["description"].lower()) if len(w) >= 4 and w not in GENERIC]
            positions = [m.start() for w in words for m in re.finditer(rf"\b{re.escape(w)}", clean)]
            if not positions:
                continue
            distance = min(abs(p - start) for p in positions for start, _ in spans) if spans else 0
            key = (distance, -line["unit_price_cents"])
            if best_key is None or key < best_key:
                best, best_key = line, key
        return best or max(lines, key=lambda x: x["unit_price_cents"])

    @staticmethod
    def _owned(view, order: dict) -> bool:
        return (order.get("customer") or {}).get("email", "").lower() == view["ticket"]["customer_email"].lower()

    def _escalate(self, view, open_item: str, reason: str, subtask: int | None = None) -> list[dict]:
        args = {"open_item": open_item, "reason": reason}
        if subtask is not None:
            args["subtask"] = subtask
        return [self._call("escalate_to_human", args)]

    def _order_candidates(self, view) -> list[str]:
        hinted = [m.group(0).upper() for note in view["interventions"] for m in [ORDER_REF.search(note["text"])] if m]
        given = (view["ticket"]["order_ref"] or "").strip().upper()
        in_text = [normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(strip_injected(_ticket_text(view)))]
        refs = hinted + ([given, normalise_ref(given)] if given else []) + in_text
        return list(dict.fromkeys(r for r in refs if r))

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
            for ref in self._order_candidates(view):
                if ref not in tried:
                    return [self._call("get_order", {"order_ref": ref})]
            searches = self._results(view, "search_orders")
            if not searches:
                return [self._call("search_orders", {"customer_email": view["ticket"]["customer_email"]})]
            found = searches[-1]["result"]["orders"]
            if len(found) == 1 and found[0]["order_ref"] not in tried:
                return [self._call("get_order", {"order_ref": found[0]["order_ref"]})]
            why = "no order of this customer matches the ticket" if not found else f"{len(found)} orders match and the ticket names none of them"
            return self._escalate(view, "identify which order the customer means", why)
        reading = read_ticket(_ticket_text(view), order_ref=view["ticket"]["order_ref"])
        pinned = order["order_ref"]
        here: list[str] = []
        elsewhere: dict[tuple[str, str], None] = {}
        for s in reading.requests:
            for kind in s.kinds:
                if kind == "other":
                    continue
                if s.order and normalise_ref(s.order) != normalise_ref(pinned):
                    elsewhere[(normalise_ref(s.order), kind)] = None
                else:
                    here.append(kind)
        intents = [k for k in KINDS if k in here]
        if not intents and not elsewhere and "other" not in reading.intents:
            return self._escalate(view, "understand what the customer is asking for", "no request the agent can act on was found in the ticket")
        if "damaged_item" in intents and "non_delivery" in intents:
            intents.remove("damaged_item")  # "it hasn't arrived and the tracking says damaged": one claim, the parcel never arrived
        subtasks = [self._subtask(view, kind) for kind in intents]
        # A request about another order, or of no kind this agent handles, is a subtask a person closes.
        for ref, kind in elsewhere:
            goal = f"order {ref}: " + GOALS[kind].format(charge="", item="item") if kind != "question" else f"order {ref}: answer the replacement question"
            subtasks.append({"goal": " ".join(goal.split()), "kind": kind, "steps": _handover_steps()})
        # The longest wording first: a subject line that repeats a request is covered by the subtask quoting the body.
        for s in sorted((s for s in reading.requests if "other" in s.kinds), key=lambda s: len(s.text), reverse=True):
            taken = [{"number": n, "kind": t["kind"], "goal": t["goal"]} for n, t in enumerate(subtasks, start=1)]
            if any(row["i"] == s.index and row["kind"] == "other" for row in unaccounted(reading, taken, pinned)):
                subtasks.append({"goal": f'a person answers the request "{_quote(s.text)}"', "kind": "other", "steps": _handover_steps()})
        return [self._call("propose_plan", {"order_ref": pinned, "subtasks": subtasks})]

    def _subtask(self, view, kind: str) -> dict:
        order = view["order"]
        if kind == "question":
            goal = "confirm no replacement is being sent" if not order.get("replacement_orders") else "confirm the replacement order is on its way"
            return {"goal": goal, "kind": kind, "steps": _question_steps()}
        dup_kinds = {c["kind"] for c in _duplicates(order)}
        line = self._line_for(view, kind) or {"description": "item"}
        words = {"charge": "delivery" if dup_kinds == {"delivery"} else "", "item": line["description"].lower()}
        return {"goal": " ".join(GOALS[kind].format(**words).split()), "kind": kind, "steps": _money_steps(kind)}

    def _replan_if_never_delivered(self, view) -> list[dict]:
        """A damage claim on a parcel the carrier never delivered is a non-delivery claim: the same
        subtask changes kind (the customer's request is still the one being answered). Checked in
        investigate and again in decide, since the scans may arrive on the turn investigate ends."""
        open_ = [s for s in view["subtasks"] if s["status"] in ("open", "in_progress")]
        damaged = next((s for s in open_ if s["kind"] == "damaged_item"), None)
        if not (damaged and view["scans"] and not _delivered(view["scans"])):
            return []
        has_claim = any(s["kind"] == "non_delivery" for s in open_)
        plan = []
        for s in open_:
            if s["number"] == damaged["number"]:
                if not has_claim:
                    plan.append({"number": s["number"], "goal": GOALS["non_delivery"], "kind": "non_delivery", "depends_on": s["depends_on"],
                                 "steps": _money_steps("non_delivery")})
                continue
            plan.append({"number": s["number"], "goal": s["goal"], "kind": s["kind"], "depends_on": s["depends_on"],
                         "steps": _money_steps(s["kind"]) if s["kind"] != "question" else _question_steps()})
        return [self._call("replan", {"trigger": "carrier scans show the parcel was never delivered", "subtasks": plan})]

    def _investigate(self, view) -> list[dict]:
        replan = self._replan_if_never_delivered(view)
        if replan:
            return replan
        calls = self._hand_over(view)
        open_ = [s for s in view["subtasks"] if s["status"] in ("open", "in_progress") and not self._for_a_person(view, s)]
        kinds = {s["kind"] for s in open_}
        scans = view["scans"]
        for s in open_:
            if s["status"] == "open" and not _blocked(view, s):
                calls.append(self._call("record_progress", {"subtask": s["number"], "status": "in_progress"}))
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
            if s["kind"] == "question" and not _blocked(view, s):
                evidence = self._results(view, "get_order")
                if evidence:
                    calls.append(self._call("record_progress", {"subtask": s["number"], "status": "resolved", "evidence": f"E{evidence[-1]['seq']}",
                                                                 "note": _replacement_note(view["order"])}))
        return calls

    @staticmethod
    def _for_a_person(view, s) -> bool:
        """A request of no kind this agent handles, or about another order than the pinned one."""
        pinned = normalise_ref((view["order"] or {}).get("order_ref", ""))
        return s["kind"] == "other" or any(normalise_ref(m.group(1)) != pinned for m in ORDER_IN_TEXT.finditer(s["goal"]))

    def _hand_over(self, view) -> list[dict]:
        calls = []
        for s in view["subtasks"]:
            if s["status"] in ("open", "in_progress") and self._for_a_person(view, s):
                reason = ("a request of no kind the agent can act on" if s["kind"] == "other"
                          else "it is about another order than the one this run works on")
                calls += self._escalate(view, s["goal"], reason, s["number"])
        return calls

    def _decide(self, view) -> list[dict]:
        replan = self._replan_if_never_delivered(view)
        if replan:
            return replan
        calls = []
        order = view["order"]
        seller_type = order["seller"]["seller_type"]
        live = {d["subtask"] for d in view["decisions"].values() if d["state"] in (*OPEN_DECISIONS, DecisionState.EXECUTED)}
        calls += self._hand_over(view)
        for s in view["subtasks"]:
            if (s["status"] not in ("open", "in_progress") or s["kind"] == "question" or s["number"] in live or _blocked(view, s)
                    or self._for_a_person(view, s)):
                continue
            policy = next((ref for ref, doc in sorted(view["retrieved"].items()) if doc["case_type"] == s["kind"]), None)
            if policy is None:
                calls.append(self._call("search_policy", {"query": POLICY_QUERY[s["kind"]]}))
                continue
            decision = self._remedy(view, s)
            earlier = [r for r in (view["order"].get("refunds") or []) if r.get("case_type") == s["kind"]]
            if decision and decision.get("action") == "refund" and earlier and sum(r["amount_cents"] for r in earlier) >= decision["amount_cents"]:
                # Somebody already paid this (another ticket, another run): say so, don't pay it again.
                paid = sum(r["amount_cents"] for r in earlier)
                decision = {"defer": f"this was already refunded ({_cents(paid)} on {earlier[-1].get('date', 'an earlier date')})"}
            if decision is None:
                calls += self._escalate(view, s["goal"], "no remedy in the policies fits what the order shows", s["number"])
                continue
            if decision.get("defer"):
                calls.append(self._call("record_progress", {"subtask": s["number"], "status": "deferred", "deferred_reason": decision["defer"]}))
                continue
            if decision.get("escalate"):
                calls += self._escalate(view, decision["escalate"], decision["reason"], s["number"])
                continue
            decision.update(subtask=s["number"], source=refund_source_for(s["kind"], seller_type), policy_ref=policy, needs_human=False)
            calls.append(self._call("propose_decision", decision))
        return calls

    def _remedy(self, view, s) -> dict | None:
        order, kind = view["order"], s["kind"]
        plan_kinds = {o["kind"] for o in view["subtasks"]}
        replacements = order.get("replacement_orders") or []
        if kind == "duplicate_charge":
            dups = _duplicates(order)
            if not dups:
                return {"defer": "the order shows no charge taken twice, so there is nothing to refund"}
            amount = sum(c["amount_cents"] for c in dups)
            what = " and ".join(sorted({c["kind"] for c in dups}))
            return {"action": "refund", "amount_cents": amount, "reason": f"duplicate {what} charge of {_cents(amount)} (POL-BILL-001)"}
        if kind == "late_delivery":
            dates = _delivery_dates(order)
            if dates is None:
                return {"defer": "the parcel has not been delivered yet, so it cannot be refunded as late"}
            delivered_on, promised_by = dates
            if delivered_on <= promised_by:
                return {"defer": f"the carrier delivered it on {delivered_on}, on or before the promised {promised_by}"}
            fee = sum(c["amount_cents"] for c in _distinct_charges(order) if c["kind"] == "delivery")
            if not fee:
                return {"defer": "delivery on this order was free, so there is no delivery fee to refund"}
            return {"action": "refund", "amount_cents": fee, "reason": f"delivered {delivered_on}, promised by {promised_by}: delivery fee refunded"}
        if kind == "non_delivery":
            scans = view["scans"] or {}
            if _delivered(scans):
                when = next((sh.get("delivered_at") or "" for sh in scans.get("shipments", []) if sh.get("delivered_at")), "")[:10]
                return {"escalate": f"investigate the delivery of order {order['order_ref']}: the carrier scanned it as delivered {when}".strip(),
                        "reason": "the customer says it never arrived but the carrier has a delivery scan; POL-NDL-003 does not apply"}
            charges = _distinct_charges(order) if "duplicate_charge" in plan_kinds else order.get("charges", [])
            total = sum(c["amount_cents"] for c in charges)
            return {"action": "refund", "amount_cents": total, "reason": "parcel never delivered: everything charged is refunded (POL-NDL-003)"}
        supplement = view["supplement"] or {}
        line = self._line_for(view, kind)
        if line is None:
            return None
        amount = _line_refund(order, line)
        terms = supplement.get("ref") or "marketplace policy"
        if kind == "damaged_item":
            if replacements:
                return {"defer": f"a replacement (order {replacements[0]}) is already on its way, and a unit is replaced or refunded, never both"}
            if supplement.get("damage_remedy") == "replace":
                return {"escalate": f"arrange a replacement {line['description'].lower()} from {supplement.get('seller', 'the seller')}",
                        "reason": f"the seller's remedy for damage is a replacement ({terms}), which only the seller can send; "
                                  "no refund is issued for a unit being replaced (POL-DMG-002)"}
            if supplement.get("damage_remedy") == "collect_and_refund" and supplement.get("accepts_returns"):
                return {"action": "collection", "sku": line["sku"], "amount_cents": amount,
                        "reason": f"collect the damaged {line['description']}, refund on collection ({terms})"}
            return {"action": "refund", "amount_cents": amount, "reason": f"damaged {line['description']}: refund, customer keeps it ({terms})"}
        if kind == "wrong_item":
            if replacements:
                return {"defer": f"the right item is already on its way as order {replacements[0]}"}
            return {"action": "return", "sku": line["sku"], "amount_cents": amount, "reason": f"wrong item sent: return and refund the {line['description']}"}
        if kind == "change_of_mind":
            if not supplement.get("accepts_returns"):
                return {"defer": f"the seller does not accept change-of-mind returns ({terms})"}
            return {"action": "return", "sku": line["sku"], "amount_cents": amount,
                    "reason": f"change of mind within {supplement.get('return_window_days', 30)} days ({terms})"}
        return None

    def _act(self, view) -> list[dict]:
        calls = []
        for ref, d in sorted(view["decisions"].items()):
            if d["state"] == DecisionState.ADMITTED:
                tool = "issue_refund" if d["action"] == "refund" else "start_return"
                refused = [r for r in self._results(view, tool, ok=False)
                           if r.get("refused_by") == "shop" and isinstance(r["input"], dict) and r["input"].get("decision") == ref]
                s = next((s for s in view["subtasks"] if s["number"] == d["subtask"]), None)
                if refused and s and s["status"] in ("open", "in_progress"):
                    # The shop said no (e.g. the order was refunded meanwhile): a person looks, no retry.
                    calls += self._escalate(view, s["goal"], f"the shop refused {ref}: {refused[-1]['error']}", s["number"])
                    continue
                calls.append(self._call(tool, {"decision": ref}))
            elif d["state"] == DecisionState.EXECUTED:
                s = next((s for s in view["subtasks"] if s["number"] == d["subtask"]), None)
                if s and s["status"] in ("open", "in_progress"):
                    calls.append(self._call("record_progress", {"subtask": s["number"], "status": "resolved", "evidence": f"E{d['executed_seq']}"}))
        return calls

    def _confirm(self, view) -> list[dict]:
        open_ = [s for s in view["subtasks"] if s["status"] in ("open", "in_progress")]
        if open_:
            return [self._call("escalate_to_human", {"subtask": s["number"], "open_item": s["goal"], "reason": "still open at confirmation"}) for s in open_]
        sentences = [{"subtask": s["number"], "text": self._sentence(view, s)} for s in view["subtasks"]]
        return [self._call("send_reply", {"sentences": sentences, "closing": "Thank you for your patience."})]

    def _sentence(self, view, s) -> str:
        decision = next((d for d in view["decisions"].values() if d["subtask"] == s["number"] and d["state"] == DecisionState.EXECUTED), None)
        if s["status"] == "escalated":
            return f"I couldn't finish this myself, so a colleague will follow up on this: {s['goal']}."
        if s["status"] == "deferred":
            return f"I haven't done this: {s['goal']}, because {s.get('deferred_reason') or 'it is not possible under the seller terms'}."
        if s["kind"] == "question":
            return "I've confirmed no replacement is being sent." if not (view["order"] or {}).get("replacement_orders") else \
                f"A replacement is already on its way as order {view['order']['replacement_orders'][0]}."
        if decision and decision["action"] == "refund":
            what = {"duplicate_charge": "the duplicate charge", "non_delivery": "your order", "late_delivery": "the delivery fee"}.get(s["kind"], "it")
            return f"I've refunded {_cents(decision['amount_cents'])} for {what} ({s['goal']})."
        if decision and decision["action"] == "collection":
            return f"I've arranged a collection for the damaged item; the refund of {_cents(decision['amount_cents'])} follows once it is collected."
        if decision:
            return f"I've started a return; you'll get {_cents(decision['amount_cents'])} back once it arrives."
        return f"Done: {s['goal']}."
