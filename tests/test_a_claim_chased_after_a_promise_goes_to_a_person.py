"""A claim the customer chases after a promise the shop's people made ("following up on my phone call from the 12th. The
milk jug came with a crack through the handle and I was told it would be sorted. Please refund the jug.") is no settled
problem and no deferral: the jug had been refunded in full after that call, the run deferred it as "already refunded"
and no person was asked to check what was promised and tell the customer. Now an earlier refund that drew on all the
claim names, beside a chase or a promise told in the customer's words, goes to a person naming the goods; a claim
with no such words is still deferred on the record, and a promise with nothing refunded before is the claim as ever.
Wording written for these tests."""

import pytest

from runs import repeat_claims
from runs.intents import read_ticket
from runs.screening import request_dicts

JUG = {"sku": "JUG", "description": "Stoneware milk jug", "quantity": 1, "unit_price_cents": 2200}
BOWL = {"sku": "BWL", "description": "Stoneware sugar bowl", "quantity": 1, "unit_price_cents": 1800}
EARLIER = [{"amount_cents": 2376, "case_type": "damaged_item", "reason": "jug handle cracked, phoned in", "date": "2026-06-13",
            "covers": [{"sku": "JUG", "cents": 2376}]}]
DECISION = {"case_type": "damaged_item", "action": "refund", "amount_cents": 2376, "lines": [{"sku": "JUG", "quantity": 1}], "sku": "JUG"}


def _order(refunds):
    return {"order_ref": "SU-70106", "lines": [JUG, BOWL], "refunds": refunds}


def _requests(text):
    return request_dicts(read_ticket(text, order_ref="SU-70106"), "SU-70106")


CHASED = [
    "Hello, following up on my phone call from the 3rd. The milk jug arrived with a cracked handle and I was told it would be "
    "sorted. Please refund the jug.",
    "Hi, the milk jug came with a crack through the handle. Your colleague on the phone said it'd be refunded. Please refund the jug.",
    "jug handle cracked, was told on the phone it'd be refunded. pls refund the jug",
    "As discussed on the phone, the milk jug arrived with a cracked handle and I was assured it would be refunded. Could you "
    "refund the jug please?",
    "The handle on the milk jug was cracked when it arrived, and someone on your live chat agreed to send a refund. Please refund the jug.",
    "Chasing this again: the milk jug was cracked at the handle when it came. Please refund it.",
]


@pytest.mark.parametrize("text", CHASED)
def test_a_claim_chased_after_its_line_was_refunded_goes_to_a_person(text):
    found = repeat_claims.chased(DECISION, _order(EARLIER), _requests(text))
    assert [c.sku for c in found] == ["JUG"]


@pytest.mark.parametrize("text", [
    # no chase, no promise: the record answers it (deferred as refunded before)
    "The milk jug came with a crack through the handle. Please refund the jug.",
    # other units claimed anew
    "Another milk jug from the same order came with a cracked handle, please refund it.",
])
def test_a_claim_neither_chased_nor_promised_is_not_sent_to_a_person_by_this(text):
    assert repeat_claims.chased(DECISION, _order(EARLIER), _requests(text)) == []


@pytest.mark.parametrize("text", CHASED[:3])
def test_a_promise_with_nothing_refunded_before_leaves_the_claim_as_it_is(text):
    assert repeat_claims.chased(DECISION, _order([]), _requests(text)) == []


@pytest.mark.parametrize("text", [
    "I was told it would be sorted",
    "your colleague on the phone said it'd be refunded",
    "they promised a replacement",
    "the lady in the shop said she'd send a new one",
    "we were promised our money back",
])
def test_a_promise_in_the_customers_words_repeats_the_claim(text):
    assert repeat_claims.wording(text) == "repeat"


@pytest.mark.parametrize("text", [
    "the website said it was dishwasher safe",
    "they said it would arrive on Tuesday",
    "I was told the colour was sage",
])
def test_words_of_what_was_said_that_promise_no_remedy_are_no_repeat(text):
    assert repeat_claims.wording(text) == ""
