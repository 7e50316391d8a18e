"""A refund asked to another card, bank or PayPal is paid back to the payment made, and the reply says so: the refund's
sentence tells where the money went, and the `other` subtask's sentence hears the ask for the other account and leaves it
to a colleague, promising nothing done. Near-misses: a ticket asking no other account keeps the plain refund sentence, and
one whose card was cancelled holds the refund for a person (no sentence says it went back). Wording written for these
tests."""

import pytest

from runs.models import EvalRun
from runs.refund_to_the_payment_made import other_account_asked, paid_back_told
from tests import fresh_cases as fc

BOARD = [fc.line("CB-1", "Cheese board", 4200)]
ELSEWHERE = [
    "The cheese board arrived cracked right through. Please send the money to my other card ending 9910 instead of the one I paid with.",
    "cheese board came smashed, refund to my paypal pls not the card",
    "Hi there, the cheese board is broken in two. Could the refund go to my bank account instead? Many thanks, Robin",
    "The cheese board was damaged in the box. I'd like the refund on my new Visa ending 5512 rather than the old Mastercard.",
    "Cheese board arrived with a big crack. Refund it please, and send it to my debit card ending in 3307 instead.",
    "My cheese board is chipped all along the edge!! please refund to my other card (ends 0042) instead of the one i used",
]
PLAIN = "The cheese board arrived cracked right through. Please refund it."
CANCELLED = "The cheese board arrived cracked. Refund it to my Visa ending 2210 instead, the old card was cancelled."
BACK = "It has gone back to the card or account you paid with"


def _replies(tmp_path, bodies, expected):
    cases = [fc.case(f"RA-{i}", b, BOARD, ref=f"SU-7140{i}", intents=["damaged_item", "other"], expected=expected)
             for i, b in enumerate(bodies)]
    fc.run(tmp_path, cases)
    return {r.case_id: (r.run.state or {}).get("reply") or {} for r in EvalRun.objects.get().results.select_related("run")}


@pytest.mark.django_db
def test_the_reply_says_where_the_refund_went_and_who_follows_up_on_the_other_account(tmp_path):
    paid = {"outcome": "partial", "refunds": [fc.refund(fc.cents(BOARD, "CB-1", 1), "CB-1", 1)]}
    replies = _replies(tmp_path, ELSEWHERE, paid)
    assert len(replies) == len(ELSEWHERE)
    for cid, reply in replies.items():
        body = reply.get("body", "")
        assert "I've refunded $45.36 for the damaged cheese board." in body and BACK in body, (cid, body)
        assert "a colleague will follow up with you about the other account" in body, (cid, body)


@pytest.mark.parametrize("body", ELSEWHERE)
def test_each_ask_for_another_account_is_heard(body):
    sentences = [body]
    assert paid_back_told(sentences)
    said = other_account_asked('a person answers the request "' + body + '"', sentences)
    assert said.startswith("You asked for the money to go to another card or account") and "refunded" not in said


def test_no_other_account_asked_keeps_the_plain_sentence():
    assert paid_back_told([PLAIN]) == ""
    assert other_account_asked('a person answers the request "Please refund it."', [PLAIN]) == ""


def test_a_cancelled_card_tells_nothing_went_back():
    assert paid_back_told([CANCELLED]) == ""
    assert other_account_asked(f'a person answers the request "{CANCELLED}"', [CANCELLED]) == ""


def test_another_account_asked_without_a_quote_is_left_to_the_plain_sentence():
    assert other_account_asked("settle the damaged cheese board", [ELSEWHERE[0]]) == ""
