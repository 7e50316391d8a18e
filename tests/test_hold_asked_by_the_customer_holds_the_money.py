"""A hold the customer asks ("don't do anything till I'm home pls") goes to a person and holds the claim beside it: no
refund (runs/intents/held_for_a_question.py; verify33 P02 paid the chipped plate). Near-misses: "no rush, refund when
you can", a plain claim. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.held_for_a_question import HELD_BY_ASKING_WHY
from tests import fresh_cases as fc


def _read(text: str):
    return [s for s in read_ticket("my order\n" + text).sentences if s.role != "injected"]


@pytest.mark.parametrize("text", [
    "my flatmate opened the parcel and reckons the jug's chipped. I'm abroad for a month so can't check. don't do anything till I'm home pls",
    "The jug might be cracked, my son says. Please don't do anything until I've seen it myself.",
    "Hi, neighbour took in the parcel and says the teapot is broken. Please wait until I'm back on the 20th to look at it.",
    "jug possibly damaged?? dont do anything yet, away for work",
    "My partner says the teapot lid is cracked. Do not process anything until I get home and check, thanks.",
    "The jug may have arrived broken but I haven't opened it. Please put this on hold for now.",
])
def test_a_hold_asked_is_a_persons_and_no_claim_is_asked(text):
    read = _read(text)
    asks = [s for s in read if s.role == "request"]
    assert asks and all(s.kinds == ["other"] for s in asks), [(s.text, s.role, s.kinds) for s in read]
    assert any(s.why == HELD_BY_ASKING_WHY for s in asks)


@pytest.mark.parametrize("text", [
    "no rush, refund when you can. The jug arrived chipped.",
    "The jug arrived chipped, please refund it.",
    "I've checked again and it IS broken, refund please. The jug is in pieces.",
    "The teapot lid cracked. I'm home until Friday if you need to collect it, refund please.",
    "The jug came broken. Whenever you're ready, a refund would be great.",
    "Take your time, but the jug is chipped and I'd like my money back.",
])
def test_near_misses_still_ask_for_money(text):
    read = _read(text)
    assert any("damaged_item" in s.kinds for s in read if s.role == "request"), [(s.text, s.role, s.kinds) for s in read]
    assert not any(s.why == HELD_BY_ASKING_WHY for s in read)


GOODS = [fc.line("JUG-1", "Stoneware jug", 3000), fc.line("TEA-1", "Stoneware teapot", 4000)]


@pytest.mark.django_db
def test_end_to_end_nothing_is_paid_while_held(tmp_path):
    person = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "answer"}]}
    cases = [
        fc.case("HOLD-1", "my flatmate opened the parcel and reckons the jug's chipped. I'm abroad for a month so can't check. "
                "don't do anything till I'm home pls", GOODS, intents=["other"], expected=person),
        fc.case("HOLD-2", "My partner says the teapot lid is cracked. Do not process anything until I get home and check, thanks.",
                GOODS, intents=["other"], expected=person),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
    assert fc.run(tmp_path, cases)[""]["silent_drops"] == 0
