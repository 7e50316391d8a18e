"""Part of the money offered as the alternative of the claim's refund asked just before ("Refund please for the set? Or
half? Whatever's fair.") is told with that claim and holds its refund: one person decides the amount, never a second
hand-off and never the whole refund paid beside it (runs/intents/part_money_alternatives.py, inject42 R8-08). Wording
written for these tests. Near-misses read as before: goods as the alternative, a return asked, "or" opening a statement."""

import pytest

from runs.intents.part_money_alternatives import PART_ALTERNATIVE_WHY
from tests.fresh_cases import case, line, run
from tests.readings import reading, shown

ALTERNATIVES = [
    "The teapot arrived with a cracked lid. Refund please for the teapot? Or half? Whatever's fair.",
    "teapot lid is cracked. can i have my money back? or 50%?",
    "My teapot came with the spout chipped. Refund the teapot pls. Or a partial refund maybe?",
    "The teapot arrived cracked. I'd like a refund. Or at least half of it back.",
    "Got the teapot today, lid smashed in the box. Could you refund it? Or some of it?",
    "Teapot arrived damaged (crack down the side). Please reimburse me. Or perhaps 30 percent?",
]


@pytest.mark.parametrize("body", ALTERNATIVES)
def test_the_part_is_the_claims_alternative_and_holds_its_refund(body):
    read = reading(body, "teapot")
    alt = [s for s in read.sentences if s.why == PART_ALTERNATIVE_WHY]
    assert len(alt) == 1 and alt[0].role == "attached" and "refund" in alt[0].forbids, shown(read)
    assert "other" not in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "The teapot arrived with a cracked lid. Refund please? Or a replacement?",
    "The teapot arrived with a cracked lid. Refund please. Or should I send it back first?",
    "The teapot arrived with a cracked lid. Or half of it did, the rest is fine.",
    "Or half? The teapot is fine, I'm only asking about prices.",
])
def test_no_part_offered_after_a_money_ask_reads_as_before(body):
    read = reading(body, "teapot")
    assert not [s for s in read.sentences if s.why == PART_ALTERNATIVE_WHY], shown(read)


@pytest.mark.django_db
def test_one_person_decides_the_amount_and_nothing_is_paid(tmp_path):
    cases = [case(f"PMA-{i}", body.replace("teapot", f"teapot (SU-7730{i})", 1), [line("TPT-1", "Stoneware teapot", 4000)],
                  intents=["damaged_item"], subject="teapot", ref=f"SU-7730{i}",
                  expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "teapot"}]})
             for i, body in enumerate(ALTERNATIVES[:3])]
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0, got[""]
    for c in cases:
        assert got[c["id"]]["passed"], got[c["id"]]["differences"]
