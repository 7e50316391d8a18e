"""Asking that something not be done never starts it: "I don't want to send it back" after a late
fee is no return, and "the rugs are fine, please don't do anything with them" is no request for a
person and settles none of the other goods' claims around it."""

import pytest

from runs.intents import read_ticket


def _read(text: str) -> list[tuple[str, list[str], str]]:
    return [(s.role, s.kinds, s.text) for s in read_ticket(text, order_ref="SU-70001").sentences]


@pytest.mark.parametrize("keeping", [
    "Otherwise it's great, dont want to send it back or anything.",
    "I don't want to return it, we love it.",
    "i dont wanna send them back tho",
    "We won't need to post it back, it's staying.",
])
def test_not_wanting_to_send_the_goods_back_asks_no_return(keeping):
    got = _read(f"The sofa arrived four days late, so please refund the delivery charge. {keeping}")
    assert [k for _, kinds, _ in got for k in kinds if k != "late_delivery"] == [], got
    assert any("late_delivery" in kinds and role == "request" for role, kinds, _ in got), got


def test_wanting_to_send_it_back_is_still_a_return():  # near miss
    got = _read("The sofa is too big for the room. I want to send it back for a refund.")
    assert any("change_of_mind" in kinds for _, kinds, _ in got), got


@pytest.mark.parametrize("left_be", [
    "The rugs are lovely, please don't do anything with those.",
    "the napkins are fine - no need to do anything there",
    "The runner arrived fine so just leave it be.",
    "Cushions are perfect, nothing to do on that.",
])
def test_goods_called_fine_and_left_be_ask_nothing_and_settle_nothing(left_be):
    for text in (f"The vase arrived cracked. {left_be}", f"{left_be} The vase arrived cracked."):
        got = _read(text)
        assert [kinds for role, kinds, _ in got if role == "request"] == [["damaged_item"]], got


def test_a_fine_clause_inside_the_claims_sentence_keeps_the_claim():
    got = _read("The vase is cracked, the bowl is fine, no need to do anything there.")
    assert [kinds for role, kinds, _ in got if role == "request"] == [["damaged_item"]], got


def test_leaving_it_be_until_later_is_still_a_person_s():  # near miss: a condition, not goods called fine
    got = _read("The vase is cracked. Please don't do anything until I've sent photos.")
    assert any(role == "request" and "other" in kinds for role, kinds, _ in got), got
