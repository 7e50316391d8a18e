"""Goods named by what befell them ("the refund for the two mixing bowls that broke", "the mugs which got smashed") are a
damage claim, and an ask said as what the customer needs being the remedy ("the only other thing I actually need from you
is the refund for...") is asked, not a question whether a refund is under way (ver24a V24-21: read as a status ask of no
known kind, the two bowls were never paid). A break told of something else, a settled break, and a cleft that chases a
refund already asked or promised are not read so."""

import pytest

from runs.intents import read_ticket
from runs.shop.kinds import NOT_A_CASE

OTHER = NOT_A_CASE[1]


def read(text: str) -> list[tuple[str, str, list[str]]]:
    return [(s.text, s.role, s.kinds) for s in read_ticket(f"About my order\n{text}").sentences[1:]]


@pytest.mark.parametrize("text", [
    "Anyway, the only other thing I actually need from you is the refund for the two mixing bowls that broke.",
    "All I need from you is the refund for the two mixing bowls that broke.",
    "I'd like my money back for the mugs which got smashed.",
    "the only thing i want is a refund for the plate that cracked",
    "Please refund the glass that shattered, the other five are fine.",
    "Honestly all we are after is a refund on the vases that were chipped when they came.",
])
def test_goods_that_broke_asked_back_are_a_damage_request(text):
    assert read(text) == [(text, "request", ["damaged_item"])]


def test_the_count_told_after_it_goes_with_the_claim():
    text = ("Anyway, the only other thing I actually need from you is the refund for the two mixing bowls that broke. "
            "Out of the three, two were in pieces, one was fine.")
    assert [kinds for _, role, kinds in read(text) if role == "request"] == [["damaged_item"], ["damaged_item"]]


@pytest.mark.parametrize("text", [
    "The courier that broke the box was rude. The lamp inside is fine.",
    "The lamp that broke down after a month of use needs looking at.",
    "The record that broke last year was mine.",
])
def test_a_break_of_no_goods_or_after_use_is_no_damage_claim(text):  # near misses
    assert not any("damaged_item" in kinds for _, role, kinds in read(text) if role == "request")


def test_a_settled_break_named_so_is_context():  # near miss
    text = "The bowl that broke last spring was refunded already, thank you."
    assert read(text) == [(text, "context", ["damaged_item"])]


@pytest.mark.parametrize("text", [
    "All I need is the refund for the bowl, it still hasn't come through.",
    "All I want is my refund, which you promised two weeks ago.",
    "What I need to know is whether the refund went through.",
])
def test_a_cleft_that_chases_a_refund_is_still_a_persons_question(text):  # near misses
    assert read(text) == [(text, "request", [OTHER])]
