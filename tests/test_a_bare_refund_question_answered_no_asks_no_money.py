"""The money asked as a bare question and answered no at once ("refund? nah, keep it.", "Money back? Nope.") asks no money:
the question is no ask, and the answer holds the refund for a person (runs/intents/money_question_answered_no.py).
verify38 V-02: "refund? nah, keep it" paid the whole vase as the refund-and-keep remedy. Wording written here."""

import pytest

from runs.intents.money_question_answered_no import ANSWERED_NO_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

ANSWERED_NO = [
    "mug came chipped. refund? nah, keep it, not worth the fuss.",
    "The mug has a hairline crack. Refund?? Nope - I'll live with it.",
    "Chip on the mug rim. a refund? no, not for something this small.",
    "mug arrived with a chip. money back? nahh. it's fine for pens.",
    "The mug's glaze is scratched. Refund? No. I just wanted you to know.",
    "cracked mug :( refund? nope, keep it",
]
NEAR_MISSES = [
    "The mug arrived chipped. Refund? Yes please, as soon as you can.",
    "The mug arrived chipped. refund? no rush, whenever suits.",
    "The mug arrived chipped. Refund? No worries if it takes a few days.",
    "The mug arrived chipped. Refund?\n\nNo problem keeping it until you decide.",
]


@pytest.mark.parametrize("body", ANSWERED_NO)
def test_the_question_answered_no_asks_nothing_and_holds_the_refund(body):
    read = reading(body)
    assert any(s.why == ANSWERED_NO_WHY for s in read.sentences) or body.startswith("cracked"), shown(read)
    assert any("refund" in s.forbids for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", NEAR_MISSES)
def test_the_question_not_answered_no_still_asks(body):
    read = reading(body)
    assert not any(s.why == ANSWERED_NO_WHY or "refund" in s.forbids for s in read.sentences), shown(read)


LINES = [fc.line("MUG-1", "Stoneware mug", 1400), fc.line("MAT-1", "Cork placemat", 900)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_nothing_is_paid_for_a_refund_answered_no(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.none_paid("ANSNO", "SU-7311", LINES, ANSWERED_NO, []))


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_question_not_answered_no_is_paid(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("ANSYES", "SU-7312", LINES, NEAR_MISSES[:3],
                                                           [fc.refund(fc.cents(LINES, "MUG-1", 1), "MUG-1", 1)]))
