"""The screener's reading of three things customers write: goods pressed out of shape on the way are
damage ("squashed flat in transit"), what the goods are needed for is a circumstance and no request of
its own ("I need it for a trip."), and goods that do not suit the customer's own things are a change of
mind however the subject calls them ("wrong brush heads")."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about


def _requests(text):
    return [(s.text, s.kinds) for s in read_ticket(text, order_ref="SU-55120").sentences if s.role == "request"]


def _kinds(text):
    return {k for _, kinds in _requests(text) for k in kinds}


@pytest.mark.parametrize("text", [
    "the cushion\n\nThe cushion turned up squashed flat in transit and it won't go back into shape. Refund please.",
    "Hat box\nMy hat came completely crumpled, the brim is mangled. can I get my money back",
    "Hello - the metal bin was flattened in the post, one side has caved in. I'd like a refund for it please.",
    "pendant shade\n\nit's all misshapen after delivery, bent out of shape at the rim. refund?",
])
def test_goods_pressed_out_of_shape_on_the_way_are_damage_not_a_change_of_mind(text):
    kinds = _kinds(text)
    assert "damaged_item" in kinds and "change_of_mind" not in kinds


def test_a_squashed_box_round_goods_that_are_fine_is_no_claim():
    assert "damaged_item" not in _kinds("Hi, the box arrived squashed but the kettle inside is perfectly fine. Just so you know.")


@pytest.mark.parametrize("text", [
    "Where is my bag\n\nI ordered the duffel a week ago and it still hasn't arrived. I need it for a trip. Just refund me.",
    "parcel?\n\nMy parcel has not arrived yet. We need them for the wedding on Saturday. Can you refund me?",
    "Still nothing has turned up for SU-55120. I really need the tent by Friday. Refund it if it's lost please.",
])
def test_what_the_goods_are_needed_for_is_a_circumstance_not_a_request(text):
    requests = _requests(text)
    assert all("need" not in said.lower() for said, _ in requests)
    assert "other" not in {k for _, kinds in requests for k in kinds}
    assert "non_delivery" in {k for _, kinds in requests for k in kinds}


def test_a_need_joined_to_an_ask_is_still_read_as_asking():
    assert "other" in _kinds("Still nothing has turned up. I need it by Friday, can you send it by courier instead please?")


@pytest.mark.parametrize("text", [
    "wrong brush heads\n\nTurns out these brush heads don't actually fit my toothbrush model, I opened the pack and tried one. Can I return the rest?",
    "Wrong filters\nthe filters aren't compatible with my jug sadly. could i send them back",
    "wrong cable\n\nHi, the cable won't work with my laptop. I'd like to return it please.",
])
def test_goods_that_do_not_suit_the_customers_own_things_are_a_change_of_mind_whatever_the_subject(text):
    kinds = _kinds(text)
    assert "wrong_item" not in kinds and "change_of_mind" in kinds


def test_a_wrong_item_the_shop_sent_stays_a_wrong_item_when_it_also_does_not_fit():
    text = "wrong filters\n\nYou sent me the 3-pack for the old jug instead of the ones I ordered, so they don't fit my jug. Please swap them."
    assert "wrong_item" in _kinds(text)


@pytest.mark.parametrize("text,sku", [
    ("The shade came dented, the lamp itself is fine. Refund the shade please.", "SHADE"),
    ("my new board arrived snapped in two, please refund it", "BOARD"),
    ("the shelf arrived cracked right through, refund please", "SHELF"),
])
def test_the_thing_a_compound_names_said_alone_names_its_line(text, sku):
    order = {"order_ref": "SU-55120", "lines": [
        {"sku": "LAMP", "description": "Arc floor lamp", "quantity": 1, "unit_price_cents": 13900},
        {"sku": "SHADE", "description": "Drum lampshade", "quantity": 1, "unit_price_cents": 3900},
        {"sku": "BOARD", "description": "Oak chopping board", "quantity": 1, "unit_price_cents": 2900},
        {"sku": "SHELF", "description": "Pine wall bookshelf", "quantity": 1, "unit_price_cents": 2400},
    ]}
    lines, _ = lines_asked_about(order, read_ticket(text, order_ref="SU-55120"), "damaged_item")
    assert [x["sku"] for x in lines] == [sku]


@pytest.mark.parametrize("text", [
    "Wrong wardrobe\n\nOrdered the oak wardrobe with the mirror door. Delivered one has no mirror and is pine - it doesn't fit our bedroom scheme. Need the right one and this one taken away.",
    "wrong chair\n\nI bought the tall bar stool. The received one is the low model, so it won't fit at my counter. Please swap it for the one I ordered.",
    "Wrong kettle\n\nWe ordered the 1.7L kettle; the one that arrived is the 1L travel one and it doesn't suit our kitchen. Please send the right one.",
])
def test_a_wrong_item_told_as_ordered_then_delivered_stays_a_wrong_item_when_it_also_does_not_fit(text):
    assert "wrong_item" in _kinds(text)
