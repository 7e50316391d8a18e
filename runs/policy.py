"""The shop's refund and return policy as one executable table: a row per case type.

Each row says what evidence a decision needs first, the eligibility conditions over that evidence,
what a refund may draw on (order lines, or which charges), the remedy, and the policy document it
stands for; who funds it stays in `runs.shop.refund_matrix`. The guard, the shop at paying time,
the investigate phase's exit, the offline agent, the judge and the ticket form all read this
module, so the policy is written once (POL-BILL-001 ... POL-COM-008 are its prose).

Everything here is a pure function of the evidence a run recorded (the order as pinned, the
seller's supplement, the carrier scans), of `now`, the moment the ticket is judged at, and of the
shop's time zone the days are counted in (`runs.local_days`): the same evidence gives the same
verdict on any day, and a day is the shop's day, never the UTC one.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from .shop.kinds import CaseType
from .state import GOODS_ACTIONS, DecisionAction
from .step_checks import typical_step
from .policy_delivery_conditions import (
    carrier_lost_it, charged_twice, delivered, delivered_late, not_delivered, not_told_arrived, promised_date_passed,
)
from .policy_evidence import Condition, Evidence, Finding, ORDER, POLICY, SCANS, SUPPLEMENT
from .policy_goods_conditions import (
    excluded_only_by_shops_error, item_unused, no_replacement_sent, not_excluded, not_returned_already, not_what_was_ordered,
    remedy_is_sellers, reported_within_damage_window, reported_within_wrong_item_window, seller_accepts_returns,
    within_return_window,
)


COPIES, DELIVERY, ALL_CHARGES, LINES = "charge_copies", "delivery_charges", "all_charges", "lines"


@dataclass(frozen=True)
class Row:
    case_type: str
    policy: str                    # the document a decision cites
    evidence: tuple[str, ...]      # read in this run before deciding
    conditions: tuple[Condition, ...]
    draws_on: str                  # what a refund names: order lines, or which of the order's charges
    actions: tuple[str, ...]       # what a decision may do
    remedy: str
    why: str = field(default="", compare=False)


POLICY_TABLE: dict[str, Row] = {r.case_type: r for r in (
    Row(CaseType.DUPLICATE_CHARGE, "POL-BILL-001", (ORDER, POLICY), (charged_twice,), COPIES, (DecisionAction.REFUND,),
        "refund every copy of a charge after the first", "the order record is the evidence; never the original charge"),
    Row(CaseType.DAMAGED_ITEM, "POL-DMG-002", (ORDER, POLICY, SUPPLEMENT, SCANS),
        (delivered, reported_within_damage_window, no_replacement_sent, remedy_is_sellers, not_returned_already), LINES, (DecisionAction.REFUND, DecisionAction.COLLECTION),
        "the seller's damage remedy for the damaged line: refund and keep, collect and refund, or a replacement a person arranges",
        "scans tell damage from a parcel that never arrived"),
    Row(CaseType.NON_DELIVERY, "POL-NDL-003", (ORDER, POLICY, SCANS), (not_delivered, not_told_arrived, promised_date_passed, carrier_lost_it, no_replacement_sent), ALL_CHARGES, (DecisionAction.REFUND,),
        "refund everything charged by a carrier claim, or, when one parcel of a split order is lost, the lines it carried; "
        "a delivery scan on the parcel claimed for goes to a person",
        "a parcel still inside its promised date is not lost; a lost parcel is replaced or refunded, never both (POL-REPL-007)"),
    Row(CaseType.WRONG_ITEM, "POL-WRG-004", (ORDER, POLICY, SUPPLEMENT),
        (delivered, not_what_was_ordered, reported_within_wrong_item_window, no_replacement_sent, not_returned_already,
         excluded_only_by_shops_error), LINES, (DecisionAction.RETURN,),
        "return the wrong line and refund its price and tax",
        "the shop's error, not the customer's choice: the seller's return terms do not apply, nor POL-COM-008's exclusions once the "
        "ticket says what came differs from what was ordered (the seller takes back what it sent by mistake); a unit is replaced "
        "or refunded, never both"),
    Row(CaseType.CHANGE_OF_MIND, "POL-COM-005", (ORDER, POLICY, SUPPLEMENT),
        (seller_accepts_returns, delivered, within_return_window, not_excluded, item_unused, no_replacement_sent, not_returned_already), LINES,
        (DecisionAction.RETURN,),
        "return the unused line within the seller's window and refund its price and tax",
        "windows count from delivery; an item already replaced is not also refunded (POL-REPL-007)"),
    Row(CaseType.LATE_DELIVERY, "POL-LATE-006", (ORDER, POLICY, SCANS), (delivered_late,), DELIVERY, (DecisionAction.REFUND,),
        "refund the delivery charge", "only the delivery charge, whatever else is asked for"),
)}


def row_for(case_type: str) -> Row:
    """KeyError for a case type the table does not know: never guess."""
    return POLICY_TABLE[case_type]


def evidence_needed(case_type: str) -> tuple[str, ...]:
    return POLICY_TABLE[case_type].evidence if case_type in POLICY_TABLE else ()


def missing_evidence(case_type: str, *, order: bool, policy_case_types: set[str], supplement: bool, scans: bool) -> list[str]:
    """What a subtask of this case type still needs read before a decision (the investigate exit)."""
    have = {ORDER: order, POLICY: case_type in policy_case_types, SUPPLEMENT: supplement, SCANS: scans}
    return [e for e in evidence_needed(case_type) if not have[e]]


def eligibility(case_type: str, ev: Evidence, decision: dict) -> list[Finding]:
    """Every condition of the case type's row, evaluated on the evidence; the failing ones say why."""
    row = POLICY_TABLE[case_type]
    found = [condition(ev, decision) for condition in row.conditions]
    if decision.get("action") and decision["action"] not in row.actions:
        found.append(Finding("action_allowed", False, {"action": decision["action"], "allowed": list(row.actions)},
                             f"a {case_type.replace('_', ' ')} is settled by {' or '.join(row.actions)}, not {decision['action']}"))
    return found


