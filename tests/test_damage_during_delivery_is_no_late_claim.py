"""Goods damaged "during delivery" / "in delivery" / "on delivery" with a refund asked is a damage claim, not the
delivery fee asked back for lateness (runs/intents/cues.py FEE_BACK): "The mug broke in delivery, can I get a refund?"
read "delivery, can I get a refund" as the fee. Near-misses: a late delivery and a fee named as one stay late claims."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The mug broke in delivery, can I get a refund?",
    "The vase split during delivery, please refund.",
    "My lamp was damaged in delivery, can you refund me?",
    "the lamp got damaged during delivery and I want my money back",
    "The bowl cracked on delivery - refund please.",
    "Hello, sadly the mirror shattered upon delivery. I'd like it refunded.",
    "glass jug got smashed at delivery, refund?",
])
def test_damage_in_delivery_is_no_late_claim(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert "late_delivery" not in reading.intents and "damaged_item" in reading.intents, _shown(reading)


@pytest.mark.parametrize("body", [
    "the delivery was 5 days late, refund the delivery please",
    "The delivery was late so please refund the shipping.",
    "I paid 6.99 in delivery fees, refund that please, it came a week late",
    "it came a week late, so please refund the $5.99 paid in delivery charges",
])
def test_near_miss_lateness_and_a_fee_named_stay_late(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert "late_delivery" in reading.intents, _shown(reading)


def test_near_miss_delivery_took_forever_and_a_breakage_keeps_both_readings():
    reading = read_ticket("delivery took forever and the mug broke, refund both", order_ref="SU-70001")
    assert {"damaged_item", "late_delivery"} <= set(reading.intents), _shown(reading)


@pytest.mark.django_db
def test_end_to_end_only_the_goods_are_paid(tmp_path):
    lines = [line("VASE-G", "Glass vase", 3500)]
    vase = cents(lines, "VASE-G", 1)
    cases = [case(f"TRANSIT-{n}", body, lines, subject=subject, intents=["damaged_item"],
                  expected={"outcome": "resolved", "refunds": [refund(vase, "VASE-G", 1)], "returns": [], "escalations": []})
             for n, (subject, body) in enumerate([("Vase broke during delivery", "Hi, the vase I ordered arrived in pieces. Please refund it."),
                                                  ("my order", "The vase split during delivery, please refund."),
                                                  ("broken vase", "the vase got smashed in delivery, can I get a refund?")])]
    assert_money_as_expected(tmp_path, cases)
