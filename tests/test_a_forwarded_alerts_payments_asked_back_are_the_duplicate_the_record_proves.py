"""A bank alert the customer forwards "fyi", showing the same sum taken twice, with their own words asking one of
"these payments" back ("one of these payments should be returned pls", "the second payment should be refunded", "one
of the payments needs to go back to my card"): the alert's payments are the customer's duplicate charge
(runs.intents.passes._adopt_forwarded, runs.intents.charge_sent_back.payment_asked_back). Read as `other`, the whole
ticket went to a person. The order's record still decides: the copy it shows is refunded once; with no copy on record
nothing is paid. An alert passed on with nothing asked, one said already put right, or goods asked back stay what
they were."""

import pytest

from runs.intents import read_ticket
from runs.models import Subtask
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

ALERT = ("\n\n-----Original Message-----\nFrom: Northway Bank Alerts <alerts@bank.example>\nSubject: Card activity alert\n\n"
         "Two transactions were made on your card ending 7731:\n  SHOP ONLINE   $54.00\n  SHOP ONLINE   $54.00\n")

ASKED_BACK = [
    "fyi this is from my bank. one of these payments should be returned pls",
    "FYI - bank sent me this. One of those charges has to be refunded, I only ordered once.",
    "Hello, for your information my bank flagged the below. Either of these transactions can be reversed, thanks.",
    "fyi. one of the payments needs to go back to my card",
    "Just so you know, this came from my bank today. Please could one of these debits be refunded?",
    "fyi see alert. the second payment should be refunded",
]

NOT_ASKED = [
    "fyi this is from my bank, both of these payments are mine, no action needed.",
    "fyi this is from my bank, they already reversed one of these payments so all sorted.",
]


@pytest.mark.parametrize("body", ASKED_BACK)
def test_the_forwarded_payments_asked_back_are_the_customers_duplicate_charge(body):
    reading = read_ticket(f"Fwd: bank alert\n{body}{ALERT}", order_ref="SU-92101")
    assert "duplicate_charge" in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    assert "change_of_mind" not in reading.intents and "other" not in reading.intents


@pytest.mark.parametrize("body", NOT_ASKED)
def test_an_alert_passed_on_with_nothing_asked_is_no_claim(body):
    assert "duplicate_charge" not in read_ticket(f"Fwd: bank alert\n{body}{ALERT}", order_ref="SU-92101").intents


def test_goods_asked_back_under_an_alert_are_no_payment_asked_back():
    reading = read_ticket(f"Fwd: bank alert\nfyi from my bank. I will send one of these payments back to you by cheque.{ALERT}", order_ref="SU-92101")
    assert "duplicate_charge" not in reading.intents


def _order(settings, copied: bool):
    maya, house = small_shop(settings)
    order = delivered_order("SU-92101", maya, house, [("THR-1", "Wool throw", 1, 5400)])
    if copied:
        shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=5400,
                                   charged_at=order.placed_at.replace(minute=4))
    return order


@pytest.mark.parametrize("body", ASKED_BACK)
def test_the_copy_the_record_shows_is_refunded_once(db, settings, body):
    _order(settings, copied=True)
    run = offline_run(body + ALERT, "SU-92101", subject="Fwd: bank alert")
    assert [r.amount_cents for r in Refund.objects.all()] == [5400]
    assert run.subtasks.get(case_type="duplicate_charge").status == Subtask.Status.RESOLVED


@pytest.mark.parametrize("body", ASKED_BACK[:3])
def test_no_copy_on_the_record_is_never_refunded(db, settings, body):
    _order(settings, copied=False)
    run = offline_run(body + ALERT, "SU-92101", subject="Fwd: bank alert")
    assert not Refund.objects.exists()
    assert run.subtasks.get(case_type="duplicate_charge").status in (Subtask.Status.DEFERRED, Subtask.Status.ESCALATED)
