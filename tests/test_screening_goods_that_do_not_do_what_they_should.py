"""Goods told as not doing what they should ("does not switch off", "won't turn on", "stopped working", "doesn't heat",
"keeps leaking", "won't charge") are defective goods: a damaged-item claim, whatever the words around it. A fault that
showed after a time of use stays a person's (POL-DMG-002), and a fault of something that is no goods (a link, a code,
the website) is no damage claim. Fresh wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _only(text):
    [s] = [s for s in read_ticket("SU-71234.\n" + text).sentences if "SU-71234" not in s.text]
    return s


@pytest.mark.parametrize("text", [
    "The kettle does not switch off by itself after boiling.",
    "my new iron won't switch off",
    "The fan heater doesn't heat.",
    "Electric blanket wont heat up at all",
    "The water bottle keeps leaking all over my bag.",
    "the power bank won't charge",
    "The desk lamp has stopped working.",
    "Mini fridge doesnt cool.",
    "The vacuum just stopped charging.",
    "The toaster won't turn on.",
    "Our humidifier keeps overheating and beeping.",
    "The coffee machine doesn't boil the water.",
])
def test_goods_not_doing_what_they_should_are_a_damage_claim(text):
    s = _only(text)
    assert s.role == "request" and s.kinds == ["damaged_item"], (s.role, s.kinds, s.why)


@pytest.mark.parametrize("text", [
    "The heater stopped working after two months of use.",   # after use: a person's
    "The discount code won't apply at checkout.",             # no goods
    "Your website keeps crashing when I pay.",                # no goods
    "My old kettle won't switch off, which is why I ordered this one.",   # goods of before
    "My patience is broken at this point.",                   # no goods
    "The landlord still has not fixed the boiler, the heating keeps cutting out.",   # no goods bought
])
def test_a_fault_after_use_or_of_no_goods_is_no_damage_claim(text):
    s = _only(text)
    assert "damaged_item" not in s.kinds, (s.role, s.kinds, s.why)


def test_the_kettle_refund_rides_on_the_damage_claim():
    r = read_ticket("SU-71234\nThe kettle does not switch off by itself after boiling. That's dangerous. "
                    "I don't want a new one, refund please.")
    kinds = [k for s in r.sentences if s.role == "request" for k in s.kinds]
    assert "damaged_item" in kinds and "other" not in kinds
