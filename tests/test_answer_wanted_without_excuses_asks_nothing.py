"""Screening: the customer saying what answer they will not take ("I do not want excuses.", "no more excuses please",
"spare me the apologies", "I won't accept another copy and paste reply") tells how the reply is to be written; it asks
nothing of the shop and tells no problem with the order. Read as a problem of no kind, it became an `other` subtask, a
person got an open item for it and the reply quoted it back as "your request" (blind round ver20c, V20C-28). What the
sentence asks besides is still read, and a refusal of the goods ("I don't want another one") stays one. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket

CLAIM = "The oak sideboard came with a deep crack down one door. Please refund it."


def _sentence(reading, words):
    return next(s for s in reading.sentences if words in s.text)


@pytest.mark.parametrize("remark", [
    "I do not want excuses.",
    "i dont want any more excuses",
    "No more excuses please.",
    "Spare me the excuses this time.",
    "I'm not interested in your excuses.",
    "I don't need another apology.",
    "Im sick of excuses",
    "I won't accept another copy and paste reply.",
    "please, no more excuses",
    "We do not want yet more apologies.",
])
def test_the_answer_the_customer_will_not_take_is_no_request(remark):
    reading = read_ticket(f"Sideboard\n{CLAIM} {remark}")
    s = _sentence(reading, remark[:12])
    assert not s.is_request, (s.role, s.why)
    assert reading.intents == ["damaged_item"], reading.intents


@pytest.mark.parametrize("text, kind", [
    # the ask beside the remark is still read: the money of the claim, or something a person does
    ("I don't want an apology, I want my money back.", None),
    ("No excuses this time, and please cancel my newsletter subscription.", "other"),
    ("I don't want excuses, I want a manager to call me today.", "other"),
])
def test_an_ask_beside_such_a_remark_is_still_read(text, kind):
    reading = read_ticket(f"Sideboard\n{CLAIM} {text}")
    s = _sentence(reading, text[:12])
    assert s.role in ("request", "attached"), (s.role, s.why)
    if kind:
        assert kind in reading.intents, reading.intents


@pytest.mark.parametrize("text", [
    "I do not want a replacement.",
    "I don't want another one sent.",
])
def test_a_refusal_of_goods_is_not_such_a_remark(text):
    reading = read_ticket(f"Sideboard\n{CLAIM} {text}")
    s = _sentence(reading, text[:12])
    assert s.role not in ("courtesy", "context") and s.forbids, (s.role, s.why, s.forbids)
