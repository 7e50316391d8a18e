"""A bare "hold off" or the customer's own check asked before any money moves holds the refund of the claim told in
another sentence (issue #11, verify45 R1-01: "I'd want a refund for it really. / That said, hold off for now please.",
$43.20 paid; R2-02: "Before you actually send any money though, let me double-check with my partner", $45.36 paid). Money
the customer fears receiving twice ("I don't want us to get paid twice") is no charge taken twice."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

CLOCK = [fc.line("CL-1", "Wall clock", 4200)]

HELD = [
    "The wall clock arrived with the glass smashed. I'd want a refund really.\n\nThat said, hold off for now please. My husband thinks he can fix it.",
    "clock glass smashed, refund pls. actually hold off a few days, might get it repaired",
    "The clock's glass front came cracked and I would like my money back. But please hold fire for the moment, I'll confirm next week.",
    "Wall clock arrived broken. Refund please. Hold off until Monday though, I want to check something.",
    "The clock came smashed. I'd like a refund on it. Before you actually send any money though, let me double-check with my partner.",
    "clock is broke, i want refund. before u send the money i need to check with my wife if she already call you",
    "The clock arrived with a smashed face and I'd like a refund. Before anyone processes a refund, I'll confirm my bank details have not changed.",
]


@pytest.mark.parametrize("body", HELD)
def test_the_hold_forbids_the_refund(body):
    reading = read_ticket(f"Clock\n{body}", order_ref="SU-1")
    assert any("refund" in s.forbids for s in reading.sentences), [(s.role, s.kinds, s.forbids, s.text) for s in reading.sentences]
    assert "duplicate_charge" not in reading.intents


@pytest.mark.parametrize("body", [
    "The clock arrived smashed, refund please. Please hold off on sending a replacement.",  # the goods held, not the money
    "The clock arrived smashed. Please refund it before you send anything else.",
    "The clock arrived smashed, please refund it. I'd hold off buying from you again though.",
])
def test_a_hold_of_other_things_leaves_the_refund_asked(body):
    reading = read_ticket(f"Clock\n{body}", order_ref="SU-1")
    assert "damaged_item" in reading.intents and not any("refund" in s.forbids for s in reading.sentences), \
        [(s.role, s.kinds, s.forbids, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text,duplicate", [
    ("The clock is smashed. I don't want us to get paid twice, my wife may have called.", False),
    ("clock broken - refund but make sure i dont end up refunded twice, i emailed before", False),
    ("you got paid twice for my order!! refund one", True),
    ("I got charged twice, refund one", True),
    ("we got billed double for the clock", True),
])
def test_money_received_twice_is_no_charge_taken_twice(text, duplicate):
    assert ("duplicate_charge" in read_ticket(text, order_ref="SU-1").intents) is duplicate


@pytest.mark.django_db(transaction=True)
def test_nothing_is_paid_while_the_customer_holds_it(tmp_path):
    cases = fc.none_paid("HOLDOFF", "SU-7730", CLOCK, HELD, ["damaged_item"])
    fc.assert_money_as_expected(tmp_path, cases)
