"""Goods told as not come with "no" for "not" ("Item no come. Money back pls.", "parcel no arrive yet") are a non-delivery
claim (runs/intents/no_for_not_learner.py), the money asked after it that claim's remedy: read as a statement, the refund
went to a person as a remedy for no problem (verify31 Q27). End to end a parcel the carrier lost is refunded in full.
Wording written for these tests. Near-misses: money, a reply, a person or the customer not come, goods told come some way."""

import pytest

from tests.fresh_cases import _at, case, line, run
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "Item no come. Money back pls.",
    "parcel no arrive yet, 3 week. refund me",
    "hello, my order still no reach me. pls money back",
    "chair no come 2 week, i want refund",
    "Hi. Planter is no come until now. Please refund.",
    "Dear sir, the lamp no arrive to my house since 20 days",
    "order no come!!! where money",
])
def test_goods_told_no_come_are_a_non_delivery(body):
    read = reading(body, "hi")
    assert "non_delivery" in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "refund no come yet, please check",
    "reply no come from your team",
    "item no come with screws, pls send",
    "colour no come as picture",
    "i no come to shop, too far",
    "driver no come inside, left at door, all fine",
    "no problem, no worries, thanks",
])
def test_money_a_reply_a_person_or_goods_come_some_way_are_no_parcel_lost(body):
    read = reading(body, "hi")
    assert "non_delivery" not in read.intents, shown(read)


@pytest.mark.django_db
def test_a_parcel_the_carrier_lost_is_refunded_in_full(tmp_path):
    paid = {"outcome": "resolved", "refunds": [{"amount_cents": 2500 + 200 + 599, "source": "carrier_claim", "lines": [{"sku": "PLN-TC", "quantity": 1}]}]}
    cases = []
    for i, body in enumerate(["Item no come. Money back pls.", "planter no arrive, 3 week now. refund me", "hello, my parcel still no reach me. pls money back"]):
        c = case(f"NOC-{i}", body, [line("PLN-TC", "Terracotta planter 30cm", 2500)], intents=["non_delivery"], expected=paid, subject="hi",
                 ref=f"SU-7100{i}")
        order = c["world"]["orders"][0]
        order["status"] = "shipped"
        order["shipments"][0].update(status="in_transit", delivered_at=None, promised_by=_at(8)[:10],
                                     scans=[{"at": _at(17), "code": "picked_up", "location": "Depot"},
                                            {"at": _at(13), "code": "exception", "location": "Bristol"}])
        cases.append(c)
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert [(c["id"], got[c["id"]]["differences"]) for c in cases if not got[c["id"]]["passed"]] == []
