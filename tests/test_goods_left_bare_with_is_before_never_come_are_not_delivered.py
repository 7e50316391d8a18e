"""A customer writing in a second language may keep "is" before a bare verb and leave out "the": "But kettle is never
come." On an order sent in two parcels, one delivered and one the carrier records lost, that sentence is a non-delivery
claim on the goods it names, and the word opening the clause ("but", "and", "also") says no kind of goods. A change of
the customer's own details ("new telephone number, please change it in my account") asks no goods instead of money.
Wording written for these tests (blind round ver26a, VER26A-04, in other voices)."""

import pytest

from runs.intents import read_ticket
from runs.intents.remedies import GOODS_INSTEAD
from runs.ticket_lines import lines_asked_about

KETTLE = {"sku": "KTL-1", "description": "Stainless electric kettle 1.7L", "quantity": 1, "unit_price_cents": 3800}
TOASTER = {"sku": "TST-1", "description": "Two-slice toaster, cream", "quantity": 1, "unit_price_cents": 4550}
ORDER = {"order_ref": "SU-70401", "lines": [KETTLE, TOASTER]}

NOT_COME = [
    "But kettle is never come.",
    "toaster is arrive ok. but kettle is still not arrive since 10 day",
    "Hello, kettle is not come to me, please help.",
    "Good day. Also kettle was never come, tracking say lost.",
    "and kettle is not reach me until now!!",
    "Sir, I am waiting. Kettle is not arrive yet.",
    "so kettle is never arrive, I want money back",
]


@pytest.mark.parametrize("text", NOT_COME)
def test_goods_with_is_before_never_come_read_as_not_delivered(text):
    r = read_ticket(text)
    assert "non_delivery" in r.intents, [(s.role, s.kinds, s.why) for s in r.sentences]


@pytest.mark.parametrize("text", NOT_COME)
def test_the_clause_opener_before_bare_goods_names_the_line(text):
    lines, why = lines_asked_about(ORDER, read_ticket(text, order_ref=ORDER["order_ref"]), "non_delivery")
    assert [x["sku"] for x in lines] == ["KTL-1"], why


NOT_A_PARCEL = [
    "refund is never come to my card",          # money chased, not goods
    "driver is never come, I wait all day",  # a person
    "Reply is never come from your team.",
]


@pytest.mark.parametrize("text", NOT_A_PARCEL)
def test_money_a_person_or_a_reply_not_come_is_no_parcel(text):
    assert "non_delivery" not in read_ticket(text).intents


def test_goods_of_another_kind_before_the_head_still_name_other_goods():
    # a real word of kind before the head still names other goods: a travel kettle is not this kettle
    lines, why = lines_asked_about(ORDER, read_ticket("travel kettle is never come", order_ref=ORDER["order_ref"]), "non_delivery")
    assert lines == [] and "travel kettle" in why


DETAILS = [
    "My parcel never came. Also I have new telephone number, please change it in my account to 0044 7700 900 412.",
    "parcel never came!! + new mobile, pls change it to 07700 900123",
    "The parcel did not arrive. We have moved recently, could you change it on my profile please?",
    "Parcel never arrived. My email is new: please change it to jo.b@example.org.",
    "Never received the parcel. I want change it in the account, new address is 4 Mill Lane.",
    "my order never came, btw different postcode now, can u change it on the system",
]


@pytest.mark.parametrize("text", DETAILS)
def test_a_change_of_the_customers_details_asks_no_goods_instead_of_money(text):
    r = read_ticket(text)
    assert "non_delivery" in r.intents
    assert not any(s.why.startswith(GOODS_INSTEAD) for s in r.sentences), [(s.role, s.kinds, s.why) for s in r.sentences]


EXCHANGES = [
    "The mug is broken, please change it for a new one.",
    "The shirt is the wrong size, please change it to a large.",
    "I want change please, this colour is wrong",
    "can i swap it for the blue one?",
]


@pytest.mark.parametrize("text", EXCHANGES)
def test_a_change_of_goods_is_still_goods_asked_instead(text):
    r = read_ticket(text)
    assert any(s.why.startswith(GOODS_INSTEAD) or "swap" in s.why for s in r.sentences), [(s.role, s.kinds, s.why) for s in r.sentences]
