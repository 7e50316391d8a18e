"""A refund asked only once a check shows the parcel lost ("If it turns out to be lost then I'd want a refund, but let's see
first") waits for a person (runs/intents/refund_after_a_check.py): it was paid as a lost parcel at once (refused42 R3-12,
R4-08, R5-09). Wording written for these tests. Near-misses, read as before: a plain "I'd like a refund if it is lost"
(the loss claimed, tests/test_screening_a_question_where_the_parcel_is_claims_no_loss.py), a refund asked with the loss
told as fact, and a goods fallback."""

import pytest

from runs.intents.money import actions_forbidden, holds_money
from tests.fresh_cases import case, line, not_come, run
from tests.readings import reading, shown

AFTER_A_CHECK = [
    "If it turns out to be lost then I'd want a refund, but let's see first.",
    "In case it's gone missing for good, I'd want a refund, but please ask the courier first.",
    "Only if it can't be found, refund me - I'd really prefer the lamp itself.",
    "could u chase the courier first? if its lost then refund, but lets see",
    "I'd want my money back only if the parcel can't be traced.",
    "Please check with the carrier first - should it never turn up, a refund would be fine.",
]


@pytest.mark.parametrize("text", AFTER_A_CHECK)
def test_the_refund_waits_for_the_check(text):
    assert holds_money(text) and "refund" in actions_forbidden(text), text
    read = reading(f"My lamp hasn't arrived yet. {text}", "lamp")
    assert any("refund" in s.forbids for s in read.sentences), shown(read)


@pytest.mark.parametrize("text", [
    "I'd like a refund if it is lost.",
    "Tracking shows it lost by the courier. If it is lost, could you refund it, as we would rather have the money than a new one.",
    "It's lost, please refund me first thing.",
    "If you can't find it, send another one please.",
    "First of all, the lamp is lost. Refund please.",
])
def test_a_loss_claimed_or_goods_asked_is_read_as_before(text):
    assert not holds_money(text), text


@pytest.mark.django_db
def test_nothing_is_paid_before_the_check(tmp_path):
    cases = []
    for i, text in enumerate(AFTER_A_CHECK[:3]):
        c = case(f"RAC-{i}", f"My lamp (SU-7710{i}) hasn't come yet. {text}", [line("LMP-1", "Table lamp", 6000)], intents=["non_delivery"],
                 subject="lamp", ref=f"SU-7710{i}", expected={"outcome": "escalated", "refunds": []})
        cases.append(not_come(c, picked_up_days_ago=10, promised_days_ago=6))
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0 and got[""]["silent_drops"] == 0, got[""]
    for c in cases:
        assert not [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))], got[c["id"]]["differences"]
        assert got[c["id"]]["outcome"] != "resolved", got[c["id"]]
