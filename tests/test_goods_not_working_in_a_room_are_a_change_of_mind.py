"""Goods "not working" in a room, with the decor or for the customer do not suit: a change of mind (a return, judged on
its window), never damage and never a wrong item (runs/intents/unsuited_not_broken.py). "I bought the ceramic vase ...
and it's just not working in our living room. It's in perfect condition. Can I still send it back for a refund?" was
read as a damaged vase and a wrong item, and inside the window paid $47.52 as a damage refund with the vase kept.

The guard holds the same line from the other side: a damage claim on the only line of an order the customer calls "in
perfect condition" / "nothing wrong with it" in a sentence of its own is the customer's own contradiction, and no money
moves on it before a person asks which is true (runs/flawless_by_pronoun.py, `line_not_fine_and_damaged`)."""

import pytest

from runs.contradicted_lines import contradiction_check
from runs.intents import read_ticket
from runs.screening import request_dicts
from tests import fresh_cases as fc


def _intents(body: str) -> list[str]:
    return read_ticket("about my order\n" + body, order_ref="SU-70001").intents


@pytest.mark.parametrize("body", [
    # chatty, a hallway, "honestly" and "at all"
    "Hiya - got the rattan mirror last week and honestly it's not working in our hallway at all. Nothing wrong with it, it's in "
    "perfect condition, just not us. How do I send it back for my money?",
    # the sofa, the goods in the plural
    "The linen cushion covers are not working with our sofa. They're in perfect condition, tags still on. Can I return them for a refund please?",
    # terse, abbreviations and a typo in the fine words
    "wall clock not working in the kitchen, looks wrong w/ the tiles. its in perfect condtion, never hung. can i return it pls",
    # formal, the decor of a room
    "I purchased the brass table lamp on 3 March. Unfortunately it is not working with the decor of our study. The item is unused "
    "and there is nothing wrong with it. I should like to return it for a full refund.",
    # a learner's English, "for us"
    "I buy the green vase two week ago but it is not working for us, the colour is too strong. It is in perfect condition. I can send back and get refund?",
    # rambling, "in there" after the room was told
    "So we finally repainted the lounge and I thought the ceramic planter would be the finishing touch, but it's just not working in "
    "there - the shape looks odd against the new paint. It's in perfect condition, I never even put a plant in it. Would it be "
    "possible to return it and get my money back?",
    # the colour scheme, nothing wrong told after
    "The throw is really not working with our colour scheme so I'd like to return it. Nothing wrong with it at all.",
    # "we ordered X and it's [sadly] not working in the living room": no wrong item either
    "We ordered the oak side table and it's sadly not working in the living room, too big for the space. Can we send it back?",
])
def test_goods_not_working_in_a_room_or_with_the_decor_are_a_change_of_mind(body):
    intents = _intents(body)
    assert "change_of_mind" in intents and "damaged_item" not in intents and "wrong_item" not in intents, intents


@pytest.mark.parametrize("body, kinds", [
    # a fault told, with or without where
    ("The desk lamp is not working - it won't switch on at all. Can I get a refund?", {"damaged_item"}),
    ("The ceiling fan is not working in our bedroom. Please refund it.", {"damaged_item"}),
    ("The fan is not working in our bedroom and the blade is cracked. Refund please.", {"damaged_item"}),
    ("The heater arrived in perfect condition but it's not working, no heat at all. I'd like a refund.", {"damaged_item"}),
    # "I bought X and it's not working" is a fault, no wrong item (on main: a wrong item too)
    ("I bought the toaster last week and it's not working. Can I get my money back?", {"damaged_item"}),
    # other goods came: the wrong item stands beside the decor
    ("I ordered the navy rug but you sent a red one, so it is not working with our decor at all. Can I swap it?", {"wrong_item"}),
])
def test_a_fault_or_other_goods_told_beside_it_still_read(body, kinds):
    intents = set(_intents(body))
    assert kinds <= intents and not ({"damaged_item", "wrong_item"} - kinds) & intents, intents


ORDER = {"order_ref": "SU-70001", "lines": [{"sku": "VS-1", "description": "Ceramic vase", "quantity": 1}]}
DAMAGE = {"case_type": "damaged_item", "action": "refund", "lines": []}


@pytest.mark.parametrize("body, held", [
    # the customer's own contradiction: no money on the vase before a person asks
    ("The vase is not working. It's in perfect condition. Can I get a refund?", True),
    ("The vase arrived chipped. There's nothing wrong with it. Refund it please.", True),
    # fine words with a turn, a part or "otherwise": the damage stands
    ("The lamp arrived in perfect condition but it won't switch on. Refund please.", False),
    ("The vase has a crack in the base. Apart from that it's in perfect condition. Refund please.", False),
    ("The lamp isn't working, it won't switch on. There's nothing wrong with it otherwise. Refund please.", False),
])
def test_a_damage_refund_on_the_only_line_the_customer_calls_perfect_is_held(body, held):
    passed = contradiction_check(DAMAGE, ORDER, request_dicts(read_ticket(body), "SU-70001"))[1]
    assert passed is not held


def test_fine_words_by_a_pronoun_name_no_line_of_an_order_of_several():
    order = {"order_ref": "SU-70001", "lines": [{"sku": "VS-1", "description": "Ceramic vase", "quantity": 1},
                                                {"sku": "MG-1", "description": "Stoneware mug", "quantity": 1}]}
    body = "The vase arrived chipped. It's in perfect condition. Refund the vase please."
    assert contradiction_check(dict(DAMAGE, lines=[{"sku": "VS-1", "quantity": 1}]), order, request_dicts(read_ticket(body), "SU-70001"))[1]


VASE = [fc.line("VS-1", "Ceramic vase", 4400)]
MIRROR = [fc.line("MR-1", "Rattan wall mirror", 6500), fc.line("HK-2", "Brass hook", 450, 2)]
RETURN_VASE = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "VS-1"}], "escalations": []}


@pytest.mark.django_db
def test_the_offline_agent_starts_a_return_and_pays_no_damage(tmp_path):
    cases = [
        fc.case("UNS-1", "Hi, I got the ceramic vase last week and it's just not working in our living room. It's in perfect "
                "condition. Can I still send it back for a refund?", VASE, intents=["change_of_mind"], expected=RETURN_VASE),
        fc.case("UNS-2", "the vase is not working with our decor tbh, nothing wrong with it. can i return it?", VASE,
                intents=["change_of_mind"], expected=RETURN_VASE),
        fc.case("UNS-3", "Good morning. The rattan mirror is sadly not working in the hallway - it looks far too big. It is in "
                "perfect condition and I would like to return it.", MIRROR, intents=["change_of_mind"],
                expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "MR-1"}], "escalations": []}),
        # past the window: declined on it, never paid as damage
        fc.case("UNS-4", "I bought the ceramic vase a while back and it's just not working in our lounge. It's in perfect "
                "condition. Can I still send it back for a refund?", VASE, intents=["change_of_mind"], delivered_days_ago=46,
                expected={"outcome": "partial", "refunds": [], "returns": [], "escalations": [], "deferred": [{"item": "vase"}]}),
    ]
    fc.assert_all_pass(tmp_path, cases)


@pytest.mark.django_db
def test_the_customers_own_contradiction_moves_no_money(tmp_path):
    cases = [fc.case("UNS-5", "The vase is not working. It's in perfect condition. Refund it please.", VASE, intents=["damaged_item"],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "vase"}]})]
    fc.assert_money_as_expected(tmp_path, cases)
