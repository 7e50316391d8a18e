"""Goods already swapped or replaced by whoever came or sold them ("your courier came back and swapped
the broken chair for a new one", "the driver exchanged it on the spot", "the shop replaced it") are a
settled problem: the screener reads the sentence as context, and the guard holds a refund of that line
whatever the screener made of it. "All good on that front" closes a matter the same way. Near misses
(a swap that is itself the problem, a swap asked or wished for) still ask. Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket

REF = "SU-71118"
CHAIR = {"sku": "CHR-9", "description": "Beech kitchen chair", "quantity": 1, "unit_price_cents": 8800}


def _read(body: str):
    return read_ticket(f"My order\n{body}", order_ref=REF)


SWAPPED = [
    "Your courier came back the following morning and swapped the cracked chair for a new one, so we're all good on that front.",
    "The driver exchanged it on the spot when I showed him the split leg.",
    "the shop replaced it within the week, cheers",
    "Ur delivery guy took the wobbly chair away and switched it for another one right there.",
    "Just so you know, the store already replaced the damaged chair for me last Tuesday.",
    "Your engineer came round and swapped it, thanks a lot for that.",
]


@pytest.mark.parametrize("body", SWAPPED)
def test_goods_swapped_by_a_courier_driver_or_shop_are_context_not_a_claim(body):
    reading = _read(body)
    s = reading.sentences[1]
    assert s.role == "context", (s.text, s.role, s.kinds, s.why)
    assert "damaged_item" not in reading.intents


@pytest.mark.parametrize("text", SWAPPED[:5] + [
    "The chair came scratched, but the courier brought another the next day, so all good on that front.",
    "Chair leg snapped in transit - all sorted on that score, the driver exchanged it.",
])
def test_the_guard_refuses_a_refund_of_goods_already_swapped_even_when_misread_as_a_claim(text):
    order = {"order_ref": REF, "lines": [CHAIR], "charges": [], "refunds": []}
    evidence = policy_evidence.Evidence(order=order, now=datetime(2026, 11, 30, tzinfo=timezone.utc), supplement=None, scans=None)
    decision = {"case_type": "damaged_item", "action": "refund", "subtask": 1, "amount_cents": 9680, "order_ref": REF,
                "lines": [{"sku": CHAIR["sku"], "quantity": 1}]}
    check = guards.check_request_in_ticket(decision, evidence, [{"text": text, "kinds": ["damaged_item"], "spans": {}}], "")
    assert not check.passed and check.inputs.get("settled"), check.inputs


@pytest.mark.parametrize("body", [
    "The courier swapped my parcel with someone else's - I got a toaster, not my chair. Please sort it.",
    "Can the driver swap the broken chair for a new one? It arrived with a cracked seat.",
    "The shop should replace the chair, it arrived with a split leg.",
    "The driver swapped the labels by mistake and my chair went to next door, it's now scratched.",
    "Your courier swapped the chair for a new one, but this one is cracked too!",
])
def test_a_swap_that_is_the_problem_asked_for_or_gone_wrong_again_still_asks(body):
    reading = _read(body)
    assert {"damaged_item", "wrong_item", "other"} & set(reading.intents), [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
