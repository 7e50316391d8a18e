"""Who pays the postage of sending goods back, asked beside a claim, is never a late delivery nor a return asked: "The
kettle arrived dented, do I have to pay the postage to send it back?" was read as a damage claim and a late delivery (its
postage words taken for the delivery fee asked back), so the delivery fee could be paid for a lateness nobody told; "...it
came late - is the return label free?" was read as a return asked (runs/intents/postage_is_no_lateness.py). The question
goes to a person, the claims told beside it stay. Near-misses keep their reading: lateness told outside the question, the
delivery fee asked back in words of its own, a return asked in words of its own. Wording written for these tests."""

import pytest

from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

ASKED_BESIDE_A_CLAIM = [
    ("The kettle arrived dented, do I have to pay the postage to send it back?", "damaged_item"),
    ("the mug came chipped - will i have to pay shipping to return it?", "damaged_item"),
    ("Wrong colour came (blue not grey), do i have to pay postage to send it back", "wrong_item"),
    ("Toaster arrived smashed, who pays the postage to send it back?", "damaged_item"),
    ("Hiya, jug turnd up cracked!! do i need to pay the postage to post it back to u?", "damaged_item"),
    ("Got the wrong lamp entirely, am I paying the shipping to send it back or are you?", "wrong_item"),
    ("I'll pay the postage to send it back myself, the kettle arrived dented.", "damaged_item"),
]


@pytest.mark.parametrize("body,claim", ASKED_BESIDE_A_CLAIM)
def test_a_return_postage_question_beside_a_claim_is_no_late_delivery(body, claim):
    read = reading(body)
    assert claim in read.intents and "late_delivery" not in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "The kettle arrived dented, do I have to pay the postage to send it back?",
    "Wrong colour came (blue not grey), do i have to pay postage to send it back",
])
def test_the_question_itself_goes_to_a_person(body):
    read = reading(body)
    assert "other" in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "The lamp was fine but it came late - is the return label free?",
    "the toaster came 4 days late, will the return shipping be free?",
    "Parcel showed up a week after the date you gave. Is the return postage free if I send it back?",
])
def test_a_return_label_question_beside_lateness_is_no_return_asked(body):
    read = reading(body)
    assert "change_of_mind" not in read.intents and "late_delivery" in read.intents and "other" in read.intents, shown(read)


@pytest.mark.parametrize("body,kinds", [
    ("It came a week late, do I have to pay the return postage?", {"late_delivery", "other"}),  # lateness told outside
    ("It arrived late and dented, do I have to pay the postage to send it back?", {"damaged_item", "late_delivery", "other"}),
    ("The kettle was a week late, please refund the delivery fee.", {"late_delivery"}),  # the fee asked in its own words
    ("I'd like to return the lamp, is the return label free?", {"change_of_mind"}),  # a return asked in its own words
    ("Do I have to pay the postage to send it back?", {"other"}),  # the question alone
])
def test_near_misses_keep_their_reading(body, kinds):
    read = reading(body)
    assert set(read.intents) == kinds, shown(read)


KETTLE = [fc.line("KTL-2", "Stovetop kettle, brushed steel", 3400)]
BODIES = ["The kettle arrived dented, do I have to pay the postage to send it back?",
          "Hiya, kettle turnd up with a big dent!! do I need to pay the postage to post it back to u?"]


EXPECTED = {"outcome": "partial", "refunds": [fc.refund(fc.cents(KETTLE, "KTL-2", 1), "KTL-2", 1)], "returns": [],
            "escalations": [{"item": "pay the postage"}]}


def _late(c: dict) -> dict:
    """The case's parcel delivered four days after the day it was promised: a lateness the record shows, nobody told."""
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(10)[:10]
    return c


@pytest.mark.django_db
def test_end_to_end_no_delivery_fee_is_paid_for_a_postage_question(tmp_path):
    cases = [fc.case(f"POSTQ-{i}", body, KETTLE, intents=["damaged_item", "other"], expected=EXPECTED)
             for i, body in enumerate(BODIES)]
    cases += [_late(fc.case(f"POSTQ-LATE-{i}", body, KETTLE, intents=["damaged_item", "other"], expected=EXPECTED))
              for i, body in enumerate(BODIES)]
    results = fc.run(tmp_path, cases)
    report = results[""]
    assert report["silent_drops"] == 0 and report["guard_violations"] == 0
    assert all(results[c["id"]]["passed"] for c in cases), {c["id"]: results[c["id"]]["differences"] for c in cases}
    assert not Refund.objects.filter(case_type="late_delivery").exists()
    fee_paid = [r.covers for r in Refund.objects.all() if any(c.get("charge") == "delivery" for c in r.covers)]
    assert not fee_paid, fee_paid
