"""POL-COM-005 takes back *unused* items: a change-of-mind return of goods the customer says they used
fails the change-of-mind row's `item_unused` condition, whatever the line's record says, and the
guard names the customer's words. A use denied or wished, trying clothes on, washing, or the
customer's card is no use; a use said of another line of the order holds nothing on this one."""

from datetime import datetime, timezone

import pytest

from runs import policy, policy_evidence, policy_goods_conditions
from runs.guards import check_eligible, with_said
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.used_goods import said_used

ORDER = {
    "order_ref": "SU-47120",
    "seller": {"ref": "SEL-H", "name": "Hearth & Loom", "seller_type": "marketplace"},
    "lines": [
        {"sku": "CRM-1", "description": "Shea night cream, 50 ml", "quantity": 1, "unit_price_cents": 2900, "exclusion": ""},
        {"sku": "SLP-2", "description": "Wool felt slippers, size 8", "quantity": 1, "unit_price_cents": 4500, "exclusion": ""},
    ],
    "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 7400, "charged_at": "2026-10-01T10:00:00+00:00"},
                {"number": 2, "kind": "tax", "description": "Sales tax", "amount_cents": 592, "charged_at": "2026-10-01T10:00:00+00:00"}],
    "shipments": [{"tracking_number": "HL1", "carrier": "ParcelCo", "status": "delivered", "promised_by": "2026-10-06",
                   "delivered_at": "2026-10-05T15:00:00+00:00"}],
    "replacement_orders": [], "refunds": [], "returns": [],
}
TERMS = {"ref": "SUP-HL", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item"}
NOW = datetime(2026, 10, 14, 12, tzinfo=timezone.utc)


def _return(sku: str) -> dict:
    return {"case_type": "change_of_mind", "action": "return", "needs_human": False, "lines": [{"sku": sku, "quantity": 1}], "sku": sku,
            "amount_cents": 0}


def _guard(text: str, sku: str):
    asked = request_dicts(read_ticket(text, order_ref=ORDER["order_ref"]), ORDER["order_ref"])
    ev = policy_evidence.Evidence(order=ORDER, now=NOW, supplement=TERMS)
    return check_eligible(_return(sku), with_said(ev, _return(sku), asked))


USED = [
    "Hello, I put the night cream on every evening for about ten days and used it up to half the jar; it's not for me. Can I return the cream?",
    "i opend the cream and tryed it a few nights, dont like the smell. can i send the cream back pls",
    "Could I return the shea cream from SU-47120? Honestly it's been used a couple of times but my skin hates it.",
    "Return request for the slippers. We've worn the slippers twice around the house and they rub at the heel.",
]
NOT_USED = [  # a use denied, wished, of something else, or trying clothes on
    "Hi, I'd like to return the night cream, I never used it, the seal is intact.",
    "Can I send the slippers back? Tried them on, too narrow, they've not been worn outside.",
    "I used my card twice by mistake at checkout, anyway I'd like to return the slippers, unworn.",
    "The cream arrived fine but I changed my mind before using it. Please start a return for the cream.",
    "I was going to use the cream for a trip that's cancelled, can I return it?",
]


@pytest.mark.parametrize("text,used", [(t, True) for t in USED] + [(t, False) for t in NOT_USED])
def test_a_return_of_goods_the_customer_says_they_used_is_refused_with_their_words(text, used):
    result = _guard(text, "SLP-2" if "slipper" in text else "CRM-1")
    assert result.passed is not used, result.inputs["conditions"]
    finding = next(f for f in result.inputs["conditions"] if f["condition"] == "item_unused")
    assert bool(finding["compared"]["customer_says"]) is used
    assert ("unused items only" in finding["says"]) is used


def test_a_use_told_of_one_line_holds_that_line_only():
    text = ("I'd like to return both: the night cream (I opened it and used it for a week, it stings) and the slippers, "
            "which are still in their bag.")
    assert not _guard(text, "CRM-1").passed
    assert _guard(text, "SLP-2").passed


def test_washing_or_taking_out_of_the_box_is_no_use():
    assert said_used("The sheets were washed once but are otherwise like new, in the original pack.") == []
    assert said_used("I took it out of the box to look at it and put it straight back.") == []


def test_the_use_is_read_in_sentences_told_around_the_request_on_a_two_line_order():
    # the use sentence names no line; the request after it names the cream
    text = "Honestly I've been using it every night for a fortnight. Can I return the night cream for a refund?"
    result = _guard(text, "CRM-1")
    assert not result.passed and "item_unused" in result.inputs["failing"]


def test_the_change_of_mind_row_carries_the_unused_condition_and_its_policy_says_so():
    from runs.shop.demo_data.policies import POLICIES

    assert policy_goods_conditions.item_unused in policy.POLICY_TABLE["change_of_mind"].conditions
    text = next(p for p in POLICIES if p.ref == "POL-COM-005").body
    assert "unused items" in text
