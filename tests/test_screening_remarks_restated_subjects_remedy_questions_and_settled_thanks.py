"""What the screener reads as an ask and what it does not, in fresh wording:
- a remark on the customer's own taste, fit, feelings or reasons asks for nothing by itself (no `other` request, so no
  person gets an open item for it and no reply calls it "your request"); a remedy preferred or asked beside it still asks;
- a subject line saying again what a body sentence asks is that one ask, not a second hand-over;
- a remedy asked as a short question after a problem told without asking is the request, quoted to the person;
- a past problem told as refunded, replaced or sorted, with thanks, in any wording, is no new claim; one left half
  settled ("you refunded the lid but not the pot") still is;
- taking back an earlier message takes back only that message: the ask or the claim in the same breath stands."""

import pytest

from runs.intents import read_ticket

ORDER = "SU-73310"


def _reading(body, subject="About my order"):
    return read_ticket(f"{subject}\n{body}", order_ref=ORDER)


def _sentence(reading, words):
    [s] = [s for s in reading.sentences if words in s.text]
    return s


# --- remarks -----------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("body, remark", [
    ("Ive wore the trainers to the gym maybe five times and theyre just not for me tbh, they pinch. I'd like to return them please.",
     "not for me tbh"),
    ("I have worn the sandals on two long days out, and I must say they are rather uncomfortable. Could I send them back for a refund?",
     "rather uncomfortable"),
    ("Wore the jumper twice now. Honestly it's too scratchy and not my style. Can I get my money back?", "too scratchy"),
    ("after wearing them a few weeks the shoes just rub my heels, blisters every time. want to send back.", "rub my heels"),
    ("I used the office chair for three weeks now and it is not comfortable for me, my back hurts after an hour. Return possible?",
     "not comfortable for me"),
])
def test_a_fit_or_taste_told_after_use_is_a_remark_not_a_request(body, remark):
    reading = _reading(body)
    s = _sentence(reading, remark)
    assert s.role != "request" and "other" not in s.kinds, (s.role, s.kinds, s.why)


@pytest.mark.parametrize("body, remark", [
    ("The blue vase came chipped. Can you send another blue one instead of money? I prefer the blue because it matches my sofa.",
     "I prefer the blue"),
    ("One cup arrived smashed, please replace it. We prefer the cups as they are part of a set.", "We prefer the cups"),
    ("the lamp shade is torn. i prefer a new shade not a refund. i really prefer this one cos my mum gave me the base", "cos my mum"),
    ("A mug in the set was cracked. Could a new mug be sent rather than a refund? I do prefer the mugs since they were a wedding gift.",
     "I do prefer the mugs"),
    ("My cushion cover came ripped. Please send a replacement. I prefer that design given that it matches the curtains.",
     "I prefer that design"),
])
def test_a_preference_told_with_its_reason_is_no_request_of_its_own(body, remark):
    reading = _reading(body)
    s = _sentence(reading, remark)
    assert s.role != "request", (s.role, s.kinds, s.why)


@pytest.mark.parametrize("body, words", [
    ("The plate arrived cracked. I'd prefer a refund.", "I'd prefer a refund"),
    ("Order came late and the kettle is dented. I would prefer a refund please.", "I would prefer a refund"),
    ("they rub, can I send them back?", "can I send them back"),
    ("Not for me, sorry - could I return them for a refund?", "could I return them"),
    ("The jug is chipped and I prefer a refund because a new one would take weeks.", "I prefer a refund"),
])
def test_a_remedy_preferred_or_asked_beside_a_remark_still_asks(body, words):
    reading = _reading(body)
    s = _sentence(reading, words)
    assert s.role in ("request", "attached"), (s.role, s.kinds, s.why)
    assert reading.requests, [(x.role, x.text) for x in reading.sentences]


@pytest.mark.parametrize("body, praise", [
    ("The new cups arrived this week and they are lovely, not a mark on them.", "they are lovely"),
    ("The replacement bowls came yesterday, absolutely gorgeous, not a single scratch.", "absolutely gorgeous"),
    ("the second lamp got here today and it's perfect!!", "it's perfect"),
    ("Your new jug arrived safe and it looks beautiful on the dresser.", "looks beautiful"),
    ("We love them, the colours are stunning.", "colours are stunning"),
])
def test_goods_praised_tell_no_problem(body, praise):
    reading = _reading(body, subject="Thanks")
    s = _sentence(reading, praise)
    assert s.role != "request" and not s.kinds, (s.role, s.kinds, s.why)


def test_goods_praised_with_a_fault_turned_to_is_still_a_problem():
    reading = _reading("The bowls are lovely but one has a crack along the rim. Could you replace it?")
    assert "damaged_item" in reading.intents


# --- a subject saying the body's ask again -----------------------------------------------------------------------------

