"""Keeping the goods said alone, and part of their money asked in the next sentence, keeps the claim (issue #11, V2-14: "The
sofa has a small scuff on the back leg. I'm keeping it. I'd be happy with 20 quid off as a gesture ..." dropped the
scuff as a claim taken back and handed over only the wish). The claim stands and its refund is held for the person who
weighs the sum (runs/intents/kept_for_part_money_next.py, runs/intents/part_money_beside_claims.py). Near-misses: keeping
with nothing asked, or the money given up. Wording written for these tests."""

import pytest

from tests.fresh_cases import assert_settled_as_expected, case, line
from tests.readings import reading, shown

SOFA = [line("SOF-1", "Two-seat sofa", 54900)]
KEPT_FOR_PART = [
    "The sofa has a small scuff on the back leg. I'm keeping it. I'd be happy with 20 quid off as a gesture but I don't expect anything more than that.",
    "The sofa has a small scuff on the back leg. I'm keeping it. Could you give me $20 back?",
    "Hi there, the sofa came with a small stain on one cushion. Honestly I'm going to keep it, it suits the room. Would $15 off be possible?",
    "Sofa arrived with a scratch on the arm. I'll keep it. Some money back would be nice.",
    "the sofa have scratch on leg. i keep it. please give me 10 pounds back for scratch",
    "Small tear in the sofa's seam :( we're keeping it. a partial refund would be fair tho",
]
NOTHING_ASKED = [
    "The sofa has a small scuff on the back leg. I'm keeping it, no refund needed.",
    "The sofa has a small scuff on the back leg. I'll keep it. Thanks anyway.",
    "The sofa has a small scuff on the back leg. I'll keep it and want nothing.",
    "The sofa has a small scuff on the back leg. I'm keeping it. Just wanted you to know.",
]


@pytest.mark.parametrize("body", KEPT_FOR_PART)
def test_the_damage_claim_stands_and_its_refund_is_held(body):
    read = reading(body)
    assert "damaged_item" in read.intents and "other" in read.intents, shown(read)
    assert any("refund" in s.forbids for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", NOTHING_ASKED)
def test_keeping_with_nothing_asked_claims_nothing(body):
    read = reading(body)
    assert "damaged_item" not in read.intents, shown(read)


@pytest.mark.django_db
def test_nothing_is_paid_and_the_sofa_goes_to_a_person(tmp_path):
    held = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "sofa"}]}
    cases = [case(f"KP-{n}", body, SOFA, subject="sofa", intents=["damaged_item", "other"], ref=f"SU-7463{n}", expected=held)
             for n, body in enumerate(KEPT_FOR_PART[:5])]
    assert_settled_as_expected(tmp_path, cases)
