"""The screener reads a claim in the words customers use: goods broken "in the packaging" are broken
goods, not a crushed box; hurried typing ("brokn", "smahsed", "refnd"), "split clean off", "still
aren't here", "send both back"; and a delivery fee asked back beside broken goods is a request of
its own for a person, never folded into the damage claim."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _kinds(body: str) -> list[tuple[str, list[str]]]:
    return [(s.role, s.kinds) for s in read_ticket("my order\n" + body, order_ref="SU-70001").sentences[1:]]


def _asked(body: str) -> set[str]:
    return {k for role, kinds in _kinds(body) if role == "request" for k in kinds}


@pytest.mark.parametrize("body", [
    "Three of the eight tumblers cracked inside the box, the rest came through fine. Refund the three please.",
    "the teapot smashed in its packaging, the cups are ok tho. can i get a refund for the teapot",
    "Two of the four bowls arrived shattered in the bubble wrap - the remaining bowls are perfect. I'd like a refund on the two.",
])
def test_goods_broken_in_their_packaging_beside_others_said_fine_are_a_damage_claim(body):
    assert "damaged_item" in _asked(body)


@pytest.mark.parametrize("body", ["The box was crushed but the lamp inside is fine.", "The outer packaging was torn, the mugs are fine."])
def test_a_damaged_box_with_the_goods_fine_is_still_no_claim(body):
    assert "damaged_item" not in _asked(body)


@pytest.mark.parametrize("body, kind", [
    ("A wheel split clean off the suitcase on its first trip. Refund please.", "damaged_item"),
    ("the vase is brokn, pls refnd", "damaged_item"),
    ("mirror arived smahsed. want my money back", "damaged_item"),
    ("the photo frame is craked across the glass, refund pls", "damaged_item"),
    ("Unwrapped the last saucer and found it with a tiny chip. Refund for that one?", "damaged_item"),
    ("My parcel still isn't here and it was due Monday. Please refund me.", "non_delivery"),
    ("the rugs still arent here, can I get my money back?", "non_delivery"),
    ("the two lamps are too dim for our lounge, I'd like to send both back.", "change_of_mind"),
])
def test_hurried_and_plain_wording_is_read_as_its_claim(body, kind):
    assert kind in _asked(body)


@pytest.mark.parametrize("body, not_kind", [
    ("My refund still isn't here, can you check?", "non_delivery"),
    ("I paid with a card with a chip and pin, is that a problem for the refund?", "damaged_item"),
    ("the two mugs arrived broken, I'd like to send both back.", "change_of_mind"),
])
def test_a_refund_not_yet_here_and_broken_goods_sent_back_are_not_misread(body, not_kind):
    assert not_kind not in _asked(body)


@pytest.mark.parametrize("body", [
    "The kettle came dented. Please refund the kettle and the shipping too, I'm not paying postage for damaged goods.",
    "my mirror arrived smashed!! refund it plus the delivery",
    "Wrong colour cushion came, I ordered grey. Refund the cushion and also the postage, I shouldn't be charged for your mistake.",
])
def test_a_delivery_fee_asked_back_beside_broken_or_wrong_goods_is_a_request_for_a_person(body):
    asked = _kinds(body)
    assert any("other" in kinds for role, kinds in asked if role == "request")
    assert any(k in kinds for role, kinds in asked if role == "request" for k in ("damaged_item", "wrong_item"))


@pytest.mark.parametrize("body", ["Refund the lamp, it was damaged in shipping.",
                                  "the delivery driver dropped it and the vase is broken, refund please"])
def test_delivery_named_only_as_where_the_damage_happened_asks_nothing_more(body):
    assert "other" not in _asked(body)


GLASSES = [fc.line("WG-6", "Crystal wine glass", 1800, 6), fc.line("DEC-1", "Crystal decanter", 4500)]
JUG = [fc.line("JUG-1", "Ceramic milk jug", 2200), fc.line("SAU-2", "Ceramic saucer", 600, 2)]


@pytest.mark.django_db
def test_the_offline_agent_pays_glasses_broken_in_the_box_and_hands_the_fee_to_a_person(tmp_path):
    got = fc.run(tmp_path, [
        fc.case("F10-P1", "Evening. Two of the six crystal wine glasses were in pieces inside the packaging; the decanter and the other glasses "
                "are fine. May I have a refund for the two broken glasses?", GLASSES, intents=["damaged_item"], seller_type="marketplace",
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(GLASSES, "WG-6", 2), "WG-6", 2, source="seller")]}),
        fc.case("F10-P2", "The ceramic milk jug arrived chipped on the spout. Refund the jug plus the delivery please, not paying shipping for that.",
                JUG, intents=["damaged_item", "other"],
                expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(JUG, "JUG-1", 1), "JUG-1", 1)],
                          "escalations": [{"item": "delivery"}]}),
    ])
    assert got["F10-P1"]["passed"] and got["F10-P2"]["passed"], (got["F10-P1"]["differences"], got["F10-P2"]["differences"])
    assert got[""]["silent_drops"] == 0
