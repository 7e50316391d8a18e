"""A wrong item escapes POL-COM-008's exclusions only because the shop made the mistake: an opened
hygiene pack goes back as a wrong item when the ticket says what came differs from what was ordered,
never because the customer calls it "wrong" or it does not suit their own things."""

from datetime import datetime, timezone

import pytest

from runs import own_choice_words, policy
from runs.policy_evidence import Evidence

NOW = datetime(2026, 12, 10, 12, tzinfo=timezone.utc)


def _order() -> dict:
    return {
        "order_ref": "SU-64400",
        "customer": {"name": "Rui Costa", "email": "rui.costa@example.net"},
        "seller": {"ref": "SEL-HERB", "name": "Herbal Row", "seller_type": "marketplace"},
        "lines": [
            {"sku": "FLOSS-PK", "description": "Water flosser tips (6 pack)", "quantity": 1, "unit_price_cents": 1800,
             "exclusion": "opened_personal_care"},
            {"sku": "MUG-TR", "description": "Travel mug", "quantity": 1, "unit_price_cents": 1500, "exclusion": ""},
        ],
        "charges": [
            {"number": 1, "kind": "items", "description": "Items", "amount_cents": 3300, "charged_at": "2026-11-25T10:00:00+00:00"},
            {"number": 2, "kind": "tax", "description": "Sales tax 8%", "amount_cents": 264, "charged_at": "2026-11-25T10:00:00+00:00"},
        ],
        "shipments": [{"tracking_number": "HR1", "carrier": "ParcelCo", "status": "delivered", "promised_by": "2026-12-03",
                       "delivered_at": "2026-12-02T15:00:00+00:00"}],
        "replacement_orders": [],
        "refunds": [],
    }


TERMS = {"ref": "SUP-HERB", "accepts_returns": True, "return_window_days": 30, "damage_remedy": "refund_keep_item"}
RETURN_TIPS = {"action": "return", "lines": [{"sku": "FLOSS-PK", "quantity": 1}]}


def _failing(said, decision=RETURN_TIPS):
    ev = Evidence(order=_order(), now=NOW, supplement=TERMS, said=tuple(said))
    return {f.condition: f.says for f in policy.eligibility("wrong_item", ev, decision) if not f.holds}


@pytest.mark.parametrize("said", [
    ["wrong tips"],
    ["Wrong flosser tips!!", "can i send back the ones i didnt use"],
    ["these are the wrong ones for me, opened one to try it. return please?"],
])
def test_an_opened_hygiene_line_called_wrong_with_no_mistake_of_the_shops_keeps_its_exclusion(said):
    failing = _failing(said)
    assert "excluded_only_by_shops_error" in failing
    assert "an opened personal-care product (POL-COM-008)" in failing["excluded_only_by_shops_error"]
    assert "nothing in the ticket says what came differs from what was ordered" in failing["excluded_only_by_shops_error"]


@pytest.mark.parametrize("said", [
    ["You sent me the wrong tips - these are for a different flosser.", "Please take them back."],
    ["I ordered the orthodontic tips but got the standard ones, opened the pack before I noticed."],
    ["Ordered the 6 pack of jet tips; you sent plaque seekers instead. One is opened, sorry"],
    ["This isn't the pack I paid for at all, can it go back?"],
])
def test_an_opened_hygiene_line_goes_back_when_the_ticket_says_the_shop_sent_something_else(said):
    assert _failing(said) == {}


@pytest.mark.parametrize("said", [
    ["Turns out the tips don't fit my flosser model, I opened the pack to try one. Can I return the rest?"],
    ["wrong tips", "they arent compatible with my waterpik, annoying"],
    ["The travel mug won't fit in my car's cup holder so I'd like to send it back"],
])
def test_goods_that_do_not_suit_the_customers_own_things_are_no_wrong_item(said):
    sku = "MUG-TR" if "mug" in said[0] else "FLOSS-PK"
    failing = _failing(said, {"action": "return", "lines": [{"sku": sku, "quantity": 1}]})
    assert "change of mind (POL-COM-005), not a wrong item" in failing["not_what_was_ordered"]


def test_a_line_that_is_not_excluded_goes_back_as_a_wrong_item_on_the_customers_word_as_before():
    assert _failing(["wrong mug, the one in the box is a flask"], {"action": "return", "lines": [{"sku": "MUG-TR", "quantity": 1}]}) == {}


def test_not_suiting_the_customers_things_is_no_own_choice_when_the_shop_sent_another_model():
    said = ["You sent the tips for the cordless model instead of the countertop ones I ordered, so they don't fit my flosser."]
    assert own_choice_words.own_choice(said) == []
    assert _failing(said) == {}
