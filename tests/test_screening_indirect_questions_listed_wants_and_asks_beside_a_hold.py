"""Requests the catch-all used to miss: a question put indirectly ("let me know whether", "wanted to
ask if", "I was wondering if", "curious whether"), even after "no rush"; an item of a numbered,
lettered or bulleted list that names a thing wanted ("(b) written confirmation of the refund"); and a
second ask in a sentence that holds the refund ("don't refund it yet - I want to know first why it
happened"), which is its own request, not swallowed by the hold."""

import pytest

from runs.intents import read_ticket


def _read(body: str, subject: str = "Question"):
    return read_ticket(f"{subject}\n{body}", order_ref="SU-33310")


def _sentence(reading, words: str):
    return next(s for s in reading.sentences if words in s.text)


INDIRECT_QUESTIONS = [
    ("No rush at all, but when you have a sec could you let me know whether the throw can be tumble dried? Cheers", "let me know whether"),
    ("Just wanted to ask if the teapot is dishwasher safe.", "wanted to ask if"),
    ("I was wondering if the lamp takes a standard bayonet bulb.", "wondering if"),
    ("Curious whether the cushion covers are machine washable, no hurry.", "Curious whether"),
    ("hi!! i was just wonderng... actually i was wondering whether the rug is ok on underfloor heating", "wondering whether"),
    ("Take your time on this one. I wanted to know how long the battery on the speaker should last.", "wanted to know how"),
    ("My husband is asking whether the frame can hang in a bathroom.", "asking whether"),
    ("Please could you confirm whether the candles are vegan?", "confirm whether"),
]


@pytest.mark.parametrize("body,words", INDIRECT_QUESTIONS)
def test_a_question_put_indirectly_is_a_request_even_after_no_rush(body, words):
    reading = _read(body)
    s = _sentence(reading, words)
    assert s.role == "request" and s.kinds == ["other"], (s.text, s.role, s.kinds, s.why)


def test_a_counterfactual_claim_stays_context_and_the_question_after_it_is_read():
    reading = _read("If the mug had arrived broken I'd have asked for a refund, but it's fine! Just wanted to ask whether the glaze is "
                    "dishwasher safe.")
    assert reading.intents == ["other"]
    assert _sentence(reading, "wanted to ask whether").role == "request"


# Help offered or an outcome waited for: courtesy, as before.
@pytest.mark.parametrize("body,words", [
    ("The vase came smashed, please refund it. Let me know if you need anything else from me.", "Let me know if you need"),
    ("The vase came smashed, please refund it. Let me know what happens.", "Let me know what happens"),
    ("The vase came smashed, please refund it. No rush, whenever suits.", "No rush"),
])
def test_help_offered_or_time_given_is_still_courtesy(body, words):
    s = _sentence(_read(body), words)
    assert s.role != "request", (s.text, s.role, s.why)


LISTED_WANTS = [
    ("On behalf of my father, regarding order SU-33310:\n(a) a refund of the duplicate charge of $64.00;\n"
     "(b) written confirmation of the refund for his records.", "(b) written confirmation"),
    ("Two things please:\n1. refund the second charge\n2. a copy of the invoice with VAT shown", "a copy of the invoice"),
    ("I was charged twice for the lamp. What I need:\n- the extra payment back\n- a call back from a manager", "- a call back"),
    ("The kettle was charged twice.\n\na) Refund the duplicate.\nb) An itemised receipt for my expenses claim.", "b) An itemised receipt"),
    ("Charged twice!! I want:\n* my money back for the second charge\n* an explanation of how this happened", "* an explanation"),
]


@pytest.mark.parametrize("body,words", LISTED_WANTS)
def test_an_item_of_a_list_that_names_a_thing_wanted_is_its_own_request(body, words):
    reading = _read(body, subject="Charged twice")
    s = _sentence(reading, words)
    assert s.role == "request" and "other" in s.kinds, (s.text, s.role, s.kinds, s.why)
    assert "duplicate_charge" in reading.intents


# List items that tell, not ask: no request of their own.
@pytest.mark.parametrize("body,words", [
    ("Here is what happened:\n1. the lamp was ordered on the 2nd\n2. it arrived on the 5th, fine\nThanks for the quick delivery!", "it arrived on the 5th"),
    ("Background:\n- order placed 1 June\n- paid by card", "- paid by card"),
])
def test_a_list_item_that_tells_what_happened_is_not_a_request(body, words):
    s = _sentence(_read(body, subject="Feedback"), words)
    assert s.role != "request", (s.text, s.role, s.kinds, s.why)


ASKS_BESIDE_HOLD = [
    ("I was charged twice. I don't want a refund yet - I want to know first why it happened, please explain before you do anything.",
     "I don't want a refund yet"),
    ("Charged twice for the rug. Don't refund it yet but first tell me how this happened.", "Don't refund it yet"),
    ("Billed two times for the mirror. Hold off on the refund and first explain why.", "Hold off on the refund"),
    ("Two payments came out for the lamp. Please hold the refund, I'm wondering why the site let this happen.",
     "Please hold the refund"),
    ("The shipping was taken twice. dont refund it yet, just wanted to ask how your checkout charges.", "dont refund it yet"),
]


@pytest.mark.parametrize("body,words", ASKS_BESIDE_HOLD)
def test_a_second_ask_in_a_sentence_that_holds_the_refund_is_its_own_request(body, words):
    reading = _read(body, subject="Help")
    s = _sentence(reading, words)
    assert s.role == "request" and "other" in s.kinds, (s.text, s.role, s.kinds, s.why)
    assert "refund" in s.forbids  # the hold still holds


def test_a_hold_that_asks_nothing_else_stays_a_hold_of_the_claim():
    reading = _read("The mug came chipped. Don't refund it yet, I'm still deciding.")
    s = _sentence(reading, "Don't refund it yet")
    assert s.role == "context" and "refund" in s.forbids


# A question mark after a hedge ("I think?") marks a statement the customer is unsure of, not a question to the shop.
@pytest.mark.parametrize("body,words", [
    ("Hi, sorry for forwarding this, it came to me by mistake I think? The toaster is fine.", "by mistake I think?"),
    ("The parcel came Tuesday I believe?? Anyway the lamp is lovely.", "Tuesday I believe"),
    ("It went out on the 3rd i guess? the rug is great though", "on the 3rd i guess"),
    ("My neighbour signed for it I suppose? All good now.", "signed for it I suppose"),
    ("we paid by card i reckon?", "paid by card i reckon"),
])
def test_a_statement_ending_in_a_hedged_question_mark_asks_nothing(body, words):
    s = _sentence(_read(body, subject="Hello"), words)
    assert s.role != "request", (s.text, s.role, s.kinds, s.why)


@pytest.mark.parametrize("body,words", [
    ("Is the lid glass?? thanks", "Is the lid glass"),
    ("Does it come in blue, I wonder?", "Does it come in blue"),
    ("Can you check the size I ordered, I think?", "Can you check"),
])
def test_a_real_question_is_still_a_request_whatever_follows_it(body, words):
    s = _sentence(_read(body), words)
    assert s.role == "request", (s.text, s.role, s.kinds, s.why)
