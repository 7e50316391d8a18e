"""An ask worded as the customer's opinion or wish (runs/intents/opinion_asks.py): "plus I reckon $10 off my next order
would be fair", "I'd also welcome a written apology.", "a voucher wouldn't go amiss" read as statements and were dropped
silently beside a claim that was paid. They are asks of no known kind: `other`, quoted, for a person; the claim beside
them is still paid by the guard's rules.

Decided: "I'd welcome any tips on care" asks advice a person gives, so it is an ask (`other`) too. Near-misses that
ask nothing: fairness told of what happened ("the price was fair", "to be fair ..."), a wish set aside."""

import pytest

from runs.intents.other_clause import other_words
from tests import fresh_cases as fc
from tests.readings import reading, said, shown

CLAIM = "The table lamp arrived with the shade dented. Please refund it."


@pytest.mark.parametrize("text", [
    "Plus I reckon $10 off my next order would be fair.",
    "I'd also welcome a written apology.",
    "A voucher wouldn't go amiss.",
    "honestly a call back from a manager would go a long way",
    "i think 15% off is only fair after all this",
    "We would really appreciate a discount code for next time.",
    "a little gift card would be a nice gesture tbh",
    "I'd welcome any tips on care.",  # advice a person gives: asked
])
def test_the_wish_is_an_ask_of_no_known_kind_beside_the_claim(text):
    read = reading(f"{CLAIM} {text}")
    asked = said(read, text)
    assert "damaged_item" in read.intents, shown(read)
    assert asked and asked[0].role == "request" and asked[0].kinds == ["other"], shown(read)


@pytest.mark.parametrize("body, quoted", [
    ("The lamp arrived scratched, please refund it, plus I reckon $10 off my next order would be fair.", "$10 off my next order"),
    ("My lamp came dented, refund it please, and honestly a discount code wouldn't go amiss.", "discount code"),
])
def test_a_wish_in_a_clause_beside_the_claim_is_asked_and_quoted_alone(body, quoted):
    read = reading(body)
    s = read.requests[0]
    assert "damaged_item" in s.kinds and "other" in s.kinds, shown(read)
    assert quoted in other_words(s) and "refund it" not in other_words(s), other_words(s)


@pytest.mark.parametrize("text", [
    "The price was fair.",
    "To be fair the box itself was battered.",
    "It would be fair to say it came fast.",
    "The refund you gave last time was fair.",
    "I don't expect a voucher or anything.",
    "We welcome the new recycled packaging.",
])
def test_fairness_told_or_a_wish_set_aside_asks_nothing(text):
    read = reading(f"{CLAIM} {text}")
    assert read.intents == ["damaged_item"], shown(read)


@pytest.mark.django_db
def test_the_damage_is_refunded_and_the_wish_goes_to_a_person(tmp_path):
    lamp = [fc.line("LP-1", "Table lamp", 5200)]
    paid = {"outcome": "partial", "refunds": [fc.refund(fc.cents(lamp, "LP-1", 1), "LP-1", 1)], "escalations": [{"item": "answers the request"}]}
    bodies = ["The table lamp arrived with the shade dented. Please refund it. A voucher wouldn't go amiss.",
              "The table lamp arrived with the shade dented, please refund it; I'd also welcome a written apology."]
    cases = [fc.case(f"OPN-{i}", body, lamp, ref=f"SU-7310{i}", intents=["damaged_item", "other"], expected=paid)
             for i, body in enumerate(bodies, start=1)]
    fc.assert_all_pass(tmp_path, cases)
