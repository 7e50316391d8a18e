"""A problem the customer says they forgot to tell before ("Sorry, I forgot to say last time: the pot arrived with a
crack. Can that be refunded too?") is a new claim on this order: "last time" there says when the
telling was left out, not when the problem was. V23B-25 dropped the pot ($22.68) silently, the sentence read as a
problem of an earlier time. Only a refund told of THAT problem settles it: a problem refunded last time stays settled,
and a problem told of an earlier time with nothing asked stays context. A refund the customer says they can see
("I can see the refund for the double charge now, all good there") settles that charge and nothing beside it.
Wording written for these tests (runs/intents/settled.py, runs/intents/thanks.py)."""

import pytest

from runs.intents import read_ticket


def _requests(text):
    return [k for s in read_ticket(text).requests for k in s.kinds]


@pytest.mark.parametrize("text", [
    "Sorry, forgot to say this last time: the stoneware jug from that order came with a split in the handle. Could that be refunded as well?",
    "oh and i forgot to mention last time that the teapot lid came chipped, could i get a refund on it",
    "Apologies - I meant to tell you last time, the lamp shade arrived dented. Please refund it.",
    "I didn't mention it last time but the serving dish arrived broken in two. A refund would be appreciated.",
    "One more thing I should have said last time: the vase arrived cracked. Can you refund the vase as well?",
    "Hi again. Forgot to add last time - the mirror arrived with a shattered corner, please refund it.",
])
def test_a_problem_forgotten_last_time_is_claimed_now(text):
    reading = read_ticket(text)
    assert "damaged_item" in _requests(text), reading.as_payload()


def test_after_thanks_for_another_refund_the_forgotten_problem_is_still_claimed():
    text = ("Hi Priya, thanks - we can now see the refund for the duplicate payment, that part is fine.\n\n"
            "I forgot to mention last time that the copper kettle in the same parcel arrived with a dent in the spout. "
            "Could that be refunded too please?\n\nRegards,\nTom")
    reading = read_ticket(text)
    assert _requests(text) == ["damaged_item"], reading.as_payload()
    thanks = next(s for s in reading.sentences if "duplicate payment" in s.text)
    assert thanks.role == "context" and thanks.settles == ["duplicate_charge"]


@pytest.mark.parametrize("text", [
    # the problem itself refunded last time: settled, nothing asked
    "The plant pot arrived with a crack last time and you refunded it, all sorted.",
    "Last time the teapot lid came chipped and your team refunded it straight away, thanks.",
    # a problem of an earlier time, nothing asked of it now
    "Last time the vase arrived cracked.",
    "last time the lamp shade came dented but it was replaced, no problem.",
])
def test_a_problem_of_last_time_or_refunded_last_time_asks_nothing(text):
    assert "damaged_item" not in _requests(text), read_ticket(text).as_payload()


@pytest.mark.parametrize("text", [
    # a refund seen, then a turn: the charge is still open
    "I can see the refund for the double charge but the second charge is still on my statement.",
    "I can see the refund for the mug now, but the lamp is still broken.",
])
def test_a_refund_seen_with_a_problem_after_it_settles_nothing_after_it(text):
    assert _requests(text), read_ticket(text).as_payload()


def test_a_refund_not_yet_seen_settles_nothing():
    reading = read_ticket("I can't see the refund for the double charge yet.")
    assert all(not s.settles for s in reading.sentences)
