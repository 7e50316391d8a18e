"""When the money of an earlier return or of goods no claim in the ticket names comes ("3) When will the refund for my
earlier return of the placemats actually reach my card?") is a request of its own, kind `other`, quoted for a person
(runs/intents/earlier_refund_asked.py). Attached to the claim before it as that claim's own remedy, the run closed
resolved with the placemats never answered (blind round 33, B33-27, a silent drop). The claim's own refund asked after
("When will the refund for the vase show up?"), a pronoun, or no goods stays attached. Wording written for these tests."""
import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

CLAIM = "The salad bowl is cracked straight through, please refund it."
OTHER_REMEDY = [
    "When will the refund for my earlier return of the placemats actually reach my card?",
    "Also when will the money for the napkins I sent back last month show up?",
    "And when will my previous refund come through?",
    "when will the refund for the cushions actually hit my account??",
    "Separately, when will the refund from my other order arrive?",
    "When will the refund you promised in October reach my card?",
]
OWN_REMEDY = [
    "When will the refund for the bowl reach my card?",
    "When will the refund for it reach my card?",
    "When will my refund come through?",
    "When will the refund for the salad bowl show up?",
]


@pytest.mark.parametrize("text", OTHER_REMEDY)
def test_a_question_about_another_remedys_money_is_other_and_quoted(text):
    read = reading(f"{CLAIM} {text}")
    asked = [s for s in read.sentences if s.text.strip().endswith(text.strip())]
    assert asked and asked[0].role == "request" and asked[0].kinds == ["other"], shown(read)
    assert "damaged_item" in read.intents, shown(read)


@pytest.mark.parametrize("text", OWN_REMEDY)
def test_the_claims_own_refund_asked_after_stays_attached(text):
    read = reading(f"{CLAIM} {text}")
    asked = [s for s in read.sentences if s.text.strip() == text.strip()]
    assert asked and asked[0].role == "attached", shown(read)


def test_a_numbered_list_keeps_each_claim_and_the_earlier_returns_question():
    read = reading("Hello, 1) the salad bowl is cracked straight through, please refund it. 2) I ordered the oak salad servers and got "
                   "bamboo ones instead, I'll send them back. 3) When will the refund for my earlier return of the placemats actually "
                   "reach my card? It's been two weeks.")
    assert {"damaged_item", "wrong_item", "other"} <= set(read.intents), shown(read)


# --- end to end: nothing dropped ---------------------------------------------------------------------

@pytest.mark.django_db
def test_the_earlier_returns_question_goes_to_a_person_beside_the_claims_refund(tmp_path):
    bowl = [fc.line("BWL-1", "Stoneware salad bowl", 2800)]
    c = fc.case("ER-1", f"{CLAIM} {OTHER_REMEDY[0]} It's been two weeks.", bowl, ref="SU-73301",
                intents=["damaged_item", {"kind": "other", "quote": OTHER_REMEDY[0]}],
                expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(bowl, "BWL-1", 1), "BWL-1", 1)],
                          "escalations": [{"item": "placemats"}]})
    got = fc.run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["ER-1"]["passed"], got["ER-1"]["differences"]
