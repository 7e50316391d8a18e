"""A refusal of the money pointed back at the goods before it ("No refund for either please.", "no refunds on both of
them", "No refund for any of them, thanks.") turns the money down for every claim it points at: read as nothing, it
was folded into the claims as their remedy and both were refunded against the customer's word. Now it forbids the
refund, as "please don't refund either of them" does: no money moves and a person sees the constraint. Wording
written for these tests. Near-misses: a refund asked for both ("Refund for both please") still pays."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, cents, line, refund, run

MUG = line("MUG-BL", "Blue stoneware mug", 1800)
TEAPOT = line("TPT-1", "Cast iron teapot", 4500)
LINES = [MUG, TEAPOT]
CLAIM = "The blue mug arrived chipped and the teapot is cracked."


@pytest.mark.parametrize("refusal", [
    "No refund for either please.",
    "no refunds on both of them",
    "No refund for any of them, thanks.",
    "NO REFUND FOR EITHER.",
    "Honestly no refund for both of them needed, I was just letting you know.",
    "no refund for either pls",
])
def test_a_refusal_pointed_at_the_goods_before_forbids_the_refund(refusal):
    reading = read_ticket(f"mugs\n{CLAIM} {refusal}", order_ref="SU-70001")
    said = next(s for s in reading.sentences if s.text.lower().startswith(refusal.lower()[:10]))
    assert "refund" in said.forbids, [(s.role, s.kinds, s.forbids, s.text) for s in reading.sentences]


@pytest.mark.parametrize("asked", ["Refund for both please.", "Could I get a refund for either, whichever is easier?"])
def test_a_refund_asked_for_both_forbids_nothing(asked):
    reading = read_ticket(f"mugs\n{CLAIM} {asked}", order_ref="SU-70001")
    assert not [s for s in reading.sentences if "refund" in s.forbids], [(s.role, s.kinds, s.forbids, s.text) for s in reading.sentences]


@pytest.mark.django_db
def test_no_money_moves_when_the_refund_is_turned_down_for_either(tmp_path):
    paid = [refund(cents(LINES, "MUG-BL", 1), "MUG-BL", 1), refund(cents(LINES, "TPT-1", 1), "TPT-1", 1)]
    refused = case("NRE-1", f"{CLAIM} No refund for either please.", LINES, intents=["damaged_item"],
                   expected={"outcome": "escalated", "refunds": [], "returns": []})
    asked = case("NRE-2", f"{CLAIM} Refund for both please.", LINES, intents=["damaged_item"],
                 expected={"outcome": "resolved", "refunds": paid, "returns": [], "escalations": []}, ref="SU-70002")
    got = run(tmp_path, [refused, asked])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    # (the refusal and the claims go to a person; no refund is made)
    assert not [d for d in got["NRE-1"]["differences"] if d.startswith(("unexpected refund", "refund of"))], got["NRE-1"]["differences"]
    assert got["NRE-2"]["passed"], got["NRE-2"]["differences"]
