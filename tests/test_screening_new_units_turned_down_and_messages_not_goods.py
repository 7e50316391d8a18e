"""A new unit turned down in plain nouns ("no need for a new one") is the same request as "don't send a
replacement": a replacement question with the replacement held. A message asked not to be sent again
("another canned reply") is no goods: no replacement is read or held by it."""

import pytest

from runs.intents import read_ticket


def _sentence(text, words):
    return next(s for s in read_ticket(text).sentences if words in s.text)


@pytest.mark.parametrize("text, words", [
    ("The salad bowl on SU-30117 came chipped. no need for a new one, the money back is fine.", "no need for a new one"),
    ("Lamp SU-30118 shade was crushed. I dont need another one tbh, refund works", "I dont need another one"),
    ("Our kettle (SU-30119) arrived dented. We're not after a replacement, a refund will do nicely.", "not after a replacement"),
    ("The rug from SU-30120 has a stain. We really don't want a second one, just the refund please.", "second one"),
])
def test_a_new_unit_turned_down_is_the_replacement_question_held(text, words):
    s = _sentence(text, words)
    assert s.role == "request" and s.kinds == ["question"]
    assert "replacement" in s.forbids


@pytest.mark.parametrize("text, words", [
    ("The mixer from SU-30121 leaks. A new one would be lovely, no need for a refund.", "A new one would be lovely"),
    ("The chair SU-30122 wobbles. I need a new one please.", "I need a new one"),
])
def test_a_new_unit_asked_for_is_not_turned_down(text, words):
    s = _sentence(text, words)
    assert s.role == "request" and "replacement" not in s.forbids and "question" not in s.kinds


@pytest.mark.parametrize("text, words", [
    ("THE MIXER ON SU-30123 ARRIVED WITH THE LID CRACKED. REFUND IT. DON'T SEND ME ANOTHER CANNED EMAIL.", "CANNED EMAIL"),
    ("The jug on SU-30124 cracked, refund please. And please don't send another generic message back.", "generic message"),
    ("Toaster SU-30125 is dead on arrival. No need for another survey link, just sort it.", "survey link"),
])
def test_a_message_asked_not_to_be_sent_again_is_no_replacement(text, words):
    reading = read_ticket(text)
    s = next(s for s in reading.sentences if words in s.text)
    assert "question" not in s.kinds and "replacement" not in s.forbids and "shipping" not in s.forbids
    assert "damaged_item" in reading.intents


def test_goods_asked_not_to_be_sent_again_still_holds_the_replacement():
    s = _sentence("The bowl SU-30126 cracked. Don't send me another bowl, just refund it.", "another bowl")
    assert s.kinds == ["question"] and "replacement" in s.forbids


@pytest.mark.parametrize("text, words", [
    ("stop the replacement pls\nHi, your colleague said a new blender would be posted for SU-30127 but I'd rather have my money back.", "stop the replacement"),
    ("SU-30128\nThe lamp is cracked. Can you cancel the replacement you're sending and refund me?", "cancel the replacement"),
    ("SU-30129\nThe mat arrived torn. Please call off the new one, I've sorted it locally.", "call off the new one"),
])
def test_a_replacement_under_way_called_off_is_for_a_person_not_answered_as_a_question(text, words):
    s = _sentence(text, words)
    assert s.role == "request" and s.kinds == ["other"] and "replacement" in s.forbids


def test_stopping_something_else_beside_a_replacement_asked_is_no_call_off():
    s = _sentence("SU-30130\nThe lamp is cracked. Please send a replacement and stop the emails.", "stop the emails")
    assert "replacement" not in s.forbids


def test_a_subject_calling_the_replacement_off_over_a_body_asking_the_same_is_one_request():
    text = ("cancel the replacement\nHello, your team said a new mixer would go out for SU-30131. Please don't send it, "
            "I bought one locally. A refund for the cracked bowl instead would be great.")
    assert _sentence(text, "cancel the replacement").role == "attached"
    own = _sentence(text, "Please don't send it")
    assert own.role == "request" and "other" in own.kinds


def test_a_subject_calling_the_replacement_off_alone_stays_a_request():
    s = _sentence("cancel the replacement\nHello, your team said a new mixer would go out for SU-30132. Refund me instead.", "cancel the replacement")
    assert s.role == "request" and s.kinds == ["other"]


@pytest.mark.parametrize("text, words", [
    ("SU-30133\nThe teapot arrived with the lid cracked. I would rather have the refund for the cracked teapot instead.", "rather have the refund"),
    ("SU-30134\nthe jug came chipped. i'd have the money back for it tbh", "money back"),
])
def test_a_refund_preferred_is_the_claims_remedy_not_a_status_question(text, words):
    s = _sentence(text, words)
    assert "other" not in s.kinds and not s.why.startswith("asks about a remedy")


@pytest.mark.parametrize("text, words", [
    ("SU-30135\nThe kettle arrived cracked last week. Have you sent the refund yet?", "Have you sent"),
    ("SU-30136\nMy chair came broken and you said a replacement was coming. Has the replacement been sent?", "Has the replacement"),
])
def test_where_a_remedy_stands_is_still_a_status_question(text, words):
    s = _sentence(text, words)
    assert s.role == "request" and "damaged_item" not in s.kinds
