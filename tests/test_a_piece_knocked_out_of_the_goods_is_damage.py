"""Damage told as a piece gone from the goods ("came with a chunk knocked out of the rim, such a shame as the glaze is
gorgeous", ver30a V30-18: read as a plain statement and the vase's $51.84 dropped) is a damage claim, however the
breaking is worded; a piece of money, of a plan or of what the goods came in is none. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

PIECE_GONE = [
    "The stoneware bowl arrived with a big chunk knocked clean off the edge, gutted.",
    "the jug's got a bit bashed out of the spout",
    "A corner of the marble board has been snapped off in transit.",
    "Sadly a chunk of the rim is missing on the planter, the rest looks fab.",
    "There's a sliver gone from the lip of the water jug.",
    "lamp base came w/ a lump knocked out of it :(",
    "The plate has a notch taken out of the edge - what a pity as it's such a nice pattern.",
    "a piece has come away from the base of the vase",
]
NOT_DAMAGE = [
    "That delivery fee took a big chunk out of my budget.",
    "Could you knock a bit off the price since it came late?",
    "There's a bit missing from my refund, it was $4 short.",
    "A piece of paper fell out of the box when I opened it.",
    "A corner of the box had been knocked off but the mirror inside is perfect.",
    "The next bit of the order came a day later, all fine.",
]


def _kinds(text):
    return [(s.role, s.kinds, s.text) for s in read_ticket(f"Order SU-70101.\n{text}").sentences]


@pytest.mark.parametrize("text", PIECE_GONE)
def test_a_piece_gone_from_the_goods_is_a_damage_claim(text):
    assert any(role == "request" and "damaged_item" in kinds for role, kinds, _ in _kinds(text)), _kinds(text)


@pytest.mark.parametrize("text", NOT_DAMAGE)
def test_a_piece_of_money_a_plan_or_the_box_is_no_damage(text):
    assert not any("damaged_item" in kinds for _, kinds, _ in _kinds(text)), _kinds(text)


@pytest.mark.django_db
def test_the_goods_a_piece_was_knocked_out_of_are_refunded(tmp_path):
    lines = [fc.line("VS-1", "Glazed ceramic vase", 4400), fc.line("CN-3", "Beeswax dinner candle", 900, 4)]
    bodies = ["Hiya! The glazed vase turned up with a chunk knocked out of the rim, such a pity as the colour is divine. Thanks, Jo",
              "The vase has had a corner bashed off the base somewhere along the way. Candles are perfect.",
              "Just to say there's a lump knocked out of the vase rim. Gorgeous otherwise x"]
    cases = [fc.case(f"PK-{i}", body, lines, ref=f"SU-7160{i}", intents=["damaged_item"],
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(lines, "VS-1", 1), "VS-1", 1)]})
             for i, body in enumerate(bodies, start=1)]
    fc.assert_money_as_expected(tmp_path, cases)
