"""A price the customer states for goods they name, above what the record shows for them ("I paid $90 for that fan so
I want the full $90 back", the fan's line $40.00 and its tax $3.20): the goods tell which line the claim is on, so the
record's amount for the claimed units is paid, never the customer's figure, and the reply says the figure differs
(runs/overstated_prices.py). A figure below what would be paid, one said of other goods on an order of several
lines, one for a charge taken twice, or a refund that also pays the delivery fee still holds it for a person."""

import pytest

from runs.agents.reply_sentences import refunded
from runs.guards import check_amount_stated
from runs.intents import read_ticket
from runs.reply_check import resolved_problems
from runs.screening import request_dicts
from runs.stated_amounts import overstated

ORDER = {"order_ref": "SU-84901",
         "lines": [{"sku": "FAN-DSK-12", "description": "Desk fan, 12 inch", "quantity": 1, "unit_price_cents": 4000},
                   {"sku": "LMP-BED", "description": "Bedside lamp", "quantity": 1, "unit_price_cents": 2600}],
         "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 6600},
                     {"number": 2, "kind": "delivery", "description": "Standard delivery", "amount_cents": 599},
                     {"number": 3, "kind": "tax", "description": "Sales tax 8%", "amount_cents": 528}],
         "refunds": []}
FAN = {"case_type": "damaged_item", "action": "refund", "amount_cents": 4320, "lines": [{"sku": "FAN-DSK-12", "quantity": 1}]}


def _requests(subject: str, body: str) -> list[dict]:
    return request_dicts(read_ticket(f"{subject}\n{body}", order_ref="SU-84901"), "SU-84901")


@pytest.mark.parametrize("subject, body", [
    ("fan damaged - want $90 back", "The desk fan arrived with the front grille cracked and the blade catches on it. I paid $90 for that "
                                    "fan so I want the full $90 back, not some partial amount."),
    ("Broken fan", "fan came smashed. it cost me $75, refund the $75 pls"),
    ("Damaged desk fan", "Dear Sir or Madam, the desk fan I received has a cracked housing. I paid $99.99 for the fan and I request "
                         "a full refund of that sum."),
    ("FAN!!!", "THE FAN ARRIVED BROKEN. I PAID $120 FOR THAT FAN AND I WANT EVERY CENT BACK."),
    ("fan", "hello, the fan is arrive with broken blade, i am pay 65 dollar for this fan, please return my 65 dollar"),
    ("desk fan", "So the fan finally came and, honestly, the base is cracked right through, which is a shame because I paid "
                 "something like $85 for the fan in the first place. Could you refund it?"),
    ("Fan damaged", "The fann arrived with a dented grill. Refund the $50 I paid for the fan please."),
])
def test_a_price_above_the_records_for_the_named_goods_lets_the_records_amount_be_paid(subject, body):
    requests = _requests(subject, body)
    result = check_amount_stated(FAN, ORDER, [], requests)
    assert result.passed, result.inputs
    assert result.inputs["stated"], "the customer's figure is still recorded beside the decision"
    assert overstated(FAN, ORDER, requests), "the reply is told the figure differs"


@pytest.mark.parametrize("subject, body", [
    # below what would be paid: the customer may mean a part, or another charge
    ("fan damaged", "The desk fan arrived with the grille cracked. I paid $30 for that fan, please refund the $30."),
    ("fan", "fan arrived broken, refund the $12.50 please"),
    # said beside other goods on an order of two lines: the figure may be their price
    ("Damaged", "The desk fan arrived cracked. I paid $95 for the lamp, refund the $95 for the fan please."),
    ("Damaged", "The fan arrived cracked and I want a refund of the $95 lamp."),
])
def test_a_figure_below_the_records_or_said_of_other_goods_still_holds_the_refund(subject, body):
    result = check_amount_stated(FAN, ORDER, [], _requests(subject, body))
    assert not result.passed, result.inputs


def test_a_refund_that_also_pays_the_delivery_fee_is_still_held_on_a_figure_no_charge_shows():
    with_fee = {**FAN, "amount_cents": 4919, "charges": [2]}
    body = "The desk fan arrived cracked. I paid $90 for that fan so I want the full $90 back."
    assert not check_amount_stated(with_fee, ORDER, [], _requests("fan", body)).passed


def test_a_figure_for_a_charge_taken_twice_is_never_read_as_a_price():
    twice = dict(ORDER, charges=[*ORDER["charges"], {"number": 4, "kind": "delivery", "description": "Standard delivery", "amount_cents": 599}])
    copy = {"case_type": "duplicate_charge", "action": "refund", "amount_cents": 599, "charges": [4]}
    body = "You charged the delivery for the fan twice, $8 each time. Refund one please."
    assert not check_amount_stated(copy, twice, [], _requests("Charged twice", body)).passed


def test_the_reply_tells_the_records_amount_as_refunded_and_passes_the_reply_check():
    sentence = refunded(4320, "the damaged desk fan, 12 inch", (), ["$90"])
    assert "$43.20" in sentence and "$90 you mention isn't what our record shows" in sentence
    assert resolved_problems(sentence, action="refund", amount_cents=4320, kind="damaged_item") == []
    # the customer's figure told as what was refunded is still refused
    assert resolved_problems("I've refunded $90 for the damaged desk fan.", action="refund", amount_cents=4320, kind="damaged_item")
