"""Goods named first ("Also the bath mat, ...") and then sent back with a verb of their own ("I return it also"),
beside a claim on other goods, are a change of mind of their own: read as more of the claim beside them, the mat's
return was dropped without a trace (ver28c V28C-05). The claim's own goods named again, a return declined or already
made, and a return only mentioned stay as they were."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_all_pass, case, cents, line


def _reading(body):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


def _seen(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "I order the blue towel set but I receive grey one. I want send back please. Also the bath mat, I not like the colour, it is new never use, I return it also.",
    "The kettle came with a dent in the side. And the toast rack, it is too big for our counter, never used, I will send it back.",
    "got the wrong lamp, a brass one instead of the black one. also the cushion covers - they clash with the sofa, still in the bag, ill send them back too",
    "The mug arrived chipped, please refund it. Plus my tea towels: changed my mind on them, unopened, I want to return them.",
    "Teapot handle snapped off in the box. Oh and also the sugar bowl, didn't go with anything, can I return it?",
    "wrong size shoes sent (40 not 42). Also the socks, dont need them anymore, unworn, i will send them back as well",
    "The vase was smashed. As for the candle holders, they're going back too, I never even took them out of the wrap.",
])
def test_other_goods_named_first_and_sent_back_are_a_change_of_mind_of_their_own(body):
    reading = _reading(body)
    assert "change_of_mind" in reading.intents and len(reading.intents) == 2, _seen(reading)


@pytest.mark.parametrize("body", [
    # the claim's own goods named again: its remedy, no second return
    "I order the blue towel set but I receive grey one. Also the towel set, I not like it anyway, I return it also.",
    # a return declined
    "The kettle came with a dent. Also the toast rack, I like it very much, I won't return it.",
    # a return already made
    "The mug arrived chipped. Also the tea towels, I returned them last week already.",
    # a return only mentioned
    "The vase was smashed. Also the candle holders, there was a return label in the box with them.",
    # goods praised, nothing sent back
    "Teapot handle snapped off. Also the sugar bowl, it is lovely, thank you.",
    # a lead-in naming no goods
    "Wrong size shoes sent. Also the other thing, I return it to you tomorrow with the shoes.",
])
def test_goods_named_without_a_return_of_their_own_are_no_second_return(body):
    reading = _reading(body)
    assert "change_of_mind" not in reading.intents, _seen(reading)


@pytest.mark.django_db
def test_the_second_goods_return_is_started_beside_the_wrong_item(tmp_path):
    lines = [line("TWL-BLU", "Bath towel set, blue", 3600), line("MAT-SND", "Bath mat, sand", 2200)]
    body = ("Hi, the towel set is grey, I ordered blue. I want send it back. "
            "Also the bath mat, when I put it down the colour is not nice, never use it, I return it also. Thanks")
    assert_all_pass(tmp_path, [case("GNR-1", body, lines, intents=["wrong_item", "change_of_mind"], expected={
        "outcome": "resolved", "refunds": [], "escalations": [],
        "returns": [{"kind": "return", "sku": "TWL-BLU"}, {"kind": "return", "sku": "MAT-SND"}]})])
    assert cents(lines, "MAT-SND", 1) == 2376
