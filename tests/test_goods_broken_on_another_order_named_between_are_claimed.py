"""Goods told broken with the order they came on between them and the verb ("Bowl from SU-85010 broke.", "the lamp (SU-1234)
broke") are claimed as damaged, on that order: the order number stood where the goods' word was looked for, the sentence read
as a statement and the damage on the second order was dropped with the run closed resolved (verify35 V35-030, $32 held).
Near-misses: the order itself "broke" a record or a heart, the news broke. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _claims(text: str, ref: str = "SU-70001") -> list[tuple[list[str], str]]:
    return [(s.kinds, s.order) for s in read_ticket(text, order_ref=ref).sentences if s.role == "request"]


@pytest.mark.parametrize("text", [
    "Bowl from SU-70002 broke.",
    "the teapot on SU-70002 broke :(",
    "The lamp (SU-70002) broke.",
    "mug in order SU-70002 broke too",
    "My SU-70002 bowl broke.",
    "and the jug from #70002 already broke",
    "Also: the vase off my other order SU-70002 just broke",
])
def test_goods_broken_with_their_order_between_are_a_damage_claim_on_it(text):
    claims = _claims("The sweater from SU-70001 has a hole, please refund. " + text)
    assert (["damaged_item"], "SU-70002") in claims, claims


@pytest.mark.parametrize("text", [
    "Order SU-70002 broke my heart.",
    "SU-70002 broke the record for slowest delivery.",
    "My card from SU-70002 broke the bank.",
    "Order SU-70002 broke even in the end.",
    "The courier for SU-70002 broke down on the motorway.",
])
def test_near_misses_claim_nothing_of_the_other_order(text):
    claims = _claims("The sweater from SU-70001 has a hole, please refund. " + text)
    assert all(order != "SU-70002" for _, order in claims), claims


GOODS = [fc.line("JUG-1", "Stoneware jug", 3000), fc.line("TEA-1", "Stoneware teapot", 4000)]


def _two_orders(cid: str, body: str, *skus: str) -> dict:
    expected = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(GOODS, s, 1), s, 1) for s in skus], "returns": [], "escalations": []}
    c = fc.case(cid, body, GOODS, intents=["damaged_item", "damaged_item"], expected=expected)
    return fc.with_second_order(c, "SU-70002", GOODS)


@pytest.mark.django_db
def test_end_to_end_the_second_orders_broken_goods_are_paid(tmp_path):
    cases = [
        _two_orders("OTHER-1", "Jug from SU-70001 has a crack, please refund. Teapot from SU-70002 broke.", "JUG-1", "TEA-1"),
        _two_orders("OTHER-2", "the jug is chipped, money back please. the teapot (SU-70002) broke", "JUG-1", "TEA-1"),
    ]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        money = [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], money)
