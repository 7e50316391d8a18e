"""A refund asked as the fallback of a replacement asked just before it ("Can you send a new one by Friday? If not, I want
a refund.") is that ask's alternative (runs/intents/money_if_goods_fail.py), not a hold the customer puts on the money:
read alone it was "asks that the refund wait", the escalation said so and the reply said nothing of the refund. Now the
replacement ask carries it, the escalation names the refund as wanted only if the replacement cannot be sent, and the
reply tells the customer both were heard, nothing as done; no money moves before a person decides
(runs/agents/goods_then_money.py). Wording written for these tests. Near-misses: "If not too much trouble, a refund
please" after a claim alone, the money refused after the goods ("If not, no refund needed either"), a lateness
condition ("If it's not here by Friday I want a refund"), and the refund asked first with goods as the fallback."""

import pytest

from runs.intents import read_ticket
from runs.intents.money_if_goods_fail import GOODS_FALLBACK_WHY
from runs.models import Run
from tests.fresh_cases import case, line, run

CHAIR = line("CHR-1", "Oak dining chair", 12900)


def _said(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


@pytest.mark.parametrize("body", [
    "My chair arrived with a broken leg. Can you send a new one by Friday? If not, I want a refund.",
    "The mug is chipped. Please replace it. Failing that, my money back.",
    "the chair leg is snapped. could u send another one?? if u cant then refund me",
    "Dear team, the lamp came with a cracked base. I would like a replacement please. Otherwise, a full refund.",
    "chair is broken!! SEND A NEW ONE. if you can't do that, refund.",
    "The teapot lid was smashed in the box. Could we have a replacement sent out? If that's not possible, I'd like my money back.",
])
def test_the_refund_is_the_fallback_of_the_goods_asked_before(body):
    reading = _said(body)
    fallback = [s for s in reading.sentences if s.why == GOODS_FALLBACK_WHY]
    assert fallback and fallback[0].role == "attached" and "refund" in fallback[0].forbids, reading.as_payload()
    asked = reading.sentences[reading.sentences.index(fallback[0]) - 1]
    assert asked.role == "request" and asked.alternative, reading.as_payload()


@pytest.mark.parametrize("body", [
    "The mug is chipped. If not too much trouble, a refund please.",
    "The vase is cracked. Please send a replacement. If not, no refund needed either, I'll glue it.",
    "The lamp still hasn't come. Can you send another? If it's not here by Friday I want a refund.",
    "The mug is chipped. Please refund it. If not, send me a new one.",
    "The chair is broken. I want a refund. If not, I will go to my bank.",
    "Please send the invoice again. If not, never mind.",
])
def test_no_fallback_without_goods_asked_first_and_money_asked_after(body):
    reading = _said(body)
    assert not [s for s in reading.sentences if s.why == GOODS_FALLBACK_WHY], reading.as_payload()


@pytest.mark.django_db
def test_the_escalation_and_the_reply_name_the_refund_as_the_fallback_and_no_money_moves(tmp_path):
    bodies = ["My chair arrived with a broken leg. Can you send a new one by Friday? If not, I want a refund.",
              "chair came with a snapped leg. pls send another one. if u cant then refund me $200"]
    cases = [case(f"MIG-{i}", body, [CHAIR], intents=["damaged_item"], ref=f"SU-7000{i}", expected={"outcome": "escalated", "refunds": [], "returns": []})
             for i, body in enumerate(bodies, 1)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    for c in cases:
        differences = got[c["id"]]["differences"]
        assert not [d for d in differences if d.startswith(("unexpected refund", "unexpected return"))], differences
        assert any("only if the replacement the customer asked first cannot be sent" in d for d in differences), differences
        assert not any("asks that it wait" in d for d in differences), differences
    for r in Run.objects.all():
        reply = " ".join((r.state.get("reply") or {}).get("sentences", {}).values())
        assert "or your money back if one can't be sent" in reply and "refunded" not in reply, reply
