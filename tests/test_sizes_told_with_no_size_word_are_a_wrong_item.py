"""Sizes set against each other with no word "size" are a wrong item (runs/size_numbers.py: a number after "a";
runs/intents/sizes_told_bare.py: "a 38 not 40", "the XL, not the M", "9s not 7s"): "Got a 7 not the 9 I ordered" was
read as two units short, "Came as a 38 not 40" as nothing, "Received the XL, not the M" as a problem of no kind. Counts
told bare stay counts, and "came with 4 not 6 glasses" is read as one (runs/bare_counts.py). Wording written for these
tests."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, line

SIZES = [
    "Got a 7 not the 9 I ordered.",
    "Came as a 38 not 40.",
    "Received the XL, not the M.",
    "hiya, the boots turned up as an 8 instead of the 6 i ordered",
    "You sent me an L, not the S I picked!!",
    "The dress arrived in a 12 rather than a 10.",
    "received 9s not 7s",
    "got a 5.5 not the 6.5 i wanted??",
    "Hello - I've been sent an XS, not the L. Can you help?",
]
COUNTS = [
    "ordered 10 got 8",
    "got 2 not the 3 I paid for",
    "came with 4 not 6 glasses",
    "the box came with 4 glasses not the 6 I paid for",
    "They sent the 8 instead of the 10 I ordered.",
    "got 4 not 6 tea lights",
]
NOTHING = [
    "I got a 2 for 1 deal, thanks.",
    "It came in a 12 pack, as it should.",
    "Got the M, exactly what I ordered, fits great.",
]


def _kinds(text: str) -> list[str]:
    return read_ticket(f"My order\n{text}", order_ref="SU-1").intents


@pytest.mark.parametrize("text", SIZES)
def test_sizes_with_no_size_word_are_a_wrong_item(text):
    assert "wrong_item" in _kinds(text) and "non_delivery" not in _kinds(text)


@pytest.mark.parametrize("text", COUNTS)
def test_counts_stay_units_short(text):
    assert _kinds(text) == ["non_delivery"]


@pytest.mark.parametrize("text", NOTHING)
def test_near_misses_tell_no_wrong_size_nor_a_count(text):
    assert not {"wrong_item", "non_delivery"} & set(_kinds(text))


BOOTS = [line("BT-ANK", "Suede ankle boots", 9400)]


@pytest.mark.django_db
def test_a_wrong_size_told_bare_starts_its_return_and_pays_nothing_now(tmp_path):
    bodies = [SIZES[0], SIZES[1], SIZES[2], "hiya, boots turned up as an 8 instead of the 6 i ordered. can i send them back",
              "You sent me an L, not the S I picked!! I'd like to return it.", "received 9s not 7s, want to send back"]
    cases = [case(f"SZB-{n}", body, BOOTS, intents=["wrong_item"], fee_cents=0,
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "BT-ANK"}]})
             for n, body in enumerate(bodies)]
    assert_money_as_expected(tmp_path, cases)
