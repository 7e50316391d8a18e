"""A replacement already agreed (by phone, by an agent) and asked after goes to a person (`other`, quoted): never a
fresh damage refund (runs/intents/replacement_agreed_chased.py; verify33 E01 paid the plate). Near-misses: a refund
asked instead of the agreed replacement, a replacement asked for the first time. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.replacement_agreed_chased import AGREED_CHASED_WHY
from tests import fresh_cases as fc


def _read(text: str):
    return [s for s in read_ticket("my order\n" + text).sentences if s.role != "injected"]


@pytest.mark.parametrize("text", [
    "Will the replacement for my broken jug ship this week? It was agreed on the phone.",
    "I spoke to your agent Sam on Tuesday and he agreed to send a replacement for the cracked teapot. When will it go out?",
    "hi, replacement jug was promised over the phone last week, any update??",
    "Your colleague confirmed a new one for my chipped jug. Has it been dispatched yet?",
    "The broken teapot - we arranged a replacement by phone. Where is it?",
    "jug arrived smashed, called u and u said you would send a replacement. when is it coming",
])
def test_a_chased_replacement_is_a_persons_and_no_claim(text):
    read = _read(text)
    asks = [s for s in read if s.role == "request"]
    assert asks and all(s.kinds == ["other"] for s in asks), [(s.text, s.role, s.kinds) for s in read]
    assert any(s.why == AGREED_CHASED_WHY for s in asks)


@pytest.mark.parametrize("text", [
    "The jug arrived broken, can you send a replacement?",
    "The teapot came cracked. I'd like a replacement please.",
    "I've checked again and it IS broken, refund please. The jug is in pieces.",
    "no rush, refund when you can. The jug arrived chipped.",
    "My jug came chipped, will a replacement be possible?",
    "The jug is broken. When can you send me a new one?",
])
def test_near_misses_are_not_taken_as_chases(text):
    read = _read(text)
    assert not any(s.why == AGREED_CHASED_WHY for s in read), [(s.text, s.role, s.kinds) for s in read]


def test_a_refund_asked_instead_is_not_taken_as_a_chase():
    read = _read("the replacement you agreed never came, just refund me instead")
    assert not any(s.why == AGREED_CHASED_WHY for s in read)


GOODS = [fc.line("JUG-1", "Stoneware jug", 3000), fc.line("TEA-1", "Stoneware teapot", 4000)]


@pytest.mark.django_db
def test_end_to_end_no_refund_and_a_person_is_asked(tmp_path):
    person = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "replacement"}]}
    cases = [
        fc.case("AGR-1", "Will the replacement for my broken jug ship this week? It was agreed on the phone.", GOODS,
                intents=["other"], expected=person),
        fc.case("AGR-2", "hi, replacement jug was promised over the phone last week, any update??", GOODS,
                intents=["other"], expected=person),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
    assert fc.run(tmp_path, cases)[""]["silent_drops"] == 0
