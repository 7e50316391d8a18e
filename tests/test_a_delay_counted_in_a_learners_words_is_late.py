"""Lateness told as a delay counted, in the words of customers writing English as a second language ("the parcel was
arriving with four days of delay", "Is possible to get back this money?"), is a late-delivery claim whose remedy the ask
after it is (held-back round mendM). Module: runs/intents/delay_counted.py. Wording written for these tests.

Near-misses: the customer's own delay in writing, a delay of the refund."""

import pytest

from runs.intents import read_ticket

LATE = [
    "Hello, the parcel was arriving with four days of delay. Is possible to get back this money?",
    "My order arrive with 5 days of retard. Is possible to have back the shipping?",
    "Good morning. We receive the package with one week of delay, and we paid the express. Please return us this money.",
    "Dear, the order was delivered with a delay of 3 days. Is possible to get back the money of delivery?",
    "the package it came 4 days delayed!! i want my money of the shipping back",
    "Hi, my parcel it was delayed by 6 days, very bad. Can I have back the delivery money?",
]


@pytest.mark.parametrize("body", LATE)
def test_the_delay_is_a_late_delivery(body):
    r = read_ticket(f"delivery\n{body}")
    assert "late_delivery" in r.intents and "other" not in r.intents


@pytest.mark.parametrize("body", [
    "With some days of delay I write you about the cup. It arrived broken, please refund.",
    "Sorry for my 3 days of delay in answering. The cup arrived broken, please refund it.",
])
def test_no_lateness_in_a_delay_of_something_else(body):
    assert "late_delivery" not in read_ticket(f"cup\n{body}").intents
