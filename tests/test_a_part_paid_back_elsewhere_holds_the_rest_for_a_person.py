"""Part of a claim paid back by a third party and the rest asked of the shop ("Monzo refunded only £10 of it, can you
refund the rest", "my bank gave back part of the double charge, refund the rest please") leaves an amount a person must
work out: the claim is held, the run says why (runs/intents/rest_after_money_elsewhere.py PART_ELSEWHERE_WHY), and
nothing is paid, so nothing is paid twice. A part told without a sum, in any tense, and the rest asked in the next
sentence are read too (mend47left). Near-misses: the rest of the order asked with nothing had elsewhere. Wording written
for these tests."""

import pytest

from runs.intents.rest_after_money_elsewhere import PART_ELSEWHERE_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

LAMP = [fc.line("LMP-4", "Desk lamp", 4800)]
DAMAGED = "The desk lamp arrived broken."
TWICE = "I was charged twice for this order."
PART_HAD = [
    (DAMAGED, "Monzo refunded only £10 of it, can you refund the rest"),
    (TWICE, "my bank gave back part of the double charge, refund the rest please"),
    (TWICE, "charged 2x!! revolut only give me back half, pls refund remaining"),
    (DAMAGED, "the insurance covered some of it, could you pay the remainder?"),
    (TWICE, "My bank already reversed some of it. Can you refund the rest?"),
    (DAMAGED, "PayPal paid back a bit of it, could u sort the difference"),
    (TWICE, "Barclays has given back half of the extra charge so I only need the balance from you."),
]


@pytest.mark.parametrize("claim,body", PART_HAD)
def test_the_rest_asked_goes_to_a_person_who_is_told_why(claim, body):
    read = reading(f"{claim} {body}", "refund")
    assert "other" in read.intents, shown(read)
    assert any(s.why == PART_ELSEWHERE_WHY and "refund" in s.forbids for s in read.sentences), shown(read)


def test_the_rest_of_the_order_with_nothing_had_elsewhere_is_not_read_so():
    read = reading(f"{DAMAGED} Please refund the rest of the order too.", "refund")
    assert not any(s.why == PART_ELSEWHERE_WHY for s in read.sentences), shown(read)


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_and_a_person_works_out_the_rest(tmp_path):
    held = {"outcome": "escalated", "refunds": []}
    cases = []
    for n, (claim, body) in enumerate(PART_HAD):
        c = fc.case(f"PH-{n}", f"{claim} {body}", LAMP, intents=["other"], expected=held, ref=f"SU-7511{n}")
        cases.append(fc.charged(c, twice=claim == TWICE))
    fc.assert_settled_as_expected(tmp_path, cases)
