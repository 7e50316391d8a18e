"""Compensation asked for the lateness itself ("I'd like compensation for the delivery being late.") beside a late
delivery is that claim's own ask, answered once: the fee refunded, or the customer told the delivery was free. Read as
money beyond the policy too, the reply said both "no delivery fee to refund" and "a colleague will follow up" (blind round
ver34c B34-25; runs/intents/lateness_compensated.py). Compensation for more (a sum, "for the stress", "on top") still
goes to a person. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_all_pass, case, line


def _reading(body: str):
    reading = read_ticket("late SU-70001\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "Hi, the parcel came four days after the date you gave. I'd like compensation for the delivery being late.",
    "Order SU-70001 came two days after the date you promised. I'd like compensation for the late delivery please.",
    "my rug turned up a week late!! want compensation for the delay",
    "The chairs arrived 5 days after the promised date. Please compensate me for the late arrival.",
    "It was meant to come Monday, it came Friday. Some compensation for the lateness would be appreciated.",
    "The blender came three days late, I expect to be compensated for the order arriving late.",
])
def test_compensation_for_the_lateness_is_the_late_deliverys_ask_alone(body):
    reading, shown = _reading(body)
    assert reading.intents == ["late_delivery"], shown


@pytest.mark.parametrize("body", [
    "The parcel came three days late. I want compensation for the stress.",
    "The parcel came three days late. I want $50 compensation for the delay.",
    "The parcel came three days late. I want compensation for my time wasted waiting in.",
    "The parcel came three days late. I'd like compensation for the delay on top of the delivery fee.",
    "The parcel came three days late. I'd like some extra compensation for the delay.",
    "I'd like compensation for the delivery being late.",  # no lateness told as a claim: a person reads it
])
def test_compensation_beyond_the_fee_still_goes_to_a_person(body):
    reading, shown = _reading(body)
    assert "other" in reading.intents, shown


ATLAS = [line("AT-1", "Hardback atlas", 3900)]


def _late(c: dict) -> dict:
    shipment = c["world"]["orders"][0]["shipments"][0]
    shipment["promised_by"] = shipment["delivered_at"][:10].replace(shipment["delivered_at"][8:10], f"{int(shipment['delivered_at'][8:10]) - 4:02d}")
    return c


@pytest.mark.django_db
def test_one_answer_a_free_delivery_told_and_a_paid_fee_refunded(tmp_path):
    free = case("LATECOMP-1", "Hi, the atlas came four days after the date you gave. I'd like compensation for the delivery being late.", ATLAS,
                intents=["late_delivery"], fee_cents=0, expected={"outcome": "partial", "refunds": [], "returns": [], "escalations": [],
                                                                  "deferred": [{"item": "late"}]})
    paid = case("LATECOMP-2", "the atlas turned up 4 days late. want compensation for the delay pls", ATLAS, intents=["late_delivery"], ref="SU-70002",
                expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}], "returns": [], "escalations": []})
    assert_all_pass(tmp_path, [_late(free), _late(paid)])
