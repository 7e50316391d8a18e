"""Goods called fine in the words customers use in passing ("the ice bucket is grand", "the lid's sound", "the tray is
spot on", "the jug is all good") are fine: no refund is planned on them and the guard refuses one a model proposes; and
a request pointing back at "the two broken ones" is about the goods told broken, never goods told of in passing or
called fine just before it (a run paid an ice bucket called "grand" beside two snapped flutes). Near-misses: the same
words not said of goods ("the grand piano", "the sound bar"), or said in the negative, call nothing fine. Wording
written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.ticket_lines import said_to_be_fine
from tests.guard_fixtures import decision_on, lines_asked, order_of

ORDER = order_of(("FLT", "Champagne flute", 4, 1600), ("ICE", "Ice bucket, hammered", 1, 4400), ref="SU-71001")


def _guard_passes(text: str, sku: str, quantity: int = 1) -> bool:
    asked = request_dicts(read_ticket(f"About my order\n{text}", order_ref=ORDER["order_ref"]), ORDER["order_ref"])
    return check_line_in_ticket(decision_on(sku, quantity=quantity), ORDER, asked).passed


@pytest.mark.parametrize("text", [
    "Two of the four flutes cracked at the stem on the way. The ice bucket is grand. Could I have a refund for the two broken ones?",
    "Hiya, 2 flutes arrived snapped. ice bucket's sound tho. refund the 2 broken pls",
    "Good afternoon. Regrettably a pair of the champagne flutes were shattered in transit; the ice bucket is spot on. "
    "I would appreciate a refund for the damaged ones.",
    "one of the flutes has a chip in the rim!! the bucket is all good. refund for the chipped one please",
    "Three flutes came smashed. The ice bucket was no bother, not a mark on it. Refund the broken ones please.",
    "The ice bucket came yesterday. Two of the flutes were broken in the box. Please refund the two broken ones.",
])
def test_the_broken_ones_are_paid_and_the_goods_called_fine_are_not(text):
    assert lines_asked(ORDER, text) == ["FLT"]
    assert not _guard_passes(text, "ICE")


@pytest.mark.parametrize("text", [
    "The ice bucket is grand.",
    "the ice bucket's sound",
    "The ice bucket r spot on",
    "The ice bucket is all good, thanks.",
    "Ice bucket looks tip-top.",
])
def test_goods_called_fine_in_passing_words_are_fine(text):
    assert said_to_be_fine(ORDER, text) == {"ICE"}


@pytest.mark.parametrize("text", [
    "The ice bucket is not grand at all.",       # said in the negative
    "The sound the ice bucket lid makes is off.",  # a sound, not sound
    "The ice bucket isn't all good, the handle is loose.",
])
def test_the_same_words_not_said_of_goods_being_fine_call_nothing_fine(text):
    assert said_to_be_fine(ORDER, text) == set()


def test_a_grand_piano_told_broken_is_claimed():
    order = order_of(("PNO", "Toy grand piano", 1, 5000), ("STL", "Piano stool", 1, 2000), ref="SU-71002")
    assert lines_asked(order, "The grand piano arrived with a cracked lid, the stool is fine. Refund the piano please.") == ["PNO"]


GLASSES = order_of(("WG", "Wine glass", 2, 1300), ("DC", "Glass decanter", 1, 4000), ref="SU-71003")


@pytest.mark.parametrize("text", [
    "hi the 2 wine glasses r smashed n the decanter ok. refund pls",
    "the wine glasses came smashed & the decanter is sound, refund the glasses",
    "Both wine glasses were shattered and the decanter is all good. A refund please.",
    "wine glasses smashed & the decanter is grand, money back for the glasses?",
    "The glasses arrived in pieces; thank goodness the decanter is spot on. Could you refund them?",
])
def test_damage_told_then_goods_called_fine_after_a_join_is_a_claim_on_the_damaged_only(text):
    assert lines_asked(GLASSES, f"Glasses\n{text}") == ["WG"]


@pytest.mark.parametrize("text,fine", [
    ("the glasses and the decanter are fine", {"WG", "DC"}),       # both fine: one clause, whole
    ("the decanter is cracked and the glasses are not ok", set()),  # not ok
])
def test_a_join_cuts_only_between_damage_and_a_fine(text, fine):
    assert said_to_be_fine(GLASSES, text) == fine
