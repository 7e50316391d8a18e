"""Goods told not received with their refund asked after a joining word, no stop between ("never received my lamp so
refund please", "never got my rug so refund pls") are a non-delivery claim: the words between the cue and "refund" had
read "my lamp so refund" as a refund not received, an `other` ask for a person (older43). On a parcel the carrier never
delivered, everything charged is refunded.

Near-misses, still no parcel: a refund, points or a label named right after the cue ("never received my refund for the
lamp", "never received the loyalty points", "never received the return label so can't send it"). Wording written for
these tests."""
import pytest

from runs.intents.read import read_ticket
from tests.fresh_cases import _at, case, line, run

LOST = [
    "never received my lamp so refund please",
    "Never got my rug so refund pls",
    "i never recieved my planter and want a refund",
    "Still haven't received the planter, so please refund me.",
    "we never received our planter so could you refund it",
    "Never received my terracotta planter so I want my money back.",
]
NO_PARCEL = [
    "never received my refund for the lamp",
    "never received the loyalty points",
    "never received the return label so can't send it",
]


@pytest.mark.parametrize("body", LOST)
def test_goods_not_received_are_a_non_delivery(body):
    assert read_ticket(f"order\n{body}").intents == ["non_delivery"]


@pytest.mark.parametrize("body", NO_PARCEL)
def test_a_refund_points_or_a_label_not_received_is_no_parcel(body):
    assert "non_delivery" not in read_ticket(f"x\n{body}").intents


def _undelivered(cid: str, body: str, expected: dict) -> dict:
    c = case(cid, body, [line("PLN-NRR", "Terracotta planter 30cm", 2500)], intents=["non_delivery"], expected=expected, subject="order")
    order = c["world"]["orders"][0]
    order["status"] = "shipped"
    order["shipments"][0].update(status="in_transit", delivered_at=None, promised_by=_at(8)[:10],
                                 scans=[{"at": _at(17), "code": "picked_up", "location": "Depot"},
                                        {"at": _at(13), "code": "exception", "location": "Bristol"}])
    return c


@pytest.mark.django_db
def test_a_parcel_the_carrier_never_delivered_is_refunded_in_full(tmp_path):
    paid = {"outcome": "resolved", "refunds": [{"amount_cents": 2500 + 200 + 599, "source": "carrier_claim", "lines": [{"sku": "PLN-NRR", "quantity": 1}]}]}
    bodies = ["never received my planter so refund please", "Never got my planter so refund pls", LOST[5]]
    cases = [_undelivered(f"NRR-{i}", body, paid) for i, body in enumerate(bodies)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [got[c["id"]]["differences"] for c in cases if not got[c["id"]]["passed"]] == []
