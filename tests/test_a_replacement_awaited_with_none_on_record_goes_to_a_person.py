"""A question asking when or where a replacement comes takes one as owed: with none on the order's record it is the
customer's ask for a replacement, arranged by a person, never answered "The order shows no replacement sent or on the
way." and closed resolved (verify35 V35-056: "The vase was cracked - I don't want my money back. When will a replacement
ship?"). Near-misses: whether one is being sent (the record answers it), one refused, replacements in general, money.
Wording written for these tests."""

import pytest

from runs.intents.replacement_asked import replacement_awaited
from tests import fresh_cases as fc


@pytest.mark.parametrize("text", [
    "When will a replacement ship?",
    "how long till my replacement arrives??",
    "where's the new one?",
    "any ETA on the replacement vase?",
    "So when can I expect my replacement?",
    "what date will the new lamp be dispatched?",
    "When is the replacement coming, it's been a week",
])
def test_a_replacement_asked_when_or_where_is_awaited(text):
    assert replacement_awaited(text)


@pytest.mark.parametrize("text", [
    "Will you be sending a replacement or not?",
    "When will you stop sending replacements?",
    "I don't need a replacement, when will the refund arrive?",
    "when will my refund arrive?",
    "How long does a replacement usually take?",
    "The replacement is lovely, thanks.",
])
def test_near_misses_await_no_replacement(text):
    assert not replacement_awaited(text)


VASE = [fc.line("VAS-1", "Glass vase", 4500)]


def _case(cid: str, body: str) -> dict:
    return fc.case(cid, body, VASE, remedy="replace", intents=["damaged_item"],
                   expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": []})


@pytest.mark.django_db
def test_end_to_end_the_awaited_replacement_reaches_a_person_and_nothing_is_paid(tmp_path):
    cases = [
        _case("AWAIT-1", "The vase was cracked - I don't want my money back. When will a replacement ship?"),
        _case("AWAIT-2", "vase came in pieces. not after a refund. how long till my replacement arrives?"),
    ]
    results = fc.run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        r = results[c["id"]]
        assert r["outcome"] != "resolved", (c["id"], r)
        assert not [d for d in r["differences"] if d.startswith(("unexpected refund", "refund of"))], (c["id"], r["differences"])
