"""Goods a customer writing in a second language names bare, with no "the" or "my", and tells as not come ("order chairs
not arrive, 3 week now. i want the money back", "hello, table not reach me still, please refund") are a non-delivery
claim, read as "my order not come" always was, and the refund asked beside it is its remedy; they had gone to a person
as a remedy asked with no problem read. On a parcel the carrier never delivered, everything charged is refunded.

Near-misses: money, a reply or a person not come is no parcel ("refund not come yet", "reply not come from your team"),
nor goods told as come some way ("chair not come with the screws", "colour not come as the picture");
other goods told as come first ("chairs come but table not come", "the chairs arrived, not the table") tell goods missing
from a delivery, a person's as before; nothing named ("not arrive yet but no rush") claims nothing. Wording written for
these tests."""

import pytest

from runs.intents.read import read_ticket
from tests.fresh_cases import _at, case, line, run

NOT_COME = [
    "order chairs not arrive, 3 week now. i want the money back",
    "hello, table not reach me still, please refund",
    "Hi, rug never come, it is 20 days. I want my money back.",
    "sofa cushion still not arrive!! two weeks waiting. refund me",
    "i order lamp 3 week ago, lamp not come. please money back",
    "Dear team, blender not deliver to my home, 10 days. please give refund",
    "good morning. planter not reach until now, i wait long time. money back please",
]

NOT_A_CLAIM = [
    "refund not come yet, please check",
    "reply not come from your team, i write 3 times",
    "not arrive yet but no rush",
    "I am writing because voucher not come to my email",
    # the verb followed by how the goods came, not where or how long: no parcel lost
    "chair not come with the screws, please send",
    "colour not come as the picture",
    "hello, price not come down yet, i want the discount",
    "sale price not reach checkout, charged full",
    "table not come together properly, one leg is short",
]

GOODS_CAME_BEFORE = [
    "chairs come but table not come",
    "the chairs came, table not arrive",
    "the chairs arrived, not the table",
]


@pytest.mark.parametrize("body", NOT_COME)
def test_goods_named_bare_and_not_come_are_never_delivered(body):
    assert read_ticket(f"order\n{body}").intents == ["non_delivery"]


@pytest.mark.parametrize("body", NOT_A_CLAIM)
def test_money_a_reply_or_nothing_named_not_come_is_no_parcel_lost(body):
    assert "non_delivery" not in read_ticket(f"x\n{body}").intents


@pytest.mark.parametrize("body", GOODS_CAME_BEFORE)
def test_other_goods_told_as_come_first_are_no_whole_order_lost(body):
    assert "non_delivery" not in read_ticket(f"x\n{body}").intents


def _undelivered(cid: str, body: str, expected: dict) -> dict:
    c = case(cid, body, [line("PLN-TC", "Terracotta planter 30cm", 2500)], intents=["non_delivery"], expected=expected, subject="order")
    order = c["world"]["orders"][0]
    order["status"] = "shipped"
    order["shipments"][0].update(status="in_transit", delivered_at=None, promised_by=_at(8)[:10],
                                 scans=[{"at": _at(17), "code": "picked_up", "location": "Depot"},
                                        {"at": _at(13), "code": "exception", "location": "Bristol"}])
    return c


@pytest.mark.django_db
def test_a_parcel_the_carrier_never_delivered_is_refunded_in_full(tmp_path):
    paid = {"outcome": "resolved", "refunds": [{"amount_cents": 2500 + 200 + 599, "source": "carrier_claim", "lines": [{"sku": "PLN-TC", "quantity": 1}]}]}
    bodies = ["planter not arrive, 3 week now. i want the money back", "hello, planter not reach me still, please refund",
              "terracotta pot never come, it is 20 days. I want my money back."]
    cases = [_undelivered(f"LNC-{i}", body, paid) for i, body in enumerate(bodies)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [got[c["id"]] for c in cases if not got[c["id"]]["passed"]] == []
