"""Goods told broken in two words are damage (runs/intents/terse_damage.py): "lamp broke" was a statement and the damage
dropped, where "the jug's cracked" and "mug came smashed" were read. Near-misses: people, feelings, money and news that
"broke", and "broke" with an object or a particle. Wording written for these tests."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund
from tests.readings import shown

BROKE = [
    "lamp broke",
    "the lamp broke",
    "Lamp broke. Refund?",
    "vase broke :( can i get a refund",
    "both lamps broke",
    "hi, my lamp broke, please refund",
    "the jug's cracked",
    "mug came smashed",
]
NOT_DAMAGE = ["I broke it", "we broke up", "im broke till payday", "my heart broke when I saw the price", "the news broke yesterday",
              "I broke in the boots", "the box broke open but the lamp is fine"]


@pytest.mark.parametrize("text", BROKE)
def test_goods_that_broke_are_damage(text):
    reading = read_ticket(f"Order\n{text}", order_ref="SU-1")
    assert reading.intents == ["damaged_item"], shown(reading)


@pytest.mark.parametrize("text", NOT_DAMAGE)
def test_near_misses_are_no_damage(text):
    reading = read_ticket(f"Order\n{text}", order_ref="SU-1")
    assert "damaged_item" not in reading.intents, shown(reading)


LAMP = [line("LAMP-BRS", "Brass table lamp", 6400)]


@pytest.mark.django_db
def test_the_lamp_that_broke_is_refunded(tmp_path):
    paid = cents(LAMP, "LAMP-BRS", 1)
    cases = [case(f"TRS-{n}", body, LAMP, intents=["damaged_item"], fee_cents=0,
                  expected={"outcome": "resolved", "refunds": [refund(paid, "LAMP-BRS", 1)], "returns": []})
             for n, body in enumerate(["lamp broke. refund pls", "Lamp broke. Refund?", "hi, my lamp broke, please refund"])]
    assert_money_as_expected(tmp_path, cases)
