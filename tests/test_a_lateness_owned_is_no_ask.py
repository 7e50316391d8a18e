"""The customer owning that their claim comes late ("I realise it's been a while but can I have a refund?") asks nothing
beyond the claim's remedy: the sentence asks the claim's money, and the claim's own decision reads the dates (paid in
the window, deferred with the window named after it), never a request of no known kind for a person
(runs/intents/lateness_owned.py, read by runs/intents/unread.py). V36-25. Wording written for these tests.

Near-misses: the hedge before another ask ("I know it's late but could you also send a new wall plug?") still goes to a
person, and the parcel's lateness told is a claim of its own."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.intents.lateness_owned import without_lateness_owned
from tests.fresh_cases import assert_all_pass, case, cents, line, refund

CLAIM = "The round mirror is cracked across the middle."
HEDGED = [
    "I realise it's been a while but can I have a refund?",
    "I realise it's late but could I get a refund?",
    "I appreciate it's past the 30 days - could you refund it?",
    "I know I'm late telling you, but can I get my money back?",
    "We understand it has been over six weeks, but a refund please.",
    "i am aware its been ages but refund pls",
    "I do understand this is very late; could I have a refund?",
]


@pytest.mark.parametrize("text", HEDGED)
def test_the_hedge_asks_only_the_claims_money(text):
    assert without_lateness_owned(text) != text
    reading = read_ticket(f"{CLAIM} {text}")
    assert reading.intents == ["damaged_item"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "I know it's late but could you also send a new wall plug?",
    "I realise it's been a while, can you tell me if you still sell the matching mirror?",
])
def test_the_hedge_before_another_ask_still_goes_to_a_person(text):
    assert "other" in read_ticket(f"{CLAIM} {text}").intents


@pytest.mark.parametrize("text", [
    "I realise the parcel was late, can I have the postage back?",
    "I know the mirror is cracked, but can I have a refund?",
    "I understand you are busy, but could you refund it?",
])
def test_not_a_hedge_of_lateness(text):
    assert without_lateness_owned(text) == text


LINES = [line("MIR-RND", "Round wall mirror", 6800)]


@pytest.mark.django_db
def test_a_late_claim_is_decided_by_its_dates(tmp_path):
    owed = cents(LINES, "MIR-RND", 1)
    cases = [case(f"LOW-in-{n}", f"{CLAIM} {text}", LINES, intents=["damaged_item"], delivered_days_ago=20,
                  expected={"outcome": "resolved", "refunds": [refund(owed, "MIR-RND", 1)]}) for n, text in enumerate(HEDGED[:3])]
    cases += [case(f"LOW-out-{n}", f"{CLAIM} {text}", LINES, intents=["damaged_item"], delivered_days_ago=48,
                   expected={"outcome": "partial", "refunds": [], "escalations": []}) for n, text in enumerate(HEDGED[3:6])]
    assert_all_pass(tmp_path, cases)
