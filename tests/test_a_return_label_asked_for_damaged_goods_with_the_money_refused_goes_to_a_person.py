"""A return label asked for damaged goods whose money the customer refuses (runs/intents/damaged_goods_back_unpaid.py):
no refund is paid for them, and the label ask is a request a person answers, quoted. "The jug came cracked. No need to
refund it, just send a return label." held already; asked in a sentence of its own the label was read as a statement
("I only want a return label."), as a change of mind whose return the refusal then forbade, or was taken back with the
claim ("Return label please - the jug turned up cracked. Keep the money..."); "I'm not after a refund. Prepaid label to
send it back would be great." started a return "for a refund". Wording written for these tests."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run

BODIES = [
    "The jug came cracked. No need to refund it, just send a return label.",
    "jug arrived with a crack down the side. dont want my money back, just a return label pls",
    "The stoneware jug was chipped when it arrived. Please don't refund me; I only want a return label.",
    "Return label please - the jug turned up cracked. Keep the money, I don't want a refund.",
    "The jug came broken. No refund needed. Can you send me a returns label so it can go back?",
    "Jug's got a hairline crack :( I'm not after a refund. Prepaid label to send it back would be great.",
    "The jug came broken. I don't want a refund. I'd like a return label please.",
    "Hello, my jug is cracked. I don't need a refund for it - could you email me a label to send it back?",
]


def _read(text: str):
    return read_ticket(f"my order\n{text}", order_ref="SU-1")


@pytest.mark.parametrize("text", BODIES)
def test_the_label_is_asked_and_the_money_held(text):
    reading = _read(text)
    shown = [(s.role, s.kinds, s.text, s.forbids) for s in reading.sentences]
    assert any("label" in s.text.lower() for s in reading.requests), shown
    assert any("refund" in s.forbids for s in reading.sentences), shown
    assert "change_of_mind" not in reading.intents, shown


def test_near_misses_are_read_as_before():
    # the money wanted with the label, the label refused with the goods kept, a return (no damage) without its money
    money = _read("The jug came cracked, please refund it and send a return label.")
    assert "damaged_item" in money.intents and not any(s.forbids for s in money.sentences)
    kept = _read("The jug came cracked. No refund needed, and no need for a return label either, I'll keep it.")
    assert not any("label" in s.text.lower() and "other" in s.kinds for s in kept.requests)
    returned = _read("I'd like to return the jug. No refund needed, just send a return label.")
    assert "change_of_mind" in returned.intents and "damaged_item" not in returned.intents


JUG = [line("JUG-ST", "Stoneware jug", 3400)]


@pytest.mark.django_db
def test_no_money_moves_and_the_label_is_never_dropped(tmp_path):
    cases = [case(f"JLB-{n}", body, JUG, intents=["other"], fee_cents=0, expected={"outcome": "escalated", "refunds": [], "returns": []})
             for n, body in enumerate(BODIES)]
    results = run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    for c in cases:
        r = results[c["id"]]
        assert r["outcome"] == "escalated", (c["id"], r["differences"])
        # no refund paid, no return started (a return would pay the jug's refund on arrival)
        assert not [d for d in r["differences"] if d.startswith(("unexpected refund", "refund of", "unexpected return"))], (c["id"], r["differences"])
        # the label ask is quoted to the person who takes it
        assert any("label" in d for d in r["differences"] if d.startswith("unexpected escalation")), (c["id"], r["differences"])
