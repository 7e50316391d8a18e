"""A new problem told in the clause after a settled one ("On the 3rd you refunded the plate, on the 5th the bowl arrived
smashed. Refund the bowl too.") is a claim of its own (runs/intents/claim_after_settling.py): the settling held the whole
sentence as the past, and the bowl's $18 went whole to a person as "no problem it could be for". End to end the bowl is
refunded and the plate, refunded before, is not paid again. Wording written for these tests. Near-misses: the settled
goods' own damage told after the settling, other goods told fine, nothing named."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

PLATE = line("PLT-1", "Stoneware dinner plate", 2400)
BOWL = line("BWL-1", "Stoneware bowl", 1800)


def _kinds(body: str) -> list[str]:
    return read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.parametrize("body", [
    "On the 3rd you refunded the plate, on the 5th the bowl arrived smashed. Refund the bowl too.",
    "you refunded the plate last week thanks, but then the bowl came cracked",
    "Your team sorted the mug with a refund; yesterday the teapot arrived chipped, can you help?",
    "Hello. The plate was refunded, which I appreciate - now the salad bowl has arrived broken. Refund please.",
    "The lamp was replaced already, and today the shade arrived dented.",
    "you guys refunded the jug no problem, then the sugar bowl came in pieces smh",
])
def test_damage_told_after_a_settling_is_a_new_claim(body):
    assert "damaged_item" in _kinds(body), [(s.role, s.kinds, s.why, s.text) for s in read_ticket(f"my order\n{body}").sentences]


@pytest.mark.parametrize("body", [
    "You refunded the plate, which arrived smashed. Thanks.",
    "you refunded the plate, the bowl arrived fine.",
    "The blender arrived cracked last spring and you refunded it.",
    "You refunded it, and it was all sorted.",
    "You refunded the plate, the one that arrived smashed. Thanks.",
    "The vase arrived broken and you replaced it, the new one is lovely.",
])
def test_a_settled_claim_with_nothing_new_after_it_stays_settled(body):
    assert "damaged_item" not in _kinds(body)


@pytest.mark.django_db
def test_the_bowl_is_refunded_and_the_plate_not_again(tmp_path):
    lines = [PLATE, BOWL]
    earlier = [{"amount_cents": cents(lines, "PLT-1", 1), "case_type": "damaged_item", "reason": "plate chipped", "lines": ["PLT-1"]}]
    bowl = case("CAS-1", "On the 3rd you refunded the plate, on the 5th the bowl arrived smashed. Refund the bowl too.", lines,
                intents=["damaged_item"], refunds=earlier,
                expected={"outcome": "resolved", "refunds": [refund(cents(lines, "BWL-1", 1), "BWL-1", 1)], "returns": []})
    assert_money_as_expected(tmp_path, [bowl])
