"""A late parcel the customer waves off as a whole ("honestly no complaints", "all good", "can't complain"), also
after a wish for the earlier date set aside ("Would've been nice to have them Friday, but ..."), asks nothing: the
screener reads no late delivery, and the guard refuses a delivery-fee refund any model plans for it. A delay told
beside an ask for its fee, or a "no complaints" said of the goods before the delay is told, still asks."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.screening import request_dicts

REF = "SU-83206"
NOW = datetime(2026, 11, 16, tzinfo=timezone.utc)
PLANTERS = {"sku": "PLT-TC", "description": "Terracotta planter", "quantity": 3, "unit_price_cents": 1800}
CHARGES = [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 5400},
           {"number": 2, "kind": "delivery", "description": "Standard delivery", "amount_cents": 599}]


def _read(body: str, subject: str = "planters"):
    return read_ticket(f"{subject}\n{body}", order_ref=REF)


def _fee_refund_check(reading):
    order = {"order_ref": REF, "lines": [PLANTERS], "charges": CHARGES, "refunds": []}
    evidence = policy_evidence.Evidence(order=order, now=NOW, supplement=None, scans=None)
    decision = {"case_type": "late_delivery", "action": "refund", "subtask": 1, "amount_cents": 599, "order_ref": REF,
                "lines": [], "charges": [2]}
    return guards.check_request_in_ticket(decision, evidence, request_dicts(reading, REF), "")


WAVED = [
    # a long cheerful note, the wave in the sentence after the delay, behind a wish set aside
    "Just a note: the planters (SU-83206) showed up a day after the date on the site and the outer box looked like it had "
    "been kicked across a depot, but all three were fine inside, not a scratch. Would've been nice to have them Friday, "
    "but honestly no complaints, they look great on the steps. Keep it up!",
    # terse, typos
    "planters got here a day late. no complaints tho, look great",
    # the wave in the same breath
    "The order arrived two days after the promised date but honestly, no complaints at all - all three planters are perfect.",
    # all capitals
    "PLANTERS CAME A DAY AFTER THE DATE ON THE WEBSITE. WOULD HAVE BEEN NICE TO HAVE THEM FOR THE WEEKEND BUT ALL GOOD.",
    # a wish set aside in other words
    "Delivery was a day later than promised. Bit of a shame, but no harm done, they're on the porch now.",
    # formal
    "Dear team, I note that order SU-83206 was delivered one day after the promised date. I'd have liked it sooner, "
    "but I can't complain: the planters are lovely. Kind regards, Dana",
    # chatty, the wave opening the next sentence
    "hiya! so the parcel rocked up a day late (the box was battered, lol) but everything inside was fine. "
    "All good honestly, just thought I'd say",
]


@pytest.mark.parametrize("body", WAVED)
def test_a_delay_waved_off_as_a_whole_asks_nothing(body):
    reading = _read(body)
    assert "late_delivery" not in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", WAVED)
def test_the_guard_refuses_the_delivery_fee_of_a_delay_waved_off(body):
    check = _fee_refund_check(_read(body))
    assert not check.passed, check.details


ASKED = [
    # a delay complained of, its fee asked back
    "The planters came a day after the date on the site. I'd like the delivery fee back please.",
    # "no complaints" about the goods, then the delay and an ask
    "No complaints about the planters but the delivery was 3 days late, can I get the postage back?",
    # the wave said of the goods, the delay told after the turn
    "no complaints about the pots themselves, but they turned up four days after the promised date.",
    # all good said with an exception
    "All good apart from the delivery, which came two days late. Could you refund the shipping?",
    # a wish, then no wave: the delay stands
    "Would've been nice to have them Friday, but they only came on Monday, three days after the promised date. Not happy.",
]


@pytest.mark.parametrize("body", ASKED)
def test_a_delay_complained_of_or_asked_for_still_asks(body):
    reading = _read(body)
    assert "late_delivery" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", ASKED[:2])
def test_the_guard_admits_the_delivery_fee_the_customer_asks_back(body):
    assert _fee_refund_check(_read(body)).passed
