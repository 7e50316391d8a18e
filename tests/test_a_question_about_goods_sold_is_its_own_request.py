"""A question about goods the shop sells (stock, a size, a colour, another product) is a request of its own, not the
remedy of the claim beside it: after "you sent me the single duvet cover instead of the double I ordered", "Do you do
the same one in a king size? We might get one for the spare room." was read as asking the wrong item's remedy
(blind round ver20b, V20B-40) and the run closed resolved with the question unanswered. It goes to a person quoted
(runs/intents/moods.py asks_about_goods_sold), and the claim beside it stays as it was. Asking the claim's own remedy
in such words ("do you have the double in stock to send me instead?", "can I swap it for the right size?") is not
such a question. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.moods import asks_about_goods_sold

GOODS_QUESTIONS = [
    # (ticket, the claim's kind, words of the question)
    ("Wrong size duvet cover\nHi there, you sent me the single duvet cover instead of the double I ordered. The label on the bag says "
     "single. Do you do the same one in a king size? We might get one for the spare room.", "wrong_item", "king size"),
    ("Wrong colour\nhi, got the grey throw instead of the sage one i ordered :( also do u sell these in navy??", "wrong_item", "navy"),
    ("Mixup\nI received the wrong lamp, it's the brass one not the chrome I ordered. By the way, does the chrome one come in a "
     "taller version?", "wrong_item", "taller version"),
    ("Wrong throw\nI got the grey throw instead of the sage one I ordered, do you stock it in a bigger size?", "wrong_item", "bigger size"),
    ("Torn cushion\nThe cushion came torn along the seam, please refund it. I was also wondering whether you stock the matching throw?",
     "damaged_item", "matching throw"),
    ("Towels\nYou sent bath sheets instead of the hand towels I ordered. Are the hand towels still available in teal?", "wrong_item", "teal"),
]


@pytest.mark.parametrize("text,kind,words", GOODS_QUESTIONS)
def test_a_goods_question_beside_a_claim_is_its_own_other_request(text, kind, words):
    reading = read_ticket(text, order_ref="SU-1")
    assert kind in reading.intents and "other" in reading.intents, reading.as_payload()
    assert any(words in s.text and "other" in s.kinds for s in reading.requests), reading.as_payload()
    assert any(kind in s.kinds for s in reading.requests)  # the claim stays


@pytest.mark.parametrize("text", [
    "Do you do the same one in a king size?",
    "do u sell these in navy??",
    "Is the green one back in stock?",
    "Does it come in a bigger size?",
    "Have you got this in a 12?",
    "I was wondering if you carry the matching pillowcases?",
    "Is there a king size version?",
])
def test_goods_questions_are_read(text):
    assert asks_about_goods_sold(text)


@pytest.mark.parametrize("text", [
    # the claim's own remedy, or a statement, or a question about the order itself
    "Do you have the double in stock to send me instead?",
    "Can I swap it for the right size?",
    "Do you need the single back?",
    "Do you do refunds to PayPal?",
    "We might get one in a king size for the spare room.",
    "The king size is what I ordered.",
])
def test_a_remedy_or_a_statement_is_no_goods_question(text):
    assert not asks_about_goods_sold(text)


def test_the_remedy_asked_in_stock_words_adds_no_goods_question():
    text = ("Wrong duvet\nYou sent me the single duvet cover instead of the double I ordered. Can I swap it for the right size?")
    reading = read_ticket(text, order_ref="SU-1")
    assert not any("goods the shop sells" in s.why for s in reading.sentences)
