"""The offline agent's investigate phase (runs/agents/offline.py): the policy, supplement and scans the open subtasks
need, and the subtasks handed to a person or to a follow-up run on another order.
"""

from __future__ import annotations

from .. import policy, policy_evidence
from ..models import Subtask, SubtaskStatus
from ..intents import ANOTHER_ORDER
from ..sentences import ORDER_IN_TEXT, normalise_ref
from ..shop.kinds import NOT_A_CASE
from ..foreign_passages import flagged_reason, passage_language
from ..grants_paid_past_a_person import orders_beside_grant
from ..goods_not_on_order import NOT_ON_ORDER
from .offline_goals import FOLLOW_UP_GOAL, REPLACEMENT_ASKED_GOAL
from .offline_view import _blocked, ticket_text


POLICY_QUERY = {
    "duplicate_charge": "duplicate charge billing error",
    "damaged_item": "damaged item arrived broken",
    "non_delivery": "non-delivery parcel never arrived",
    "wrong_item": "wrong item sent",
    "change_of_mind": "change of mind return",
    "late_delivery": "late delivery fee",
}


NEEDS_SUPPLEMENT = {c for c, row in policy.POLICY_TABLE.items() if policy_evidence.SUPPLEMENT in row.evidence}


NEEDS_SCANS = {c for c, row in policy.POLICY_TABLE.items() if policy_evidence.SCANS in row.evidence}


def _replacement_note(order: dict) -> str:
    replacements = order.get("replacement_orders") or []
    return "no replacement order exists" if not replacements else f"replacement order {replacements[0]} exists"


class Investigation:
    """The investigate phase. A part of OfflineAgent (runs/agents/offline.py), whose `_call`,
    `_results`, `_owned` and `_escalate` its methods use."""

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
                if s["kind"] == "other" and (demands := orders_beside_grant(ticket_text(view), s["goal"])):
                    # the order to pay it past a person, removed as injected, told to the person who checks the grant (grants_paid_past_a_person.py)
                    reason += "; beside it the ticket told the agent to pay it past a person, removed as injected: " + "; ".join(f'"{d}"' for d in demands)
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
