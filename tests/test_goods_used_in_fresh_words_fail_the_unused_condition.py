"""POL-COM-005 takes back unused goods only. A use told in words the reading did not know — worn out and about
("worn the hiking boots on two long walks"), used for a purpose ("used the glass vase for flowers all week"), put up
for a while ("had it on the wall for a month"), washed by the customer, taken camping — fails the change-of-mind
row's `item_unused` condition, and the guard names the words: a return of boots worn on two walks was started with
$105.84 promised. Goods never worn, only tried on indoors, or carried to the post office stay unused."""
from datetime import datetime, timezone

import pytest

from runs import policy_evidence
from runs.guards import check_eligible, with_said
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.used_goods import said_used

ORDER = {
    "order_ref": "SU-58211",
    "seller": {"ref": "SEL-T", "name": "Trail & Home", "seller_type": "marketplace"},
    "lines": [
        {"sku": "BOOT-1", "description": "Leather walking boots, size 7", "quantity": 1, "unit_price_cents": 9800, "exclusion": ""},
        {"sku": "MIR-2", "description": "Round wall mirror", "quantity": 1, "unit_price_cents": 5400, "exclusion": ""},
    ],
    "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 15200, "charged_at": "2026-10-01T10:00:00+00:00"}],
    "shipments": [{"tracking_number": "TH1", "carrier": "ParcelCo", "status": "delivered", "promised_by": "2026-10-06",
                   "delivered_at": "2026-10-05T15:00:00+00:00"}],
    "replacement_orders": [], "refunds": [], "returns": [],
}
TERMS = {"ref": "SUP-TH", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item"}
NOW = datetime(2026, 10, 14, 12, tzinfo=timezone.utc)


def _guard(text: str, sku: str):
    decision = {"case_type": "change_of_mind", "action": "return", "needs_human": False, "lines": [{"sku": sku, "quantity": 1}], "sku": sku,
                "amount_cents": 0}
    asked = request_dicts(read_ticket(text, order_ref=ORDER["order_ref"]), ORDER["order_ref"])
    return check_eligible(decision, with_said(policy_evidence.Evidence(order=ORDER, now=NOW, supplement=TERMS), decision, asked))


USED = [
    ("I've worn the walking boots on three long hikes now and they're just not for me. Can I send them back for a refund?", "BOOT-1"),
    ("wore them twice round the park, dont like the colour, want to return the boots", "BOOT-1"),
    ("Honestly I had it on the wall for a month and it doesn't suit the room, I'd like to return the mirror.", "MIR-2"),
    ("We took the boots camping last weekend and they pinch, please can I return them?", "BOOT-1"),
    ("I've worn my new boots on a few dog walks, changed my mind, return please", "BOOT-1"),
    ("had the mirror up in the hall all week and I've gone off it. Return?", "MIR-2"),
    ("I washed them once and I'm not keen any more, I'd like to return the boots", "BOOT-1"),
]
NOT_USED = [
    ("Never worn, tags still on - I'd just like to return the boots please.", "BOOT-1"),
    ("I only tried them on indoors, they're too narrow, can I return the boots?", "BOOT-1"),
    ("The mirror is still boxed, I had it in the box for a month before I got round to it. Return please.", "MIR-2"),
    ("I took it to the post office but the label was wrong - can you send a new label so I can return the mirror?", "MIR-2"),
    ("I used the voucher for this order but I want to return the boots, unworn.", "BOOT-1"),
]


@pytest.mark.parametrize("text,sku", USED)
def test_a_return_of_goods_used_in_fresh_words_is_refused_with_the_condition_named(text, sku):
    result = _guard(text, sku)
    assert not result.passed
    finding = next(f for f in result.inputs["conditions"] if f["condition"] == "item_unused")
    assert finding["compared"]["customer_says"] and "unused items only" in finding["says"]


@pytest.mark.parametrize("text,sku", NOT_USED)
def test_goods_never_used_tried_on_or_carried_stay_returnable(text, sku):
    assert _guard(text, sku).passed, _guard(text, sku).inputs


def test_a_vase_used_for_flowers_all_week_is_used():
    assert said_used("I have used the glass vase for flowers all week and I don't like it after all")


def test_sheets_washed_before_use_and_like_new_are_still_unused():
    # washing told of the goods' state ("were washed once but like new") is not the customer using them
    assert said_used("The sheets were washed once but are otherwise like new, in the original pack.") == []
