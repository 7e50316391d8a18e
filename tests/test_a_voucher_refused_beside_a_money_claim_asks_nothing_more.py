"""A remedy in another form than money refused in a sentence of its own ("Don't offer me a voucher.") beside a claim paid
in money asks nothing that claim's refund does not meet: it went to a person quoted as "your request" (ver28c V28C-06).
The other form asked, a turn-down that asks something else too, or no money claim beside it, still go to a person."""

import pytest

from runs.intents import read_ticket
from runs.intents.other_forms_refused import OTHER_FORM_REFUSED_WHY
from tests.fresh_cases import assert_all_pass, case, cents, line, refund


def _reading(body):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


def _seen(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "UPS says the parcel is LOST. I want every penny back, NOW. Don't offer me a voucher.",
    "The teapot arrived smashed, please refund it. No vouchers please.",
    "my lamp came cracked - refund pls. and dont bother offering me a gift card",
    "The mug was chipped. I'd like my money back. I do not want store credit.",
    "Parcel never turned up, refund me. I'm not interested in store credit or points.",
    "The rug came three days late, I want the delivery fee back. Don't fob me off with a discount code!",
    "Wrong colour scarf came, refund please. I won't accept a voucher - they always expire before I use them.",
])
def test_a_voucher_refused_beside_a_money_claim_goes_with_it(body):
    reading = _reading(body)
    assert "other" not in reading.intents, _seen(reading)


@pytest.mark.parametrize("body", [
    # the other form asked
    "The teapot arrived smashed. Could I have store credit instead of a refund?",
    "The mug was chipped. A voucher would be fine.",
    # asks something else too
    "UPS lost the parcel, refund me please. No voucher, and cancel my subscription.",
    # no money claim beside it
    "Don't offer me a voucher.",
    "I'm writing about my loyalty account. I do not want store credit.",
])
def test_the_other_form_asked_or_no_money_claim_still_goes_to_a_person(body):
    reading = _reading(body)
    assert not any(s.why == OTHER_FORM_REFUSED_WHY for s in reading.sentences), _seen(reading)


@pytest.mark.django_db
def test_the_refund_is_paid_and_no_person_asked(tmp_path):
    lines = [line("TPT-1", "Teapot, blue", 3200), line("CUP-2", "Tea cup", 900)]
    body = "The teapot arrived in three pieces. Refund it please. And don't offer me a voucher, I've had enough of those."
    assert_all_pass(tmp_path, [case("VCH-1", body, lines, intents=["damaged_item"], expected={
        "outcome": "resolved", "returns": [], "escalations": [], "refunds": [refund(cents(lines, "TPT-1", 1), "TPT-1", 1)]})])
