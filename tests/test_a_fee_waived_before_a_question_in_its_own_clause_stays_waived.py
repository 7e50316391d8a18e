"""A delivery fee the customer waives stays waived when a question follows in a clause of its own ("Keep the shipping
money, honestly, but could you tell me whether the toothbrush holder is back in stock?"): the waiver looked for a "?"
anywhere later in the sentence, and the fee was paid (refused42 R3-14; runs/intents/question_in_its_clause.py).
Wording written for these tests. Near-misses: a question in the waiver's own clause ("why did you keep the delivery fee?")."""

import pytest

from runs.intents.money import actions_forbidden

WAIVED = [
    "Keep the shipping money, honestly, but could you tell me whether the matching toothbrush holder is coming back in stock?",
    "You can keep the delivery charge, but when will the holder be back?",
    "just keep the postage - is the blue one in stock again?",
    "Honestly keep the delivery fee; do you sell matching cups?",
    "Feel free to keep the shipping cost, though could you let me know if the lid comes separately?",
    "u can keep the delivery fee but hows the restock looking?",
]


@pytest.mark.parametrize("text", WAIVED)
def test_the_fee_stays_waived(text):
    assert "delivery_refund" in actions_forbidden(text), text


@pytest.mark.parametrize("text", [
    "why did you keep the delivery fee?",
    "you can keep the delivery fee, can't you?",
    "Can I keep the shipping money?",
    "Did you keep the postage when you refunded?",
])
def test_a_question_in_the_waivers_own_clause_waives_nothing(text):
    assert "delivery_refund" not in actions_forbidden(text), text
