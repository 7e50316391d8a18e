"""Pressure put on a claim (a deadline, a refusal to wait, a chargeback threatened, menace alone) asks the shop for nothing
of its own: "I WANT THIS SORTED IN THE NEXT HOUR.", "Don't test me." and "Refund it today or I'm filing a chargeback"
each went to a person as a request of kind `other` beside the damage claim they pressed (adv26, ADV26-23), and "Full
refund please, I'm not waiting on an investigation." beside a lost parcel (ADV26-14). The sentence is read without the
pressure (runs/intents/pressure.py): the claim's remedy attaches to the claim; anything else still asked goes to a
person. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.pressure import without_pressure

CLAIM = "The stoneware bowl arrived cracked."

PRESSED = [
    "I WANT THIS SORTED IN THE NEXT HOUR.",
    "Don't test me.",
    "Refund it today or I'm filing a chargeback, reporting you to trading standards and putting this all over every review site going.",
    "Full refund please, I'm not waiting on an investigation.",
    "refund me by the end of the day or else",
    "FINAL WARNING.",
    "I mean it.",
    "Sort it out within 24 hours otherwise I'll raise a dispute with my card company.",
    "i will not wait weeks for this, refund asap",
    "You have been warned.",
]


@pytest.mark.parametrize("pressed", PRESSED)
def test_pressure_beside_a_claim_adds_no_request_of_its_own(pressed):
    for body in (f"{pressed} {CLAIM}", f"{CLAIM} {pressed}"):
        reading = read_ticket(f"Bowl\n{body}", order_ref="SU-1")
        assert reading.intents == ["damaged_item"], [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("asked", [
    "Please call me today, my number is 0123 456789.",
    "Also change my delivery address by Friday please, I'm moving to 4 Elm Road.",
    "And I want $50 compensation immediately for the hassle.",
    "Cancel my subscription today or I'm filing a chargeback.",
])
def test_an_ask_of_another_kind_with_pressure_on_it_is_still_asked(asked):
    reading = read_ticket(f"Bowl\n{CLAIM} {asked}", order_ref="SU-1")
    assert "other" in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text, left", [
    ("Refund it today or I'm filing a chargeback, and reporting you.", "Refund it."),
    ("Full refund please, I'm not waiting on an investigation.", "Full refund please."),
    ("Don't test me.", ""),
    ("Could you send it by Friday?", "Could you send it by Friday?"),
    ("I'd like it to be collected by Friday.", "I'd like it to be collected by Friday."),
    ("I can't wait to use it", "I can't wait to use it"),
])
def test_what_is_left_once_the_pressure_is_out(text, left):
    assert without_pressure(text) == left
