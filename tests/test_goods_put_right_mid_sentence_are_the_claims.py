"""Goods named and put right in the same breath ("the bowl - sorry, actually the plate - arrived cracked") are the
corrected goods' claim; the goods corrected away are none of it (runs/goods_corrected.py, read by
runs.ticket_lines.lines_in_clauses). Blind round, issue #11: the run saw two goods and held $16.50. Near-misses: goods
added, not put right ("and actually the plate too"), are both claimed. Wording written here."""

import pytest

from runs.goods_corrected import corrected_away_spans
from runs.ticket_lines import lines_in_clauses
from tests import fresh_cases as fc

LINES = [fc.line("BOWL-1", "Stoneware bowl", 1400), fc.line("PLATE-1", "Stoneware plate", 1528)]
CORRECTED = [
    "Hi, the bowl - sorry, actually the plate - arrived cracked. Can I have a refund for it?",
    "The bowl, I mean the plate, came with a big chip out of the rim. Refund please.",
    "the bowl (sorry, the plate) is cracked right across. please refund",
    "Unfortunately the bowl - or rather the plate - was smashed when I opened the box. I'd like my money back for it.",
    "My bowl, no wait, my plate arrived in two pieces. Could I get a refund?",
    "The bowl, oops, I mean the plate, has a crack through it. Refund it please.",
]
ADDED = [
    "The bowl, and actually the plate too, arrived cracked.",
    "The bowl - actually the plate as well - is chipped.",
]


@pytest.mark.parametrize("body", CORRECTED)
def test_the_corrected_goods_are_the_claims(body):
    first = body.split(". ")[0]
    assert corrected_away_spans(first)
    assert lines_in_clauses({"lines": LINES}, first, []) == {"PLATE-1"}


@pytest.mark.parametrize("body", ADDED)
def test_goods_added_are_both_claimed(body):
    assert not corrected_away_spans(body)
    assert lines_in_clauses({"lines": LINES}, body, []) == {"BOWL-1", "PLATE-1"}


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_plate_is_refunded(tmp_path):
    fc.assert_settled_as_expected(tmp_path, fc.damage_claims("FIXED", "SU-7210", LINES, CORRECTED,
                                                             [fc.refund(fc.cents(LINES, "PLATE-1", 1), "PLATE-1", 1)]))
