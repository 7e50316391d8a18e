"""A figure with a point before each group of three digits ("3.000 yen") is thousands, never a price with three decimals:
"I was charged 3.000 yen twice" was read as "000 yen", 0 (verify32). In the dollar, where a point marks cents, it is
read whole and flagged for a person. Wording written for these tests."""

import pytest

from runs.sentences import amounts_in

WHOLE = [
    ("I was charged 3.000 yen twice.", "JPY", 300000),
    ("they took ¥12.500 from my card two times", "JPY", 1250000),
    ("Charged 45.000 KRW for nothing", "KRW", 4500000),
    ("billed 1.200.000 yen?!", "JPY", 120000000),
    ("my bank shows 3.000 JPY taken twice", "JPY", 300000),
    ("paid €1.500 for the sofa", "EUR", 150000),
]
NEAR_MISSES = [
    ("It cost $79.00 in all.", "USD", 7900),
    ("1.250,00 kr was taken", "SEK", 125000),
    ("I paid £12.50 for delivery", "GBP", 1250),
    ("charged 3.5 dollars twice", "USD", 350),
    ("£1,200.50 went out", "GBP", 120050),
    ("the 12.05.2025 charge of $5", "USD", 500),
]


@pytest.mark.parametrize("text, currency, cents", WHOLE)
def test_a_dotted_figure_is_read_whole(text, currency, cents):
    found = amounts_in(text)
    assert [(a.currency, a.cents) for a in found] == [(currency, cents)], found


@pytest.mark.parametrize("text, currency, cents", NEAR_MISSES)
def test_cents_and_european_decimals_read_as_before(text, currency, cents):
    found = amounts_in(text)
    assert [(a.currency, a.cents) for a in found] == [(currency, cents)], found


@pytest.mark.parametrize("text", ["paid $1.500 for it", "they charged me 2.500 dollars"])
def test_in_dollars_it_is_read_whole_and_flagged(text):
    (found,) = amounts_in(text)
    assert found.cents == 150000 or found.cents == 250000
    assert "a person confirms" in found.flag


def test_never_zero():
    assert all(a.cents for t, _, _ in WHOLE for a in amounts_in(t))
