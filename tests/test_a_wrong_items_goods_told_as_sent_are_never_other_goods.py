"""A wrong item is goods other than those ordered, so the goods its customer tells as sent ("you sent memory foam
pillows", "I received a floor lamp instead") are by nature on no line of the order; only what they tell as ordered says
which line the claim is about. The guard's line check and the agent read other goods in a wrong-item claim with what it
tells as received blanked (runs/goods_told_as_sent.py), and "feather ones" names a Feather pillow line
(runs/goods_phrases.py): refused as "other goods", the return was held and a person asked for nothing (blind round adv31,
A31-04). A damage or any other claim naming other goods, and a wrong item whose ordered goods are not on the order, are
still goods a person asks about. Wording written for these tests."""

import pytest

from runs.goods_told_as_sent import without_goods_sent
from runs.ticket_lines import other_goods_named
from tests.fresh_cases import assert_all_pass, case, line

PILLOW = {"sku": "PLW", "description": "Feather pillow", "quantity": 2, "unit_price_cents": 2500}
LAMP = {"sku": "LMP", "description": "Table lamp", "quantity": 1, "unit_price_cents": 5400}
CLOCK = {"sku": "CLK", "description": "Wall clock", "quantity": 1, "unit_price_cents": 3600}


@pytest.mark.parametrize("goods, text", [
    (PILLOW, "you sent memory foam pillows, I ordered feather. sending them back"),
    (PILLOW, "We got microfibre pillows - we'd ordered the feather ones. How do we return them?"),
    (LAMP, "I received a floor lamp instead of what I ordered. I'd like to return it."),
    (LAMP, "you sent me a floor lamp, I ordered the table one, returning it"),
    (CLOCK, "You guys sent me an alarm clock?? not what i ordered, sending it back"),
    (CLOCK, "Hello, what arrived was a cuckoo clock; I chose the wall one. I would like to send it back please."),
    (CLOCK, "A cuckoo clock arrived instead of the wall clock I chose, return please"),
])
def test_goods_told_as_sent_are_no_other_goods_of_a_wrong_item(goods, text):
    assert other_goods_named(goods, [text], [text], "wrong_item") == [], without_goods_sent(text)


@pytest.mark.parametrize("goods, text, kind, named", [
    # a damage names what broke: a floor lamp is no table lamp
    (LAMP, "The floor lamp arrived with a broken switch, refund please", "damaged_item", ["floor lamp"]),
    # what was ordered is on no line of this order: a person finds which order
    (LAMP, "You sent me a floor lamp but I ordered a rug", "wrong_item", ["rug"]),
])
def test_other_goods_still_named(goods, text, kind, named):
    assert other_goods_named(goods, [text], [text], kind) == named


def test_only_the_goods_told_as_sent_are_blanked():
    text = "you sent memory foam pillows, I ordered feather"
    assert "memory foam" not in without_goods_sent(text) and "I ordered feather" in without_goods_sent(text)
    assert without_goods_sent("The feather pillows came split open") == "The feather pillows came split open"


@pytest.mark.django_db
def test_the_wrong_items_return_starts(tmp_path):
    cases = [
        case("SENT-1", "you sent memory foam pillows, I ordered feather. sending them back", [line("PLW-1", "Feather pillow", 2500, quantity=2)],
             intents=["wrong_item"], subject="pillows",
             expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "PLW-1"}], "escalations": []}),
        case("SENT-2", "I received a floor lamp instead of what I ordered. I'd like to return it.", [line("LMP-1", "Table lamp", 5400)],
             intents=["wrong_item"], subject="wrong lamp",
             expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "LMP-1"}], "escalations": []}),
        case("SENT-3", "Hello, what arrived was a cuckoo clock; I chose the wall one. I would like to send it back please.",
             [line("CLK-1", "Wall clock", 3600)], intents=["wrong_item"], subject="clock",
             expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "CLK-1"}], "escalations": []}),
    ]
    assert_all_pass(tmp_path, cases)
