"""Money or points told as not come are no parcel that never arrived: "Nothing has come through on my card yet." (about
a refund the shop's chat promised) and "but my points balance hasn't moved since." were each read as a non-delivery
(blind round ver20b, V20B-04 and V20B-14); the runs planned to investigate the delivery of a parcel that came, and told
the customer a colleague would follow up on "your order that never arrived". Where money shows (a card, an account, a
bank, a statement) or points are named, the words read no non-delivery (runs/intents/cues.py, through
runs/intents/moods.py money_not_come) and chase the money (runs/intents/settled_words.py settlement_denied): a request
for a person, or, beside the sentence asking that very money, told as part of it. A parcel that has not come, to a
door or at all, is still a non-delivery. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.cues import _spans_of
from runs.intents.moods import money_not_come

MONEY_NOT_COME = [
    "Nothing has come through on my card yet.",
    "but my points balance hasn't moved since.",
    "Hi, it's been 10 days and nothing has gone back onto my Visa.",
    "the money still hasnt shown up in my bank account",
    "The 120 reward points still haven't been added to my account.",
    "it still hasn't shown up in my account",
    "Hi, the refund you sent for the late delivery fee still isn't on my card, can someone look?",
]


@pytest.mark.parametrize("text", MONEY_NOT_COME)
def test_money_or_points_not_come_read_no_parcel(text):
    assert money_not_come(text)
    assert "non_delivery" not in _spans_of(text)


@pytest.mark.parametrize("text", MONEY_NOT_COME)
def test_alone_it_is_a_chase_for_a_person(text):
    reading = read_ticket("Hello\n" + text, order_ref="SU-1")
    assert reading.intents == ["other"], reading.as_payload()


def test_the_chat_ticket_asks_the_late_fee_only():
    text = ("Following up on Monday's chat\nPasting our chat from Monday so you have it:\n\n> Agent (Priya): I'm sorry the lamp was late. "
            "I've passed it on and someone will look at refunding the delivery charge.\n> Me: ok thanks\n> Agent (Priya): Is there anything "
            "else I can help with?\n> Me: no that's all\n\nNothing has come through on my card yet. Can you refund the $6.95 delivery charge "
            "as Priya said? The lamp itself is fine, no complaints there.")
    reading = read_ticket(text, order_ref="SU-82041")
    assert reading.intents == ["late_delivery"], reading.as_payload()


def test_the_points_ticket_is_one_request_for_a_person():
    text = ("Missing points\nYour confirmation email said:\n\n  \"Thanks for your order! You've earned 120 Hearth Points with this "
            "purchase.\"\n\nbut my points balance hasn't moved since. Can you add them please? The rug itself is lovely by the way.")
    reading = read_ticket(text, order_ref="SU-82141")
    assert reading.intents == ["other"]
    assert [s.text for s in reading.requests] == ["but my points balance hasn't moved since."]


def test_a_promise_of_the_fee_then_nothing_on_the_card_is_the_fee_chased():
    reading = read_ticket("Delivery fee\nYou agreed to refund the delivery fee. Nothing has come through on my card yet.", order_ref="SU-1")
    assert reading.intents == ["late_delivery"]


@pytest.mark.parametrize("text", [
    "The parcel hasn't come through yet and it was due Monday.",
    "Nothing has arrived at my house and tracking says delivered.",
    "nothing has come to my address, it's been two weeks",
    "My order never arrived.",
    "The rug still hasn't come.",
])
def test_a_parcel_not_come_is_still_a_non_delivery(text):
    assert not money_not_come(text)
    assert read_ticket("Hello\n" + text, order_ref="SU-1").intents == ["non_delivery"]


@pytest.mark.parametrize("text,kinds", [
    # a claim told beside the money not come stays the claim; the money chased goes to a person with it
    ("The rug never arrived, and nothing has come through on my card yet.", ["non_delivery", "other"]),
    ("the lamp came cracked and my points balance still hasn't moved", ["damaged_item", "other"]),
])
def test_a_claim_beside_the_money_not_come_stays_a_claim(text, kinds):
    assert read_ticket("Hello\n" + text, order_ref="SU-1").intents == kinds
