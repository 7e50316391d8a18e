"""Requests put as questions are never dropped: a question about where a refund, a return or an order
stands is a request to answer (not a claim, not a new refund), and a question asking for other goods,
papers or a change of address is a subtask a person answers."""

import pytest

from runs.intents import read_ticket
from runs.screening import request_dicts


def _sentence(body: str, words: str, *, subject: str = "About my order"):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-52210")
    return reading, next(s for s in reading.sentences if words in s.text)


# Status questions, in several voices: terse, typo-laden, doubled punctuation, no question mark,
# indirect, after a greeting, inside a longer message.
STATUS_QUESTIONS = [
    ("The teapot lid came chipped. Has the refund gone through?", "Has the refund"),
    ("Mug handle snapped off. did u ever refund the first charge", "did u ever refund"),
    ("The rug arrived with a tear in it.\nwas my return recieved?? i dropped it at the depot tuesday", "was my return"),
    ("Hi Sam, quick one: have you processed the refund for the candle set yet?", "have you processed"),
    ("Two things. The lamp flickers. Also, is my refund for the old kettle through yet?", "is my refund"),
    ("The delivery fee went out twice. Has my money for the blender come through?", "Has my money"),
    ("I'm just checking whether my return for the coat was received, I posted it ten days ago.", "checking whether"),
    ("Can you tell me if the refund on SU-52210 has landed? the vase was cracked", "tell me if"),
    ("did the courier ever collect the broken chair", "did the courier"),
    ("Was the replacement for my torn cushion sent?", "Was the replacement"),
    ("Has anyone actually credited back the second delivery charge", "Has anyone actually credited"),
    ("Thanks for the help last week!! has the refund for the stool been approved", "has the refund for the stool"),
]


@pytest.mark.parametrize("body,words", STATUS_QUESTIONS)
def test_a_question_about_where_a_remedy_stands_is_a_request_to_answer_and_claims_nothing(body, words):
    _, s = _sentence(body, words)
    assert s.role == "request", (s.text, s.role, s.why)
    assert set(s.kinds) <= {"other", "question"} and s.kinds, (s.text, s.kinds)
    assert "stands" in s.why
    assert not s.spans.keys() - {"question"}  # no kind the guard could pay from


def test_a_status_question_that_names_a_charge_is_not_a_new_duplicate_charge_claim():
    body = "My bath mat arrived fine, thanks. Have you refunded the duplicate delivery charge from last month yet?"
    reading, s = _sentence(body, "Have you refunded")
    assert s.kinds == ["other"] and "duplicate_charge" in s.doubted
    assert "duplicate_charge" not in reading.intents
    assert all("duplicate_charge" not in r["kinds"] for r in request_dicts(reading, "SU-52210"))


def test_a_status_question_about_a_replacement_stays_the_replacement_question_the_record_answers():
    _, s = _sentence("The jug arrived cracked. Is a replacement being sent?", "Is a replacement")
    assert s.kinds == ["question"]


@pytest.mark.parametrize("sentence", [
    "Is it possible to get a refund for the cracked jug?",
    "Is it ok to send the jug back?",
    "Has it got to be returned in the original box?",
])
def test_a_request_put_as_a_question_is_not_mistaken_for_a_status_question(sentence):
    _, s = _sentence(f"The jug arrived cracked. {sentence}", sentence[:12])
    assert "stands" not in s.why


# Requests of no known kind put as questions, and asks for other goods.
ASKS = [
    ("The cardigan came in beige, not what I picked. could I get the green one instead?", "green one"),
    ("My jumper came in a medium. Would it be possible to swap it for a large?", "swap it for a large"),
    ("Delivery on SU-52210 got billed twice. any chance u could resend the invoice pls", "resend the invoice"),
    ("Delivery was charged twice. Is there a way to change the delivery address?", "change the delivery address"),
    ("The lamp shade is dented. Can I have it in black?", "in black"),
    ("The sofa cushion is torn. Could you send me a replacement please?", "send me a replacement"),
    ("The plate arrived chipped. I'd like a new one sent, not money.", "new one sent"),
    ("Teapot was smashed in the box. Can i get a replacement?", "get a replacement"),
    ("The second delivery charge needs refunding. Could you send a fresh copy of the receipt?", "copy of the receipt"),
    ("Scarf has a hole in it. pls resend it", "resend it"),
    ("The trousers came a size too small. can you send me the larger size?", "larger size"),
]


@pytest.mark.parametrize("body,words", ASKS)
def test_an_ask_put_as_a_question_or_for_other_goods_becomes_an_other_subtask(body, words):
    _, s = _sentence(body, words)
    assert s.role == "request" and "other" in s.kinds, (s.text, s.role, s.kinds, s.why)
    assert "question" not in s.kinds  # never answered "no replacement is being sent"


def test_asking_for_a_unit_instead_of_money_forbids_a_refund_without_a_person():
    reading, s = _sentence("The vase arrived with a crack. Could you ship me another one?", "ship me another")
    assert "refund" in s.forbids


def test_asking_that_no_unit_be_sent_is_still_the_replacement_question():
    _, s = _sentence("The bowl came chipped; please don't send another one, I'll glue it.", "send another")
    assert "question" in s.kinds or "refund" not in s.forbids


def test_papers_sent_again_are_not_a_replacement():
    _, s = _sentence("Hi, could you re-send the order confirmation email? Mine got deleted.", "re-send")
    assert "question" not in s.kinds and "other" in s.kinds
