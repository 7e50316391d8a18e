"""Screening: a copy of a charge told as "an extra $7.99 delivery charge on my card", in a learner's word order ("the
payment is take two time") or as money taken "more than once" is a duplicate charge, which the record then confirms or
not; an extra fee the customer never agreed to, money paid more than once in the past, and a fee questioned with no
card or statement in sight are not copies."""

import pytest

from runs.intents import read_ticket


def _kinds(body: str) -> list[str]:
    return read_ticket(f"SU-40111\n{body}").intents


@pytest.mark.parametrize("body", [
    "Hi, there's an extra $7.99 delivery charge on my card for this order.",
    "theres an extra 5.99 delivery on my card for this order?? pls refund",
    "Spotted a second 4.99 postage charge on our bank app for this one.",
    "An additional 12.00 shipping charge appeared on my statement after the order went out.",
    "my bank shows an additional £6 delivery fee, I only paid postage once",
    "Good morning. I notice an extra €3.50 shipping fee on my account statement for this order. Kindly refund it.",
])
def test_an_extra_fee_told_with_its_figure_on_the_card_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds(body)


@pytest.mark.parametrize("body", [
    "The payment is take two time from my card, 89.00 each time. Please give back one.",
    "my money was took 2 time for the same order",
    "you took 40 dollar more than once",
    "The charge was debited more than once, same amount, same day.",
    "payment were taken twice from my debit card for the blanket",
    "I think I was billed more than once for the rug?",
])
def test_money_taken_twice_or_more_than_once_in_any_word_order_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds(body)


@pytest.mark.parametrize("body", [
    "I was charged an extra $5 for gift wrap I never asked for.",
    "My statement has an extra 9.99 shipping charge I never agreed to.",
    "I've paid more than once with this card before and it was fine.",
    "I have tried more than once to pay but it fails.",
    "I've ordered from you more than once and paid each time happily.",
    "The courier charged an extra 3.50 delivery fee to my door, is that right?",
    "Payment was taken once, thanks, all fine.",
])
def test_an_extra_fee_not_agreed_or_money_paid_more_than_once_in_the_past_is_no_copy(body):
    assert "duplicate_charge" not in _kinds(body)
