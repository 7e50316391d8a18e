"""A unit turned down as sent again, "the <colour> one" its object ("please dont ship the mustard one out again, we've bought
one locally now"), declines the replacement as "don't send it again" does (runs/intents/money.py _AGAIN); and a collection
asked and called off in the same sentence ("Please collect the broken chair - actually, don't send anybody, I've already
taken it to the tip") leaves the claim's sentence holding the collection, no second ask of a person
(runs/intents/goods_gone.py). Findings: left40 A2, V40-6d. Wording written for these tests.

Near-misses: a resend asked, and a collection asked beside another ask, stay asked."""

import pytest

from runs.intents import read_ticket
from runs.intents.money import resend_forbidden
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund


@pytest.mark.parametrize("text", [
    "please dont ship the mustard one out again, we've bought one locally now.",
    "Do not send the blue one again.",
    "pls don't post the green ones out again",
    "don't send the big one over again, we sorted it",
])
def test_the_unit_declined(text):
    assert resend_forbidden(text)


@pytest.mark.parametrize("text", ["please ship the mustard one out again", "don't send the mustard one to my old address"])
def test_no_unit_declined(text):
    assert not resend_forbidden(text)


def _other_asks(body: str, ref: str = "SU-56004"):
    reading = read_ticket(f"chair {ref}\n{body}", order_ref=ref)
    return [s.text for s in reading.sentences if s.is_request and "other" in s.kinds]


@pytest.mark.parametrize("body", [
    "One leg of the dining chair snapped on the first day. Please collect the broken chair - actually, on reflection, don't send anybody, I've already taken it to the tip. Just refund it please.",
    "The chair arrived cracked. Please pick up the chair - actually don't send anyone, I've binned it. Refund please.",
    "chair leg snapped. can you collect it, actually no, dont send anybody, already took it to the tip. just refund",
    "The chair came broken. Please arrange a collection - on second thought, don't send a courier, it's already gone to the tip. Refund it please.",
])
def test_a_collection_called_off_asks_no_person(body):
    assert _other_asks(body) == []


def test_a_collection_called_off_beside_another_ask_keeps_it():
    assert _other_asks("The chair came broken. Don't send anybody, it's at the tip, and please update my address to 4 Elm Road.")


LINES = [line("DCH", "Dining chair", 8900)]


@pytest.mark.django_db
def test_end_to_end_the_chair_is_paid_and_nothing_collected(tmp_path):
    paid = {"outcome": "resolved", "refunds": [refund(cents(LINES, "DCH", 1), "DCH", 1)], "returns": [], "escalations": []}
    bodies = [
        "One leg of the dining chair snapped on the first day. Please collect the broken chair - actually, on reflection, don't send anybody, I've already taken it to the tip. Just refund it please.",
        "The chair arrived cracked. Please pick up the chair - actually don't send anyone, I've binned it. Refund please.",
    ]
    cases = [case(f"CO-{i}", body, LINES, intents=["damaged_item"], expected=dict(paid), subject="chair", ref=f"SU-79{i:02d}")
             for i, body in enumerate(bodies)]
    assert_settled_as_expected(tmp_path, cases)
