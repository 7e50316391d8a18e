"""A part of the goods that will not stay where it should ("the lever won't stay down out of the box", "the lid won't
stay open", "the door will not stay shut from day one") is a defective-goods claim, and a plain "Refund please." beside it
is its remedy: the line is refunded as a damaged item. Near-misses: a person who will not stay on hold, and a lamp that
will not stay on but only after months of use, are no claim paid."""

import pytest

from runs.intents.read import read_ticket
from tests.fresh_cases import case, cents, line, refund, run

WONT_STAY = [
    "Hi, back in September the kettle from you leaked and you refunded it straight away, which I appreciated. Now it's the "
    "toaster from my latest order - the lever won't stay down out of the box, it pops straight back up. Refund please.",
    "The toaster lever wont stay down, straight out of the box. I'd like my money back.",
    "brand new toaster, the slot lever does not stay down, just springs up again!! refund pls",
    "Good morning. The toaster's lever will not stay down from the very first use. Please could you refund it?",
    "toaster lever won't stay put when pressed. unusable since it came. refund",
]


@pytest.mark.parametrize("body", WONT_STAY)
def test_a_part_that_will_not_stay_put_is_read_as_a_defect(body):
    assert read_ticket(f"toaster\n{body}").intents == ["damaged_item"]


def test_other_parts_that_will_not_stay_put_are_defects_too():
    for body in ["The lid on the pedal bin won't stay open, it slams shut every time. Can I get a refund?",
                 "the clasp on the jewellery box doesn't stay closed - arrived like that. refund pls",
                 "The cabinet door will not stay shut from day one. Please refund."]:
        assert read_ticket(f"x\n{body}").intents == ["damaged_item"], body


def test_a_person_who_will_not_stay_on_hold_claims_no_damage():
    reading = read_ticket("fee\nI won't stay on hold again for an hour. Please refund the late delivery fee, it came 3 days after the promised date.")
    assert "damaged_item" not in reading.intents and "late_delivery" in reading.intents


def test_a_part_that_stopped_staying_put_after_months_of_use_goes_to_a_person():
    reading = read_ticket("lamp\nThe lamp won't stay on any more, after eight months of daily use. Can I have a refund?")
    assert reading.intents == ["other"]


@pytest.mark.django_db
def test_the_toaster_is_refunded(tmp_path):
    toaster = [line("TST-2S", "Two-slice toaster", 3999)]
    owed = {"outcome": "resolved", "refunds": [refund(cents(toaster, "TST-2S", 1), "TST-2S", 1)]}
    cases = [case(f"STAY-{i}", body, toaster, intents=["damaged_item"], expected=owed, subject="toaster") for i, body in enumerate(WONT_STAY)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [got[c["id"]] for c in cases if not got[c["id"]]["passed"]] == []
