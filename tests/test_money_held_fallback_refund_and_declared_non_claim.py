"""A refund asked only as the fallback of a remedy under a condition ("send a new one if it can come
by Friday; if not, refund me") waits for a person: whether the condition fails is not the offline
agent's to know, and paid at once the customer's first choice was lost. A declared non-claim for the
lateness ("we are not, at present, claiming compensation for the delay") waives the late fee, and a
payment taken two separate times is a duplicate charge. Wording written for these tests."""

import re

import pytest

from runs.intents import read_ticket
from tests.guard_fixtures import sentences_holding

_ORDER = {"order_ref": "SU-77001", "lines": [{"sku": "KTL-1", "description": "Enamel kettle", "quantity": 1, "unit_price_cents": 5400}],
          "charges": [{"number": 1, "kind": "items", "amount_cents": 5400}, {"number": 2, "kind": "delivery", "amount_cents": 499}]}
_KETTLE = {"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "KTL-1", "quantity": 1}]}
_FEE = {"case_type": "late_delivery", "action": "refund", "charges": [2]}


def _held(text: str, decision: dict) -> list[str]:
    return sentences_holding(_ORDER, text, decision)


@pytest.mark.parametrize("text", [
    "The kettle came with a dented spout. Ship me a fresh one if it can reach me by Friday; if not, refund it.",
    "Enamel kettle arrived chipped. Could you send another before the weekend? Failing that, a refund please.",
    "kettle lid cracked in transit. if a new one can be here before my mum visits pls send it; otherwise just refund me",
])
def test_a_refund_asked_as_the_fallback_of_a_conditional_remedy_waits_for_a_person(text):
    reading = read_ticket(text, order_ref="SU-77001")
    assert any("refund" in s.forbids for s in reading.sentences), "the fallback refund is held"
    assert "damaged_item" in reading.intents, "the claim stays open for the person who checks the condition"
    asked = next(s for s in reading.sentences if re.search(r"\b(?:send|ship)\b", s.text, re.I))
    assert asked.is_request or "refund" in asked.forbids, "the conditional ask reaches a person, as a request or with the hold it carries"
    assert _held(text, _KETTLE)


def test_a_fallback_joined_by_a_semicolon_stays_one_sentence_with_its_condition():
    reading = read_ticket("The kettle is dented. If a new one can come by Tuesday please send it; otherwise refund it.", order_ref="SU-77001")
    assert any("otherwise" in s.text and "send it" in s.text for s in reading.sentences)


def test_a_plain_refund_after_a_semicolon_is_still_paid():
    text = "The kettle arrived dented; please refund it."
    assert "damaged_item" in read_ticket(text, order_ref="SU-77001").intents
    assert not _held(text, _KETTLE)


@pytest.mark.parametrize("text", [
    "The kettle is dented, please refund it. It also came late, though we are not, at present, claiming compensation for the delay.",
    "Kettle arrived a week after the promised date. I do not seek any refund of the delivery charge. The spout is cracked, so refund the kettle.",
])
def test_a_declared_non_claim_for_the_lateness_waives_the_fee_and_not_the_goods(text):
    reading = read_ticket(text, order_ref="SU-77001")
    assert "late_delivery" not in reading.intents
    assert _held(text, _FEE)
    assert not _held(text, _KETTLE)


@pytest.mark.parametrize("text", [
    "My statement says you took the payment for the kettle two separate times.",
    "The card was charged two different times for one kettle.",
])
def test_a_payment_taken_two_separate_times_is_a_duplicate_charge(text):
    assert "duplicate_charge" in read_ticket(text, order_ref="SU-77001").intents


def test_a_remedy_only_weighed_while_the_refund_is_held_is_one_hold_not_a_second_ask():
    reading = read_ticket("The kettle spout is dented. Don't refund it for now, we're still deciding whether we'd prefer a new one. "
                          "We'll let you know next week.", order_ref="SU-77001")
    assert "damaged_item" in reading.intents, "the claim stays open, held"
    assert not any(s.is_request and "other" in s.kinds for s in reading.sentences), "nothing asked yet for a person to arrange"


def test_a_hold_beside_a_remedy_asked_outright_still_asks_it():
    reading = read_ticket("The kettle spout is dented. Hold off on the refund and ship me another one instead, please.", order_ref="SU-77001")
    assert any(s.is_request and "other" in s.kinds and "refund" in s.forbids for s in reading.sentences)
