"""A refund asked onto one kind of card set against another ("Put the refund on my debit card not the credit card pls",
"refund to the visa, not the mastercard") asks the money paid elsewhere: it reaches the existing rule
(runs/refund_to_the_payment_made.py), so the refund is paid back to the payment made, the ask for the other card goes to a
person as an `other` subtask quoting it, and the reply says where the money went. Before, with no card number and no
"instead", it read as goods named "debit" or folded into the claim, and the reply never said where the money went
(runs/intents/card_set_against.py). Wording written for these tests.

Near-misses: how the order was paid ("I paid with my debit card, not the credit card."), where an earlier refund went,
and a card told of are no ask of another account."""

import pytest

from runs.intents import read_ticket, refund_elsewhere
from runs.intents.remedies import REFUND_ELSEWHERE_WHY
from runs.models import EvalRun
from tests import fresh_cases as fc
from tests.readings import shown, told_after

CLAIM = "The cheese board arrived cracked, please refund it."
ASKED = [
    "Put the refund on my debit card not the credit card pls",
    "refund to the visa, not the mastercard",
    "not on the credit card - back to my debit one please",
    "Could you put it on my Amex rather than the debit card?",
    "send the money to my credit card instead of the debit card thx",
    "pls pay it back onto my business card not my personal card",
]


@pytest.mark.parametrize("text", ASKED)
def test_the_card_set_against_another_is_asked_elsewhere(text):
    assert refund_elsewhere(text), text
    reading, said = told_after(CLAIM, text)
    assert said.kinds == ["other"] and said.why == REFUND_ELSEWHERE_WHY, shown(reading)
    assert "damaged_item" in reading.intents


@pytest.mark.parametrize("text", [
    "I paid with my debit card, not the credit card.",
    "The last refund went to my debit card, not the credit card, thanks.",
    "My debit card, not the credit card, is the one I use most.",
])
def test_near_misses_ask_no_other_account(text):
    assert not refund_elsewhere(text), text
    reading = read_ticket(f"my order\n{CLAIM} {text}", order_ref="SU-1")
    assert reading.intents == ["damaged_item"], shown(reading)


BOARD = [fc.line("CB-2", "Cheese board", 4200)]


@pytest.mark.django_db
def test_the_refund_goes_back_to_the_payment_made_and_the_reply_says_where(tmp_path):
    paid = {"outcome": "partial", "refunds": [fc.refund(fc.cents(BOARD, "CB-2", 1), "CB-2", 1)]}
    cases = [fc.case(f"CSA-{i}", f"{CLAIM} {text}", BOARD, ref=f"SU-7210{i}", intents=["damaged_item", "other"], expected=paid)
             for i, text in enumerate(ASKED[:3])]
    got = fc.run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0
    for c in cases:
        money = [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], got[c["id"]]["differences"])
    replies = {r.case_id: ((r.run.state or {}).get("reply") or {}).get("body", "")
               for r in EvalRun.objects.get().results.select_related("run")}
    for cid, body in replies.items():
        assert "It has gone back to the card or account you paid with" in body, (cid, body)
        assert "a colleague will follow up with you about the other account" in body, (cid, body)
