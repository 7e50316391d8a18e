"""An exchange asked in a learner's words ("I want change please", "i need change it for the M") is a
remedy other than money: the screener reads it as goods instead of a refund, so no refund is promised
and a person arranges the exchange. Near misses (a change of address, "keep the change", a change
declined) are not. Wording written for these tests."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket


def _read(body: str):
    return read_ticket(f"jacket\n{body}", order_ref="SU-71440")


@pytest.mark.parametrize("body", [
    "I am receive the wrong color of jacket, I order black and is coming brown. I want change please.",
    "jacket wrong size. i need change it for the M.",
    "Wrong colour came. Please change for black one.",
    "The bag came grey but I ordered blue. Can I change it?",
    "Is not my size this shoes, i would like change pls.",
    "they send me red scarf, i ordered green. i want change, not money",
])
def test_an_exchange_in_a_learners_words_asks_goods_instead_of_money(body):
    reading = _read(body)
    assert any(s.why.startswith(GOODS_INSTEAD) for s in reading.requests), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "I want to change my address please, I moved last week.",
    "The jacket is the wrong colour. Please keep the change from the voucher, I just want a refund.",
    "I need to change the delivery day to Friday.",
    "The wrong jacket came, I don't want to change it, refund please.",
    "Wrong colour jacket arrived, please refund it to my card.",
])
def test_a_change_of_details_or_a_refund_asked_is_no_exchange(body):
    reading = _read(body)
    assert not any(s.why.startswith(GOODS_INSTEAD) for s in reading.requests), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
