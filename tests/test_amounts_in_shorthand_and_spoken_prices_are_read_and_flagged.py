"""Amounts a customer writes in shorthand ("I paid 2k for that sofa", "£1.5k", "a grand", "two grand") or says as a price
with no currency after a word of asking it back ("refund me twelve fifty for the delivery", "you owe me nine
ninety-nine") are read and flagged with how they were read (blind round probe30, findings 27 and 28: both read no amount
and raised no flag). The guard compares a figure read this way with the order like any other, so it never pays more
than the record allows: the record's price is paid for goods stated above it, a fee stated as the record shows it is
paid, and a fee the record does not show is held for a person. Wording written for these tests.

Near-misses, no amount: a 4k TV, a 5k run, 10k steps, a grand piano, "that's grand"."""

import pytest

from runs.intents import read_ticket
from runs.sentences import amounts_in
from tests.fresh_cases import _at, case, cents, line, refund, run


@pytest.mark.parametrize("text, currency, cents_read", [
    ("I paid 2k for that sofa and it came torn.", "USD", 200000),
    ("spent a grand on this table and the top is split", "USD", 100000),
    ("the wardrobe cost me £1.5k and one door is cracked", "GBP", 150000),
    ("two grand for a bed frame that arrived snapped in half!!", "USD", 200000),
    ("paid 1.2k for the rug, it arrived with a big tear", "USD", 120000),
    ("Please refund me twelve fifty for the delivery, it was late.", "USD", 1250),
    ("Please refund me nine ninety-nine for the postage, it came four days late", "USD", 999),
    ("you owe me nine ninety-nine, the delivery fee, it was late", "USD", 999),
    ("the delivery fee was four ninety-five and it turned up a week late", "USD", 495),
    ("forty quid for delivery and it still came late", "GBP", 4000),
])
def test_a_shorthand_or_spoken_amount_is_read_and_flagged(text, currency, cents_read):
    amount = amounts_in(text)[0]
    assert (amount.currency, amount.cents) == (currency, cents_read), amounts_in(text)
    assert amount.flag  # shown on the run page: how it was read, or its currency
    assert amount.flag in read_ticket(f"my order\n{text}", order_ref="SU-1").flags


@pytest.mark.parametrize("text", [
    "we got a 4k TV and the box was crushed",
    "I ran a 5k and came home to find the parcel soaked through",
    "10k steps later I found the parcel at the depot",
    "the grand piano stool arrived scratched",
    "a grand piano arrived scratched",
    "that's grand, thanks for sorting it",
    "the grand total on the order is wrong",
])
def test_near_misses_read_no_amount(text):
    assert amounts_in(text) == []


def test_a_spoken_price_that_could_be_two_amounts_is_flagged_unread():
    amount = amounts_in("refund me two fifty for the postage")[0]
    assert amount.cents is None and "could not be read" in amount.flag


def _late(cid: str, body: str, fee: int, expected: dict) -> dict:
    c = case(cid, body, [line("LAMP", "Desk lamp", 3000)], intents=["late_delivery"], fee_cents=fee, expected=expected)
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = _at(9)[:10]  # delivered 6 days ago, promised 9 days ago: late
    return c


@pytest.mark.django_db
def test_end_to_end_a_stated_figure_never_pays_more_than_the_record(tmp_path):
    sofa = [line("SOFA", "Linen sofa", 129900)]
    over = case("AMT-2K", "I paid 2k for that sofa and it came torn.", sofa, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [refund(cents(sofa, "SOFA", 1), "SOFA", 1)], "returns": []})
    over["approver"] = {"refunds": [{"answer": "approve", "role": "support_lead"}]}  # over the ceiling: a lead approves the record's price
    fee = "Please refund me twelve fifty for the delivery, it was late."
    cases = [over,
             _late("AMT-FEE", fee, 1250, {"outcome": "resolved", "refunds": [{"amount_cents": 1250, "source": "platform"}], "returns": []}),
             # the record's fee is $5.99: the $12.50 stated is no figure of the order, and a person decides before anything is paid
             _late("AMT-NOT-FEE", fee, 599, {"outcome": "escalated", "refunds": [], "returns": [],
                                             "escalations": [{"item": "delivery fee"}]})]
    got = run(tmp_path, cases)
    assert [(c["id"], got[c["id"]]["differences"]) for c in cases if not got[c["id"]]["passed"]] == []
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
