"""A wrong item told across sentences, what came in one and what was ordered in another ("...I opened it and it is grey.
... I ordered forest green."), is one wrong-item claim: "it is grey" went to a person as a problem of no kind and the
return asked after it was read as a change of mind (held-back ver27a, V27-05; runs/intents/colours_told_apart.py).
"I ordered it on the 8th ... it came on the 13th" is no "came as ordered" (runs/intents/ordered_words.py). Wording
written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.goods_right import came_as_ordered
from tests.fresh_cases import case, line, run


def _reading(body: str):
    reading = read_ticket("scarf\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


TOLD_APART = [
    "I ordered it on the 8th, it came on the 13th, beautifully wrapped, and then I opened it and it is grey. Not a greenish grey, "
    "properly charcoal grey. I ordered forest green, I have the confirmation email right here. So I need to send this one back to you.",
    "Opened the parcel and it's navy. I definitely ordered the burgundy. Can I send it back?",
    "The jumper came today. It is bright orange! We chose the olive one. What do I do?",
    "hi so the scarf arrived and its pink. i picked the grey. pls can i return it",
    "I ordered the mustard throw. It arrived yesterday. It is teal.",
    "My rug was delivered this morning and it's cream. I'd picked the charcoal, it says so on my invoice.",
]


@pytest.mark.parametrize("body", TOLD_APART)
def test_the_two_sides_told_apart_are_one_wrong_item(body):
    reading, shown = _reading(body)
    assert "wrong_item" in reading.intents and "other" not in reading.intents, shown
    assert "change_of_mind" not in reading.intents, shown


@pytest.mark.parametrize("body, kinds", [
    # the same colour both sides: nothing wrong
    ("The scarf came and it is grey. I ordered the grey one, it's lovely.", set()),
    # a colour that came with nothing said of what was ordered
    ("The scarf came and it is grey. My mother will love it.", set()),
    # the customer's own pick: a change of mind
    ("I ordered the navy. It came today and it is navy, but I don't like it on me. Can I send it back?", {"change_of_mind"}),
    # requests of no known kind still go to a person
    ("The scarf came and it is grey. I ordered green. Can you change my address to 4 Elm Road?", {"wrong_item", "other"}),
    ("The scarf is grey, I ordered green. Please cancel my subscription too.", {"wrong_item", "other"}),
])
def test_near_misses(body, kinds):
    reading, shown = _reading(body)
    assert set(reading.intents) == kinds, shown


@pytest.mark.parametrize("body", [
    # the box's colour against the size ordered, the wrapping's against the goods': nothing set against anything
    "We ordered a large rug. The box was brown and a bit battered but the rug is fine.",
    "I ordered the green scarf. The wrapping paper was red, so pretty!",
])
def test_the_packings_colour_is_no_wrong_item(body):
    reading, shown = _reading(body)
    assert "wrong_item" not in reading.intents, shown


@pytest.mark.parametrize("text", [
    "I ordered it on the 8th, it came on the 13th, and it is grey.",
    "I ordered them online on Monday and they came on Friday",
    "I ordered it from your app last week and it came this morning",
])
def test_the_time_or_way_of_ordering_is_no_goods_that_came_as_ordered(text):
    assert not came_as_ordered(text)


@pytest.mark.parametrize("text", [
    "I ordered the large and got the large",
    "I ordered a 9 and got a 9",
    "ordred a 9, recieved a 9",
    "I ordered the navy and got the navy",
    "So I ordered this one and it's perfect",
])
def test_goods_that_came_as_ordered_still_do(text):
    assert came_as_ordered(text)


SCARF = [line("SCF-05", "Merino scarf, forest green", 4400)]


@pytest.mark.django_db
def test_the_wrong_scarf_goes_back_as_the_shops_error_with_no_person_asked(tmp_path):
    expected = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "SCF-05"}], "escalations": []}
    cases = [case("APART-1", TOLD_APART[0], SCARF, intents=["wrong_item"], expected=expected),
             case("APART-2", TOLD_APART[1], [line("SCF-05", "Wool scarf, burgundy", 3900)], intents=["wrong_item"], expected=expected)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in cases:
        assert got[c["id"]]["passed"], (c["id"], got[c["id"]]["differences"])
