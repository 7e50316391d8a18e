"""Lateness told without "arrived late" ("came a week late", "took ages to turn up"; a bare "rug
late" may be a parcel still overdue, so it is left to the body); a fee refund waived in other words
("you needn't refund the postage", "no need for a refund on the fee"), which holds the fee and never
the goods; two asks joined by "+" or by "&" before an ask, each read as if in a sentence of its own;
and goods called by another name than their line's ("the couch" for a sofa, "the perfume" for an eau
de parfum)."""

import pytest

from runs.intents import read_ticket
from runs.line_synonyms import other_name_used
from runs.ticket_lines import words_mentioned


@pytest.mark.parametrize("text", [
    "The bookcase came a week late and I paid for quick delivery, can I have that back?",
    "It turned up a full fortnight late.",
    "The rug took ages to turn up.",
    "The parcel took three weeks to arrive.",
])
def test_lateness_in_other_words_is_late_delivery(text):
    assert "late_delivery" in read_ticket(text).intents


@pytest.mark.parametrize("text", [
    "Sorry I'm running late with this reply.",
    "Too late to cancel now I suppose.",
    "Rug late",  # terse: overdue or delivered late, the body says which
])
def test_a_person_running_late_or_a_bare_late_is_no_late_delivery(text):
    assert "late_delivery" not in read_ticket(text).intents


@pytest.mark.parametrize("waiver", [
    "You needn't refund the postage.",
    "You need not refund the delivery fee.",
    "No need for a refund on the fee.",
    "No need for a refund on the shipping charge.",
])
def test_a_fee_refund_waived_holds_the_fee_and_not_the_goods(waiver):
    reading = read_ticket(f"The jug arrived cracked. Please refund it. {waiver}")
    waived = next(s for s in reading.sentences if s.text == waiver)
    assert waived.forbids == ["delivery_refund"]
    assert "damaged_item" in reading.intents and "late_delivery" not in reading.intents


@pytest.mark.parametrize("text", [
    "kettle came a week late + new phone number 07700 900456 please update it",
    "Kettle arrived late & please change my phone number to 07700 900456.",
])
def test_two_asks_joined_by_a_plus_or_an_ampersand_are_each_read(text):
    assert read_ticket(text).intents == ["late_delivery", "other"]


def test_an_ampersand_inside_a_name_joins_nothing():
    reading = read_ticket("The cup & saucer both arrived chipped, please refund them.")
    assert len(reading.sentences) == 1 and reading.intents == ["damaged_item"]


@pytest.mark.parametrize("description, said", [
    ("Eau de parfum 50ml", "Tried the perfume twice and I don't like it."),
    ("Velvet three-seat sofa", "The couch arrived with a ripped arm."),
    ("Merino wool jumper", "The sweater is too small."),
    ("Canvas trainers, size 9", "The sneakers don't fit."),
])
def test_goods_called_by_another_name_name_their_line(description, said):
    assert words_mentioned({"description": description}, said)


@pytest.mark.parametrize("description, said", [
    ("Stoneware mug", "The cup arrived chipped."),          # a cup is no mug: both are sold
    ("Crystal wine glasses, set of 4", "My spectacles broke."),
])
def test_a_different_kind_of_goods_names_no_line(description, said):
    assert not words_mentioned({"description": description}, said)


@pytest.mark.parametrize("description, text, called", [
    ("Eau de parfum 50ml", "Tried the perfume a few times, not for me.", "perfume"),
    ("Velvet three-seat sofa", "The couch came with a torn cushion.", "couch"),
    ("Velvet three-seat sofa", "The sofa came with a torn cushion.", ""),  # its own name: nothing to add
])
def test_the_name_the_customer_gives_the_goods_is_kept_beside_the_lines(description, text, called):
    assert other_name_used(description, text) == called


@pytest.mark.parametrize("text", [
    "The kettle arrived late and the mug is chipped. Refund the mug please, no need for a refund on the fee.",
    "The kettle came a week late and the mug is chipped. Please refund the mug, you needn't refund the postage.",
])
def test_a_fee_waived_beside_an_ask_for_the_goods_leaves_the_ask_read_and_the_fee_held(text):
    reading = read_ticket(text)
    assert reading.intents == ["damaged_item"]
    asking = reading.sentences[-1]
    assert asking.role == "attached" and asking.forbids == ["delivery_refund"]
