"""A charge taken twice with one copy asked back in everyday words ("could you pop one back?", "stick one back",
"knock one off", "pay one back") asks that double charge's own refund: once it is paid nothing is left for a person.
In a held-back blind round the copy was paid and the same sentence was also handed to a person as a second ask of no
kind. A second ask that is really something else ("and could you send me the care guide?") still goes to a person.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.one_order_cases import one_order_case, walk

ASKED_BACK = [
    "Oh, one small thing - the $4.99 delivery got charged twice on it, could you pop one back? No rush at all.",
    "The delivery fee went on my card two times, can you stick one back please?",
    "you charged the 4.99 postage twice so could u knock one off",
    "Looks like the delivery was taken twice, would you be able to pay one back when you get a sec?",
    "I've been billed twice for the delivery on this order - could you give the second one back?",
    "Delivery charged twice!! pls pop the extra one back",
]


@pytest.mark.parametrize("text", ASKED_BACK)
def test_a_copy_asked_back_is_the_double_charge_and_nothing_else(text):
    reading = read_ticket(f"Hi there, the pillows arrived fine. {text}")
    assert reading.intents == ["duplicate_charge"], reading.as_payload()


SECOND_ASKS = [
    "The delivery got charged twice on it, and could you also send me the care instructions?",
    "Delivery was taken twice - please refund one and can you tell me when the cushions are back in stock?",
    "The delivery fee went through two times; could you pop a note in the box next time saying what's inside?",
    "Charged twice for the delivery, can you knock one off and update my phone number on the account?",
    "billed twice for postage, give one back pls and also cancel my newsletter",
]


@pytest.mark.parametrize("text", SECOND_ASKS)
def test_a_real_second_ask_beside_the_double_charge_still_goes_to_a_person(text):
    reading = read_ticket(f"Hi there, the pillows arrived fine. {text}")
    assert "duplicate_charge" in reading.intents and "other" in reading.intents, reading.as_payload()


@pytest.mark.django_db
def test_the_copy_is_paid_once_and_no_person_is_asked():
    body = ("Hi lovely people,\n\nThanks for the help last month, the new duvet is dreamy. The pillows came and everything is fine. "
            "Oh, one small thing - the $4.99 delivery got charged twice on it, could you stick one back? No rush at all.\n\nWarmly,\nPat")
    case = one_order_case(body, lines=[("PIL-1", "Feather pillow", 2, 2600)], subject="Thanks so much!",
                          extra_charges=[{"kind": "delivery", "description": "Delivery", "amount_cents": 499, "charged_at": "2026-11-10T09:03:00Z"}],
                          intents=[("duplicate_charge", "could you stick one back?")],
                          expected={"outcome": "resolved", "refunds": [{"amount_cents": 499, "source": "platform"}], "escalations": []})
    result, paid, items = walk(case)
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 499 and items == []
