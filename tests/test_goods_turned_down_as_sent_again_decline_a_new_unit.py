"""Goods turned down as sent again, the verb after them ("I don't want them resent, ... so a refund please.") decline a
new unit as "don't send another" does: the replacement is held (`forbids` replacement). Read as a restatement of the
loss's refund only, the refusal was lost and a resend stayed open (runs/intents/declined_unit.py; probe30 finding 25).
Where or how goods are to go ("I don't want it resent to my old address") refuses no unit. Wording written for these
tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund


def _reading(body: str):
    reading = read_ticket("order SU-70001\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.forbids) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "the headphones never arrived. I don't want them resent, I've given up waiting, so a refund please.",
    "My parcel never showed up. I don't want it resent.",
    "The lamp never came. we dont need the lamp sent again, just the money",
    "Package went missing. I do not want it re-shipped, please refund me instead.",
    "the candles never turned up. honestly I don't want them sent out again, refund pls",
    "Still no sign of the kettle after three weeks. We don't want it redelivered or resent, we bought one locally.",
])
def test_goods_refused_as_sent_again_hold_the_replacement(body):
    reading, shown = _reading(body)
    assert "non_delivery" in reading.intents, shown
    assert any("replacement" in s.forbids for s in reading.sentences), shown


@pytest.mark.parametrize("body", [
    "The lamp never came. I don't want it resent to my old address, please send it to 4 Elm Road.",
    "The lamp never came. Can you resend it please?",
    "The lamp never came. I don't want to wait weeks for it to be resent, can you speed it up?",
])
def test_a_resend_asked_or_routed_refuses_no_unit(body):
    reading, shown = _reading(body)
    assert not any("replacement" in s.forbids for s in reading.sentences), shown


HEADPHONES = [line("HP-1", "Wireless headphones", 8900)]


@pytest.mark.django_db
def test_the_lost_headphones_are_refunded(tmp_path):
    # (a lost parcel: its goods and its delivery fee, claimed from the carrier)
    c = case("RESENT-1", "the headphones never arrived. I don't want them resent, I've given up waiting, so a refund please.", HEADPHONES,
             intents=["non_delivery", "question"],
             expected={"outcome": "resolved", "refunds": [refund(cents(HEADPHONES, "HP-1", 1) + 599, "HP-1", 1, "carrier_claim")], "returns": []})
    shipment = c["world"]["orders"][0]["shipments"][0]
    shipment.update(status="in_transit", delivered_at=None, scans=shipment["scans"][:1])
    assert_money_as_expected(tmp_path, [c])
