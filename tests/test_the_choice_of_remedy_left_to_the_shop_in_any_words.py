"""Goods or the money with the choice left to the shop, in a learner's or a looser wording: "Please I want to send back
and to have the blue one or the money, what is more easy for you." both started the return and asked a person to choose,
and the reply promised both (V29C-04). Left to the shop, the claim's own remedy answers it. Offered without leaving the
choice, it still goes to a person. Fresh wordings."""

import pytest

from runs.intents import read_ticket
from runs.intents.choice_left_to_shop import CHOICE_LEFT_WHY

ORDER = "SU-70001"


def _ask(body: str):
    reading = read_ticket(f"wrong colour\nI ordered the blue towel set (order {ORDER}) but grey towels came, not blue. {body}", order_ref=ORDER)
    return reading.sentences[-1]


@pytest.mark.parametrize("body", [
    "Please I want to send back and to have the blue one or the money, what is more easy for you.",
    "Can I have the blue ones or the money, whatever is more easy for you",
    "I'd like the blue set or a refund please, which is simpler for your side.",
    "send the blue ones or refund me, as you prefer",
    "I would like the correct colour or my money, what is better for you",
    "Either the blue towels or the refund, whichever is best for you guys.",
])
def test_goods_or_money_left_to_the_shop_is_the_claims_remedy(body):
    s = _ask(body)
    assert s.role == "attached" and s.why == CHOICE_LEFT_WHY, (s.text, s.role, s.kinds, s.why)


@pytest.mark.parametrize("body", [
    "I want the blue ones or the money back.",
    "Please send the blue set or refund me, I need them for Friday.",
])
def test_goods_or_money_without_the_choice_left_stays_a_persons(body):
    s = _ask(body)
    assert s.why != CHOICE_LEFT_WHY, (s.text, s.role, s.kinds, s.why)
