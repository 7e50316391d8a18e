"""Goods the customer says they do not have ("So I don't have my planter.", "we still do not have the rug") are a
non-delivery claim, and a plain refund ask beside it is its remedy: on an order whose parcel the carrier never delivered
(its last scan an exception, or tracking still for days) everything charged is refunded, out of the carrier claim as the
policy table says. Near-misses: papers, parts, packaging, money or time not in hand are no claim; and the same words on a
parcel the carrier scanned delivered go to a person, never paid."""

import pytest

from runs.intents.read import read_ticket
from tests.fresh_cases import _at, case, line, run

NOT_IN_HAND = [
    "I was home all three days!! So I don't have my planter. Just refund me, I'll buy it elsewhere.",
    "The courier says it went back to you. We still do not have the planter. Please refund.",
    "i dont have my order and its been 2 weeks, refund me",
    "It's the 20th and I don't have the planter yet. Can I get my money back?",
    "Driver claims 3 attempts, nonsense, I don't have my parcel at all! Refund it please.",
]

NOT_A_CLAIM = [
    "I don't have the receipt any more, can I still return the jug?",
    "I don't have the original box, is a return still ok for the kettle?",
    "We don't have the screws to put the shelf up, can you send some?",
    "I don't have my refund yet for the mug, please chase it.",
    "I don't have the time to wait in for a collection. Can I drop the chair off instead?",
    "The mug arrived chipped, refund please. Sorry for typos, I don't have my glasses on.",
    "I don't have my phone with me, please email instead. The lamp arrived broken.",
]


@pytest.mark.parametrize("body", NOT_IN_HAND)
def test_goods_not_in_hand_are_read_as_never_delivered(body):
    assert read_ticket(f"planter\n{body}").intents == ["non_delivery"]


@pytest.mark.parametrize("body", NOT_A_CLAIM)
def test_papers_parts_money_or_time_not_in_hand_are_no_claim(body):
    assert "non_delivery" not in read_ticket(f"x\n{body}").intents


def _undelivered(cid: str, body: str, expected: dict, *, delivered: bool = False) -> dict:
    c = case(cid, body, [line("PLN-TC", "Terracotta planter 30cm", 2500)], intents=["non_delivery"], expected=expected,
             subject="Fwd: Your parcel is being returned")
    order = c["world"]["orders"][0]
    if not delivered:
        order["status"] = "shipped"
        parcel = order["shipments"][0]
        parcel.update(status="in_transit", delivered_at=None, promised_by=_at(8)[:10],
                      scans=[{"at": _at(17), "code": "picked_up", "location": "Depot"}, {"at": _at(13), "code": "exception", "location": "Bristol"},
                             {"at": _at(10), "code": "exception", "location": "Bristol"}])
    return c


@pytest.mark.django_db
def test_a_parcel_the_carrier_never_delivered_is_refunded_in_full(tmp_path):
    paid = {"outcome": "resolved", "refunds": [{"amount_cents": 2500 + 200 + 599, "source": "carrier_claim", "lines": [{"sku": "PLN-TC", "quantity": 1}]}]}
    cases = [_undelivered(f"NIH-{i}", body, paid) for i, body in enumerate(NOT_IN_HAND)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [got[c["id"]] for c in cases if not got[c["id"]]["passed"]] == []


@pytest.mark.django_db
def test_the_same_words_on_a_parcel_scanned_delivered_pay_nothing(tmp_path):
    cases = [_undelivered(f"NIH-D-{i}", body, {"outcome": "escalated", "refunds": []}, delivered=True) for i, body in enumerate(NOT_IN_HAND[:3])]
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0
    assert [got[c["id"]] for c in cases if got[c["id"]]["outcome"] != "escalated" or any("refund" in d for d in got[c["id"]]["differences"])] == []
