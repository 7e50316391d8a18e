"""Goods struck by name in a paragraph after the one that claimed them are struck as surely as in one paragraph: "The mug
and the bowl arrived chipped.\n\nOn reflection, forget about the mug, it's only a tiny chip." paid the mug beside the bowl
(runs/intents/struck_across_paragraphs.py). Near-misses: goods named again to be paid, goods no claim named, a striking
paragraph whose own request comes before it. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _read(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


def _struck(reading) -> list:
    """The sentences holding goods from the claim's refund: read as asking nothing, forbidding the refund."""
    return [s for s in reading.sentences if s.role != "request" and "refund" in s.forbids]


# (claim paragraph, striking paragraph): the claim names two goods, the later paragraph takes one back by name
STRUCK = [
    ("The mug and the bowl arrived chipped.", "On reflection, forget about the mug, it's only a tiny chip."),
    ("hi, the mug and bowl both came chipped", "actually scratch the mug, you can barely see it"),
    ("Good morning,\n\nThe teapot has a crack and the sugar bowl arrived with a chipped rim.",
     "Having thought about it, leave out the teapot please - it still pours fine.\n\nRegards, Pat"),
    ("The vase and the candle holder were both broken when I opened the box.", "The candle holder I can live with."),
    ("The photo frame arrived scratched and the wall clock is cracked.", "Skip the photo frame though, it's hardly noticeable."),
    ("The jug and the glasses came smashed.", "Honestly, don't bother with the glasses, they were cheap ones anyway."),
    ("Both the lamp and the rug were damaged - the lamp is dented, the rug torn.", "Oh, never mind the rug, my dog has done worse to it."),
]


@pytest.mark.parametrize("claim,strike", STRUCK)
def test_a_paragraph_striking_goods_by_name_holds_them_from_the_claim_before_it(claim, strike):
    reading = _read(f"{claim}\n\n{strike}")
    assert "damaged_item" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert _struck(reading), [(s.text, s.role, s.kinds, s.why, s.forbids) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The mug and the bowl arrived chipped.\n\nI'd like a refund for the mug.",  # the goods named again to be paid
    "The mug and the bowl arrived chipped.\n\nForget the teapot, that one was fine.",  # goods no claim named
    "The mug and the bowl arrived chipped.\n\nThe teapot is chipped too. Please refund all three.",  # a new claim, nothing struck
    "The mug arrived chipped.\n\nI'd rather not scratch the table with it, so it's in the bin.",  # the verb told of other things
    "The mug and the bowl arrived chipped.\n\nI won't forget the mug in a hurry, it was a gift!",  # no striking words
])
def test_a_later_paragraph_naming_goods_without_striking_a_claim_holds_nothing(body):
    assert not _struck(_read(body)), [(s.text, s.role, s.kinds, s.why) for s in _read(body).sentences]


MUG_BOWL = [fc.line("MUG-31", "Stoneware mug", 1400), fc.line("BWL-31", "Stoneware bowl", 2200)]
FRAME_CLOCK = [fc.line("FRM-31", "Oak photo frame", 1900), fc.line("CLK-31", "Wall clock", 3500)]


def _damage(cid: str, body: str, lines: list[dict], paid: list[tuple[str, int]]) -> dict:
    refunds = [fc.refund(fc.cents(lines, sku, n), sku, n) for sku, n in paid]
    return fc.case(cid, body, lines, intents=[{"kind": "damaged_item", "quote": body.split(".")[0][:30]}], fee_cents=0,
                   expected={"outcome": "resolved", "refunds": refunds, "returns": [], "escalations": []})


@pytest.mark.django_db
def test_end_to_end_the_goods_struck_in_a_later_paragraph_are_not_paid_and_the_rest_are(tmp_path):
    cases = [
        _damage("XPARA-1", "The mug and the bowl arrived chipped.\n\nOn reflection, forget about the mug, it's only a tiny chip.",
                MUG_BOWL, [("BWL-31", 1)]),
        _damage("XPARA-2", "hi, the mug and bowl both came chipped\n\nactually scratch the mug, you can barely see it", MUG_BOWL, [("BWL-31", 1)]),
        _damage("XPARA-3", "The photo frame arrived scratched and the wall clock is cracked.\n\nSkip the photo frame though, it's hardly noticeable.",
                FRAME_CLOCK, [("CLK-31", 1)]),
        # near-miss: nothing struck, both paid
        _damage("XPARA-4", "The mug and the bowl arrived chipped.\n\nForget the teapot, that one was fine.", MUG_BOWL,
                [("MUG-31", 1), ("BWL-31", 1)]),
    ]
    got = fc.run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in cases]
