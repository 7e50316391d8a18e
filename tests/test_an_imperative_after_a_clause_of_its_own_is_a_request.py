"""An imperative that opens a clause after a clause of its own ("I don't care about your rules, refund the headphones",
"honestly i'm past caring at this point, just cancel the order") is a request: the claim's own remedy when a claim
beside it covers it, else a request of kind `other` a person answers, quoted. Read before as a statement, the refund or
the cancelling asked had no subtask (a silent drop; runs/intents/clause_imperatives.py). Wording written for these tests.

Near-misses: words told as said by someone else ("The courier told me, give it a week."), a noun after a comma
("Sadly, refund policy says 30 days.") stay telling."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund
from tests.readings import assert_asked_beside, assert_asks_nothing, shown


ALONE = [
    "I don't care about your rules, refund the headphones.",
    "honestly i'm past caring at this point, just cancel the order",
    "ive waited long enough, refund me",
    "Rules or no rules, give me my money back.",
    "frankly I've had it with your courier; send me a replacement lamp",
    "I've been patient for three weeks now - refund the lot.",
    "not interested in excuses anymore, pay me back",
]


@pytest.mark.parametrize("text", ALONE)
def test_the_imperative_after_a_clause_asks(text):
    reading = read_ticket(f"my order\n{text}", order_ref="SU-1")
    assert [s for s in reading.requests if s.role == "request"], shown(reading)
    assert not [s for s in reading.sentences[1:] if s.role == "statement" and "refund" in s.text.lower()], shown(reading)


@pytest.mark.parametrize("text", [
    "I don't care about your rules, refund the headphones.",
    "whatever your policy says, refund them",
    "Look I know it's been a while, just refund the headphones please",
])
def test_beside_a_claim_it_is_the_claims_own_remedy(text):
    assert_asked_beside("The headphones arrived with the left earcup snapped off.", text, "damaged_item")


@pytest.mark.parametrize("text", [
    "The courier told me, give it a week.",
    "Sadly, refund policy says 30 days.",
    "She said, send it back if you don't like it.",
    "After lunch, change of plans meant we went out.",
])
def test_near_misses_stay_telling(text):
    assert_asks_nothing(text)


HEADPHONES = [line("HP-1", "Over-ear headphones", 7900)]


@pytest.mark.django_db
def test_the_damaged_headphones_are_refunded_once(tmp_path):
    owed = {"outcome": "resolved", "refunds": [refund(cents(HEADPHONES, "HP-1", 1), "HP-1", 1)]}
    cases = [case(f"IMP-{n}", f"The headphones arrived with the left earcup snapped off. {text}", HEADPHONES, ref=f"SU-7150{n}",
                  intents=["damaged_item"], expected=owed)
             for n, text in enumerate(["I don't care about your rules, refund the headphones.",
                                       "whatever your policy says, refund them"])]
    assert_money_as_expected(tmp_path, cases)
