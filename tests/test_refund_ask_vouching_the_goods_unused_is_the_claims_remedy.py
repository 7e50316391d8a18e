"""Screening: a refund asked beside a claim, with the goods' condition vouched for at its end ("I'd like a refund please,
it was never used", "refund pls - never worn, tags still on"), asks the claim's own remedy: the words on the condition
say why the money is fair and name no new thing. Read as a request of no kind, the ticket went to a person whole while
its claim had been answered (blind round ver20c, V20C-08). Other goods named in the tail, or a second ask, are still a
person's. Wording written for these tests."""

import pytest

from runs.intents import read_ticket

CLAIM = "I finally unpacked the bedside table at the weekend and one of the legs is split and the top has a deep scratch."


def _sentence(reading, words):
    return next(s for s in reading.sentences if words in s.text)


@pytest.mark.parametrize("ask", [
    "I'd like a refund please, it was never used.",
    "Refund please - never worn, tags still on.",
    "can I get my money back, it's still in the box",
    "Could I have a refund, it's unused and still boxed.",
    "Refund pls, its never been used",
    "I would like my money back please; it has not even been assembled.",
    "please refund me, it was literally never opened",
])
def test_the_condition_vouched_for_is_no_new_ask(ask):
    reading = read_ticket(f"Bedside table damaged\n{CLAIM} {ask}")
    s = _sentence(reading, ask[:14])
    assert s.role == "attached", (s.role, s.kinds, s.why)
    assert reading.intents == ["damaged_item"], reading.intents


@pytest.mark.parametrize("ask", [
    "I'd like a refund please, the lamp was never used.",  # other goods: which ones, a person asks
    "I'd like a refund please, and a new chair for my mum.",  # a second ask
    "Please refund me, it was never used, and cancel my other order.",
])
def test_other_goods_or_a_second_ask_in_the_tail_stay_a_persons(ask):
    reading = read_ticket(f"Bedside table damaged\n{CLAIM} {ask}")
    assert "other" in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]


def test_a_change_of_mind_return_vouched_unused_stays_that_return():
    reading = read_ticket("return air fryer\nI changed my mind about the air fryer. I'd like to return it for a refund, it's unused.")
    assert reading.intents == ["change_of_mind"], reading.intents
