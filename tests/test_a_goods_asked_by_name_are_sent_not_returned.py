"""Goods the customer never received, asked sent by their own name ("Please send me the mugs and I'll send the teapot
back"), are a request a person arranges, never a return of the line with its money promised (runs/intents/goods_sent_wanted.py).
V36-051 started a return of the mug line (no mugs had come), promised $32.40 back and never mentioned the mugs. Wording
written for these tests. Near-misses: papers, money or news asked sent ("send me the return label", "send me the refund",
"send me the tracking number"), and the wrong goods sent back."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.models import RunEvent
from runs.intents.goods_sent_wanted import goods_sent_wanted
from tests.fresh_cases import case, line, run

ASKED = [
    "SU-70001: I ordered mugs but got a teapot in the box. Please send me the mugs and I'll send the teapot back.",
    "Got a teapot instead of my two mugs?? pls send the mugs asap, teapot is going back",
    "The box had a teapot in it, not the stoneware mugs I paid for. Could you post me the mugs I actually ordered?",
    "Wrong thing came - a teapot. I'll return it. Can you just ship my mugs out please.",
    "A teapot arrived instead of the mugs. Would you kindly dispatch the mugs; the teapot can be collected whenever suits.",
    "They sent me a teapot instead of the stoneware mugs. Can you resend the stoneware mugs please?",
]
NOT_GOODS = [
    "please send me the return label",
    "Please send me the refund for the mugs.",
    "Can you send me the tracking number for the return?",
    "please send the teapot back to the warehouse yourselves",
    "could you send me an update when it's sorted",
    "can you send me the invoice",
]


@pytest.mark.parametrize("text", ASKED)
def test_goods_asked_by_name_go_to_a_person(text):
    reading = read_ticket(text, order_ref="SU-70001")
    assert "wrong_item" in reading.intents
    asked = [s for s in reading.sentences if s.role == "request" and "other" in s.kinds]
    assert asked and all("refund" in s.forbids for s in asked), [(s.text, s.role, s.kinds, s.forbids, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", NOT_GOODS)
def test_papers_money_and_goods_sent_back_are_no_goods_asked(text):
    assert not goods_sent_wanted(text)


@pytest.mark.django_db
def test_no_refund_promised_for_goods_asked_sent(tmp_path):
    lines = [line("MUG-1", "Stoneware mug", 1500, quantity=2)]
    cases = [case(f"MUG-{n}", body, lines, intents=["wrong_item"], expected={"outcome": "partial", "refunds": []})
             for n, body in enumerate(ASKED[:4])]
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0
    for c in cases:
        assert not [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))], results[c["id"]]
    # (the wrong goods taken back, where one is started, with no money promised: the mugs asked go to a person, named)
    replies = [e.payload["request"]["body"] for e in RunEvent.objects.filter(kind="effect_requested") if "body" in e.payload.get("request", {})]
    assert len(replies) == len(cases) and not [r for r in replies if "$" in r or "back once it arrives" in r], replies
    assert all("mugs" in r for r in replies), replies