@pytest.mark.parametrize("subject, body", [
    ("Do not refund, replace!", "The drying rack from SU-73310 arrived bent. Do not cancel my order and do not refund me, I want a working rack sent out."),
    ("NO REFUND PLEASE", "The teapot lid came chipped. Please don't refund me, I'd like a new lid sent."),
    ("don't refund - send new one", "kettle came dented. dont refund it, just send a new kettle."),
    ("Please no refund", "Good afternoon. The mirror I received is cracked. I kindly ask you not to refund, I want a replacement mirror."),
    ("do NOT cancel or refund", "The rug came torn. Do not cancel my order and do not refund me - I want a rug without a tear sent out."),
])
def test_a_subject_saying_the_body_ask_again_is_one_ask(subject, body):
    reading = _reading(body, subject=subject)
    head = reading.sentences[0]
    assert head.role != "request", (head.role, head.kinds, head.why)
    assert not head.forbids  # the body's sentence is the one quoted for what is asked not to be done
    assert any("refund" in s.forbids for s in reading.sentences[1:])


def test_a_subject_asking_something_the_body_does_not_stays_its_own_request():
    reading = _reading("The vase arrived cracked, please replace it.", subject="Also cancel my newsletter")
    assert reading.sentences[0].role == "request"


# --- a remedy asked as a short question after a problem told ---------------------------------------------------------

@pytest.mark.parametrize("body, question", [
    ("Dear Sirs, the toaster I bought from you has given good service, used every morning since last spring, but now the lever "
     "no longer stays down. I suppose it is worn out. Could you refund it?", "Could you refund it?"),
    ("hairdryer died after about three months of use. any way to get a refund?", "any way to get a refund?"),
    ("The frying pan was fine for the first two weeks but now the coating is peeling off. Can I get my money back?",
     "Can I get my money back?"),
    ("I have used the blender daily for a month and now the jug leaks from the base. Would you refund it?", "Would you refund it?"),
    ("My kettle worked fine until last week, now it start to make a loud noise. Is possible to refund?", "Is possible to refund?"),
])
def test_a_remedy_question_after_a_fault_told_is_the_request(body, question):
    reading = _reading(body)
    s = _sentence(reading, question)
    assert s.role == "request" and s.kinds == ["other"], (s.role, s.kinds, s.why)
    assert s in reading.requests and len(reading.requests) == 2  # the problem told, quoted beside the ask


def test_a_remedy_question_after_a_known_claim_stays_that_claims_remedy():
    reading = _reading("The rack arrived bent. Could you refund it?")
    assert reading.intents == ["damaged_item"]
    assert _sentence(reading, "Could you refund it?").role == "attached"


# --- a past problem told as settled, with thanks ---------------------------------------------------------------------

@pytest.mark.parametrize("body", [
    "Last month the teapot came with a chipped lid and you very kindly refunded it straight away. I only wanted to say thank you.",
    "Back in March the mirror arrived cracked, which you sorted within a day. Just a thank you note really.",
    "The lamp was broken when it came in the winter but you were great about it. Thanks again to the team!",
    "A glass arrived smashed in my last order, but your team very quickly replaced it. Many thanks.",
    "had a dented tin last time but got my money back last time no problem, so thank you x",
])
def test_a_past_problem_told_as_settled_with_thanks_asks_nothing(body):
    reading = _reading(body, subject="Thank you")
    assert reading.intents == [], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


def test_a_problem_half_settled_is_still_a_claim_for_the_rest():
    reading = _reading("The teapot and its lid both arrived chipped. You refunded the lid but not the pot, please refund the pot too.")
    assert "damaged_item" in reading.intents


# --- an earlier message taken back -----------------------------------------------------------------------------------

@pytest.mark.parametrize("body", [
    "Ignore my last email, refund please.",
    "Actually scratch that, just refund it.",
    "forget my previous msg, can I just get my money back?",
    "Please disregard my earlier message - I would like a refund instead.",
    "ignore what i said before; refund pls",
])
def test_taking_back_an_earlier_message_leaves_the_ask_after_it_standing(body):
    reading = _reading(body)
    asks = [s for s in reading.requests if "SU-" not in s.text]
    assert asks and all(any(w in s.text.lower() for w in ("refund", "money")) for s in asks), [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "Scratch that last email. Two glasses broke in the box.",
    "Ignore my previous message please. The lamp arrived with a broken shade.",
    "pls ignore my previous msg - can i just get a refund for the cracked mug?",
    "Forget what I wrote yesterday. The vase came smashed to pieces.",
    "Disregard my first email, sorry. Two of the plates were chipped when I opened the box.",
])
def test_taking_back_an_earlier_message_keeps_the_damage_told_after_it(body):
    assert "damaged_item" in _reading(body).intents


@pytest.mark.parametrize("body", [
    "There is a scratch that runs across the lid.",
    "The tray has a deep scratch that you can feel with a finger.",
    "Two plates broke in transit.",
])
def test_a_scratch_or_a_breakage_told_is_damage_never_words_taken_back(body):
    assert "damaged_item" in _reading(body).intents


@pytest.mark.parametrize("body", [
    "Scratch that last email.",
    "Please disregard my earlier message.",
    "I broke in the door when I was locked out, nothing to do with you.",
])
def test_words_taken_back_alone_ask_nothing(body):
    assert _reading(body).intents == []
