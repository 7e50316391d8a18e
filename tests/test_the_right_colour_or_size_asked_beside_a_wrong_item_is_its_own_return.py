"""Beside a wrong item, a return asked "for the right colour" (or size, shade, length, or "the colour I ordered") is the
wrong item's own return, as "for the right one" already was (ver19c R14: "Can I send them back for the right colour?"
after grey pillowcases came for sage, labelled the line's return): the word "colour" read as other goods brought in,
so a second return, a change of mind, was asked beside it, the guard refused it and a person was called for nothing
(runs/intents/right_goods_named.py). Near-misses: a real second return of other goods, the same words beside damage
(no wrong item), and an exchange offered with the money (still for a person). Wording written for these tests."""

import pytest

from runs.shop.models import Refund, ReturnRequest
from tests import fresh_cases as fc
from tests.readings import reading, said, shown

RIGHT_ONE_ASKED = [
    ("Ordered the sage green throw, got a mustard one.", "Could I return it for the right colour?"),
    ("The cushion covers came in rust, I picked teal.", "can i send them back for the correct colour pls"),
    ("I ordered the linen shirt in large and got a small.", "I'd like to return it for the right size."),
    ("Hi, you sent the 2m curtain and I ordered the 2.5m.", "can I post it back for the correct length"),
    ("i got a grey mat instead of the olive green i ordered!!", "Can I return it for the colour I actually ordered?"),
    ("The sneakers are a 7, I ordered an 8.", "Could I please send them back for the size I ordered"),
    ("Wrong shade sent - ordered duck egg blue paint, received navy.", "Happy to return it for the proper shade if you let me know how."),
]


@pytest.mark.parametrize("claim, ask", RIGHT_ONE_ASKED)
def test_the_right_colour_asked_back_is_the_wrong_items_own_return(claim, ask):
    read = reading(f"{claim} {ask}")
    assert read.intents == ["wrong_item"], shown(read)
    asked = said(read, ask)
    assert asked and asked[0].role in ("attached", "statement") and not asked[0].kinds, shown(read)


def test_a_real_second_return_of_other_goods_stays_a_change_of_mind():
    read = reading("Ordered the sage green throw, got a mustard one. Could I return it for the right colour? "
                   "And I'd also like to return the cushion, not for me.")
    assert read.intents == ["wrong_item", "change_of_mind"], shown(read)
    assert said(read, "Could I return it for the right colour?")[0].role == "attached", shown(read)
    assert said(read, "And I'd also like to return the cushion, not for me.")[0].kinds == ["change_of_mind"], shown(read)


@pytest.mark.parametrize("body", [
    # damage, no wrong item: the words name no goods that were wrong, the return stays the customer's own ask
    "The mug came chipped. Could I return it for the right colour?",
    # other goods named beside the right size: a return of the rug too
    "I ordered the linen shirt in large and got a small. I'd also like to return the rug for the right size.",
])
def test_without_a_wrong_item_or_with_other_goods_the_return_is_not_attached(body):
    read = reading(body)
    assert "change_of_mind" in read.intents, shown(read)


def test_an_exchange_offered_with_the_money_still_goes_to_a_person():
    read = reading("Ordered the sage green throw, got a mustard one. Could I return it for the sage one or a refund?")
    assert read.intents == ["wrong_item", "other"], shown(read)


# --- end to end ------------------------------------------------------------------------------------

THROW = [fc.line("THR-SG", "Knitted throw, sage green", 5400)]


@pytest.mark.django_db
def test_one_return_no_refusal_and_no_person(tmp_path):
    body = "Ordered the sage green throw, got a mustard one. Could I return it for the right colour?\nThanks, Robin"
    case = fc.case("RC-1", body, THROW, subject="wrong colour throw", ref="SU-71901", intents=["wrong_item"],
                   expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "THR-SG"}], "escalations": []})
    results = fc.run(tmp_path, [case])
    assert results["RC-1"]["passed"], results["RC-1"]["differences"]
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    assert ReturnRequest.objects.count() == 1 and Refund.objects.count() == 0
