"""The customer's plans told beside an ask, as the reason it presses ("Sort it out please, we're away camping on the
30th."), ask the shop for nothing of their own: read with them, the bare "sort it out" went to a person as a request of
kind `other` beside the claims it pressed (held-back ver27a, V27-21). The sentence is read without the plans
(runs/intents/plans_told.py); what it still asks is asked. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.plans_told import without_plans_told

CLAIM = "The camping lantern arrived with its glass shattered."

PRESSED = [
    "Sort it out please, we're away camping on the 30th.",
    "Can you get it sorted, my daughter's wedding is on Saturday.",
    "please hurry - I fly out on Monday",
    "Sort this asap as we are going to Spain next week!",
    "fix it pls, its my mums birthday on the 3rd",
    "Could you deal with it quickly?  We leave for the lakes on Friday.",
    "Get it sorted please because I'm off to Cornwall in two days.",
    "Can someone look at this quickly please, the kids are away at camp from the 2nd.",
]


def _show(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("pressed", PRESSED)
def test_plans_told_beside_a_claim_add_no_request(pressed):
    for body in (f"{CLAIM} {pressed}", f"Hi. {CLAIM}\n\n{pressed}\n\nThanks, Jo"):
        reading = read_ticket(f"Lantern SU-27121\n{body}", order_ref="SU-27121")
        assert reading.intents == ["damaged_item"], _show(reading)


@pytest.mark.parametrize("asked", [
    "Please change my address, we are moving house next week.",
    "can you change my address, we're moving on the 30th",
    "please cancel my subscription, I'm moving abroad soon",
    "Could you also send me a copy of the invoice, I'm leaving for Spain on Monday.",
    "Please send me the manual as a PDF, my husband is away on Friday and wants to set it up first.",
])
def test_an_ask_of_no_known_kind_with_plans_beside_it_is_still_asked(asked):
    reading = read_ticket(f"Lantern SU-27121\n{CLAIM} {asked}", order_ref="SU-27121")
    assert "other" in reading.intents, _show(reading)


@pytest.mark.parametrize("text, left", [
    ("Sort it out please, we're away camping on the 30th.", "Sort it out please."),
    ("Please send a new one, we're away on the 30th.", "Please send a new one."),
    ("We're away camping on the 30th.", "We're away camping on the 30th."),
    ("I'd like it collected on Friday, we're away on the 30th.", "I'd like it collected on Friday."),
    ("We fly out on Monday, so it needs to be here before then.", "We fly out on Monday, so it needs to be here before then."),
    ("Can you collect it before the 30th? we're away after that", "Can you collect it before the 30th? we're away after that"),
])
def test_what_is_left_once_the_plans_are_out(text, left):
    assert without_plans_told(text) == left


def test_a_new_unit_asked_beside_plans_is_still_asked():
    reading = read_ticket(f"Lantern SU-27121\n{CLAIM} Please send a new one, we're away on the 30th.", order_ref="SU-27121")
    assert reading.intents and any(s.is_request and "please send a new one" in s.text.lower() or s.role == "attached" for s in reading.sentences), _show(reading)
