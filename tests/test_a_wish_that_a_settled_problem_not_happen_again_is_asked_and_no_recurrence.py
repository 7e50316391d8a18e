"""A wish that a problem settled elsewhere not happen again looks ahead: it tells nothing happening twice, so the problem
stays settled and nothing is paid ("...so your system doesn't do it again next time", V1-15), and asked of the shop
("just make sure it doesn't happen on my next order", V5-05) it goes to a person, quoted (runs/intents/
third_party_money_back.py prevention_wish_blanked, prevention_asked). A problem told as happening again is still
claimed. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.third_party_money_back import PREVENTION_ASKED_WHY
from tests import fresh_cases as fc


def _read(body: str):
    return read_ticket(f"My order\n{body}", order_ref="SU-74710")


ASKED = [
    "I was charged twice but my bank reversed it. please make sure this doesnt happen again on my next order",
    "Paid twice for the mug, Monzo gave me the money back, just ensure it won't happen in future.",
    "The candle payment shows twice on my statement. Chase have already reversed the duplicate - please make sure it doesn't happen on my next order.",
    "charged double for the rug but barclays refunded the second one already, pls make sure it doesnt happen again",
    "My card company clawed the extra payment back for me. Kindly ensure this will not happen with future orders.",
    "i was charged 2 time but my bank give back the money already. just make sure it not happen again next time please",
]


@pytest.mark.parametrize("body", ASKED)
def test_a_wish_asked_beside_a_settled_problem_is_a_persons_and_claims_nothing(body):
    reading = _read(body)
    assert reading.intents == ["other"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert "duplicate_charge" not in reading.intents


TOLD = [
    "I was charged twice for the cushions. My bank has already clawed the second one back, so that's sorted - just letting you know so your system doesn't do it again next time.",
    "Double payment on the lamp. Revolut reversed it for me, hopefully it won't happen again.",
    "The vase came smashed but the courier paid me out, so no need to do anything, I just hope it doesn't happen again.",
]


@pytest.mark.parametrize("body", TOLD)
def test_a_wish_told_beside_a_settled_problem_asks_nothing(body):
    reading = _read(body)
    assert not [s for s in reading.requests if set(s.kinds) - {"other"}], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body,kind", [
    ("My bank reversed the second charge for the candles last month, but it has happened again on this order.", "duplicate_charge"),
    ("Barclays refunded the first duplicate, and now you've charged me twice again for the rug.", "duplicate_charge"),
])
def test_a_problem_told_as_happening_again_is_claimed(body, kind):
    assert kind in _read(body).intents


CANDLE = [fc.line("CN-1", "Scented candle", 2200)]


@pytest.mark.django_db
def test_end_to_end_a_wish_beside_money_the_bank_gave_back_goes_to_a_person_and_pays_nothing(tmp_path):
    body = "The candle payment shows twice on my statement. Chase have already reversed the duplicate - please make sure it doesn't happen on my next order."
    c = fc.charged(fc.case("PRV-1", body, CANDLE, ref="SU-74711", intents=[{"kind": "other", "quote": "please make sure it doesn't happen on my next order"}],
                           expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "next order"}]}), twice=True)
    fc.assert_all_pass(tmp_path, [c])


def test_the_wish_in_the_settling_sentence_is_quoted_to_a_person_whole():
    reading = _read("Double charge for the lamp. Monzo have already reversed the duplicate for me, so there's nothing to refund - "
                    "just make sure it doesn't happen on my next order.")
    asked = [s for s in reading.sentences if s.why == PREVENTION_ASKED_WHY]
    assert len(asked) == 1 and asked[0].kinds == ["other"] and "next order" in asked[0].text
