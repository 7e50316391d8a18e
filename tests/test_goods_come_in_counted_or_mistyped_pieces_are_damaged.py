"""Goods that came "in 2 peices", "in pices", "in three peaces" or "in 4 bits" are damaged: the pieces counted, or the
word slipped, as in "in pieces" (runs/intents/cues.py). Blind round ver37c, V37C-01: "mug came in 2 peices smh. tea
towel fine. just refund the mug thx" read no damage, and the refund asked went to a person as a request of no known kind,
$19.44 held. Near-misses: goods that came in two parcels, in three days, in one piece. Wording written here."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

PIECES = [
    "mug came in 2 peices smh. tea towel fine. just refund the mug thx",
    "Hiya, the mug turned up in pices :( can I get a refund for it please",
    "The mug arrived in three peaces. Please refund it.",
    "opened the box and the mug was in 4 bits, refund pls",
    "Good afternoon. I regret to say the stoneware mug was delivered in several pieces. I would like a refund.",
    "mug in 2 peices when i opend it. money back please",
    "Dear team, the mug came in a few pieces, the tea towel is fine. Refund for the mug please.",
]
NOT_PIECES = [
    "the mug came in 2 parcels, both fine",
    "the tea towel came in 3 days, the mug is fine",
    "it all arrived in one piece, thanks so much",
    "we got the mug and the towel in two boxes, no problem",
    "The mug came in 2 colours on the website, I picked the grey and it's lovely.",
]


@pytest.mark.parametrize("body", PIECES)
def test_goods_come_in_pieces_are_a_damage_claim(body):
    read = reading(body)
    assert any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)
    assert not any(s.is_request and s.kinds == ["other"] for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", NOT_PIECES)
def test_parcels_days_and_one_piece_are_no_damage(body):
    read = reading(body)
    assert not any("damaged_item" in s.kinds for s in read.sentences), shown(read)


LINES = [fc.line("MUG-1", "Stoneware mug", 1800), fc.line("TOWEL-1", "Linen tea towel", 1200)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_mug_in_pieces_is_refunded(tmp_path):
    fc.assert_all_pass(tmp_path, fc.damage_claims("PIECES", "SU-7101", LINES, {0: PIECES[0], 2: PIECES[2], 5: PIECES[5]},
                                                  [fc.refund(fc.cents(LINES, "MUG-1", 1), "MUG-1", 1)]))
