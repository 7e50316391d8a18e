"""A return called off declines the return, never a different request named beside it.

Subject "Jacket return + late delivery", body "I asked last week to return the rain jacket from SU-93034 - please cancel
that return, I've decided to keep it after all. Separately, the parcel was promised for Friday and came on Monday; can I
get the delivery fee back?" (blind round ver23a, V23-34): the keeping was read as declining the subject's "late
delivery" just before it, and the guard refused the $5.99 fee as settled. A declining sentence that names a return
leaves a late delivery told before it standing (runs/intents/return_called_off.py); a keeping with no return named
("The parcel came late. I've decided to keep it anyway, no need for anything.") still waves the lateness off.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.return_called_off import return_called_off_beside
from tests.fresh_cases import run
from tests.ver23a_cases import ver23a

CALLED_OFF = [
    ("Jacket return + late delivery", "Hello, I asked last week to return the rain jacket from SU-93034 - please cancel that return, I've decided "
     "to keep it after all. Separately, the parcel was promised for Friday and came on Monday; can I get the delivery fee back? Thanks, Aisha"),
    ("rain jacket", "The delivery came three days late. Also, forget the return I booked for the rain jacket - I'll keep it. Can I have "
     "the delivery fee refunded?"),
    ("Return + late delivery", "hi pls cancel the return for the rain jacket, decided to keep it. the parcel was late by 3 days tho, "
     "delivery fee back pls"),
    ("Order SU-93034", "My parcel turned up three days after the promised date. I had asked to send the rain jacket back but I'll keep it "
     "now. Could I get the delivery cost refunded for the delay?"),
    ("Return and late fee", "Good morning. Kindly cancel the return I requested for the rain jacket; I have decided to keep it. The parcel "
     "arrived late, on Monday instead of Friday, and I would like the delivery fee refunded. Regards"),
]


@pytest.mark.parametrize("subject,body", CALLED_OFF)
def test_the_lateness_stands_beside_a_return_called_off(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-93034")
    assert "late_delivery" in reading.intents, reading.as_payload()
    assert not any("late_delivery" in s.settles for s in reading.sentences), reading.as_payload()


@pytest.mark.django_db
def test_the_fee_is_paid_and_the_return_called_off_goes_to_a_person(tmp_path):
    # (the second and fourth wordings call the return off in a statement the screener reads as the goods kept, no ask:
    # their lateness is read above; whether a person should still cancel the recorded return is left to a later change)
    cases = [ver23a("V23-34", f"V23-34-{i}", body, subject=subject) for i, (subject, body) in enumerate(CALLED_OFF) if i in (0, 2, 4)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in cases]


# Near misses: a keeping that names no return still waves off the lateness told before it; no money asked, none paid.
@pytest.mark.parametrize("text", [
    "Late\nThe parcel came late. I've decided to keep it anyway, no need for anything.",
    "Late\nThe parcel came two days late, but I'll keep it of course. No refund needed.",
])
def test_a_keeping_with_no_return_named_still_asks_nothing_for_the_delay(text):
    assert "late_delivery" not in read_ticket(text, order_ref="SU-1").intents


def test_only_a_return_named_beside_a_lateness_alone_leaves_it_standing():
    assert return_called_off_beside("please cancel that return, I'll keep it", ["late_delivery"])
    assert not return_called_off_beside("I'll keep it, no need for anything", ["late_delivery"])
    assert not return_called_off_beside("please cancel that return, I'll keep it", ["change_of_mind"])
    assert not return_called_off_beside("please cancel that return, I'll keep it", ["damaged_item", "late_delivery"])
