"""Goods told as sent and never ordered ("you sent charcoal ones, which I didn't order", "Got slippers I did not order"),
or told not to be the colour ordered with the colour that came beside it ("the napkins aren't cream, you sent grey ones"),
are a wrong item: read as nothing, the sentence after a damage was folded into the damage as more detail, the wrong
goods' return was never started and a person was asked how to return them (blind round 31, V31-08;
runs/intents/sent_not_ordered.py, read by the screener and by the guard's other-goods words). Papers or money sent, a
count, a wish for the goods to come and a colour lost in use are not. Wording written for these tests."""

import pytest

from runs.other_goods_told import tells_other_goods
from tests.fresh_cases import assert_all_pass, case, cents, line, refund
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "The serving bowl arrived cracked. Also the napkins aren't cream, you sent grey ones.",
    "you guys shipped me a mustard throw that I never ordered",
    "Got slippers I did not order in the box. I'll post them back.",
    "Bowl's fine but the tea towels are not sage, the ones that came are navy",
    "You send me red cushion which I not order, I order blue",
    "Regrettably, we were sent a charcoal rug which we did not order; we should like to return it.",
    "hi, received a wool hat i never ordered?? can i send it back",
])
def test_goods_sent_never_ordered_are_a_wrong_item(body):
    read = reading(body)
    assert "wrong_item" in read.intents, shown(read)
    claim = next(s for s in read.requests if "wrong_item" in s.kinds)
    assert tells_other_goods(claim.text), claim.text  # the guard reads the same words as other goods


@pytest.mark.parametrize("body", [
    "you sent me an invoice I didn't ask for.",                          # papers, no goods
    "The towels are not white any more after one wash, so disappointing.",  # a colour lost in use
    "Please make sure the new ones are not grey, they should be blue.",  # what is to come
    "you sent two, I only ordered one.",                                  # a count
    "The lamp is not black, it's black and gold, which I love.",          # no other colour came
    "The parcel got wet, and the candle I did not order was inside.",     # told of no sending
])
def test_near_misses_are_no_wrong_item(body):
    read = reading(body)
    assert "wrong_item" not in read.intents, shown(read)


BOWL_AND_TOWELS = [line("BWL-1", "Salad bowl", 3800), line("TT-1", "Tea towel, cream", 800, quantity=3)]


@pytest.mark.django_db
def test_the_damage_is_paid_and_the_wrong_goods_go_back(tmp_path):
    bowl = refund(cents(BOWL_AND_TOWELS, "BWL-1", 1), "BWL-1", 1)
    cases = [
        case("NEVER-1", "The salad bowl arrived split down the middle. Separately, the tea towels aren't cream - you sent grey ones which I never "
             "ordered. Refund the bowl please and I'll send the towels back.", BOWL_AND_TOWELS, intents=["damaged_item", "wrong_item"],
             subject="bowl and towels",
             expected={"outcome": "resolved", "refunds": [bowl], "returns": [{"kind": "return", "sku": "TT-1"}], "escalations": []}),
        case("NEVER-2", "hiya. salad bowl came smashed!! and you've sent me grey tea towels that i didnt order, they need to go back",
             BOWL_AND_TOWELS, intents=["damaged_item", "wrong_item"], subject="problems",
             expected={"outcome": "resolved", "refunds": [bowl], "returns": [{"kind": "return", "sku": "TT-1"}], "escalations": []}),
    ]
    assert_all_pass(tmp_path, cases)
