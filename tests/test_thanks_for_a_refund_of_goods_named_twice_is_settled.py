"""A refund told with its goods named after the settling verb and again in the clause after ("You refunded the plate - the
plate was cracked, so thank you.") is settled context: the goods told again after the settling were read as other goods
arriving damaged, a new claim, and the plate refunded a second time (runs/intents/claim_after_settling.py). Other goods
told damaged after a settling are still a new claim. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

SETTLED = [
    "You refunded the plate - the plate was cracked, so thank you.",
    "you guys refunded the teapot, the teapot was chipped. thanks!",
    "Thank you, you refunded the mirror, the mirror had arrived smashed.",
    "You refunded the lamp last week - the lamp arrived broken, much appreciated.",
    "Your team refunded the glass jug, the jug was cracked on arrival. Cheers.",
    "Just to say you reimbursed the bowl, the bowl was cracked - thanks for sorting it.",
]


@pytest.mark.parametrize("body", SETTLED)
def test_the_refund_told_with_its_goods_named_again_is_settled(body):
    read = reading(body)
    assert read.intents == [], shown(read)


@pytest.mark.parametrize("body", [
    "On the 3rd you refunded the plate, on the 5th the bowl arrived smashed.",
    "You refunded the plate - the bowl was cracked though.",
])
def test_other_goods_told_damaged_after_it_are_a_new_claim(body):
    read = reading(body)
    assert "damaged_item" in read.intents, shown(read)


PLATE = [fc.line("PL-1", "Dinner plate", 1800)]


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_again(tmp_path):
    cases = [fc.case(f"THANKS-{i}", body, PLATE, intents=[], refunds=[{"amount_cents": 1944, "case_type": "damaged_item", "reason": "cracked plate", "lines": ["PL-1"]}],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]})
             for i, body in enumerate(SETTLED[:3])]
    fc.assert_all_pass(tmp_path, cases)  # (no refund made by the run: the earlier one is the world's record)
