"""An ask under a condition is an ask: "IF NOBODY CALLS ME BY MONDAY THEN CLOSE MY ACCOUNT, I'M DONE." was read as a
statement (blind round ver20b, V20B-35), so the run closed with the account closure unanswered and the reply silent on
it. The main clause after a condition ("if X then / , / - Y", "should you not X, please Y", "unless X, Y") is read as
any sentence is (runs/intents/moods.py main_clause): an imperative there asks, and what no known kind gives goes to a
person quoted. A condition leading to the customer's own plan ("if it comes late again, I'll send it back") or to a
feeling ("I'm done") asks nothing new, and a claim told under "if" that the ticket then tells as true is still that
claim. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.moods import main_clause
from runs.screening import request_dicts


def _requests(text):
    return [s for s in read_ticket(text, order_ref="SU-1").requests]


CONDITIONAL_ASKS = [
    # (ticket, words the `other` request must quote)
    ("Third time late\nTHIS IS THE THIRD TIME YOUR DELIVERY HAS BEEN LATE. IF NOBODY CALLS ME BY MONDAY THEN CLOSE MY ACCOUNT, I'M DONE.",
     "CLOSE MY ACCOUNT"),
    ("Membership\nShould you not be able to find my parcel by Friday, please cancel my membership as well.", "cancel my membership"),
    ("Subscription\nUnless someone rings me before the next box ships, cancel it.", "cancel it"),
    ("account\nif i dont hear back by friday then just delete my account tbh", "delete my account"),
    ("Replacement\nIf the replacement isnt here by the 10th - cancel the whole order and refund me.", "cancel the whole order"),
    ("Emails\nIn case nobody gets back to me this week, unsubscribe me from everything pls.", "unsubscribe me"),
    ("Hello\nIf you can't reach me on my mobile, then email my husband at tom@example.com instead.", "email my husband"),
    ("Second mug\nIf it's not too late, cancel the second mug.", "cancel the second mug"),
    ("Old one\nIf you want the old one back, send me a label.", "send me a label"),
]


@pytest.mark.parametrize("text,quoted", CONDITIONAL_ASKS)
def test_an_ask_under_a_condition_is_an_other_request_quoting_it(text, quoted):
    others = [s for s in _requests(text) if "other" in s.kinds]
    assert any(quoted in s.text for s in others), read_ticket(text).as_payload()


def test_the_blind_ticket_keeps_its_late_fee_and_quotes_each_ask():
    text = ("THIRD TIME LATE\nTHIS IS THE THIRD TIME YOUR DELIVERY HAS BEEN LATE. PROMISED THE 12TH, CAME THE 14TH. REFUND THE $9.99 "
            "DELIVERY AND I WANT TO SPEAK TO A MANAGER. IF NOBODY CALLS ME BY MONDAY THEN CLOSE MY ACCOUNT, I'M DONE.")
    reading = read_ticket(text, order_ref="SU-82351")
    assert reading.intents == ["late_delivery", "other"]
    quoted = [r["text"] for r in request_dicts(reading, "SU-82351") if "other" in r["kinds"]]
    assert any("CLOSE MY ACCOUNT" in q for q in quoted) and any("MANAGER" in q for q in quoted)


@pytest.mark.parametrize("text", [
    "If nobody calls me by Monday then close my account.",
    "Should you not be able to, please cancel it.",
    "unless someone rings me, cancel it",
    "If it's not here by Friday - refund me.",
    "if u cant find it pls just cancel the order",
])
def test_the_main_clause_is_found(text):
    assert main_clause(text)


NOT_CONDITIONAL_ASKS = [
    # the customer's own plan or feeling under a condition: nothing asked
    "If it arrives late again, I'll just keep it and say nothing.",
    "If nobody calls me by Monday, I'm done with you lot.",
    "If it had come on time, we would have used it for the party.",
    # help offered, not asked
    "If you need photos, let me know.",
    "If there's any problem, give me a shout.",
    "If you have any questions, call me on 0770 900 456.",
]


@pytest.mark.parametrize("text", NOT_CONDITIONAL_ASKS)
def test_a_plan_or_a_feeling_under_a_condition_asks_nothing(text):
    assert main_clause(text) == ""
    assert read_ticket("Hello\n" + text).requests == []


@pytest.mark.parametrize("text,kinds", [
    # a claim told under "if" and then as true is the claim, read as before
    ("Broken mug\nif it's broken I'd like a refund. It is broken, the handle snapped off.", ["damaged_item"]),
    # a polite "if you could" is no condition
    ("Late\nThe lamp was late. If you could refund the delivery fee that would be great.", ["late_delivery"]),
    # a question about something that has not happened stays that
    ("Hi\nIf it arrives damaged, can I return it?", ["other"]),
])
def test_near_misses_read_as_before(text, kinds):
    assert read_ticket(text).intents == kinds, read_ticket(text).as_payload()
