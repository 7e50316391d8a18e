"""Goods told damaged together, each with its own remedy asked in the claim's own sentence: "Both the bowl and the plate
came cracked - please replace the plate and refund me for the bowl" held the bowl's refund for a person. The claim's
sentence is cut where the replacement ask opens (runs/intents/remedy_per_goods.py): the bowl is paid (the seller's damage
remedy allowing) and the plate's replacement asked of a person, each its own request. Near-misses left whole: one goods
told and replaced, a replacement of goods the claim does not name, money asked alone. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.remedies import GOODS_INSTEAD
from runs.intents.remedy_per_goods import replacement_cut
from tests import fresh_cases as fc

EACH_ITS_OWN = [
    "Both the bowl and the plate came cracked - please replace the plate and refund me for the bowl",
    "The bowl and the plate arrived chipped, can you send a new plate and refund the bowl?",
    "The bowl and the plate came broken, I'd like a replacement plate and my money back for the bowl.",
    "hiya the bowl and the plate r both cracked so pls replace the plate, and refund the bowl pls",
    "The plate and the bowl were smashed when I opened the box; could you replace the plate and just refund the bowl.",
    "THE BOWL AND THE PLATE ARRIVED DAMAGED - PLEASE SEND A NEW PLATE, AND A REFUND FOR THE BOWL PLEASE",
    "My bowl and my plate have both come chipped: please resend the plate, the bowl I'd like refunded.",
]
WHOLE = [
    "The bowl came cracked - please replace it",  # one goods, one remedy
    "The plate arrived chipped, can you send a new plate",  # the only goods told are the goods replaced
    "The bowl and the plate came cracked - please replace the mug",  # goods the claim does not name
    "The bowl and the plate came cracked - please refund the plate",  # money asked, no replacement
    "The bowl and the plate came cracked and I'd like a refund for both",
]


def _read(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


@pytest.mark.parametrize("body", EACH_ITS_OWN)
def test_the_claim_and_the_replacement_asked_are_each_their_own_request(body):
    reading = _read(body)
    said = [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    claims = [s for s in reading.sentences if s.role == "request" and "damaged_item" in s.kinds]
    assert claims and all(not s.why.startswith(GOODS_INSTEAD) for s in claims), said
    asked = [s for s in reading.sentences if s.kinds == ["other"] and s.why.startswith(GOODS_INSTEAD)]
    assert asked and all("plate" in s.text.lower() and "bowl" not in s.text.lower() for s in asked), said


@pytest.mark.parametrize("body", WHOLE)
def test_a_claim_without_a_replacement_of_some_of_its_goods_is_left_whole(body):
    assert replacement_cut(body) is None


LINES = [fc.line("BWL-36", "Ceramic bowl", 2400), fc.line("PLT-36", "Ceramic dinner plate", 1800)]


@pytest.mark.django_db
def test_end_to_end_the_bowl_is_paid_and_the_plate_replacement_goes_to_a_person(tmp_path):
    bowl = fc.refund(fc.cents(LINES, "BWL-36", 1), "BWL-36", 1)
    cases = [fc.case(f"EACH-{i}", body, LINES, fee_cents=0, intents=[{"kind": "damaged_item", "quote": body[:20]}],
                     expected={"outcome": "partial", "refunds": [bowl], "returns": [], "escalations": [{"item": "plate"}]})
             for i, body in enumerate(EACH_ITS_OWN) if i != 3]
    got = fc.run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in cases]


@pytest.mark.django_db
def test_end_to_end_a_texted_claim_pays_the_bowl_too(tmp_path):
    bowl = fc.refund(fc.cents(LINES, "BWL-36", 1), "BWL-36", 1)
    body = EACH_ITS_OWN[3]
    cases = [fc.case("EACH-T", body, LINES, fee_cents=0, intents=[{"kind": "damaged_item", "quote": body[:20]}],
                     expected={"outcome": "partial", "refunds": [bowl], "returns": [], "escalations": [{"item": "plate"}]})]
    assert fc.run(tmp_path, cases)["EACH-T"]["passed"]
