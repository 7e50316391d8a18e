"""Beside a parcel that never came, the parcel told stuck, the shop's silence told and the whole order's money asked are
that claim (blind round ver27c, V27C-03: three extra asks for a person; runs/intents/lost_parcel_asides.py). With no
such claim, or with anything else asked, a person still reads them. Wording written for these tests."""

import pytest

from runs.intents import read_ticket

LOST = "My order SU-27103 still hasn't arrived, it was due on the 24th."


def _reading(body: str):
    reading = read_ticket(f"Parcel never came\n{body}", order_ref="SU-27103")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


ASIDES = [
    "Nobody got back to me.",
    "nothing has moved in two weeks",
    "I've given up on it, please just refund the whole order, delivery included.",
    "The tracking hasn't moved since the 19th.",
    "I never heard back from anyone.",
    "Just give me a full refund.",
    "no one replied",
    "It's still stuck at the Daventry depot.",
]


@pytest.mark.parametrize("aside", ASIDES)
def test_an_aside_beside_a_lost_parcel_asks_nothing_of_its_own(aside):
    for body in (f"{LOST} {aside}", f"{LOST}\n\n{aside}\n\nThanks, Dev"):
        reading, shown = _reading(body)
        assert reading.intents == ["non_delivery"], shown


@pytest.mark.parametrize("body", [
    f"{LOST} Nobody got back to me, can you change my address to 41 Cobden Street?",
    f"{LOST} Please just refund the whole order. And please cancel my subscription.",
    f"{LOST} Can you change my address to 41 Cobden Street?",
    f"{LOST} Nobody got back to me so I want compensation for my time.",
])
def test_anything_else_asked_still_goes_to_a_person(body):
    reading, shown = _reading(body)
    assert "other" in reading.intents and "non_delivery" in reading.intents, shown


def test_with_no_lost_parcel_the_silence_is_read_as_before():
    reading = read_ticket("My account\nI emailed last week about my account. Nobody got back to me.", order_ref="SU-27103")
    assert "other" in reading.intents and not reading.known_kinds, [(s.role, s.kinds, s.text) for s in reading.sentences]
