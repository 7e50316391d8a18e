"""A refund the customer tells of counts only for the charge or goods and the order it names: the
shipping refunded on a previous order does not make this order's boots "refunded before", so their
return goes ahead. And two readings of the goods: a return asked as something to set going ("please
start a return on the sweater") is a return, and goods named by a size with a point ("the 1.0L not
the 1.7L I ordered") were the wrong item."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.settled_lines import lines_told_refunded

BOOTS = {"order_ref": "SU-55120", "lines": [{"sku": "BOOT", "description": "Rain boots, size 38", "quantity": 1, "unit_price_cents": 6800}],
         "charges": [{"kind": "items", "amount_cents": 6800}, {"kind": "delivery", "amount_cents": 599}], "refunds": []}


@pytest.mark.parametrize("text", [
    "The boots were delivered late back in April on a previous order and you kindly refunded the shipping then.",
    "Last time my boots came late you refunded the delivery fee, which was kind.",
    "You refunded the postage on my boots order in March.",
    "On an earlier order the boots came damaged and you refunded them.",
    "my last order of these boots got refunded because they were scuffed",
    "Your team reimbursed the shipping charge when the boots were late.",
])
def test_a_refund_told_of_a_charge_or_of_another_order_is_not_a_refund_of_this_orders_goods(text):
    assert lines_told_refunded(BOOTS, [text]) == {}


@pytest.mark.parametrize("text", [
    "You refunded these boots last month and now the sole has split again.",
    "The boots were refunded already, but the money never came.",
    "I got a refund for the boots in May.",
])
def test_a_refund_told_of_this_orders_goods_still_counts(text):
    assert lines_told_refunded(BOOTS, [text]) == {"BOOT": text}


def test_a_return_after_a_past_shipping_refund_on_another_order_passes_the_guard():
    body = ("The boots were delivered late back in April on a previous order and you kindly refunded the shipping then. "
            "This time they came on time but they're a size too small, I'd like to return them.")
    requests = request_dicts(read_ticket(f"boots\n{body}", order_ref="SU-55120"), "SU-55120")
    decision = {"case_type": "change_of_mind", "action": "return", "subtask": 1, "lines": [{"sku": "BOOT", "quantity": 1}]}
    evidence = policy_evidence.Evidence(order=BOOTS, now=datetime(2025, 6, 10, tzinfo=timezone.utc))
    assert guards.check_not_settled_before(decision, evidence, requests).passed


@pytest.mark.parametrize("body", [
    "Hi - please start a return on the sweater, too scratchy for me.",
    "Could you open a return for the lamp? It's not for me.",
    "I'd like to begin a return on the cushions please",
    "can u set up a return for the rug, we changed our minds",
    "Please log a return for the throw.",
])
def test_a_return_asked_as_something_to_set_going_is_a_return(body):
    assert read_ticket(f"Return\n{body}", order_ref="SU-55120").intents == ["change_of_mind"]


@pytest.mark.parametrize("body", [
    "Last week I started a return for the boots but we're keeping them now. Please cancel the return.",
    "We opened a return on the lamp on Monday, has it been received?",
    "Where do I find the return label?",
])
def test_a_return_told_of_or_asked_after_starts_no_new_return(body):
    assert "change_of_mind" not in read_ticket(f"Return\n{body}", order_ref="SU-55120").intents


@pytest.mark.parametrize("body", [
    "the kettle I got is the 1.0L not the 1.7L I ordered.",
    "These are the 8.5 not the 9.5 I ordered!",
    "It's the single-size duvet, not the king-size I picked.",
    "the jar is 0.5L, not the 1.5L we ordered",
    "got the 2.4m rug not the 3.2m one, not the 3.2m I paid for",
])
def test_goods_named_by_a_size_with_a_point_or_dash_are_the_wrong_item(body):
    assert "wrong_item" in read_ticket(f"Order\n{body}", order_ref="SU-55120").intents
