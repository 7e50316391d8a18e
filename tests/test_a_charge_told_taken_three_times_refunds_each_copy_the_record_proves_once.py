"""A charge told taken three times or more ("charged THREE TIMES", "billed me 3 times", "thrice", "3x", "three
separate times", caps and typos) is a duplicate charge (runs/intents/charged_many_times.py). End to end, through the
offline agent, every copy the order's record proves is refunded exactly once: one copy when the record shows two
charges (never two: a charge the record does not show is never paid), two when it shows three, none when it shows
one, and never the original. A price told as a multiple, a payment tried again after it failed, or something else done
three times is no duplicate charge."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.models import Subtask
from runs.shop import models as shop
from runs.shop.models import Refund
from runs.stated_amounts import copies_unexplained, copy_figures, intended_total
from tests.runtime_world import delivered_order, offline_run, small_shop

TOLD = [
    ("CHARGED THREE TIMES", "I have been charged THREE TIMES for the same order!!! This is ridiculous. I want the extra payments refunded TODAY."),
    ("skillet", "you billed me 3 times for one skillet, refund the extra ones please"),
    ("Payment", "Hello. My card appears to have been charged thrice for the cast iron skillet. Could you look into it?"),
    ("!!!", "why have i been chrged 3 tims for 1 pan?? give me back the extras"),
    ("statement", "The skillet payment went thru three seperate times on my visa. I only bought one. Sort it out please."),
    ("Re: SU-90301", "Dear team, my bank statement shows three identical payments of $55.00 for a single order. Kindly refund "
                     "the extra payments. Regards, Mrs P. Okafor"),
    ("help", "got charged 3x for my order"),
    ("rug", "I was billed 4x today for one rug!! my card was charged x4. sort it"),
]

NOT_TOLD = [
    "You charged three times as much as the shop down the road for this skillet.",
    "I tried to pay 3 times but the card was declined each time, did the order go through?",
    "I've called three times about this order and nobody answers.",
    "I've ordered from you 3 times this year and never had a problem.",
    "I paid for three items and all three arrived, thanks.",
    "The courier tried to deliver 3 times while I was out.",
    "I have paid three times the price for a skillet that is no better than a cheap one.",
    "I was never charged three times, only once, so all good.",
    "I paid for 3 x candles and they arrived fine.",
    "we bought a 3x5 rug and paid in full, lovely",
]


@pytest.mark.parametrize("subject, body", TOLD)
def test_a_charge_told_taken_three_times_is_a_duplicate_charge(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-90301")
    assert "duplicate_charge" in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert "other" not in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", NOT_TOLD)
def test_three_times_of_anything_else_is_no_duplicate_charge(body):
    assert "duplicate_charge" not in read_ticket(f"About my order\n{body}", order_ref="SU-90301").intents


def _order(settings, charges: int):
    """A one-line $55.00 order whose items charge was taken `charges` times, a few minutes apart."""
    maya, house = small_shop(settings)
    order = delivered_order("SU-90301", maya, house, [("PAN-CST", "Cast iron skillet", 1, 5500)], delivery_cents=595)
    for n in range(1, charges):
        shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=5500,
                                   charged_at=datetime(2026, 11, 2, 9, 3 * n, tzinfo=timezone.utc))
    return order


@pytest.mark.parametrize("subject, body", TOLD)
@pytest.mark.parametrize("charges, paid", [(2, 5500), (3, 11000)])
def test_each_copy_on_the_record_is_refunded_once_never_the_original(db, settings, subject, body, charges, paid):
    _order(settings, charges)
    run = offline_run(body, "SU-90301", subject=subject)
    assert sum(r.amount_cents for r in Refund.objects.all()) == paid
    drawn = [c["charge"] for r in Refund.objects.all() for c in r.covers if "charge" in c]
    assert 1 not in drawn and len(drawn) == len(set(drawn)) == charges - 1  # the first items charge is the one owed
    assert run.subtasks.get(case_type="duplicate_charge").status == Subtask.Status.RESOLVED
    assert run.outcome == "resolved"
    offline_run(body, "SU-90301", ref="T-2", subject=subject)  # the same claim again pays nothing more
    assert sum(r.amount_cents for r in Refund.objects.all()) == paid


@pytest.mark.parametrize("subject, body", TOLD[:3])
def test_no_copy_on_the_record_is_never_refunded(db, settings, subject, body):
    _order(settings, 1)
    run = offline_run(body, "SU-90301", subject=subject)
    assert not Refund.objects.exists()
    assert run.subtasks.get(case_type="duplicate_charge").status in (Subtask.Status.DEFERRED, Subtask.Status.ESCALATED)


def _charges(*rows):
    return {"lines": [{"sku": "PAN-CST", "description": "Cast iron skillet", "quantity": 1, "unit_price_cents": 5500}],
            "charges": [{"number": n, "kind": k, "description": k.title(), "amount_cents": a, "charged_at": f"2026-11-02T09:0{n}:00Z"}
                        for n, (k, a) in enumerate(rows, start=1)], "shipments": []}


def test_each_copy_of_one_charge_a_refund_pays_is_a_figure_the_customer_may_state():
    order = _charges(("items", 5500), ("delivery", 595), ("items", 5500), ("items", 5500))
    for decision in ({"amount_cents": 11000, "charges": [3, 4]}, {"amount_cents": 11000}):  # the guard's view, the reply check's
        figures = copy_figures(order, decision, [])
        assert not copies_unexplained([{"cents": 5500}], figures, intended_total(order))  # "three payments of $55.00"
        assert copies_unexplained([{"cents": 6000}], figures, intended_total(order))  # "$60 each": no charge the record shows


def test_a_copy_of_another_charge_paid_beside_it_is_no_figure_of_the_one_named():
    # the record shows the items and the delivery fee each taken twice; "$5.95 taken twice" names the fee alone, and a
    # refund of both copies ($60.95) is held for a person before it is paid, as before
    order = _charges(("items", 5500), ("delivery", 595), ("items", 5500), ("delivery", 595))
    figures = copy_figures(order, {"amount_cents": 6095, "charges": [3, 4]}, [])
    assert copies_unexplained([{"cents": 595}], figures, intended_total(order))
