"""Screening: a charge asked about as taken twice and found, in the next sentence, taken once after all
("Charged twice? No actually, I checked again and it was only once, sorry.") is taken back, not
claimed; the problem told after it is still read."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("body, other_kind", [
    ("Charged twice on this one? No actually, I checked again and it was only once, sorry. But the parcel still isn't here.", "non_delivery"),
    ("I think you billed me twice for the rug. Actually we've had another look at the app and there's only one charge. "
     "The rug is torn though.", "damaged_item"),
    ("pretty sure the mug got debited 2 times?? oh wait i just checked my bank and it only went through once. the handle is cracked tho",
     "damaged_item"),
])
def test_a_charge_found_taken_once_is_taken_back(body, other_kind):
    reading = read_ticket(f"SU-70500\n{body}")
    assert "duplicate_charge" not in reading.intents
    assert other_kind in reading.intents


@pytest.mark.parametrize("body", [
    "I was charged twice for the rug. I checked my statement and it went through twice, not just once.",
    "I was charged twice for the lamp. I checked and the lamp only came once, the second box is missing.",
    "The app shows the kettle payment twice. I looked again this morning and it is still there twice.",
])
def test_a_check_that_finds_the_charge_twice_or_tells_of_goods_keeps_the_claim(body):
    assert "duplicate_charge" in read_ticket(f"SU-70501\n{body}").intents
