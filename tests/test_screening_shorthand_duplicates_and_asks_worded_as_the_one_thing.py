"""Screening: a duplicate told in a terse customer's shorthand ("dup charge", "dbl charged",
"duplicate pmt") is a duplicate charge, while "dup" of an email is not; and a request told as the
one thing asked ("the one thing I would ask is that X is refunded", "all I'd ask is ...") asks."""

import pytest

from runs.intents import read_ticket


def _kinds(body: str) -> list[str]:
    return read_ticket(f"SU-40110\n{body}").intents


@pytest.mark.parametrize("body", [
    "dup charge 19.99 on SU-40110",
    "dbl charged for my order, pls fix",
    "I got 2x charged for the candle",
    "card charged x2 for the lamp, refund one",
    "duplicate pmt of 45.00 on my visa",
    "dupe charge on my card yesterday, sort it",
    "Dbl-charge on the rug order. Refund please.",
])
def test_a_duplicate_told_in_shorthand_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds(body)


@pytest.mark.parametrize("body", [
    "dup of my last email, sorry",
    "this is a dup of the ticket I sent yesterday",
    "Double-checked the box and the lamp is missing its bulb.",
])
def test_a_dup_that_is_no_charge_is_no_duplicate_charge(body):
    assert "duplicate_charge" not in _kinds(body)


def _read(body: str):
    return [(s.role, s.kinds) for s in read_ticket(f"SU-40110\n{body}").sentences if s.kinds]


@pytest.mark.parametrize("body", [
    "I am keeping everything else. The one thing I would ask is that the dented bread bin lid is refunded, as it won't shut.",
    "All I'd ask is that the cracked teapot is refunded.",
    "the only thing i want is the broken lamp refunded, keep the rest",
    "My one request is that the scratched tray is refunded please.",
    "I'd just ask that the torn cushion gets refunded, nothing else.",
    "I must insist that the chipped mug is refunded.",
])
def test_an_ask_that_goods_are_refunded_is_a_request_not_a_settled_problem(body):
    assert ("request", ["damaged_item"]) in _read(body)


@pytest.mark.parametrize("body", [
    "I would ask that you don't refund the dented bin, I am keeping it.",
    "The chipped mug was refunded last spring after I asked, all good.",
    "You refunded the cracked bowl last year, thank you.",
])
def test_a_refund_declined_or_already_given_is_still_no_request(body):
    assert all(role != "request" for role, _ in _read(body))
