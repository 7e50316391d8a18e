"""A late delivery told with no days and no word of delivery ("The clock was late.") is a late-delivery claim; whether it
was late and what moves is the order's record's to say: the delivery fee comes back only when the scan is after the
promised date (runs/intents/lateness_told_bare.py; blind round probe30).

"delivery took forever and the mug broke": what does a careful agent do? The wait is told as a complaint beside a damage.
Opening a claim for money the customer never asked for is not careful: the damage is claimed and the wait stays a
complaint. Where a refund is asked in the same breath, in the sentence or a bare ask of money right after it ("...the mug
broke. refund please", "refund everything please"), the customer asks money for what they told, the wait included: the
lateness is claimed too, and the record decides whether the fee comes back (a wait that was on time pays nothing). A
refund asked of named goods ("the mug broke, refund please. delivery took forever too") is those goods' refund alone.
Wording written for these tests."""

from datetime import timedelta

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import NOW, assert_all_pass, case, cents, line, refund


def _reading(body: str):
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The clock was late.",
    "my boots were late by a week!!",
    "Ordered a cake stand for mum's birthday. It was late.",
    "Hi, the sofa cushions were very late and nobody told us why",
    "the lamp was late again, second time this year",
    "Everything was late. Refund the delivery please",
])
def test_goods_told_late_are_a_late_claim(body):
    reading, shown = _reading(body)
    assert reading.intents == ["late_delivery"], shown


@pytest.mark.parametrize("body", [
    "The clock is running late.",
    "The clock was my late mother's and I love it.",
    "Sorry this is late, the clock is lovely.",
    "Your reply was late but the clock is fine.",
    "The driver was late but friendly.",
    "It was late at night when the parcel came, no problem.",
    "I was late paying, sorry.",
])
def test_near_misses_claim_no_lateness(body):
    reading, shown = _reading(body)
    assert "late_delivery" not in reading.intents, shown


@pytest.mark.parametrize("body,intents", [
    ("delivery took forever and the mug broke", ["damaged_item"]),                       # a complaint beside the damage
    ("delivery took forever and the mug broke. refund please", ["damaged_item", "late_delivery"]),
    ("delivery took ages and the mug broke. refund everything please", ["damaged_item", "late_delivery"]),
    ("The delivery took ages. I want my money back.", ["late_delivery"]),
    ("delivery took forever", []),                                                         # told, nothing asked
    ("the mug broke, refund please. delivery took forever too", ["damaged_item"]),          # the refund is the mug's
])
def test_a_slow_delivery_is_claimed_only_beside_money_asked(body, intents):
    reading, shown = _reading(body)
    assert sorted(reading.intents) == sorted(intents), shown


def _late(c: dict, days: int) -> dict:
    """The case's parcel promised `days` before the day it was delivered (6 days before NOW)."""
    shipment = c["world"]["orders"][0]["shipments"][0]
    shipment["promised_by"] = (NOW - timedelta(days=6 + days)).date().isoformat()
    return c


@pytest.mark.django_db
def test_end_to_end_the_record_decides_what_moves(tmp_path):
    goods = [line("MUG-1", "Stoneware mug", 1800), line("CLK-1", "Wall clock", 4500)]
    fee = {"amount_cents": 599, "source": "platform", "lines": []}
    mug = refund(cents(goods, "MUG-1", 1), "MUG-1", 1)
    cases = [
        _late(case("LATEBARE-1", "The clock was late.", goods, intents=["late_delivery"],
                   expected={"outcome": "resolved", "refunds": [fee], "escalations": []}), 3),
        # on time by the record: nothing moves, the reply says why
        case("LATEBARE-2", "The clock was late.", goods, intents=["late_delivery"],
             expected={"outcome": "partial", "refunds": [], "escalations": [], "deferred": [{"item": "late"}]}),
        _late(case("LATEBARE-3", "delivery took forever and the mug broke. refund please", goods, intents=["damaged_item", "late_delivery"],
                   expected={"outcome": "resolved", "refunds": [mug, fee], "escalations": []}), 4),
        _late(case("LATEBARE-4", "delivery took forever and the mug broke", goods, intents=["damaged_item"],
                   expected={"outcome": "resolved", "refunds": [mug], "escalations": []}), 4),
    ]
    assert_all_pass(tmp_path, cases)
