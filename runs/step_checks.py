"""What a plan step waits for and what proves it done: named checks the runtime evaluates on the
run's record (its folded state and the subtask's row), never on the model's word.

A step's `precondition` and `acceptance` are lists of these names. A plan naming any other is
refused when it is proposed; a step is done when every check of its acceptance holds, whichever
tool made it hold (a refund step is not done because some step called issue_refund, nor because
a collection was started for the same subtask).

Each check reads only what a run already holds in memory (Run.state, Run.key_prefix, the
subtask's number, kind and status), so the run page shows every result without a query.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import Callable

from .effect_keys import effect_key, effect_of
from .models import SubtaskStatus
from .shop.kinds import NOT_A_CASE
from .state import TAKEN_DECISIONS, DecisionState


class Check(StrEnum):
    ORDER_PINNED = "order_pinned"
    POLICY_RETRIEVED = "policy_retrieved"
    SUPPLEMENT_READ = "supplement_read"
    SCANS_READ = "scans_read"
    DECISION_ADMITTED = "decision_admitted"
    REFUND_ISSUED = "refund_issued"
    RETURN_STARTED = "return_started"
    HANDED_TO_PERSON = "handed_to_person"
    REPLY_SENT = "reply_sent"


@dataclass(frozen=True)
class Meaning:
    for_model: str  # in the plan tool's schema: what the runtime looks at
    plain: str  # on the pages: what a reviewer reads


MEANINGS: dict[Check, Meaning] = {
    Check.ORDER_PINNED: Meaning("the order is pinned to the run (get_order)", "the customer's order is found"),
    Check.POLICY_RETRIEVED: Meaning("a policy of this subtask's kind (any, for a question or other request) was retrieved in this run (search_policy)",
                                    "the policy for this kind of request is read"),
    Check.SUPPLEMENT_READ: Meaning("the seller's terms were read, or found missing (get_seller_supplement)", "the seller's terms are read"),
    Check.SCANS_READ: Meaning("the carrier scans were read (get_carrier_scan)", "the parcel's tracking is read"),
    Check.DECISION_ADMITTED: Meaning("the guard admitted a decision for this subtask (or it was carried out)",
                                     "a decision for this request passed the guard's checks"),
    Check.REFUND_ISSUED: Meaning("the shop recorded a refund under this subtask's decision key (issue_refund)",
                                 "the shop shows the refund"),
    Check.RETURN_STARTED: Meaning("the shop recorded a return or collection under this subtask's decision key (start_return)",
                                  "the shop shows the return or collection"),
    Check.HANDED_TO_PERSON: Meaning("this subtask was escalated to a person (escalate_to_human)", "a person has the request"),
    Check.REPLY_SENT: Meaning("the reply went out with a sentence for this subtask (send_reply)",
                              "the customer's reply is sent, with a sentence about this request"),
}
assert set(MEANINGS) == set(Check), "every check is explained to the model and to people"

NAMES = [c.value for c in Check]
# The check that proves each tool's own work, in the plans this code writes (the offline agent, a
# person's new subtask, the eval scripts). Tools that move money or goods must carry theirs in
# the acceptance of any step that calls them: otherwise the step would count as done without it.
PROOF_OF_TOOL: dict[str, Check] = {
    "get_order": Check.ORDER_PINNED,
    "search_orders": Check.ORDER_PINNED,
    "search_policy": Check.POLICY_RETRIEVED,
    "get_seller_supplement": Check.SUPPLEMENT_READ,
    "get_carrier_scan": Check.SCANS_READ,
    "propose_decision": Check.DECISION_ADMITTED,
    "issue_refund": Check.REFUND_ISSUED,
    "start_return": Check.RETURN_STARTED,
    "escalate_to_human": Check.HANDED_TO_PERSON,
    "send_reply": Check.REPLY_SENT,
}
# What a step of each tool needs first, in those plans: every tool but finding the order works on the pinned one.
NEEDS_FIRST: dict[str, list[Check]] = {
    "get_order": [], "search_orders": [],
    "propose_decision": [Check.POLICY_RETRIEVED],
    "issue_refund": [Check.DECISION_ADMITTED], "start_return": [Check.DECISION_ADMITTED],
}
EFFECT_TOOLS = ("issue_refund", "start_return", "send_reply")


def vocabulary_for_model() -> str:
    """One line per check, for the plan tool's schema."""
    return "; ".join(f"{c.value}: {MEANINGS[c].for_model}" for c in Check)


