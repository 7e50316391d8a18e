""""If not too much trouble" is a courtesy, not the fallback of a remedy asked first (runs/intents/polite_conditions.py,
read by money._HOLD_SHAPES): "If not too much trouble, a refund please" held the refund for a person. Near-misses: a
real "if not" after a first choice, or a condition on stock, keeps the hold. Wording written for these tests."""

from __future__ import annotations

import pytest

from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund
from tests.readings import reading, shown

CLAIM = "The lamp arrived with its base cracked."
POLITE = [
    "If not too much trouble, a refund please",
    "if not too much bother could i get a refund",
    "If not a problem, refund me for it please.",
    "If not too much of a hassle, I'd like my money back.",
    "if not any trouble, refund pls",
    "If not too inconvenient, a refund would be lovely.",
]
HELD = [
    "Can you send a new one by Friday? If not, a refund please.",
    "Please send a replacement. If not in stock, refund me.",
]


def _reading(text: str):
    return reading(text, "Lamp", "SU-1")


@pytest.mark.parametrize("text", POLITE)
def test_a_courtesy_holds_no_refund(text):
    reading = _reading(f"{CLAIM} {text}")
    shown = [(s.role, s.kinds, s.why, s.forbids, s.text) for s in reading.sentences]
    assert reading.intents == ["damaged_item"], shown
    assert not any("refund" in s.forbids for s in reading.sentences), shown


@pytest.mark.parametrize("text", HELD)
def test_near_misses_a_real_condition_holds_the_refund(text):
    reading = _reading(f"{CLAIM} {text}")
    assert any("refund" in s.forbids for s in reading.sentences), shown(reading)


LAMP = [line("LAMP-BRS", "Brass table lamp", 6400)]


@pytest.mark.django_db
def test_the_refund_asked_politely_is_paid(tmp_path):
    paid = cents(LAMP, "LAMP-BRS", 1)
    cases = [case(f"PLT-{n}", f"{CLAIM} {text}", LAMP, intents=["damaged_item"], fee_cents=0,
                  expected={"outcome": "resolved", "refunds": [refund(paid, "LAMP-BRS", 1)], "returns": []})
             for n, text in enumerate(POLITE[:3])]
    assert_money_as_expected(tmp_path, cases)
