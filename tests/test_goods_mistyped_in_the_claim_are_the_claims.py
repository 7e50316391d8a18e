"""Goods mistyped in the claim and spelt right in the ask are the same goods: "the lamp shaed came rippd ... can i get refund
for the shade pls" asks the shade's claim's refund, not a remedy for goods no claim names (runs/intents/claimed_goods.py,
runs/typos.misspelt; held-back round ver29a V29-23). Near-misses: other goods one letter away in a word of their own
("the chair" beside a broken "chain"), short words, and goods no claim names stay requests for a person."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


SAME = [
    "hi the lamp shaed came rippd down one side, the base is fine tho. can i get refund for the shade pls",
    "The tepaot arrived with the spout snapped. Could I have a refund for the teapot please?",
    "my new kettel is dented all down one side!! can i get a refund on the kettle",
    "The blanekt came with a big tear in it. Please refund the blanket.",
    "The cushon cover came torn at the seam. refund for the cushion cover pls",
    "Our mirorr arrived cracked across the middle. I'd like a refund for the mirror.",
]


@pytest.mark.parametrize("body", SAME)
def test_the_goods_spelt_right_are_the_mistyped_claims(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert "other" not in reading.intents and "damaged_item" in reading.intents, _shown(reading)


NEAR = [
    "The chain on my necklace snapped. Can I get a refund for the chair?",  # other goods, one letter away
    "The lamp shade came ripped. Can I get a refund for the rug too?",  # goods no claim names
    "the mug came chipped. can i get refund for the jug pls",  # short words are never slips of each other
]


@pytest.mark.parametrize("body", NEAR)
def test_other_goods_stay_a_request_for_a_person(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert "other" in reading.intents, _shown(reading)


@pytest.mark.django_db
def test_end_to_end_the_mistyped_shade_is_paid_and_nobody_is_asked(tmp_path):
    lines = [line("LAMP-B", "Ceramic lamp base", 5400), line("SHADE-L", "Linen lamp shade", 3800)]
    shade = cents(lines, "SHADE-L", 1)
    cases = [case("TYPO-1", "hi the lamp shaed came rippd down one side, the base is fine tho. can i get refund for the shade pls", lines,
                  intents=["damaged_item"], expected={"outcome": "resolved", "refunds": [refund(shade, "SHADE-L", 1)], "returns": [],
                                                       "escalations": []})]
    assert_money_as_expected(tmp_path, cases)
