"""An ask that counts ("Please sort both.") naming no order of its own counts the requests of every order the ticket
tells (runs/intents/counted_asks.py): its order was only carried from the sentence before, so "both" was set against
that order's one claim and went to a person beside two claims read (verify33 E24). An ask naming its order, or counting
more than are read, still goes to a person. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _other(text: str) -> list[str]:
    return [s.text for s in read_ticket("my orders\n" + text).sentences if s.role == "request" and s.kinds == ["other"]]


@pytest.mark.parametrize("text", [
    "Order SU-70001: teapot arrived in pieces. Order SU-70002: the cups never showed up at all. Please sort both.",
    "SU-70001 - the lamp came dented.\nSU-70002 - charged twice for the rug.\ncan u fix both of them pls",
    "On SU-70001 the jug came cracked. On SU-70002 the kettle never arrived. Could you look into both?",
    "Order SU-70001: the mug is chipped. Order SU-70002: I was billed twice. Would you sort both of these out please",
    "Two problems. SU-70001: the rug arrived stained. SU-70002: the lamp never turned up. Kindly sort both.",
    "SU-70002: cups never came.\nSU-70001: teapot smashed.\nboth need sorting - could you look at both?",
])
def test_both_across_two_orders_is_their_two_claims(text):
    assert _other(text) == [], _other(text)


@pytest.mark.parametrize("text", [
    "Order SU-70001: teapot arrived in pieces. Order SU-70002: the cups never showed up at all, and a $5 fee I never agreed to. Please sort all three.",
    "Order SU-70001: teapot arrived in pieces. Order SU-70002: please sort both.",
    "The teapot arrived in pieces. Please sort both.",
])
def test_an_ask_counting_more_or_naming_its_order_still_goes_to_a_person(text):
    assert _other(text), read_ticket(text).sentences
