"""Plain tickets a person need not read: goods "in about ten pieces" are damaged, "only 2 made it in
one piece" of six is four broken (never the six), an apology for the writing and the story of a
purchase are context, and a wrong item told a few remarks before the request is that request's."""

import pytest

from runs.intents import read_ticket
from runs.unit_counts import units_stated


def _read(text: str):
    return read_ticket(text, order_ref="SU-76001")


@pytest.mark.parametrize("text", [
    "vase\nThe vase is in about ten pieces. Refund it please.",
    "Hi\nopened the box and the lamp base was in like a dozen pieces!! money back pls",
    "teapot\nYour teapot arrived in roughly six pieces, I'd like a refund.",
])
def test_goods_in_a_number_of_pieces_are_damaged(text):
    assert "damaged_item" in _read(text).intents


@pytest.mark.parametrize("text", [
    "desk\nThe desk comes in 3 pieces for assembly, which is fine. When will it arrive?",
    "puzzle\nThe puzzle is 1000 pieces and my kids love it.",
])
def test_pieces_that_are_the_product_are_no_damage(text):
    assert "damaged_item" not in _read(text).intents


_GLASSES = {"order_ref": "SU-76001", "lines": [{"sku": "WG-6", "description": "Wine glass", "quantity": 6, "unit_price_cents": 900}]}


@pytest.mark.parametrize("text, broken", [
    ("glasses\nOf the six wine glasses only 2 made it in one piece. Refund the rest please.", 4),
    ("glasses\nout of 6 glasses just one arrived intact, please refund the broken ones", 5),
    ("Hello,\nOf the 6 glasses I ordered only three survived the journey. Could I have a refund for the others?", 3),
])
def test_only_some_made_it_in_one_piece_pays_the_rest_never_the_whole_line(text, broken):
    reading = _read(text)
    assert "damaged_item" in reading.intents
    said = [s.text for s in reading.sentences if s.role in ("request", "attached")]
    units = units_stated(_GLASSES, _GLASSES["lines"][0], said)
    assert units.exact == broken


@pytest.mark.parametrize("text", [
    "jumper\nMy grandson set up this email for me so please forgive me if this reads oddly. The jumper you sent is the wrong colour, "
    "I'd like to return it.",
    "Excuse my typing, I'm on my phone. The mug came chipped, refund please.",
    "lamp\nI bought the lamp because my sister has one and loves it. It arrived with a dented shade, please refund it.",
    "Dear Sir,\nWe chose the oak frame to match our sideboard. Unfortunately it arrived cracked, and I'd like a refund.",
])
def test_an_apology_for_the_writing_or_the_story_of_a_purchase_is_no_request(text):
    assert "other" not in _read(text).intents


@pytest.mark.parametrize("text", [
    "frame\nWe chose the oak frame because the walnut one was out of stock, but you sent the walnut one anyway.",
    "Please forgive me for asking, but could you change the delivery address to my daughter's?",
])
def test_a_purchase_story_that_tells_a_problem_or_an_apology_that_asks_still_reads(text):
    assert _read(text).intents  # read as a request of some kind, never dropped as context


@pytest.mark.parametrize("text", [
    "Jumper\nThe parcel came on Monday, but inside was a red jumper. My wife says red is not her colour. I should like to send it back "
    "as it is not what we ordered.",
    "Hat\nthe box had a blue hat in it. the courier was lovely btw. i want to return it, wrong one",
])
def test_a_wrong_item_told_a_remark_before_its_request_is_that_request(text):
    reading = _read(text)
    assert "other" not in reading.intents
    assert {"wrong_item", "change_of_mind"} & set(reading.intents)
