"""A claim the guard refused twice as damage told of other things than the order's one line ("The soap dish arrived
cracked in two" on an order of "Olive oil soap, 3 bars": V41-141) goes to a person named by the customer's goods, the
sentence quoted: "settle the damaged olive oil soap, 3 bars" sent the person to soap nobody said was damaged
(runs/other_goods_open_item.py). Wording written for these tests."""

import pytest

from runs.guards import CheckResult
from runs.other_goods_open_item import naming_the_customers_goods


def _refused(group: str, sentence: str, line: str) -> list:
    return [CheckResult("damage_told_of_the_line", False, {"case_type": "damaged_item", "lines_on_order": [line],
                                                            "told_of_other_things": [{"group": group, "sentence": sentence}], "says": []}, "")]


@pytest.mark.parametrize("group, sentence, line", [
    ("soap dish", "The soap dish from SU-48001 arrived cracked in two.", "Olive oil soap, 3 bars"),
    ("candle holder", "The candle holder came chipped.", "Beeswax candles, set of 6"),
    ("teapot lid", "teapot lid snapped in the box", "Loose leaf tea, 250 g"),
    ("lamp shade", "the lamp shade arrived dented!!", "LED bulb, E27"),
    ("bread bin", "Bread bin showed up with a huge dent.", "Sourdough starter kit"),
    ("plant pot", "My plant pot arrived smashed to bits.", "Potting compost, 10 L"),
])
def test_the_goods_told_are_named_and_quoted(group, sentence, line):
    item = naming_the_customers_goods(f"settle the damaged {line.lower()}", _refused(group, sentence, line))
    assert item.startswith(f"find the {group}") and sentence[:20] in item and line.lower() in item


def test_near_miss_another_refusal_keeps_the_goal():
    results = [CheckResult("amount_within_cap", False, {}, "")]
    assert naming_the_customers_goods("settle the damaged olive oil soap", results) == "settle the damaged olive oil soap"
