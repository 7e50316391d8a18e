"""Goods that "don't work for me" with a fault told beside it ("It doesn't work for me at all, the screen stays black")
are a fault, damaged_item (runs/intents/works_for_me_fault.py; a screen staying black is a screen fault,
runs/intents/screen_faults.py): it was read as a change of mind, a return at the customer's cost. Near-misses: a day or
a plan that does not suit (plans_not_goods.py), goods unsuited in taste, "doesn't work for me at all" told alone.
Wording written for these tests."""

import pytest

from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "It doesn't work for me at all, the screen stays black",
    "it doesnt work for me, it wont even turn on",
    "Hi there, the radio you sent does not work for me, I tried new batteries and there is still no sound. I would like a refund.",
    "sadly the lamp does not work for me - nothing happens when I flick the switch",
    "The kettle doesn't work for me, no power at all, light never comes on",
    "the tablet doesn't work for me, just a black screen",
    "DOESNT WORK FOR ME!!! screen stay black whatever i do, money back",
    "It doesn't work for me. The screen stays black. Refund please.",
])
def test_goods_that_dont_work_for_me_with_a_fault_are_damage(body):
    read = reading(body)
    assert "damaged_item" in read.intents and "change_of_mind" not in read.intents, shown(read)


@pytest.mark.parametrize("body,intents", [
    ("this style just doesn't work for me", ["change_of_mind"]),
    ("the colour doesn't work for me", ["change_of_mind"]),
    ("It doesn't work for me, it's too big for the room", ["change_of_mind"]),
    ("The lamp doesn't work for me, it looks too modern next to our sofa", ["change_of_mind"]),
    ("It doesn't work for me at all", ["change_of_mind"]),  # no fault shown: as before
    ("It doesn't work for me. It's too big for the hallway.", ["change_of_mind"]),
    ("Tuesday doesn't work for me, can the courier come Thursday?", ["other"]),  # a day (plans_not_goods.py)
])
def test_near_misses_read_as_before(body, intents):
    read = reading(body)
    assert read.intents == intents, shown(read)


TABLET = [line("TAB-1", "Kids tablet", 8900)]
LAMP = [line("LMP-1", "Table lamp", 5400)]


@pytest.mark.django_db
def test_end_to_end_the_goods_are_refunded_and_no_return_is_booked(tmp_path):
    paid = {"outcome": "resolved", "refunds": [refund(cents(TABLET, "TAB-1", 1), "TAB-1", 1)], "returns": []}
    cases = [case("WFM-1", "The tablet doesn't work for me at all, the screen stays black", TABLET, intents=["damaged_item"], expected=paid, ref="SU-72101"),
             case("WFM-2", "Sadly the tablet does not work for me - it will not even turn on. I would like a refund.", TABLET,
                  intents=["damaged_item"], expected=paid, ref="SU-72102"),
             case("WFM-3", "DOESNT WORK FOR ME!!! screen stay black whatever i do, money back", TABLET, intents=["damaged_item"], expected=paid,
                  ref="SU-72103"),
             # the goods never named, a part of them told ("the screen"): a person settles it, nothing paid and nothing sent back
             case("WFM-4", "It doesn't work for me at all, the screen stays black", TABLET, intents=["damaged_item"],
                  expected={"outcome": "escalated", "refunds": [], "returns": []}, ref="SU-72104"),
             # near-misses: the return of goods unsuited, and a day that does not suit (a person's), as before
             case("WFM-5", "this style just doesn't work for me, can I return it", LAMP, intents=["change_of_mind"],
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "LMP-1"}]}, ref="SU-72105"),
             case("WFM-6", "Tuesday doesn't work for me, can the courier collect the lamp on Thursday?", LAMP, intents=["other"],
                  expected={"outcome": "escalated", "refunds": [], "returns": []}, ref="SU-72106")]
    assert_settled_as_expected(tmp_path, cases)
