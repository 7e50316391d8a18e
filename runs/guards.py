"""The guard on decide -> act: comparisons between structured values, never model prose.

The brief's four checks (ceiling or approval, policy cited not recalled, refund source from the
matrix, needs_human implies approval) and a fifth the evaluation showed was missing: the amount
must be one the order's own charges support for this kind of case.

Each check records its inputs and result as an event. The incident beside each one is the reason
it exists; the run page shows it next to the check's result.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from django.conf import settings

from .shop.refundable import refundable_cents
from .shop.refund_matrix import refund_source_for


@dataclass(frozen=True)
class CheckResult:
    check: str
    passed: bool
    inputs: dict
    incident: str


INCIDENTS = {
    "amount_within_ceiling": "A refund over the ceiling went out with nobody's sign-off.",
    "policy_retrieved_this_run": "The agent cited a policy it remembered from another ticket's query: cited, not recalled.",
    "source_matches_matrix": "A marketplace seller's damage was refunded out of platform funds.",
    "needs_human_has_approval": "A decision the agent itself flagged for a person went ahead without one.",
    "amount_supported_by_order": "An instruction pasted into a ticket got a buyer refunded more than the charge in question.",
}


def check_decision(*, decision: dict, retrieved_refs: set[str], order: dict, refunded: list[dict], approval: dict | None) -> list[CheckResult]:
    """Run every check on one decision. `approval` is an approved, unexpired, unused approval whose
    subject is exactly this decision's digest, or None. `order` is the order as get_order pinned it."""
    ceiling = settings.REFUND_CEILING_CENTS
    seller_type = (order.get("seller") or {}).get("seller_type", "")
    room = refundable_cents(decision["case_type"], order, refunded)
    try:
        expected_source = refund_source_for(decision["case_type"], seller_type)
    except (KeyError, ValueError):
        expected_source = None
    has_approval = approval is not None
    return [
        CheckResult("amount_within_ceiling", decision["amount_cents"] <= ceiling or has_approval,
                    {"amount_cents": decision["amount_cents"], "ceiling_cents": ceiling, "approval": approval and approval["id"]},
                    INCIDENTS["amount_within_ceiling"]),
        CheckResult("policy_retrieved_this_run", decision["policy_ref"] in retrieved_refs,
                    {"policy_ref": decision["policy_ref"], "retrieved_this_run": sorted(retrieved_refs)}, INCIDENTS["policy_retrieved_this_run"]),
        CheckResult("source_matches_matrix", decision["source"] == expected_source,
                    {"source": decision["source"], "matrix": expected_source, "case_type": decision["case_type"], "seller_type": seller_type},
                    INCIDENTS["source_matches_matrix"]),
        CheckResult("needs_human_has_approval", (not decision["needs_human"]) or has_approval,
                    {"needs_human": decision["needs_human"], "approval": approval and approval["id"]}, INCIDENTS["needs_human_has_approval"]),
        CheckResult("amount_supported_by_order", decision["amount_cents"] <= room,
                    {"amount_cents": decision["amount_cents"], "refundable_cents": room, "case_type": decision["case_type"],
                     "refunded_before": refunded}, INCIDENTS["amount_supported_by_order"]),
    ]


# The checks a support lead's approval clears: failing only these routes the decision to a lead.
APPROVAL_CLEARS = frozenset({"amount_within_ceiling", "needs_human_has_approval"})


def routed_to_approval(failed: set[str]) -> bool:
    """True when the failed checks are all ones a support lead's approval can clear."""
    return bool(failed) and failed <= APPROVAL_CLEARS


def needs_approval_only(results: list[CheckResult]) -> bool:
    """True when the only failures are ones a support lead's approval can clear."""
    return routed_to_approval({r.check for r in results if not r.passed})


def as_payload(results: list[CheckResult]) -> list[dict]:
    return [asdict(r) for r in results]
