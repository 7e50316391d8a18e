"""A card, statement or bank told showing two payments in figures and a learner's words ("my card show 2 payments", "my
bank statement has 2 charge for this order") is a duplicate charge (runs/intents/card_shows_two.py): read as a
statement, the copy went unpaid and unmentioned. End to end the copy the order's record proves is refunded once, its
figure the record's, never the customer's; with no copy on the record nothing is paid. Wording written for these
tests. Near-misses: two payments meant (one for each order, instalments, one for the chair and one for the lamp), a
payment that failed, two parcels or two orders shown."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, charged as _charged, line, run

CHAIR = line("CHR-1", "Oak dining chair", 12900)


def _kinds(body: str) -> list[str]:
    return read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.parametrize("body", [
    "Hello, my card show 2 payments for my order. Please fix.",
    "my bank statement has 2 charge for this order??",
    "i see 2 payment for the same order on my account, why",
    "My Visa shows 2 separate payments of the same amount. Could you look into it?",
    "The app is showing 2 transactions for SU-70001, please refund one",
    "Hi, 2 payments for one order on my card. Can you check",
    "Dear team,\n\nI bought one chair. My account now lists 2 debits for it. I would be grateful for a refund of one.\n\nKind regards, Mrs Osei",
    "MY CARD SHOWS 2 PAYMENTS!!! refund now",
])
def test_two_payments_shown_in_figures_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds(body), [(s.role, s.kinds, s.why, s.text) for s in read_ticket(f"my order\n{body}").sentences]


@pytest.mark.parametrize("body", [
    "my card shows 2 payments, one for each order",
    "My card shows 2 payments because I paid in instalments.",
    "my card show 2 payments declined, then the third one worked",
    "the app shows 2 parcels for my order",
    "I have 2 orders on my account, the chair one is fine",
    "My bank shows 2 payments: one for the chair and one for the lamp.",
    "I made 2 payments on my card, the deposit and then the rest.",
])
def test_two_payments_meant_or_two_of_something_else_is_no_duplicate_charge(body):
    assert "duplicate_charge" not in _kinds(body)


@pytest.mark.django_db
def test_the_copy_the_record_proves_is_refunded_once_and_nothing_without_one(tmp_path):
    body = "Hello, my card show 2 payments for my order. Please fix."
    copied = _charged(case("C2P-1", body, [CHAIR], intents=["duplicate_charge"],
                           expected={"outcome": "resolved", "refunds": [{"amount_cents": 12900, "source": "platform", "lines": []}],
                                     "returns": [], "escalations": []}), twice=True)
    once = _charged(case("C2P-2", body, [CHAIR], intents=["duplicate_charge"], ref="SU-70002",
                         expected={"outcome": "escalated", "refunds": [], "returns": []}), twice=False)
    # (the customer's own figure moves nothing: at most the record's copy is paid, or a person sees the mismatch)
    figure = _charged(case("C2P-3", "my card show 2 payments of $250 for the chair!! give back 250", [CHAIR], intents=["duplicate_charge"],
                           ref="SU-70003", expected={"outcome": "resolved", "refunds": [], "returns": []}), twice=True)
    got = run(tmp_path, [copied, once, figure])
    paid = [d for d in got["C2P-3"]["differences"] if d.startswith("unexpected refund")]
    assert all("12900c" in d for d in paid), got["C2P-3"]["differences"]
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["C2P-1"]["passed"], got["C2P-1"]["differences"]
    assert not [d for d in got["C2P-2"]["differences"] if "refund" in d and "escalation" not in d], got["C2P-2"]["differences"]
