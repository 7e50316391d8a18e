"""Goods the customer tells us to ignore or disregard by name, after a claim naming them beside other goods, are struck
from the ask as "forget the vase" strikes them: "the mug, the bowl and the vase are ALL broken. Refund the lot. Except
actually the vase is fine now that I look, ignore the vase." was read as a plain statement and the vase paid beside the
mug and the bowl (verify36 V36-060). Near-misses: "don't ignore the vase", ignoring something said of the goods ("ignore
the vase's sticker"), ignoring words that name no goods of the claim. Wording written for these tests."""

import pytest

from runs.fine_lines import lines_withdrawn
from runs.intents import read_ticket
from tests import fresh_cases as fc

MUG = fc.line("MUG-36", "Stoneware mug", 1500)
BOWL = fc.line("BWL-36", "Ceramic serving bowl", 3400)
VASE = fc.line("VAS-36", "Glass bud vase", 2200)
LINES = [MUG, BOWL, VASE]
ORDER = {"order_ref": "SU-70001", "lines": LINES, "charges": [], "refunds": []}


def _read(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


# (claim, striking sentence): the claim names three goods, the next sentence (or its own clause) strikes the vase
STRUCK_VASE = [
    ("the mug, the bowl and the vase are ALL broken. Refund the lot.", "Except actually the vase is fine now that I look, ignore the vase."),
    ("Mug, bowl and vase all arrived smashed, please refund them.", "Oh and disregard the vase, it's fine."),
    ("mug, bowl and vase broken in the box, refund pls", "wait ignore the vase, wrong photo"),
    ("Good afternoon. The mug, the serving bowl and the bud vase were all cracked on arrival; I'd like a refund.",
     "On reflection, please disregard the vase - the mark wipes off."),
    ("Everything broke: mug, bowl, vase. Money back please.", "Actually leave the vase out of it, I can live with that one."),
    ("the mug and bowl and vase all chipped, can I get refunded", "sorry skip the vase, my mistake."),
    ("Mug, bowl, vase: all three damaged. Refund all of them please.", "Hmm, just ignore the vase tbh, its barely anything."),
]


@pytest.mark.parametrize("claim,strike", STRUCK_VASE)
def test_goods_ignored_by_name_are_withdrawn_and_the_rest_still_claimed(claim, strike):
    reading = _read(f"{claim} {strike}")
    assert "damaged_item" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert set(lines_withdrawn(ORDER, [claim, strike])) == {VASE["sku"]}, [(s.text, s.role, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "Please don't ignore the vase either, it is cracked too.",  # asks the vase be counted
    "Ignore the vase's old price sticker, it's the crack I mean.",  # ignores something said of the goods
    "I can't ignore the vase, the crack runs right down it.",  # the verb told of the goods
    "You cannot just ignore the bowl like last time!",  # a complaint, not a strike
    "Ignore the typos, typing on my phone.",  # no goods of the order
])
def test_ignoring_words_that_strike_no_goods_withdraw_nothing(text):
    assert lines_withdrawn(ORDER, ["The mug, the bowl and the vase arrived cracked.", text]) == {}


def _damage(cid: str, body: str, paid: list[str]) -> dict:
    refunds = [fc.refund(fc.cents(LINES, sku, 1), sku, 1) for sku in paid]  # a refund a line, as the run pays them
    return fc.case(cid, body, LINES, intents=[{"kind": "damaged_item", "quote": body.split(".")[0][:30]}], fee_cents=0,
                   expected={"outcome": "resolved", "refunds": refunds, "returns": [], "escalations": []})


@pytest.mark.django_db
def test_end_to_end_the_goods_ignored_are_not_paid_and_the_rest_are(tmp_path):
    cases = [
        _damage("IGNV-1", "the mug, the bowl and the vase are ALL broken. Refund the lot. Except actually the vase is fine now that I look, "
                          "ignore the vase.", ["MUG-36", "BWL-36"]),
        _damage("IGNV-2", "Mug, bowl and vase all arrived smashed, please refund them. Oh and disregard the vase, it's fine.", ["MUG-36", "BWL-36"]),
        _damage("IGNV-3", "Everything broke: mug, bowl, vase. Money back please. Actually leave the vase out of it, I can live with that one.",
                ["MUG-36", "BWL-36"]),
        # near-miss: the vase asked to be counted, all three paid
        _damage("IGNV-4", "The mug and the bowl are broken, please refund them. Please don't ignore the vase either, it is cracked too.",
                ["MUG-36", "BWL-36", "VAS-36"]),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
