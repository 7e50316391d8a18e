"""A claim deferred because an earlier refund already drew on what it names tells the customer that refund as the order
records it, its own amount and date, never the share counted against this claim told as if it were a refund: verify34
Q05's reply said "already refunded ($5.99 on 2026-03-09)" where the order records $18.00 on that day, counted against a
$5.99 delivery fee copy (runs/agents/offline_refunded_before.py, runs/policy_support.refunds_drawn_on). Where the recorded
refund is exactly the share, the words are as before."""

import pytest

from runs.agents.offline_refunded_before import _unless_refunded_before
from runs.reply_check import unresolved_problems
from runs.agents.reply_sentences import deferred


def _order(refunds: list[dict], *, fee_twice: bool = True) -> dict:
    charges = [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 1800},
               {"number": 2, "kind": "delivery", "description": "Standard delivery", "amount_cents": 599}]
    if fee_twice:
        charges.append({"number": 3, "kind": "delivery", "description": "Standard delivery", "amount_cents": 599})
    return {"order_ref": "SU-73401", "lines": [{"sku": "MUG", "description": "Blue mug", "quantity": 1, "unit_price_cents": 1800}],
            "charges": charges, "refunds": refunds}


COPY = {"case_type": "duplicate_charge", "action": "refund", "amount_cents": 599, "charges": [3]}


@pytest.mark.parametrize("refunds, said", [
    # a larger earlier refund of the kind, nothing recorded of what it drew on: its own figure and day
    ([{"amount_cents": 1800, "case_type": "duplicate_charge", "date": "2026-03-09"}], "$18.00 on 2026-03-09, which covers the $5.99 of this claim"),
    # the copy itself refunded, recorded against it: as before
    ([{"amount_cents": 599, "case_type": "duplicate_charge", "date": "2026-03-02", "covers": [{"charge": 3, "cents": 599}]}], "$5.99 on 2026-03-02"),
    # an unrelated refund recorded last is never the one named
    ([{"amount_cents": 599, "case_type": "duplicate_charge", "date": "2026-03-02", "covers": [{"charge": 3, "cents": 599}]},
      {"amount_cents": 1944, "case_type": "damaged_item", "date": "2026-03-08", "covers": [{"sku": "MUG", "quantity": 1, "cents": 1944}]}],
     "$5.99 on 2026-03-02"),
    # two refunds of the kind that together drew on it
    ([{"amount_cents": 300, "case_type": "duplicate_charge", "date": "2026-03-03"},
      {"amount_cents": 299, "case_type": "duplicate_charge", "date": "2026-03-05"}], "$3.00 on 2026-03-03 and $2.99 on 2026-03-05"),
])
def test_the_deferral_names_the_recorded_refunds(refunds, said):
    out = _unless_refunded_before(_order(refunds), "duplicate_charge", COPY)
    assert out == {"defer": f"this was already refunded ({said})"}


def test_the_reply_sentence_with_the_recorded_refund_passes_the_reply_check():
    out = _unless_refunded_before(_order([{"amount_cents": 1800, "case_type": "duplicate_charge", "date": "2026-03-09"}]), "duplicate_charge", COPY)
    sentence = deferred("the duplicate delivery charge", out["defer"] + " (order SU-73401)")
    assert "$18.00 on 2026-03-09" in sentence and "($5.99 on" not in sentence
    assert not unresolved_problems(sentence, "deferred")


def test_a_copy_not_yet_refunded_is_paid_as_decided():
    assert _unless_refunded_before(_order([]), "duplicate_charge", COPY) == COPY
