"""Goods asked back by name in the same sentence as a late fee ("So I'd like the cake stand refunded please, and the
$4.99 shipping back too since it was late") are the goods claim's request too: the damage told by a part ("a chip out
of the edge of the plate part") named no line, so the guard refused the cake stand the record supports (ver28c
V28C-28). Only the fee asked, goods declined, or no goods claim in the ticket: the sentence stays the fee's alone."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_all_pass, case, cents, line, refund


def _reading(body):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


def _seen(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


def _last_request(reading):
    return [s for s in reading.sentences if s.role == "request"][-1]


@pytest.mark.parametrize("body, kind", [
    ("There was a chip out of the edge of the plate part. It also came two days late. So I'd like the cake stand refunded please, "
     "and the $4.99 shipping back too since it was late.", "damaged_item"),
    ("the lid had a big crack across it. parcel was 3 days late as well. refund the casserole dish pls and the delivery fee since it was late",
     "damaged_item"),
    ("One of the legs arrived snapped clean off. It turned up a week after the promised date. Could I have a refund for the side table, "
     "and my postage back as it was late?", "damaged_item"),
    ("Your courier was four days late and when it finally came the glass top was shattered. I want the coffee table refunded and the "
     "shipping charge back too.", "damaged_item"),
    ("I ordered a green one and got a red one, and it came late too. I'd like the kettle refunded and the delivery charge back please "
     "since it was late.", "wrong_item"),
    ("Frame bent in transit!! delivery was late. pls refund the mirror and the shipping cost, it came days late", "damaged_item"),
])
def test_goods_asked_back_beside_the_late_fee_are_the_claims_too(body, kind):
    last = _last_request(_reading(body))
    assert kind in last.kinds and "late_delivery" in last.kinds, _seen(_reading(body))


@pytest.mark.parametrize("body", [
    # only the fee asked
    "The plate part had a chip. It came two days late too. So please refund the $4.99 shipping since it was late.",
    # the goods' refund declined
    "The stand had a chip in it. It came late as well. Don't refund the cake stand, I'll keep it, just the shipping back since it was late.",
    # no goods claim in the ticket: lateness alone
    "The parcel came four days late and the party was over. I'd like the balloons refunded and the shipping back since it was late.",
    # the money named, no goods
    "The lid was cracked. It came late. I'd like the money refunded and the delivery fee back too since it was late.",
    # a pronoun, no goods named
    "The jug was cracked. Also late. I'd like it refunded and the postage back since it was late.",
    # no lateness asked in the sentence: no fee sentence at all
    "The plate part had a chip. Please refund the cake stand.",
])
def test_no_goods_named_beside_the_fee_or_no_goods_claim_leaves_the_sentence_alone(body):
    reading = _reading(body)
    assert not any(set(s.kinds) >= {"damaged_item", "late_delivery"} for s in reading.sentences), _seen(reading)


@pytest.mark.django_db
def test_the_goods_and_the_fee_are_both_paid(tmp_path):
    lines = [line("CK-STD", "Cake stand, white porcelain", 3600), line("CK-KNF", "Cake knife", 1400)]
    body = ("Hiya, I bought the white cake stand for my little one's party. The top plate had a chip out of the rim when I unboxed it, "
            "and the parcel came two days after the date you gave. "
            "So could I have the cake stand refunded please, and my $4.99 delivery back as it was late. Cheers, Jo")
    c = case("GRF-1", body, lines, intents=["damaged_item", "late_delivery"], fee_cents=499, delivered_days_ago=4, expected={
        "outcome": "resolved", "returns": [], "escalations": [],
        "refunds": [refund(cents(lines, "CK-STD", 1), "CK-STD", 1), {"amount_cents": 499, "source": "platform", "lines": []}]})
    shipment = c["world"]["orders"][0]["shipments"][0]
    shipment["promised_by"] = "2026-11-18"  # two days before the delivery scan
    assert_all_pass(tmp_path, [c])
