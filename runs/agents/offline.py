"""The offline agent: deterministic, built in, no network. It works the demo tickets end to end.

It reads the request's structured view (ticket, pinned facts, plan, recorded results) and answers
with the same Messages-API tool calls a model would, so everything downstream (validation, guards,
drift, the record) treats it exactly like Claude. It is labelled as offline wherever runs show.
"""

from __future__ import annotations

import re

from ..shop.refund_matrix import refund_source_for
from .base import message

MODEL_ID = "supervisor-offline-1"
ORDER_REF = re.compile(r"\bSU-\d{4,6}\b", re.I)

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


GOALS = {
    "duplicate_charge": "refund the duplicate {charge} charge",
    "damaged_item": "settle the damaged {item}",
    "non_delivery": "resolve the parcel that never arrived",
    "wrong_item": "put right the wrong item sent instead of the {item}",
    "change_of_mind": "return the {item} for a refund",
    "late_delivery": "refund the delivery fee for the late delivery",
    "question": "confirm no replacement is being sent",
}


class OfflineAgent:
    name = "offline"
    label = "Offline agent (built in, no network)"

    def __init__(self):
        self._n = 0

    def respond(self, request) -> dict:
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
    def _damaged_line(view) -> dict | None:
        order = view["order"] or {}
        lines = order.get("lines", [])
        body = (view["ticket"]["subject"] + " " + view["ticket"]["body"]).lower()
        for line in lines:
            if any(word in body for word in line["description"].lower().split() if len(word) > 3):
                return line
        return max(lines, key=lambda l: l["unit_price_cents"], default=None)

    def _escalate(self, view, open_item: str, reason: str, subtask: int | None = None) -> list[dict]:
        args = {"open_item": open_item, "reason": reason}
        if subtask is not None:
            args["subtask"] = subtask
        return [self._call("escalate_to_human", args)]

    # -- phases ---------------------------------------------------------------------------------
    def _triage(self, view) -> list[dict]:
        for note in view["interventions"]:
            if "escalate" in note["text"].lower():
                return self._escalate(view, "the ticket, as a supervisor asked", f"instruction from {note['actor']}")
        if not view["order"]:
            hinted = [m.group(0).upper() for note in view["interventions"] for m in [ORDER_REF.search(note["text"])] if m]
            tried = {str(r["input"].get("order_ref", "")).upper() for r in self._results(view, "get_order", ok=None) if isinstance(r["input"], dict)}
            for ref in hinted + ([view["ticket"]["order_ref"].upper()] if view["ticket"]["order_ref"] else []):
                if ref not in tried:
                    return [self._call("get_order", {"order_ref": ref})]
            searches = self._results(view, "search_orders")
            if not searches:
                return [self._call("search_orders", {"customer_email": view["ticket"]["customer_email"]})]
            found = searches[-1]["result"]["orders"]
            if len(found) == 1 and found[0]["order_ref"] not in tried:
                return [self._call("get_order", {"order_ref": found[0]["order_ref"]})]
            why = "no order matches the ticket" if not found else f"{len(found)} orders match and the ticket names none of them"
            return self._escalate(view, "identify which order the customer means", why)
        intents = [i for i in view["intents"]]
        if not intents:
            return self._escalate(view, "understand what the customer is asking for", "no request the agent can act on was found in the ticket")
        order = view["order"]
        delivery = [c for c in order["charges"] if c["kind"] == "delivery"]
        line = self._damaged_line(view) or {"description": "item"}
        words = {"charge": "delivery" if len(delivery) > 1 else "", "item": line["description"].lower()}
        subtasks = []
        for kind in intents:
            goal = " ".join(GOALS[kind].format(**words).split())
            steps = _money_steps(kind) if kind != "question" else [
                _step("check the order for replacement orders", "get_order", "read", "replacement_orders read from the order record")]
            subtasks.append({"goal": goal, "kind": kind, "steps": steps})
        return [self._call("propose_plan", {"order_ref": order["order_ref"], "subtasks": subtasks})]

    def _investigate(self, view) -> list[dict]:
        calls = []
        open_ = [s for s in view["subtasks"] if s["status"] in ("open", "in_progress")]
        kinds = {s["kind"] for s in open_}
        scans = view["scans"]
        damaged = next((s for s in open_ if s["kind"] == "damaged_item"), None)
        if damaged and scans and not _delivered(scans):
            # The parcel never arrived: this is a non-delivery claim, not a damage return.
            plan = [{"number": s["number"], "goal": s["goal"], "kind": s["kind"], "depends_on": s["depends_on"],
                     "steps": _money_steps(s["kind"]) if s["kind"] != "question" else
                     [_step("check the order for replacement orders", "get_order", "read", "replacement_orders read")]}
                    for s in view["subtasks"] if s["status"] in ("open", "in_progress") and s["number"] != damaged["number"]]
            plan.append({"goal": "resolve the parcel that never arrived", "kind": "non_delivery", "steps": _money_steps("non_delivery")})
            return [self._call("replan", {"trigger": "carrier scans show the parcel was never delivered", "subtasks": plan})]
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

    def _decide(self, view) -> list[dict]:
        calls = []
        order = view["order"]
        seller_type = order["seller"]["seller_type"]
        live = {d["subtask"] for d in view["decisions"].values() if d["state"] in ("proposed", "awaiting_approval", "admitted", "executed")}
        for s in view["subtasks"]:
            if s["status"] not in ("open", "in_progress") or s["kind"] == "question" or s["number"] in live or _blocked(view, s):
                continue
            policy = next((ref for ref, doc in sorted(view["retrieved"].items()) if doc["case_type"] == s["kind"]), None)
            if policy is None:
                calls.append(self._call("search_policy", {"query": POLICY_QUERY[s["kind"]]}))
                continue
            decision = self._remedy(view, s)
            if decision is None:
                continue
            if decision.get("defer"):
                calls.append(self._call("record_progress", {"subtask": s["number"], "status": "deferred", "deferred_reason": decision["defer"]}))
                continue
            decision.update(subtask=s["number"], source=refund_source_for(s["kind"], seller_type), policy_ref=policy, needs_human=False)
            calls.append(self._call("propose_decision", decision))
        return calls

    def _remedy(self, view, s) -> dict | None:
        order, kind = view["order"], s["kind"]
        line = self._damaged_line(view)
        if kind == "duplicate_charge":
            seen, dup = set(), None
            for c in order["charges"]:
                key = (c["kind"], c["amount_cents"], c["description"])
                if key in seen:
                    dup = c
                seen.add(key)
            if dup is None:
                return {"defer": "the order shows no charge taken twice"}
            return {"action": "refund", "amount_cents": dup["amount_cents"], "reason": f"duplicate {dup['kind']} charge of {_cents(dup['amount_cents'])}"}
        if kind == "late_delivery":
            fee = sum(c["amount_cents"] for c in order["charges"] if c["kind"] == "delivery")
            if not fee:
                return {"defer": "the order was delivered free, so there is no delivery fee to refund"}
            return {"action": "refund", "amount_cents": fee, "reason": "delivery fee refunded for a late delivery"}
        if kind == "non_delivery":
            total = sum(c["amount_cents"] for c in order["charges"] if c["kind"] in ("items", "delivery"))
            return {"action": "refund", "amount_cents": total, "reason": "parcel never delivered: full refund"}
        supplement = view["supplement"] or {}
        price = line["unit_price_cents"] * line.get("quantity", 1)
        if kind == "damaged_item":
            if supplement.get("damage_remedy") == "collect_and_refund" and supplement.get("accepts_returns"):
                return {"action": "collection", "sku": line["sku"], "amount_cents": price, "reason": f"collect the damaged {line['description']}, refund on receipt ({supplement['ref']})"}
            return {"action": "refund", "amount_cents": price, "reason": f"damaged {line['description']}: refund, customer keeps it ({supplement.get('ref', 'no supplement')})"}
        if kind == "wrong_item":
            return {"action": "return", "sku": line["sku"], "amount_cents": price, "reason": f"wrong item sent: return and refund the {line['description']}"}
        if kind == "change_of_mind":
            if not supplement.get("accepts_returns"):
                return {"defer": f"the seller does not accept change-of-mind returns ({supplement.get('ref', 'seller terms')})"}
            return {"action": "return", "sku": line["sku"], "amount_cents": price, "reason": f"change of mind within {supplement.get('return_window_days', 30)} days"}
        return None

    def _act(self, view) -> list[dict]:
        calls = []
        for ref, d in sorted(view["decisions"].items()):
            if d["state"] == "admitted":
                calls.append(self._call("issue_refund" if d["action"] == "refund" else "start_return", {"decision": ref}))
            elif d["state"] == "executed":
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
        decision = next((d for d in view["decisions"].values() if d["subtask"] == s["number"] and d["state"] == "executed"), None)
        if s["status"] == "escalated":
            return f"I couldn't finish this myself, so a colleague will follow up on this: {s['goal']}."
        if s["status"] == "deferred":
            return f"I haven't done this: {s['goal']}, because {s.get('deferred_reason') or 'it is not possible under the seller terms'}."
        if s["kind"] == "question":
            return "I've confirmed no replacement is being sent." if not (view["order"] or {}).get("replacement_orders") else \
                f"A replacement is already on its way as order {view['order']['replacement_orders'][0]}."
        if decision and decision["action"] == "refund":
            what = "the duplicate delivery charge" if s["kind"] == "duplicate_charge" else "your order" if s["kind"] == "non_delivery" else "it"
            return f"I've refunded {_cents(decision['amount_cents'])} for {what} ({s['goal']})."
        if decision and decision["action"] == "collection":
            return f"I've arranged a collection for the damaged item; the refund of {_cents(decision['amount_cents'])} follows once it is collected."
        if decision:
            return f"I've started a return; you'll get {_cents(decision['amount_cents'])} back once it arrives."
        return f"Done: {s['goal']}."


def _delivered(scans: dict) -> bool:
    return any(sh["status"] == "delivered" or any(sc["code"] == "delivered" for sc in sh["scans"]) for sh in scans.get("shipments", []))


def _blocked(view, s) -> bool:
    resolved = {o["number"] for o in view["subtasks"] if o["status"] == "resolved"}
    return any(d not in resolved for d in s["depends_on"])


def _replacement_note(order: dict) -> str:
    replacements = order.get("replacement_orders") or []
    return "no replacement order exists" if not replacements else f"replacement order {replacements[0]} exists"
