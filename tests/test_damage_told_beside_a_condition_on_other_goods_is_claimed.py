"""Damage told outright of some goods beside a condition on others: "The bowl arrived broken - if the plate turns out to be
chipped I'll let you know" unclaimed the bowl as damage not yet confirmed (runs/intents/damage_unconfirmed.py). The
condition is the plate's alone and asks nothing; the bowl's damage is told and paid (runs/intents/told_beside_condition.py).
Near-misses left unclaimed: the damage only in the condition, the condition on the goods told (by name or "it"), damage
told by another and not seen. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

LINES = [fc.line("BWL-37", "Ceramic bowl", 2400), fc.line("PLT-37", "Ceramic dinner plate", 1800)]

TOLD = [
    "The bowl arrived broken - if the plate turns out to be chipped I'll let you know",
    "The bowl arrived broken. If the plate turns out to be chipped I'll let you know.",
    "bowl came smashed, if the plate is cracked too ill let u know once i unwrap it",
    "Hello, the bowl is cracked right through. In case the plate is damaged as well I will update you tomorrow.",
    "The bowl arrived in pieces; should the plate turn out to be chipped, I'll be in touch.",
    "the bowl got broken in the post!! if it turns out the plate is scratched I'll email again",
]
UNCONFIRMED = [
    "If the bowl turns out to be cracked when I unwrap it properly tonight, I'll want a refund. Will update you.",
    "The bowl looks broken - if the bowl turns out to be cracked I'll let you know",
    "the bowl looks broken. If it turns out to be cracked I'll let you know.",
    "my daughter says the bowl is broken. if the plate turns out to be chipped I'll let you know",
]


def _claims(body: str):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-70001")
    return [s for s in reading.sentences if s.role == "request" and "damaged_item" in s.kinds], \
        [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", TOLD)
def test_the_damage_told_beside_the_condition_is_claimed(body):
    claims, said = _claims(body)
    assert claims, said


@pytest.mark.parametrize("body", UNCONFIRMED)
def test_damage_only_supposed_is_still_not_claimed(body):
    claims, said = _claims(body)
    assert not claims, said


@pytest.mark.django_db
def test_end_to_end_the_bowl_is_paid_and_the_plate_is_not(tmp_path):
    bowl = fc.refund(fc.cents(LINES, "BWL-37", 1), "BWL-37", 1)
    cases = [fc.case(f"COND-{i}", body, LINES, fee_cents=0, ref=f"SU-7400{i}", intents=[{"kind": "damaged_item", "quote": body[:15]}],
                     expected={"outcome": "resolved", "refunds": [bowl], "returns": []}) for i, body in enumerate(TOLD[:5])]
    cases.append(fc.case("COND-N", UNCONFIRMED[3], LINES, fee_cents=0, ref="SU-74009", intents=[],
                         expected={"outcome": "escalated", "refunds": [], "returns": []}))
    fc.assert_money_as_expected(tmp_path, cases)
