"""Held-back round lines41: a count corrected as "N, not M" pays N; a part named alone on a line of whole goods goes to
a person; one unit owned up to as the customer's own leaves the other's claim, paid at the count asked; a part told
loose or wobbly by the word before it is damage; and one unit asked of a claim on several is no several-unit claim for
the approval ceiling. Wording written for these tests (runs/intents/count_corrections.py, runs/named_parts.py,
runs/intents/one_unit_owned_up.py, runs/intents/loose_parts.py, runs/guards.units_claimed)."""

import pytest

from runs.intents import read_ticket
from runs.intents.count_corrections import correction_in
from runs.intents.one_unit_owned_up import one_unit_owned_up
from tests import fresh_cases as fc
from tests.guard_fixtures import part_read


@pytest.mark.parametrize("text,n", [
    ("So it's two cracked, not three.", 2),
    ("it's 2 broken rather than 3", 2),
    ("Sorry - that's one chipped not two.", 1),
    ("It's two, not three.", 2),
    ("ok so its one mug instead of two", 1),
    ("They're four smashed, not five, I counted wrong.", 4),
])
def test_a_count_set_against_the_one_before_corrects_it(text, n):
    assert correction_in(text, 6).n == n


@pytest.mark.parametrize("text", [
    "it's two weeks, not three", "that's three days not two", "they're blue, not green", "it's two sizes, not one",
    "it's not two, it's the lid", "The mugs are fine.",
])
def test_a_span_or_a_colour_set_against_is_no_count(text):
    assert correction_in(text, 6) is None


def _kinds(text: str) -> list[list[str]]:
    return [s.kinds for s in read_ticket(text).sentences if s.role == "request"]


@pytest.mark.parametrize("text", [
    "pan\nThe saute pan has a loose handle, refund please.",
    "x\nMy stool has got loose legs, refund please",
    "x\nloose knob on the drawer, refund please",
    "x\nthe table has two rickety legs, money back pls",
    "x\nWobbly leg on the stool. Refund?",
    "x\nThe cabinet arrived with a detached hinge - can I get my money back",
])
def test_a_part_told_loose_by_the_word_before_it_is_damage(text):
    assert any("damaged_item" in k for k in _kinds(text))


@pytest.mark.parametrize("text", [
    "x\nThe shirt is a loose fit, refund please.",
    "x\nI ordered loose leaf tea, refund please",
    "x\nLoose change fell out of my pocket into the box",
])
def test_a_loose_fit_or_loose_leaf_is_no_damage(text):
    assert not any("damaged_item" in k for k in _kinds(text))


@pytest.mark.parametrize("description,text", [
    ("Glass storage jar", "The lids in my order were all cracked, please refund them."),
    ("Ceramic teapot", "the lid came chipped, refund pls"),
    ("Oak bookcase", "A shelf arrived split down the middle. Refund please."),
    ("Kitchen scale", "the battery cover is cracked, can I have my money back?"),
    ("Table lamp", "The shade arrived dented, I want a refund."),
    ("Saucepan", "Hello, the handles were both bent when it came. Refund?"),
])
def test_a_part_named_alone_of_goods_never_named_is_a_part(description, text):
    assert part_read(description, text) != ""


@pytest.mark.parametrize("description,text", [
    ("Glass storage jar", "The jars arrived with their lids cracked, refund please."),
    ("Ceramic teapot", "the teapot lid came chipped, refund pls"),
    ("Table lamp with shade", "The shade arrived dented, I want a refund."),
    ("Saucepan", "The saucepan arrived dented. Refund please."),
    ("Ceramic teapot", "its lid came chipped, refund pls"),
])
def test_the_goods_named_or_a_piece_sold_with_them_stay_the_line(description, text):
    assert part_read(description, text) == ""


@pytest.mark.parametrize("cause,texts", [
    ("Honestly just refund me for one of them, the second was my fault - I dropped it unpacking.", []),
    ("The other one was my own fault.", ["Two mugs came cracked. Please just refund one of them."]),
    ("one of them I dropped myself", ["only refund one please"]),
    ("I knocked over the third one, that's on me.", ["Three glasses broke in the box, just refund two of them."]),
    ("The last glass was totally my fault.", ["Refund me for just one please."]),
    ("the second one, i dropped it, sorry", ["just refund the one pls"]),
])
def test_one_unit_owned_up_beside_a_count_asked_leaves_the_rest(cause, texts):
    assert one_unit_owned_up(cause, [cause, *texts])


@pytest.mark.parametrize("cause,texts", [
    ("It was my fault, I dropped it.", ["just refund one please"]),
    ("The second was my fault.", ["Please refund them."]),
    ("My son dropped the box and both smashed.", ["just refund one"]),
])
def test_the_whole_owned_up_or_no_count_asked_stays_at_home(cause, texts):
    assert not one_unit_owned_up(cause, [cause, *texts])


FLUTES = [fc.line("FLT-1", "Champagne flute", 1300, 6)]
BOWLS = [fc.line("BWL-1", "Cereal bowl", 900, 6)]
CHAIRS = [fc.line("DCH-1", "Dining chair, oak", 7500, 4)]
JARS = [fc.line("JAR-1", "Glass storage jar", 1100, 4)]
PAN = [fc.line("PAN-1", "Saute pan", 4200)]


def _damage(cid: str, body: str, lines: list[dict], expected: dict) -> dict:
    return fc.case(cid, body, lines, intents=[{"kind": "damaged_item", "quote": body.split(".")[0][:30]}], expected=expected, fee_cents=0)


def _paid(lines, sku, n):
    return {"outcome": "resolved", "refunds": [fc.refund(fc.cents(lines, sku, n), sku, n)], "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_corrected_counts_parts_one_unit_owned_and_loose_parts(tmp_path):
    cases = [
        _damage("L41-1", "My six cereal bowls arrived and three are cracked. Please refund the broken ones.\n\nEDIT: I have unwrapped the rest and one I thought was cracked is only a mark "
                "that wiped off. So it's two cracked, not three.", BOWLS, _paid(BOWLS, "BWL-1", 2)),
        _damage("L41-2", "A couple of the flutes were broken in the box. Just refund me for one of them, the other was my fault - "
                "I dropped it unpacking.", FLUTES, _paid(FLUTES, "FLT-1", 1)),
        _damage("L41-3", "All 4 dining chairs have wobbly legs. I'll glue three myself, so just refund me for one chair.", CHAIRS,
                _paid(CHAIRS, "DCH-1", 1)),
        _damage("L41-4", "The lids were all cracked, please refund them.", JARS,
                {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "lids"}]}),
        _damage("L41-5", "The saute pan has a loose handle, refund please.", PAN, _paid(PAN, "PAN-1", 1)),
    ]
    got = fc.run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in cases]
