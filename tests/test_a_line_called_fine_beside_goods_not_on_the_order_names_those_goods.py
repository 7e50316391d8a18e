"""A claim sentence that names the order's goods only to call them fine, and other goods no line is ("The lamp is fine but
the ceramic bowl I bought is chipped" on an order of a lamp), is the other goods' claim: a person asks which order holds
them, the escalation and the reply naming those goods, never the line called fine (runs/goods_not_on_order.py,
`claim_only_on_other_goods`). It was escalated as "the damaged linen table lamp" (blind round 36, V36-010). Near-misses:
the other goods on the order are claimed and paid; a part of the line ("the shade") is the line's own claim. Wording
written for these tests."""

import pytest

from runs.goods_not_on_order import claim_only_on_other_goods
from runs.intents import read_ticket
from tests.fresh_cases import assert_all_pass, case, cents, line, refund

LAMP = [line("LMP-1", "Linen table lamp", 6200)]
LAMP_MUG = [line("LMP-1", "Linen table lamp", 6200), line("MUG-2", "Stoneware mug", 1500)]

OTHER_GOODS = [
    "The lamp is fine but the ceramic bowl I bought is chipped. Refund the bowl please.",
    "the lamp is ok, the teapot arrived cracked tho - refund pls",
    "Hi there, the table lamp came perfectly fine, however the glass vase was smashed. Can I get my money back?",
    "The lamp looks great but the candle holder arrived broken, please refund it.",
    "the lamp was all good but the mirror has a crack across it, I'd like a refund",
    "Lamp arrived fine, the picture frame is broken though. refund please",
]
STILL_THE_LINES = [
    ("The lamp is fine but the mug is chipped. Refund the mug please.", LAMP_MUG),
    ("The lamp arrived broken and the bowl is fine.", LAMP),
    ("The lamp is chipped and the bowl too, refund both", LAMP),
]


def _sentence(text):
    reading = read_ticket(text, order_ref="SU-1")
    return next(s for s in reading.sentences if s.role == "request" and "damaged_item" in s.kinds)


@pytest.mark.parametrize("text", OTHER_GOODS)
def test_the_claim_is_the_other_goods_not_the_line_called_fine(text):
    assert claim_only_on_other_goods({"order_ref": "SU-1", "lines": LAMP}, _sentence(text))


@pytest.mark.parametrize("text,lines", STILL_THE_LINES)
def test_a_claim_on_the_orders_own_goods_stays_the_lines(text, lines):
    assert not claim_only_on_other_goods({"order_ref": "SU-1", "lines": lines}, _sentence(text))


@pytest.mark.django_db
def test_end_to_end_the_escalation_names_the_other_goods_and_nothing_is_paid(tmp_path):
    cases = [
        case("LCF-1", "the lamp is ok, the teapot arrived cracked tho - refund pls", LAMP, intents=["damaged_item"], ref="SU-70101",
             expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "teapot"}]}),
        case("LCF-2", "The table lamp came fine, however the glass vase was smashed. Can I get my money back?", LAMP,
             intents=["damaged_item"], ref="SU-70102",
             expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "vase"}]}),
        case("LCF-3", "The lamp is fine but the mug is chipped. Refund the mug please.", LAMP_MUG, intents=["damaged_item"],
             ref="SU-70103", expected={"outcome": "resolved", "refunds": [refund(cents(LAMP_MUG, "MUG-2", 1), "MUG-2", 1)], "returns": []}),
    ]
    assert_all_pass(tmp_path, cases)
