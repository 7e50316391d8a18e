"""The screener reads: a defect told as a noun however it is qualified ("a big bleach stain"); several
asks listed in one sentence as separate asks; a replacement asked for as a question as a request for
one (never the question whether one was sent); "don't send it again" as "don't send another"; a plan
under a condition ("if it's too late, I'll send it back") and fondness ("I love the shop") as no
request. Wording written for these tests, not the blind testers' sentences."""

import pytest

from runs.intents import CONDITIONAL_PLAN_WHY, GOODS_INSTEAD, read_ticket


def _sentence(text: str, needle: str):
    return next(s for s in read_ticket(text).sentences if needle in s.text)


# --- 4. a defect told as a noun --------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "One of the pillowcases has a huge bleach stain on it.",
    "the linen throw came with two long grease smudges down one side",
    "There's a nasty scorch mark across the chopping board.",
    "My new jumper has a snag in the sleeve already",
    "The sofa cushion has a small tear in the seam.",
])
def test_a_defect_told_as_a_noun_is_damage(text):
    assert "damaged_item" in _sentence(text, text[:12]).kinds


@pytest.mark.parametrize("text", [
    "I paid with a card that has a chip and pin.",
    "Do you have a stain remover that works on wool?",
    "The delivery had lots of marks of care, thank you.",
])
def test_a_defect_word_that_names_no_defect_is_not_damage(text):
    assert "damaged_item" not in read_ticket(text).intents


def test_a_bare_refund_after_a_stain_is_attached_to_the_claim():
    reading = read_ticket("Order SU-5501 - one of the two towels has a big yellow bleach stain. Refund for that towel please.")
    assert reading.intents == ["damaged_item"]
    assert not [s for s in reading.requests if "other" in s.kinds]


# --- 5. several asks in one sentence -------------------------------------------------------------------

@pytest.mark.parametrize("text, asks", [
    ("Please refund the dented tin, send me a VAT receipt and change my email to sam@example.org.", 3),
    ("could u refund the cracked jug and also cancel my newsletter subscription", 2),
    ("Kindly refund the broken clock, then update my delivery address to 4 Elm Row.", 2),
])
def test_asks_listed_in_one_sentence_are_read_one_by_one(text, asks):
    reading = read_ticket(text)
    assert len(reading.requests) == asks
    assert "damaged_item" in reading.intents and "other" in reading.intents


@pytest.mark.parametrize("text", [
    "Please send the new one and that's all.",
    "The vase came smashed and the card was torn, please refund.",
    "Please refund the cracked mug and the chipped plate.",
])
def test_one_ask_with_a_list_of_things_stays_one_sentence(text):
    assert len(read_ticket(text).sentences) == 1


# --- 6. a replacement asked as a question ----------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "Hi. Is it possible to get a replacement for the split colander rather than a refund?",
    "Hello. Is there any way to get a replacement sent for the cracked teapot instead of my money back?",
    "Morning. is it at all possible for me to get a new one instead of money?",
])
def test_a_replacement_asked_as_a_question_is_asked_for_not_a_status_question(text):
    reading = read_ticket(text)
    asks = [s for s in reading.requests if s.why.startswith(GOODS_INSTEAD)]
    assert asks and not [s for s in reading.requests if s.kinds == ["question"]]


@pytest.mark.parametrize("text", [
    "Has the replacement for my broken lamp been sent yet?",
    "Is my replacement on its way?",
])
def test_asking_where_a_replacement_is_is_still_the_status_question(text):
    assert "question" in read_ticket(text).intents


# --- 7. "don't send it again" --------------------------------------------------------------------------

@pytest.mark.parametrize("text", [
    "DO NOT SEND IT AGAIN!!",
    "pls don't ship them out a second time, I've gone off the idea",
    "And please do not post it again, it's the third one.",
    "I do NOT want another one sent.",
])
def test_a_unit_not_to_be_sent_again_is_the_replacement_declined(text):
    s = _sentence(text, text[:8])
    assert "question" in s.kinds and "replacement" in s.forbids and "shipping" not in s.forbids


def test_a_send_constrained_otherwise_is_still_a_constraint_for_a_person():
    s = _sentence("Don't send it to my old address, I moved.", "old address")
    assert "other" in s.kinds and "shipping" in s.forbids


# --- 8. conditional plans and fondness -----------------------------------------------------------------

@pytest.mark.parametrize("text, needle", [
    ("Please cancel SU-5510 before it ships. If it's already gone out, I'll return it when it lands.", "already gone"),
    ("Cancel the order. If that can't be done, I will send the rug back once it's here.", "send the rug back"),
    ("Cancel my order please. Should it be too late for that, we will simply send the parcel back.", "too late"),
    ("pls stop the order!! if u cant then ill just refuse the delivery", "if u cant"),
])
def test_a_plan_under_a_condition_is_no_request(text, needle):
    s = _sentence(text, needle)
    assert s.role != "request" and (s.role != "context" or s.why.startswith(CONDITIONAL_PLAN_WHY))
    assert "change_of_mind" not in read_ticket(text).intents


@pytest.mark.parametrize("text, needle", [
    ("If the refund can't go to my card, please send me store credit.", "store credit"),
    ("If it's too late to cancel, I'd like a return label please.", "return label"),
])
def test_a_condition_before_an_ask_is_still_an_ask(text, needle):
    assert _sentence(text, needle).role == "request"


@pytest.mark.parametrize("text", [
    "I love the shop, been buying here for years.",
    "We really like your candles.",
    "I love this brand and I appreciate the quick service.",
])
def test_fondness_is_no_request(text):
    assert not read_ticket(text).requests


@pytest.mark.parametrize("text", [
    "I'd love a call back about my order.",
    "I would like a copy of my invoice.",
    "I'd appreciate it if you could update my address.",
])
def test_a_wish_in_the_conditional_is_still_a_request(text):
    assert read_ticket(text).requests
