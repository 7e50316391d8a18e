"""A claim the customer takes back ("my mistake ... yours are fine!") is context, never paid
(runs/intents/claim_taken_back.py; verify33 F02 paid the jar). Near-misses: a claim confirmed again, a claim corrected
with a refund still asked. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.claim_taken_back import TAKEN_BACK_WHY
from tests import fresh_cases as fc


def _read(text: str):
    return [s for s in read_ticket("my order\n" + text).sentences if s.role != "injected"]


@pytest.mark.parametrize("text", [
    "Sorry, my mistake, I said the jug was broken in my last email but it was actually a jug from another shop. Yours are fine!",
    "my bad!! the teapot isnt broken after all, it was my old one. everything is fine",
    "Please ignore my last message about the cracked jug, I was wrong, it's perfect.",
    "False alarm: the jug I thought was chipped is not actually damaged, just a mark that wiped off.",
    "Hi again. I was mistaken about the broken teapot lid - it was in the box the whole time. Both are fine, thanks.",
    "I got it wrong earlier, the jug arrived broken I thought but nothing is wrong with it. Sorry to bother you.",
])
def test_a_claim_taken_back_asks_for_nothing(text):
    read = _read(text)
    assert not any(s.role == "request" and set(s.kinds) & {"damaged_item", "missing_item", "wrong_item"} for s in read), \
        [(s.text, s.role, s.kinds) for s in read]


def test_the_claim_taken_back_is_told_why():
    read = _read("Sorry, my mistake, I said the jug was broken in my last email but it was actually a jug from another shop. Yours are fine!")
    assert any(s.why == TAKEN_BACK_WHY for s in read)


@pytest.mark.parametrize("text", [
    "I've checked again and it IS broken, refund please. The jug is in pieces.",
    "My mistake, it was the teapot not the jug that broke. The teapot is fine, no wait, the lid is cracked - refund the teapot.",
    "The jug arrived broken, please refund it.",
    "Sorry my mistake on the order number earlier. The jug arrived cracked, I'd like a refund.",
    "the jug came chipped. my bad for not writing sooner, money back please",
    "I was wrong to wait so long: the teapot is broken and I want a replacement.",
])
def test_near_misses_still_ask_for_money(text):
    read = _read(text)
    assert any(s.role == "request" and "damaged_item" in s.kinds for s in read), [(s.text, s.role, s.kinds) for s in read]
    assert not any(s.why == TAKEN_BACK_WHY for s in read)


GOODS = [fc.line("JUG-1", "Stoneware jug", 3000), fc.line("TEA-1", "Stoneware teapot", 4000)]


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid(tmp_path):
    person = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer the ticket"}]}
    cases = [
        fc.case("TKB-1", "Sorry, my mistake, I said the jug was broken in my last email but it was actually a jug from another shop. "
                "Yours are fine!", GOODS, intents=[], expected=person),
        fc.case("TKB-2", "Please ignore my last message about the cracked jug, I was wrong, it's perfect.", GOODS, intents=[], expected=person),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
    assert fc.run(tmp_path, cases)[""]["silent_drops"] == 0