EVIDENCE_STEPS = {
    SUPPLEMENT: typical_step("read the seller's terms", "get_seller_supplement", "read"),
    SCANS: typical_step("read the carrier scans", "get_carrier_scan", "read"),
    POLICY: typical_step("retrieve the policy", "search_policy", "read"),
}


# A question is answered from the order's record; a request of no kind the agent handles goes to a person.
OTHER_STEPS = {
    "question": [typical_step("check the order's record for the answer", "get_order", "read")],
    "other": [typical_step("hand the request to a person", "escalate_to_human", "internal_write")],
}


def plan_steps(case_type: str) -> list[dict]:
    """The evidence the row needs (in the order supplement, scans, policy), the decision, then the
    effects its actions use: the steps the offline agent proposes and a person's new subtask gets.
    Each step is done when the check proving its tool's work holds (runs.step_checks)."""
    if case_type in OTHER_STEPS:
        return copy.deepcopy(OTHER_STEPS[case_type])
    row = POLICY_TABLE[case_type]
    steps = [EVIDENCE_STEPS[e] for e in (SUPPLEMENT, SCANS, POLICY) if e in row.evidence]
    steps.append(typical_step("decide the remedy", "propose_decision", "internal_write"))
    if set(GOODS_ACTIONS) & set(row.actions):
        steps.append(typical_step("start the return or collection", "start_return", "external_effect",
                                  compensation="cancel the return before the carrier collects"))
    if DecisionAction.REFUND in row.actions:
        steps.append(typical_step("issue the refund", "issue_refund", "external_effect", compensation="none: cannot be undone"))
    return copy.deepcopy(steps)  # each plan its own lists of checks
