"""A question what to do with the wrong goods ("what do I do with the paring knife, do I send it back?") right after the
wrong item is told is answered by that item's own subtask: no second person. Near-misses: a question about other goods,
or one asking something besides, stays a request. Blind round ver25a, VER25A-30
(runs/intents/wrong_goods_questions.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


WRONG = "Order SU-81601: you sent a paring knife instead of the 20 cm chef's knife."


@pytest.mark.parametrize("question", [
    "Your chat person said the right one is on its way, great - but what do I do with the paring knife, do I send it back?",
    "What should I do with the paring knife?",
    "do i need to send it back or what",
    "Should I keep the paring knife or post it back?",
    "Do you want it back?",
    "How do I send the paring knife back?",
    "The correct one is apparently coming Tuesday. What am I supposed to do with this one? Send it back?",
])
def test_the_question_is_the_wrong_items_own(question):
    reading = read_ticket(f"Knife mix-up\n{WRONG} {question}")
    assert [k for s in reading.requests for k in s.kinds] == ["wrong_item"], _shown(reading)


@pytest.mark.parametrize("question", [
    "What do I do with the rug that came with it?",
    "Do I send it back, and can you cancel my newsletter subscription too?",
    "Should I send it back? Also please change my delivery address to 2 Park Lane.",
    "What do I do with it - and can someone call me tomorrow?",
    "Do you want the cutting board back as well?",
    "How do I send it back, and when will I get my $6.95 delivery fee refunded?",
])
def test_a_question_about_other_goods_or_with_more_asked_still_asks(question):
    reading = read_ticket(f"Knife mix-up\n{WRONG} {question}")
    assert len([k for s in reading.requests for k in s.kinds]) >= 2, _shown(reading)