def unknown(names: Iterable[str]) -> list[str]:
    return [n for n in names if n not in NAMES]


def typical_step(title: str, tool: str, effect_class: str, *, compensation: str = "") -> dict:
    """A plan step as this code proposes it: done when the tool's proof holds, after what it needs first."""
    step = {"title": title, "tool": tool, "effect_class": effect_class,
            "precondition": [c.value for c in NEEDS_FIRST.get(tool, [Check.ORDER_PINNED])],
            "acceptance": [PROOF_OF_TOOL[tool].value]}
    if compensation:
        step["compensation"] = compensation
    return step


# --- evaluating ------------------------------------------------------------------------------
@dataclass(frozen=True)
class On:
    """What a check is evaluated on: the run's folded state and one subtask, as the record has them."""

    state: dict
    key_prefix: str
    subtask: int
    kind: str
    status: str

    @classmethod
    def of(cls, run, subtask) -> "On":
        return cls(state=run.state, key_prefix=run.key_prefix, subtask=subtask.number, kind=subtask.case_type, status=subtask.status)

    def decisions(self) -> list[dict]:
        return [d for d in self.state.get("decisions", {}).values() if d["subtask"] == self.subtask]


def _policy_retrieved(on: On) -> bool:
    kinds = {doc.get("case_type") for doc in on.state.get("retrieved", {}).values()}
    return bool(kinds) if on.kind in NOT_A_CASE else on.kind in kinds


def _effect_recorded(effect: str) -> Callable[[On], bool]:
    """The shop answered an executed decision of this subtask with a row, under that decision's key."""
    row = {"refund": "refund_id", "return": "return_id"}[effect]

    def holds(on: On) -> bool:
        return any(
            d["state"] == DecisionState.EXECUTED and effect_of(d["action"]) == effect
            and (d.get("result") or {}).get(row) is not None
            and (d.get("result") or {}).get("idempotency_key") == effect_key(on.key_prefix, on.subtask, d["action"])
            for d in on.decisions())
    return holds


def _reply_sent(on: On) -> bool:
    reply = on.state.get("reply") or {}
    return bool(on.state.get("reply_sent")) and bool((reply.get("sentences") or {}).get(str(on.subtask), "").strip())


EVALUATE: dict[Check, Callable[[On], bool]] = {
    Check.ORDER_PINNED: lambda on: bool(on.state.get("order")),
    Check.POLICY_RETRIEVED: _policy_retrieved,
    Check.SUPPLEMENT_READ: lambda on: on.state.get("supplement") is not None,
    Check.SCANS_READ: lambda on: on.state.get("scans") is not None,
    Check.DECISION_ADMITTED: lambda on: any(d["state"] in TAKEN_DECISIONS for d in on.decisions()),
    Check.REFUND_ISSUED: _effect_recorded("refund"),
    Check.RETURN_STARTED: _effect_recorded("return"),
    Check.HANDED_TO_PERSON: lambda on: on.status == SubtaskStatus.ESCALATED,
    Check.REPLY_SENT: _reply_sent,
}
assert set(EVALUATE) == set(Check), "every check is evaluated"


def holds(name: str, on: On) -> bool:
    """Whether the named check holds; a name outside the vocabulary (an old step) never does."""
    return name in NAMES and EVALUATE[Check(name)](on)


def all_hold(names: Iterable[str], on: On) -> bool:
    names = list(names)
    return bool(names) and all(holds(n, on) for n in names)


# --- showing ---------------------------------------------------------------------------------
MET, NOT_MET, NOT_YET = "met", "not met", "not yet"


@dataclass(frozen=True)
class Result:
    name: str
    plain: str
    verdict: str  # MET, NOT_MET or NOT_YET


def plain(name: str) -> str:
    return MEANINGS[Check(name)].plain if name in NAMES else name


def results(names: Iterable[str], on: On, *, still_going: bool, held: bool = False) -> list[Result]:
    """Each check with its plain words and whether it holds on the record: one that does not hold
    yet is "not yet" while the subtask and the run are still going, "not met" once either ended.
    `held`: they all held when the step was marked done (a later decision may have replaced the admitted one)."""
    return [Result(n, plain(n), MET if held or holds(n, on) else (NOT_YET if still_going else NOT_MET)) for n in names]
