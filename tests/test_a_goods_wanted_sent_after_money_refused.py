"""The goods wanted sent after the money turned down ("I do NOT want a refund, I want the teal one sent out please") are
asked, not declined: the wrong-item claim stands, its refund is held, and a person arranges the goods with the ask quoted
(runs/intents/goods_sent_wanted.py, read by remedies.declines and read.py). P36-08 handed the whole ticket over as a
decline. Wording written for these tests.

Near-misses, still declining: the goods refused too, or only the goods kept."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.intents.goods_sent_wanted import goods_sent_wanted

CLAIM = "You sent the mustard cushion, I ordered the teal."
ASKED = [
    "I do NOT want a refund, I want the teal one sent out please.",
    "No refund thanks - I would like the teal one posted to me.",
    "Not after my money, please just send out the teal one.",
    "i dont want my money back i want the teal cushion delivered",
    "Don't refund me, I'd like the one I actually ordered sent over.",
    "no refund pls, can you send the teal one instead",
]
DECLINED = [
    "I do not want a refund or another one sent, I will keep it.",
    "I do not want a refund, I will keep it.",
]


@pytest.mark.parametrize("text", ASKED)
def test_goods_asked_after_money_refused(text):
    reading = read_ticket(f"wrong colour\n\n{CLAIM} {text}")
    assert "wrong_item" in reading.intents and "other" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    asked = next(s for s in reading.sentences if s.text.startswith(text[:15]))
    assert "refund" in asked.forbids


@pytest.mark.parametrize("text", DECLINED)
def test_still_declined(text):
    reading = read_ticket(f"wrong colour\n\n{CLAIM} {text}")
    assert "wrong_item" not in reading.intents


@pytest.mark.parametrize("text", ["you sent the teal one last week", "Can you send me a returns label?", "I want a refund or another one sent", "I had the teal one sent to my mum"])
def test_not_goods_wanted_sent(text):
    assert not goods_sent_wanted(text) or "refund" in text
