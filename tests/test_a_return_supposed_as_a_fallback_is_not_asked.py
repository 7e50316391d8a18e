"""A return told as what the customer would have to do is not asked for.

"Can you refund me the difference? Otherwise I suppose I'd have to send it back and buy it again which seems silly for
both of us." started a $119.00 return nobody asked for: the send-back is a fallback the customer calls silly. "I suppose
I'd have to", "I guess I'd need to", "would I have to send it back?" tell or ask what would follow, and the sentence is
read as context (runs/intents/supposed_returns.py). A return asked outright still is. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.supposed_returns import return_only_supposed


def _sentence(text: str, words: str):
    reading = read_ticket(text, order_ref="SU-40017")
    return next(s for s in reading.sentences if words in s.text)


SUPPOSED = [
    ("Price\n\nThe rug I bought last week is £30 less now in your sale. Can you refund me the difference? Otherwise I suppose "
     "I'd have to return it and buy it again, which is daft.", "I suppose"),
    ("hi my throw is cheaper now, any chance of the price difference back? if not i guess id need to send it back and reorder lol",
     "i guess"),
    ("The kettle dropped in price two days after I bought it. Would I have to send it back to get the lower price?", "Would I have"),
    ("Could you match the new price on my duvet? I really don't want to, but we'd probably have to post it back otherwise.",
     "we'd probably"),
    ("Saw the lamp on offer for less today. Please can someone adjust my price - I'd hate to think I'll have to ship it back "
     "just for the difference.", "I'll have to"),
    ("The blanket's cheaper now. I might end up having to return it if nothing can be done, which seems wasteful.", "I might end up"),
]


@pytest.mark.parametrize("text,words", SUPPOSED)
def test_a_supposed_return_asks_no_return(text, words):
    s = _sentence(text, words)
    assert "change_of_mind" not in s.kinds
    assert not s.asks_return


ASKED = [
    ("Changed my mind on the rug, please can I send it back?", "send it back"),
    ("hi i'd like to return the throw its not for me", "return"),
    ("I'd like to return it, would I have to pay postage?", "return it"),
    ("Can I send the blanket back please, it's too warm for us.", "send the blanket back"),
    ("Kettle\n\nI want to return the kettle. I have to send it back by Friday as I'm moving.", "I want to return"),
]


@pytest.mark.parametrize("text,words", ASKED)
def test_a_return_asked_outright_is_still_asked(text, words):
    s = _sentence(text, words)
    assert "change_of_mind" in s.kinds


def test_the_pattern_needs_every_send_back_supposed():
    assert return_only_supposed("Otherwise I suppose I'd have to send it back.")
    assert not return_only_supposed("I'd like to send it back, or would I have to post it back myself?")
    assert not return_only_supposed("Please let me return it, I'd have to send it back by Friday anyway")
    assert not return_only_supposed("Can you refund me the difference?")


ASKED_WHETHER = [
    "The kettle dropped in price two days after I bought it. Would I have to send it back to get the lower price?",
    "the mug came with a hairline crack. will i have to post it back??",
    "Saw the throw reduced. Would we need to return ours and buy it again to get that price?",
    "If you can't adjust the price, will I have to ship the lamp back myself?",
    "Quick one - would I have to send the rug back first, or can you just refund the difference?",
]


@pytest.mark.parametrize("text", ASKED_WHETHER)
def test_asking_whether_the_goods_must_go_back_is_answered_by_a_person_not_a_return(text):
    reading = read_ticket(text, order_ref="SU-40017")
    asked = [s for s in reading.sentences if s.text.rstrip().endswith("?")]
    assert asked and all(not s.asks_return and "change_of_mind" not in s.kinds for s in asked)
    assert any(s.role == "request" and s.kinds for s in asked), [(s.text, s.role, s.kinds) for s in asked]
