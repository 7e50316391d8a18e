"""Numbers told as sizes are a wrong item, not a count short (runs/size_numbers.py, read by
runs/intents/sizes_not_counts.py and runs.own_choice_words.only_a_short_count): "Got a size 7 instead of the 9 I ordered" starts
the return of the wrong size, where it was read as two units never delivered. A count told bare ("ordered 10 got 8",
runs/bare_counts.py) is a count. Near-misses: counts with no size word ("I got 2 candles instead of the 3 I paid for",
"They sent the 8 instead of the 10 I ordered", "ordered 10 got 8") stay short deliveries. Wording written for these
tests."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.size_numbers import told_as_sizes
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

SIZES = [
    "Got a size 7 instead of the 9 I ordered.",
    "got a sz 7 instead of the 9 i ordered!! pls sort",
    "I received a size 38 rather than the 40 I ordered.",
    "Hi, you sent size 12 jeans, not the 14 I ordered",
    "Received a UK 6, I ordered a UK 8.",
    "i ordered the 12s and you sent 10s",
    "ordered 10s got 8s",
    "sent me a medium not the large",
    "got size 9 trainers, not the 7s i ordered",
]
COUNTS = [
    "ordered 10 got 8",
    "Ordered 6, got 4.",
    "hi ordered 12 received 9 what happened",
    "I got 2 candles instead of the 3 I paid for",
    "They sent the 8 instead of the 10 I ordered.",
    "I received 5 mugs, I ordered 6",
]


def _kinds(text: str) -> list[str]:
    return read_ticket(f"My order\n{text}", order_ref="SU-1").intents


@pytest.mark.parametrize("text", SIZES)
def test_sizes_set_against_each_other_are_a_wrong_item(text):
    assert _kinds(text) == ["wrong_item"]


@pytest.mark.parametrize("text", COUNTS)
def test_counts_with_no_size_word_are_a_short_delivery(text):
    assert _kinds(text) == ["non_delivery"]


@pytest.mark.parametrize("text", ["ordered 2 got 2, all good", "ordered 6 got 8 lol", "ordered size 10 got 8"])
def test_near_misses_tell_no_units_short(text):
    assert "non_delivery" not in _kinds(text)


@pytest.mark.parametrize("words, sized", [("a size 7 instead of the 9 I ordered", True), ("ordered 10s got 8s", True),
                                          ("only 5 of the size 10 plates came", False), ("2 candles instead of the 3", False)])
def test_told_as_sizes(words, sized):
    assert told_as_sizes(words, 0, len(words)) is sized


SHOES = [line("TRN-RUN", "Trail running shoes", 8900)]
NAPKINS = [line("NAP-LIN", "Linen napkin", 500, 10)]


@pytest.mark.django_db
def test_a_wrong_size_starts_its_return_and_pays_no_units_short(tmp_path):
    cases = [case(f"SZN-{n}", body, SHOES, intents=["wrong_item"], fee_cents=0,
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "TRN-RUN"}]})
             for n, body in enumerate([SIZES[0], SIZES[2], SIZES[4], SIZES[5]])]
    assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_a_bare_count_is_the_units_short(tmp_path):
    # (units short from a parcel delivered whole go to a person to find, as "I ordered 10 napkins and only got 8" does:
    # no refund of the two, and no return)
    cases = [case("SZN-C", "ordered 10 got 8", NAPKINS, intents=["non_delivery"], fee_cents=0,
                  expected={"outcome": "escalated", "refunds": [], "returns": []})]
    assert_money_as_expected(tmp_path, cases)
    assert cents(NAPKINS, "NAP-LIN", 2) == refund(1080, "NAP-LIN", 2)["amount_cents"]
