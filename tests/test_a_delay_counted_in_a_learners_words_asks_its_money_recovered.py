"""A learner's delay told as "was coming with 5 days of delay" and its money asked back as "recovered" ("Is possible to
recover this money?") is a late delivery whose remedy is asked, not an ask of no problem (held-back round, mendW).
Modules: runs/intents/delay_counted.py, runs/intents/asks.py `_REMEDY` (money recovered).

Near-misses: recovering an account or a password is no money asked."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc
from tests.readings import shown

LATE = [
    "Hello, the package was coming with 5 days of delay. I paid 5.99 for the shipping. Is possible to recover this money?",
    "Good day. My order was coming with one week of delay. Is possible to recover the shipping?",
    "the parcel was coming with 4 days of delay!! i want recover my money of the delivery",
    "Dear, the package was coming with 5 days of delay and I pay the shipping. Can I recover this money?",
    "Hi, the order was arriving with a delay of six days. How can I recuperate the delivery cost?",
    "We receive the package with 5 days of delay. Is possible to recover the money of the shipping, please?",
]



@pytest.mark.parametrize("body", LATE)
def test_the_delay_is_late_and_its_money_asked(body):
    read = read_ticket("my order\n" + body, order_ref="SU-73101")
    assert read.intents == ["late_delivery"], shown(read)


@pytest.mark.parametrize("body", [
    "The package was coming with 5 days of delay. Also how can I recover my account password?",
    "I cannot log in, is possible to recover my account?",
])
def test_an_account_recovered_is_no_money(body):
    read = read_ticket("my order\n" + body, order_ref="SU-73101")
    assert "other" in read.intents or "question" in read.intents, shown(read)


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_fee_is_paid(tmp_path):
    lines = [fc.line("KTL-1", "Steel kettle", 3900)]
    fee = {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}]}
    cases = [fc.late_by(fc.case(f"RECOV-{n}", body, lines, intents=["late_delivery"], expected=fee, ref=f"SU-7310{n}", delivered_days_ago=6), days)
             for n, (body, days) in enumerate(zip(LATE[:3], (4, 4, 4)))]
    fc.assert_money_as_expected(tmp_path, cases)
