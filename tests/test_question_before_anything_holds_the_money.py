"""A question the customer wants answered "before doing anything" goes to a person (`other`, quoted) and holds the
claim beside it: no refund until it is answered (runs/intents/held_for_a_question.py; verify33 I10 paid and dropped the
question). Near-misses: "before" with no question, a plain question. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.held_for_a_question import HELD_QUESTION_WHY
from tests import fresh_cases as fc


def _read(text: str):
    return [s for s in read_ticket("my order\n" + text).sentences if s.role != "injected"]


@pytest.mark.parametrize("text", [
    "jug came broken. Before doing anything, please confirm: will I need to send the broken one back?",
    "The teapot is cracked. Before you process anything - do I have to return it?",
    "Hi, my jug arrived chipped. Before you refund it, can you tell me if I must post it back? I'd rather keep it.",
    "before you do anything!! will i need to ship the smashed jug back?? the jug is smashed",
    "The jug is in pieces. Hold off for now please, is a refund to my old card possible?",
    "Cracked teapot. Before going ahead, could you confirm whether the return postage is on me?",
])
def test_the_question_is_a_persons_and_no_claim_is_asked(text):
    read = _read(text)
    asks = [s for s in read if s.role == "request"]
    assert any(s.why == HELD_QUESTION_WHY and s.kinds == ["other"] for s in asks), [(s.text, s.role, s.kinds) for s in read]
    assert all(s.kinds == ["other"] for s in asks), [(s.text, s.role, s.kinds) for s in read]


@pytest.mark.parametrize("text", [
    "Before you ask, yes it was packed well. The jug is broken, refund please.",
    "Before doing anything else, refund the jug, it arrived broken.",
    "The jug came broken. Will I need to send it back?",
    "The jug was fine before, now it is cracked after a day. Refund please.",
    "I had this problem before. The jug is chipped, refund it please.",
    "Before Friday please: the jug is cracked, refund it.",
])
def test_near_misses_keep_their_reading(text):
    assert not any(s.why == HELD_QUESTION_WHY for s in _read(text))


GOODS = [fc.line("JUG-1", "Stoneware jug", 3000), fc.line("TEA-1", "Stoneware teapot", 4000)]


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_before_the_answer(tmp_path):
    held = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "send the broken one back"}]}
    cases = [
        fc.case("HLD-1", "Hello, jug came broken. Before doing anything, please confirm: will I need to send the broken one back? "
                "If yes I'd rather not bother and just keep it.", GOODS, intents=["other"], expected=held),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
    assert fc.run(tmp_path, cases)[""]["silent_drops"] == 0
