"""A change of mind that keeps the goods, in a learner's present tense ("i change my mind, i keep the chair."), declines
the return as "I'll keep the chair" does (runs/intents/kept_in_learner_words.py); told after an ask made before ("I ask
for return last week."), it calls that ask off and nothing is asked now (past_asks_in_present.py,
earlier_ask_then_kept.py). Read as a change of mind, a return of the chair the customer keeps was started. Wording
written for these tests. Near-misses: the told ask chased ("Still no label."), an ask made now, a habit ("I keep the
chair in the garden"), "i keep getting emails", and a return asked after changing one's mind."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run

CHAIR = line("CHR-1", "Oak dining chair", 12900)


def _said(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


@pytest.mark.parametrize("body", [
    "i change my mind, i keep the chair.",
    "I changed my mind, I keep the chair.",
    "Hello. I have change my mind and i keep it. Thank you",
    "i decide keep the lamp, no return",
    "ok so i change my mind, we keep them",
    "Sorry for confusion, I change my mind - i keep the sofa.",
])
def test_keeping_after_a_change_of_mind_is_no_change_of_mind(body):
    reading = _said(body)
    assert "change_of_mind" not in reading.intents and not reading.requests, reading.as_payload()


@pytest.mark.parametrize("body", [
    "I ask for return last week. i change my mind, i keep the chair.",
    "I request return for the chair on monday. Now i change my mind, i keep it.",
    "i ask for exchange 3 days ago. i change my mind, i keep the chair.",
    "Last week I requested to send the lamp back. Changed my mind, we will keep it.",
    "Hi,\nI ask you for a return yesterday. I change my mind, I keep the chair, it is nice.",
    "I asked to return the chair last week. I changed my mind, I will keep the chair.",
])
def test_an_earlier_ask_called_off_by_keeping_asks_nothing_and_holds_the_return(body):
    reading = _said(body)
    assert not reading.requests, reading.as_payload()


@pytest.mark.parametrize("body, kinds", [
    ("I ask for return last week. Still no label.", ["other"]),  # the told ask chased: a person answers
    ("I ask for a return please. I keep the box.", ["other"]),  # asked now
    ("I keep the chair in the garden and the leg broke.", ["damaged_item"]),  # a habit, then a claim
    ("i keep getting emails about my return", []),
    ("I changed my mind, I want to return the chair.", ["change_of_mind"]),
])
def test_near_misses_keep_their_reading(body, kinds):
    assert sorted(_said(body).intents) == kinds, _said(body).as_payload()


@pytest.mark.django_db
def test_no_return_starts_for_a_chair_the_customer_keeps(tmp_path):
    kept = case("KRC-1", "I ask for return last week. i change my mind, i keep the chair.", [CHAIR], intents=[],
                expected={"outcome": "escalated", "refunds": [], "returns": []})
    plain = case("KRC-2", "Hello, i change my mind, i keep the chair. Thank you", [CHAIR], intents=[], ref="SU-70002",
                 expected={"outcome": "escalated", "refunds": [], "returns": []})
    got = run(tmp_path, [kept, plain])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    for cid in ("KRC-1", "KRC-2"):
        # (nothing is asked: a person answers the mail; no return of the chair, no money)
        assert not [d for d in got[cid]["differences"] if d.startswith(("unexpected return", "unexpected refund")) or "return the oak" in d], got[cid]["differences"]
