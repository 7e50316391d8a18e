"""Goods the customer says arrived ("The vase arrived broken.") are not a lost parcel, whatever tracking says: no money is
paid as a carrier claim on them, and the damage goes to a person who checks what came (runs/arrival_told.py, the
POL-NDL-003 condition `not_told_arrived`). V36-027 paid $29.75 as a carrier claim on a parcel stalled in transit that the
customer had in hand. Every sentence of a reply is also free of the runtime's words ("because replaced by a replan: ...").
Wording written for these tests.

Near-misses, still no arrival told: the negated, the supposed, the asked, the parcel's travels, other things received,
and only part of the goods told as come (a short delivery)."""

from __future__ import annotations

import re

import pytest

from runs import policy
from runs.arrival_told import arrival_told
from runs.models import RunEvent
from runs.policy_evidence import Evidence
from runs.replan_reasons import customer_reason, replanned
from runs.agents import reply_sentences
from tests.fresh_cases import NOW, case, line, run

ARRIVED = [
    "The vase arrived broken.",
    "it turned up smashed to bits yesterday",
    "I received the vase but it's cracked down one side",
    "Got it today, the glass is chipped all round the rim",
    "The parcel came this morning and the vase inside is shattered",
    "vase showed up in pieces :(",
    "Hi - the bud vase was delivered on Tuesday, but it has a crack",
]
NOT_ARRIVED = [
    "SU-70001 never came",
    "The vase still hasn't turned up.",
    "It should have arrived by now.",
    "has it arrived yet?",
    "Tracking says it arrived at the depot on the 3rd and nothing since.",
    "I received an email saying it shipped, nothing else.",
    "Still not received, it's been weeks.",
    "teh parcel hasnt arrived and its well past teh delivery date",
]


@pytest.mark.parametrize("text", ARRIVED)
def test_arrival_told(text):
    assert arrival_told([text]), text


@pytest.mark.parametrize("text", NOT_ARRIVED)
def test_no_arrival_told(text):
    assert not arrival_told([text]), text


def test_arrival_of_other_goods_is_not_the_claimed_lines():
    assert arrival_told(["The desk arrived but the chair never came"], ["Office chair"]) == []
    assert arrival_told(["The desk arrived but the chair never came"], ["Oak desk"]) == ["The desk arrived"]
    assert arrival_told(["The box came with only 2 of the 4 mugs"], ["Stoneware mug"]) == []


def _in_transit(c: dict) -> dict:
    order = c["world"]["orders"][0]
    order["status"] = "shipped"
    order["shipments"] = [{"carrier": "UPS", "tracking_number": "1Z70001", "status": "in_transit", "promised_by": "2026-11-15",
                           "scans": [{"at": "2026-11-03T09:00:00Z", "code": "picked_up", "location": "Leeds"}]}]
    return c


def test_the_lost_parcel_condition_holds_the_customers_word():
    order = _in_transit(case("X", "x", [line("VASE-1", "Glass bud vase", 2200)], intents=[], expected={}))["world"]["orders"][0]
    order = {**order, "lines": order["lines"]}
    ev = Evidence(order=order, now=NOW, said=("The vase arrived broken.",))
    failing = [f.condition for f in policy.eligibility("non_delivery", ev, {"action": "refund"}) if not f.holds]
    assert "not_told_arrived" in failing
    ev = Evidence(order=order, now=NOW, said=("The vase never arrived.",))
    assert "not_told_arrived" not in [f.condition for f in policy.eligibility("non_delivery", ev, {"action": "refund"}) if not f.holds]


# The runtime's own words, never a customer's: a replan, a subtask, a step's precondition, a tool or a status by its code name.
INTERNAL = re.compile(r"\b(?:replan\w*|subtasks?|preconditions?|deferred_reason|trigger|revision\s+budget|tool_use|"
                      r"[a-z]+_[a-z_]+)\b", re.I)


@pytest.mark.parametrize("trigger", ["carrier scans show the parcel was never delivered", "the customer asked for the lamp only",
                                     "split order: one parcel lost", "reviewer note: claim is a duplicate_charge"])
def test_a_replans_reason_is_told_in_the_customers_words(trigger):
    said = reply_sentences.deferred("the damaged glass bud vase", customer_reason(replanned(trigger)), "glass bud vase")
    assert not INTERNAL.search(said), said
    assert customer_reason("it arrived 45 days ago") == "it arrived 45 days ago"


BODIES = [
    ("The vase arrived broken. Refund pls.", "SU-70001 never came"),
    ("It turned up today smashed to bits. Can I have my money back?", "where has my order been"),
    ("i got it finally but the vase is cracked, refund please", "vase"),
    ("Your tracking says it's still on the way but it came yesterday, the vase is chipped. Please refund.", "tracking wrong"),
    ("Hello, the glass bud vase was delivered on Monday in pieces. I'd like a refund.", "broken vase"),
    ("Parcel came, vase smashed. Never came in one piece basically. refund", "never came in one piece"),
]


@pytest.mark.django_db
def test_no_carrier_claim_on_goods_the_customer_holds_and_no_internal_words(tmp_path):
    lines = [line("VASE-1", "Glass bud vase", 2200)]
    cases = [_in_transit(case(f"ARR-{n}", body, lines, intents=["damaged_item"], subject=subject, delivered_days_ago=10,
                              expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "vase"}]}))
             for n, (body, subject) in enumerate(BODIES)]
    results = run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0
    for c in cases:
        assert not [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))], results[c["id"]]
    replies = [e.payload["request"]["body"] for e in RunEvent.objects.filter(kind="effect_requested") if "body" in e.payload.get("request", {})]
    assert len(replies) == len(cases)
    for body in replies:
        for sentence in body.split("\n"):
            assert not INTERNAL.search(sentence), sentence
