"""A demand is a request, however it is put ("I demand a written apology", "I insist on speaking to a manager", "we are
demanding an explanation"): `other`, quoted, for a person (runs/intents/asks.py). V36-035's "I demand a written apology
and that you stop using this courier" was read as telling and its ticket handed over as asking nothing. Wording written
for these tests. Near-misses, told and not asked: a demand of the past, a demand let go, someone else's demand."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket

DEMANDS = [
    "Your courier threw my parcel over the fence. Unacceptable. I demand a written apology and that you stop using this courier.",
    "I demand an apology.",
    "i DEMAND that someone calls me back today",
    "I insist on speaking to a manager about the way I was treated.",
    "We are demanding a proper explanation from your warehouse.",
    "Honestly I really demand better than this - a written apology at minimum.",
    "I must insist that the driver is spoken to.",
]
TOLD = [
    "I demanded a refund last week and got it, thanks.",
    "I don't demand anything, just letting you know.",
    "The courier demanded a signature.",
    "My husband insisted we complain, so here I am.",
]


@pytest.mark.parametrize("text", DEMANDS)
def test_a_demand_is_a_request(text):
    reading = read_ticket(text, order_ref="SU-81037")
    asked = [s for s in reading.sentences if s.role == "request" and "other" in s.kinds]
    assert asked and any(("demand" in s.text.lower() or "insist" in s.text.lower()) for s in asked), \
        [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", TOLD)
def test_a_demand_told_asks_nothing(text):
    reading = read_ticket(text, order_ref="SU-81037")
    assert not [s for s in reading.sentences if s.role == "request"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
