"""A return asked for goods no claim names ("Return for the scarf please.", "a returns label for the scarf", "send the scarf
back") beside a claim on other goods is a request of its own, for a person, quoted; a return asked by a pronoun in the
claim's own sentence ("Re the gloves - they arrived with a hole, can i send those back") stays the claim's. Held-back
round 35, item 5: runs/intents/claim_remedy_asks.py read only "refund the X", and runs/intents/claim_asides.py took
"they" in a claim that names its goods for the scarf's, so the scarf's return was folded into the gloves' claim and
dropped. Near-misses: a return of the claimed goods, a remedy beside a claim told only by a pronoun. Wording written
for these tests."""
import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

APART = [
    "Return for the scarf please. Re the gloves - they arrived with a hole in one thumb, can i send those back",
    "Could I have a returns label for the scarf? Also the gloves came with a hole in the thumb, can I send them back?",
    "pls can i return the scarf. the gloves tho - they came with a hole in the thumb",
    "The gloves arrived with a split seam. Also I'd like a collection for the scarf.",
    "My gloves came with a hole in one finger. Separately, can I send the scarf back?",
    "return of the scarf please!! and the gloves - they've got a hole in the thumb",
]
THE_CLAIMS_OWN = [
    "The gloves arrived with a hole. Return for the gloves please.",
    "The gloves arrived with a hole, can I send the gloves back?",
    "Refund the gloves. I've had them a day and they already have a hole in them.",
]


def _read(body):
    return read_ticket(f"My order\n{body}", order_ref="SU-73621")


@pytest.mark.parametrize("body", APART)
def test_the_scarfs_return_is_its_own_request(body):
    reading = _read(body)
    scarf = [s for s in reading.sentences if "scarf" in s.text]
    assert scarf and all(s.role == "request" and "damaged_item" not in s.kinds for s in scarf), [(s.text, s.role, s.kinds) for s in reading.sentences]
    assert "damaged_item" in reading.intents


@pytest.mark.parametrize("body", THE_CLAIMS_OWN)
def test_a_return_of_the_claimed_goods_stays_the_claims(body):
    reading = _read(body)
    assert [s for s in reading.sentences if s.role == "request" and s.kinds == ["other"]] == [], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.django_db
def test_the_gloves_are_paid_and_the_scarf_goes_to_a_person(tmp_path):
    lines = [fc.line("SCF-4", "Wool scarf", 3000), fc.line("GLV-4", "Leather gloves", 2500)]
    c = fc.case("RS-1", APART[0], lines, intents=["damaged_item", "other"], ref="SU-73622",
                expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(lines, "GLV-4", 1), "GLV-4", 1)]})
    results = fc.run(tmp_path, [c])
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    assert not [d for d in results["RS-1"]["differences"] if d.startswith(("unexpected refund", "refund of"))], results["RS-1"]
    assert any('"Return for the scarf please."' in d for d in results["RS-1"]["differences"]) or results["RS-1"]["passed"], results["RS-1"]
