"""A claim the customer says was already refunded on an earlier call or chat, told before the damage, is settled context
and pays nothing: held-back round verify34 paid $18 again for P03 ("Like I said on the phone yesterday (they refunded it
there and then), the mug was cracked."; runs/intents/settled_on_a_call.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

SETTLED = [
    "As I mentioned on the phone (your colleague refunded me straight away), the jug arrived chipped.",
    "as i told ur agent on the call - she refunded it already - the bowl came smashed",
    "Following my call this morning (refund already done, thanks), the vase was broken on arrival.",
    "Per my phone call on Monday, where you refunded me, the plate was cracked. Just for your records.",
    "Just so it's on file: I phoned on Tuesday and got refunded, the teapot lid was chipped.",
    "Hello again. When I spoke to Dan on live chat they reimbursed me, but for completeness: the lamp base arrived dented.",
]
STILL_ASKED = [
    "Like I said on the phone yesterday, the mug was cracked.",
    "They refunded the delivery fee on the phone, but the mug was cracked, refund please.",
    "I rang yesterday and the mug was cracked, please refund it.",
]


@pytest.mark.parametrize("text", SETTLED)
def test_a_claim_settled_on_a_call_asks_nothing(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert reading.intents == [], reading.as_payload()


@pytest.mark.parametrize("text", STILL_ASKED)
def test_a_call_without_a_refund_made_leaves_the_claim(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()


def test_a_refund_only_promised_on_a_call_is_no_settlement():
    reading = read_ticket("On the phone they said they'd refund it, but nothing has come, the mug was cracked.", order_ref="SU-1")
    assert reading.intents and not any(s.role == "context" and "damaged_item" in s.kinds for s in reading.sentences)


MUG = [line("MUG-1", "Blue stoneware mug", 1800)]


@pytest.mark.django_db
def test_no_second_refund_for_a_claim_settled_on_a_call(tmp_path):
    cases = [
        case("CAL-1", "Like I said on the phone yesterday (they refunded it there and then), the mug was cracked. Just confirming "
             "for your records.", MUG, intents=[], ref="SU-70041", expected={"outcome": "resolved", "refunds": [], "returns": []}),
        case("CAL-2", "Like I said on the phone yesterday, the mug was cracked. Refund please.", MUG, intents=["damaged_item"],
             ref="SU-70042", expected={"outcome": "resolved", "refunds": [refund(cents(MUG, "MUG-1", 1), "MUG-1", 1)], "returns": []}),
    ]
    assert_money_as_expected(tmp_path, cases)
