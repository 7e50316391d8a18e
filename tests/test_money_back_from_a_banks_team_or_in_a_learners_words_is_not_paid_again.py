"""A duplicate charge the customer's bank already gave back is not paid again when the bank is named by one of its teams
("my bank's fraud team already reversed the extra one") or the return is told in a learner's English ("my bank is already
give me back the second one, so is OK now"): verify45 R1-14 ($52.00) and R2-05 ($39.00) were paid a second time
(runs/intents/third_party_money_back.py). The damage claim beside it is paid as asked."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

TOASTER = [fc.line("TS-1", "Two-slice toaster", 4800)]

SETTLED = [
    "I noticed you took the money twice, but my bank's fraud team already reversed the extra one, so don't worry about that.",
    "you charged me two times but my banks disputes team has refunded the second one already. all good",
    "Charged twice! The card company's fraud department reversed the duplicate yesterday though, so nothing needed there.",
    "you take my money two time. But now my bank is already give me back the second one, so is OK now.",
    "the payment go two times. my bank was give me back the extra one last week, no problem.",
    "Double charge on my card - Monzo's fraud team already clawed the second one back for me, so that's sorted.",
]


@pytest.mark.parametrize("told", SETTLED)
def test_the_duplicate_given_back_by_the_bank_is_not_asked(told):
    reading = read_ticket(f"Toaster\n{told} The toaster also arrived with a cracked side panel, please refund it.", order_ref="SU-1")
    assert "duplicate_charge" not in reading.intents and "damaged_item" in reading.intents, \
        [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("told", [
    "You charged me twice. My bank's fraud team said they can't reverse it, so please refund the second charge.",
    "charged two times, my bank is not give me back anything, please refund",
    "I was charged twice. My bank's disputes team told me to ask you first.",
    "You took the payment twice and my bank is still checking it, can you refund the extra one?",
])
def test_the_bank_not_giving_it_back_leaves_the_duplicate_asked(told):
    assert "duplicate_charge" in read_ticket(f"Toaster\n{told}", order_ref="SU-1").intents


@pytest.mark.django_db(transaction=True)
def test_only_the_toaster_is_paid(tmp_path):
    paid = [fc.refund(fc.cents(TOASTER, "TS-1", 1), "TS-1", 1)]
    cases = []
    for n, told in enumerate(SETTLED):
        c = fc.case(f"BANKTEAM-{n}", f"{told} The toaster also arrived with a cracked side panel, please refund it.", TOASTER,
                    intents=["damaged_item"], expected={"outcome": "resolved", "refunds": paid}, ref=f"SU-7740{n}")
        cases.append(fc.charged(c, twice=True))
    fc.assert_money_as_expected(tmp_path, cases)
