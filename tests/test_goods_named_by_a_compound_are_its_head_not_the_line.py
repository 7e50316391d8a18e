"""Goods named by a compound are what its last word says: "the candle holder", "the soap dish", "the rug pad" are a
holder, a dish and a pad, not the candles, the soap or the rug the order holds; saucers are no part of a cup; a
"lampshade" (told as "lamp shade" in the subject) is no lamp bulb. On an order of one line the claim goes to a person
as goods not on the order, and the line is never paid (verify41: V41-56 $38.88, V41-67 $25.92, V41-141 $16.20, V41-144
$12.96 paid; V41-87 the whole $204.12 rug proposed). runs/goods_of_a_compound_head.py, runs/parts_sold_alone.py.

Near-misses still pay the line: its goods told bare or by their own head ("the candle arrived snapped", "the soap bars
were crushed", "tea cup chipped", "bulb broken"), and a part the line has ("the lamp's shade is dented" of a "Table lamp
with linen shade", "the mug handle snapped"). Wording written for this test."""

import pytest

from runs.damage_told_of_the_line import check
from runs.goods_not_on_order import goods_not_on_order
from tests import fresh_cases as fc
from tests.readings import guard_requests, reading, shown

# (line, subject, body): other goods named by a compound sharing a word with the one line
OTHER_GOODS = [
    (fc.line("CND-1", "Pillar candles, set of 3", 2400), "holder", "The candle holder arrived in pieces. Can I get a refund for it please?"),
    (fc.line("SOP-1", "Olive oil soap, 3 bars", 1500), "dish", "my soap dish came cracked right in two, refund pls"),
    (fc.line("RUG-1", "Wool area rug", 18900), "rug pad", "the rug pad was ripped when it came out of the bag. Please refund it."),
    (fc.line("CUP-1", "Tea cup", 900, quantity=4), "saucers", "the matching saucers were all chipped, refund them please."),
    (fc.line("BLB-1", "Lamp bulb E27, 4-pack", 1200), "lamp shade", "The lampshade I ordered arrived crushed, please refund."),
    (fc.line("CND-2", "Beeswax taper candles", 1800), "Damaged", "Hi, the candle snuffer I got was bent on arrival. Refund?"),
    (fc.line("TEA-1", "Loose leaf tea tin", 1400), "broken", "The tea strainer has snapped, I want my money back"),
]
# (line, body): the line's own goods or a part it has: paid as ever
THE_LINES = [
    (fc.line("CND-3", "Pillar candles, set of 3", 2400), "the candle arrived snapped, refund please"),
    (fc.line("SOP-2", "Olive oil soap, 3 bars", 1500), "The soap bars were crushed in the box. Refund please."),
    (fc.line("CUP-2", "Tea cup", 900), "tea cup chipped on arrival, refund"),
    (fc.line("LMP-1", "Table lamp with linen shade", 4200), "The lamp's shade is dented, could I have a refund?"),
    (fc.line("BLB-2", "Lamp bulb E27, 4-pack", 1200), "bulb broken in the box - refund pls"),
    (fc.line("MUG-1", "Stoneware mug", 2400), "The mug handle snapped off in the box, refund please."),
    (fc.line("CUP-3", "Porcelain teacup and saucer", 2100), "The saucer arrived cracked, refund please."),
]


def _order(line):
    return {"order_ref": "SU-70001", "lines": [line]}


def _decision(line):
    return {"case_type": "damaged_item", "action": "refund", "amount_cents": fc.cents([line], line["sku"], 1), "sku": line["sku"],
            "lines": [{"sku": line["sku"], "quantity": 1}], "subtask": 1}


@pytest.mark.parametrize("line,subject,body", OTHER_GOODS)
def test_the_guard_refuses_the_line_for_other_goods_named_by_a_compound(line, subject, body):
    requests = guard_requests(body, subject=subject)
    assert not check(_decision(line), _order(line), requests)[1], requests


@pytest.mark.parametrize("line,subject,body", OTHER_GOODS)
def test_the_reading_holds_other_goods_named_by_a_compound(line, subject, body):
    read = reading(body, subject=subject, ref="SU-70001")
    assert goods_not_on_order(_order(line), read), shown(read)


@pytest.mark.parametrize("line,body", THE_LINES)
def test_the_lines_own_goods_still_pass(line, body):
    assert check(_decision(line), _order(line), guard_requests(body))[1]
    assert not goods_not_on_order(_order(line), reading(body, ref="SU-70001")), shown(reading(body, ref="SU-70001"))


@pytest.mark.django_db(transaction=True)
def test_end_to_end_no_line_is_paid_for_other_goods_and_its_own_still_are(tmp_path):
    held = [fc.case(f"CMPD-{n}", body, [line], intents=["damaged_item"], ref=f"SU-7780{n}", subject=subject,
                    expected={"outcome": "escalated", "refunds": []})
            for n, (line, subject, body) in enumerate(OTHER_GOODS)]
    paid = [fc.case(f"CMPD-OWN-{n}", body, [line], intents=["damaged_item"], ref=f"SU-7790{n}",
                    expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents([line], line["sku"], line["quantity"]), line["sku"], line["quantity"])]})
            for n, (line, body) in enumerate(THE_LINES)]
    fc.assert_money_as_expected(tmp_path, held + paid)
