"""A question after a refund the customer says was already made is a chase a person (or the record) answers, never a
new claim of the problem it names: "will the refund you did for the chipped salad bowl show up on my card before
Christmas?" was read as a damage claim (blind round ver20a, V20A-25), deferred as already refunded, and the question
itself was dropped. It is now a request of kind `other` quoting it (runs/intents/moods.py refund_made_chased, read
through runs/intents/doubt.py _asks_status), with the damage words kept only as `doubted`; a subject line naming the
same goods is the title of that chase, and a "nothing yet" after it tells more of it. A claim that asks its refund,
or asks when the refund of a claim just told will come, reads as before. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.moods import refund_made_chased

CHASES = [
    "Refund for chipped bowl\nHi again! Just wondering - will the refund you did for the chipped salad bowl show up on my card before "
    "Christmas? It's not there yet. No rush, just planning my budget. Thanks, Ruth",
    "Lamp\nThe refund you processed for the dented lamp - is it going to hit my Visa before the 20th?",
    "Mug\nwould the refund u did for the cracked mug be back on my card by friday??",
    "Kettle\nHello, quick one: the refund your team issued for the broken kettle last week, will it show up on my statement soon? "
    "Nothing yet.",
    "Tray\nCould you tell me if the money you already refunded for the scratched tray will reach my account before the holidays?",
    "Blanket\nWill the refund you made for the torn blanket arrive before I go away on the 18th?",
]


@pytest.mark.parametrize("text", CHASES)
def test_a_question_after_a_refund_made_is_one_other_request_and_no_claim(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert reading.intents == ["other"], reading.as_payload()
    assert len(reading.requests) == 1
    assert reading.requests[0].doubted == ["damaged_item"]


def test_the_subject_is_the_title_of_the_chase():
    reading = read_ticket(CHASES[0], order_ref="SU-82501")
    assert reading.sentences[0].role == "attached"


@pytest.mark.parametrize("text", [
    "will the refund you did for the chipped salad bowl show up on my card before Christmas?",
    "The refund you processed for the lamp - is it going to hit my Visa before the 20th?",
    "Would the refund you already sent be back on my card by Friday?",
    "Should the credit you issued last week appear on my statement soon?",
    "Just wondering if the refund u made will land before the holidays?",
])
def test_the_chase_is_read(text):
    assert refund_made_chased(text)


@pytest.mark.parametrize("text,kinds", [
    # a claim asking its refund, with a date: the claim
    ("Chipped bowl\nThe salad bowl arrived chipped, will you refund it before Christmas?", ["damaged_item"]),
    # when the refund of the claim just told comes: that claim's reply says
    ("Vase\nThe vase came smashed. Will the refund show up by Friday?", ["damaged_item"]),
    ("Bowl\nMy bowl came chipped. Please refund it. When will the money be back on my card?", ["damaged_item"]),
])
def test_a_claim_and_when_its_refund_comes_read_as_before(text, kinds):
    reading = read_ticket(text, order_ref="SU-1")
    assert reading.intents == kinds, reading.as_payload()


@pytest.mark.parametrize("text", [
    "The salad bowl arrived chipped, will you refund it before Christmas?",
    "Will the refund show up by Friday?",  # no refund told as made
    "I'd like a refund for the chipped bowl.",
])
def test_no_refund_told_as_made_is_no_chase(text):
    assert not refund_made_chased(text)
