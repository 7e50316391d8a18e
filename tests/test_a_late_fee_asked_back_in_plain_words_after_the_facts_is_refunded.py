"""A delivery fee told as paid and asked back in plain words after the facts of the delay ("I paid $5.95 for delivery
that came on the 7th when the site said the 3rd, I want that back", "give me that back", "that should come back to
me", "I'd like it returned") is the late delivery's own claim: the record decides and the fee is refunded, with no
person asked the same thing again. In a held-back blind round the fee was paid and the sentence also went to a person
as a request of no kind. Turned down by the same pronoun ("but I don't want that back") the fee is declined; a
pronoun that can stand for goods told broken, or a fee told as never owed, is not the late fee asked.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.one_order_cases import one_order_case, walk

ASKED_BACK = [
    "Hello. I paid $4.99 for delivery that turned up on the 12th when the website said the 8th, I want that back.",
    "We paid 6.50 for shipping on a parcel that only got here on Thursday though the confirmation email said Monday, so give us that back please.",
    "paid 3.95 postage and the thing came on the 19th, the tracking had said the 14th - that should come back to me",
    "I was charged $7.95 for express delivery, which reached me on the 9th although the checkout said the 6th. I'd like it returned.",
    "I paid $5.99 for delivery. It got here on the 14th, your site said the 10th. Give me that back.",
    "The $4.99 delivery fee - the parcel came on the 20th when the site said the 17th - I expect that back.",
    "Frankly I paid £4 for postage on something that took till the 22nd when you quoted the 18th, and I'd like that money back.",
]


@pytest.mark.parametrize("text", ASKED_BACK)
def test_the_fee_asked_back_after_the_facts_is_the_late_claim_and_nothing_for_a_person(text):
    reading = read_ticket(text)
    assert reading.intents == ["late_delivery"], reading.as_payload()


@pytest.mark.parametrize("text", [
    # the pronoun stands for goods told broken
    "I paid $5.95 for delivery and it came on the 3rd as the site said. The vase is chipped though, I want that back.",
    "I paid $5.95 for delivery. The jug arrived cracked. I want that back.",
    # other goods asked back by name
    "I paid $5.95 for delivery on a parcel that came on the 3rd, bang on time. I'd like the duvet returned though, it's too warm.",
])
def test_a_pronoun_that_can_stand_for_goods_is_not_the_late_fee(text):
    reading = read_ticket(text)
    assert "late_delivery" not in reading.intents, reading.as_payload()


def test_a_fee_told_as_never_owed_is_a_charge_for_a_person_not_lateness():
    reading = read_ticket("I paid $5.95 for delivery, which the site said was free for orders over $50, I want that back.")
    assert reading.intents == ["other"], reading.as_payload()


@pytest.mark.parametrize("text", [
    "I paid $5.95 for delivery that came on the 7th when the site said the 3rd, but I don't want that back.",
    "I paid $5.95 for delivery that came on the 7th when the site said the 3rd - no need to give it back, just letting you know.",
    "We paid 7.95 for shipping and it came on the 9th when you said the 4th - you can keep it, the rug is gorgeous.",
    "The parcel was four days late, I paid $5.95 for delivery but I don't want that back.",
])
def test_the_fee_turned_down_by_the_same_pronoun_is_declined(text):
    reading = read_ticket(text)
    assert "late_delivery" not in reading.intents, reading.as_payload()
    assert any("delivery_refund" in s.forbids for s in reading.sentences), reading.as_payload()


def test_days_told_against_each_other_are_lateness_never_a_wrong_item():
    for text in ("The site said the 3rd but it came on the 7th.", "The parcel came on the 7th, the site said the 3rd."):
        assert read_ticket(text).intents == ["late_delivery"], text
    assert read_ticket("The site said the 3rd and it came on the 3rd.").intents == []


def _late(case: dict) -> dict:
    case["world"]["orders"][0]["shipments"][0]["delivered_at"] = "2026-11-19T14:00:00Z"  # promised by the 17th
    return case


@pytest.mark.django_db
@pytest.mark.parametrize("body, quote", [
    ("Hi,\n\nThe table lamp is lovely, no complaints there. But I paid $4.99 for delivery that came on the 19th when the site "
     "said the 17th, I want that back.\n\nThanks, Pat", "I paid $4.99 for delivery"),
    ("Order came in the end. I paid $4.99 for delivery. It got here on the 19th, your site said the 17th. Give me that back please.",
     "It got here on the 19th, your site said the 17th."),
])
def test_the_late_fee_asked_back_is_refunded_once_and_no_person_is_asked(body, quote):
    case = _late(one_order_case(body, lines=[("LMP-1", "Table lamp, brass", 1, 5600)], subject="Delivery fee",
                                intents=[("late_delivery", quote)],
                                expected={"outcome": "resolved", "refunds": [{"amount_cents": 499, "source": "platform"}], "escalations": []}))
    result, paid, items = walk(case)
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 499 and items == []


@pytest.mark.django_db
def test_the_fee_turned_down_is_never_paid():
    body = "The lamp is lovely. I paid $4.99 for delivery that came on the 19th when the site said the 17th, but I don't want that back."
    case = _late(one_order_case(body, lines=[("LMP-1", "Table lamp, brass", 1, 5600)], intents=[],
                                expected={"outcome": "resolved", "refunds": [], "escalations": []}))
    result, paid, items = walk(case)
    assert not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 0, result.differences
