"""Damaged goods waived casually in the clause after their damage, by a word pointing back at them ("Two of the glasses came
chipped, don't bother about those, I've binned them, but the jug is cracked too", "napkins came torn, leave those", "forget
those", "not fussed about them", "thrown them out, no need to refund them") are never paid; the other goods the sentence
claims stay claimed and paid (runs/intents/waived_goods.py, casually_waived_spans). Near-misses still ask. Wording
written for these tests."""
import pytest

from runs.intents.waived_goods import casually_waived_spans
from tests import fresh_cases as fc

WAIVED = [
    ("Two of the glasses came chipped, don't bother about those, I've binned them, but the jug is cracked too.", "glasses"),
    ("the bowls arrived chipped - forget those, not worth the hassle - but the teapot lid is cracked, refund the teapot please", "bowls"),
    ("The candles were snapped, I've thrown them out, no need to refund them, the vase is chipped though and I want a refund for it", "candles"),
    ("napkins came torn, leave those, but the tablecloth has a rip right across, please refund it", "napkins"),
    ("Mugs were chipped, dont bother about them honestly, binned em already.", "Mugs"),
    ("the coasters are scuffed, not fussed about them, but the platter came with a big crack so money back for that please", "coasters"),
    ("3 of the tumblers arrived smashed; binned them already, no need to refund, the decanter is cracked as well", "tumblers"),
]
STILL_ASKED = [
    "the glasses came chipped, don't bother sending new ones, just refund them",
    "Two glasses came chipped, I've binned them for safety, please refund them",
    "the glasses came chipped, don't bother about those, just refund them",
    "the glasses came chipped - leave them with my neighbour for collection",
    "the glasses came chipped, don't worry, please refund",
    "the glasses came chipped, forget about it if you can send new ones",
    "I've binned the packaging, but the jug is cracked",
]


@pytest.mark.parametrize("text,goods", WAIVED)
def test_goods_waived_casually_are_struck(text, goods):
    assert any(goods in text[a:b] for a, b in casually_waived_spans(text))


@pytest.mark.parametrize("text", STILL_ASKED)
def test_goods_still_asked_are_not_struck(text):
    assert casually_waived_spans(text) == []


@pytest.mark.django_db
def test_only_the_goods_not_waived_are_paid(tmp_path):
    two = [fc.line("GLASS-4", "Wine glass", 1200, 4), fc.line("JUG-1", "Glass water jug", 3400)]
    jug_paid = [fc.refund(fc.cents(two, "JUG-1", 1), "JUG-1", 1)]
    glasses_paid = [fc.refund(fc.cents(two, "GLASS-4", 2), "GLASS-4", 2)]
    bodies = [
        "Two of the glasses came chipped, don't bother about those, I've binned them, but the jug is cracked too. Refund please.",
        "hi - 2 of the glasses arrived chipped, forget those tbh, but the jug has a crack down the side, can I get my money back for it",
        "The glasses came chipped, I've thrown them out, no need to refund them, the jug is cracked though and I'd like a refund for it.",
        "glasses were scuffed, not fussed about them, but the jug arrived cracked so refund for that please",
    ]
    # near-miss: the glasses binned but their money asked, so they are paid
    near_miss = {9: "Two of the glasses came chipped, I've binned them for safety, please refund them."}
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("CW", "SU-7361", two, bodies, jug_paid)
                                + fc.damage_claims("CW", "SU-7361", two, near_miss, glasses_paid))
