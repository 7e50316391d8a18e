"""One unit of a line named by its place ("the second cushion", "the first one", "the other one") is one
unit, even beside the count the customer ordered ("my daughter helped me order two cushions"): the guard
admits one unit, never the whole line. A unit said to be perfect is not paid. Wording written for these tests."""

import pytest

from runs.guards import quantity_beyond_ticket
from runs.unit_counts import units_stated

CUSHION = {"sku": "CSH-4", "description": "Linen cushion", "quantity": 2, "unit_price_cents": 2500}
ORDER = {"order_ref": "SU-71330", "lines": [CUSHION], "charges": [], "refunds": []}


def _decision(quantity: int) -> dict:
    return {"case_type": "damaged_item", "action": "refund", "subtask": 1, "amount_cents": 2750 * quantity, "order_ref": "SU-71330",
            "lines": [{"sku": CUSHION["sku"], "quantity": quantity}]}


ONE_BY_PLACE = [
    ["My son helped me order two cushions online.", "Could I have the money back for the second cushion, it has a split seam?",
     "The first one is perfect and I'll keep it."],
    ["We order 2 cushion for sofa.", "the second cushion is rip, please money back."],
    ["I went to buy two cushions from you last week.", "The first one is perfect but the second is torn - refund please."],
    ["Refund the other one please, it's got a hole.", "The first cushion is lovely."],
    ["i did order two cushions", "the 2nd cushion came stained, refund that one pls"],
    ["Two cushions came on Friday.", "Just the second one is ripped, so a refund for that one please."],
]


@pytest.mark.parametrize("texts", ONE_BY_PLACE)
def test_one_unit_named_by_its_place_is_one_unit_whatever_count_was_ordered(texts):
    assert units_stated(ORDER, CUSHION, texts).at_most == 1, units_stated(ORDER, CUSHION, texts)
    requests = [{"text": texts[-1], "kinds": ["damaged_item"], "spans": {}, "told": texts[:-1]}]
    assert quantity_beyond_ticket(_decision(2), ORDER, requests)
    assert not quantity_beyond_ticket(_decision(1), ORDER, requests)


@pytest.mark.parametrize("texts", [
    ["I ordered two cushions and both arrived torn, please refund them."],
    ["Both cushions have ripped seams, money back for the two please."],
])
def test_both_units_claimed_are_both_paid(texts):
    requests = [{"text": texts[-1], "kinds": ["damaged_item"], "spans": {}, "told": texts[:-1]}]
    assert not quantity_beyond_ticket(_decision(2), ORDER, requests)
