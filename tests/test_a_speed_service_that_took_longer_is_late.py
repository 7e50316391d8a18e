"""Lateness told as a delivery service's name set against how long it took ("'Next day delivery' took five days. I paid
$9.95 for that privilege. Refund it.", ver30a V30-37: two statements and an ask of no problem, the fee handed to a
person whole) is a late-delivery claim, the fee sentence and the bare ask its remedy. A time no longer than the service
promises, a time past ("was two weeks ago") or a day that is no service ("the next day I took five days off") is none.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

LATE = [
    "'Next day delivery' took five days.",
    "your 2-day shipping took 9 days, seriously",
    "Express postage - took over a week!",
    "Five days for next day delivery?!",
    "It took a whole week for the \"express\" option.",
    "so-called 24 hour delivery took 4 days",
    "Priority shipping arrived after 8 days.",
]
NOT_LATE = [
    "2-day shipping took 2 days, perfect.",
    "Express took 2 days, great service.",
    "The next day I took five days off work to wait in.",
    "My express delivery was two weeks ago and it was fine.",
    "Next day delivery was next day, thanks.",
    "I chose next day delivery as it was a gift.",
]


def _late(text):
    return any(s.role == "request" and "late_delivery" in s.kinds for s in read_ticket(f"Order SU-70301.\n{text}").sentences)


@pytest.mark.parametrize("text", LATE)
def test_a_service_that_took_longer_than_its_name_is_a_late_claim(text):
    assert _late(text)


@pytest.mark.parametrize("text", NOT_LATE)
def test_a_time_within_the_promise_or_no_service_is_no_late_claim(text):
    assert not _late(text)


@pytest.mark.django_db
def test_the_express_fee_is_refunded(tmp_path):
    lines = [fc.line("HP-1", "Over-ear headphones", 8900)]
    bodies = ["Brilliant. 'Next day delivery' took five days. I paid $8.95 for that. Refund it.",
              "your 2-day shipping took 9 days. give me the shipping money back",
              "Five days for next day delivery?! I want the delivery charge refunded."]
    cases = [fc.case(f"SP-{i}", body, lines, ref=f"SU-7180{i}", intents=["late_delivery"], delivered_days_ago=3, fee_cents=895,
                     expected={"outcome": "resolved", "refunds": [{"amount_cents": 895, "source": "platform"}]})
             for i, body in enumerate(bodies, start=1)]
    for c in cases:  # the parcel promised two days before it came
        c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(6)[:10]
    fc.assert_money_as_expected(tmp_path, cases)
