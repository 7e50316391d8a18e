"""Screening: a charge taken again told in plain words the tables did not hold ("billed me double", "took my money a
couple of times", "on my statement on the 3rd and again on the 4th") is a duplicate charge; end to end the copy the
order's record proves is refunded once, and with no copy on the record nothing is paid (runs/intents/charged_double_plain.py).
Wording written for this test, not taken from a case set."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, charged as _charged, line, run

RUG = line("RUG-3", "Jute rug 120x170", 8900)


def _kinds(body: str) -> list[str]:
    return read_ticket(f"SU-41040\n{body}").intents


@pytest.mark.parametrize("body", [
    "You've billed me double for SU-41040.",
    "u charged me double!!! fix it",
    "Hi there, I think your system has charged us double for the rug, we only placed the one order.",
    "Your checkout glitched and took my money a couple of times. I only wanted one set of towels.",
    "the site took my payment more than once, pls sort",
    "The payment went through several times when the page froze.",
    "The $64.00 appears on my credit card statement on the 3rd and again on the 4th for the same order.",
    "I see the $30 on my bank statement on Monday and again on Tuesday.",
    "checkout froze n took the money a few times ffs",
])
def test_a_charge_taken_again_in_plain_words_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds(body)


@pytest.mark.parametrize("body", [
    "I was billed once, thanks.",
    "a couple of times I tried to call and nobody picked up.",
    "They charged me double the price of the shop next door.",
    "the parcel showed up on the 3rd and again on the 4th, two boxes.",
    "I took my money out a couple of days ago at the cash machine.",
    "You billed me double what the catalogue said, which feels steep.",
])
def test_near_misses_are_no_duplicate_charge(body):
    assert "duplicate_charge" not in _kinds(body)


@pytest.mark.django_db
def test_the_copy_the_record_proves_is_refunded_once_and_nothing_without_one(tmp_path):
    body = "Your checkout glitched and took my money a couple of times. I only wanted one rug."
    copied = _charged(case("CDP-1", body, [RUG], intents=["duplicate_charge"],
                           expected={"outcome": "resolved", "refunds": [{"amount_cents": 8900, "source": "platform", "lines": []}],
                                     "returns": [], "escalations": []}), twice=True)
    once = _charged(case("CDP-2", "You've billed me double for SU-70002.", [RUG], intents=["duplicate_charge"], ref="SU-70002",
                         expected={"outcome": "escalated", "refunds": [], "returns": []}), twice=False)
    got = run(tmp_path, [copied, once])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["CDP-1"]["passed"], got["CDP-1"]["differences"]
    assert not [d for d in got["CDP-2"]["differences"] if "refund" in d and "escalation" not in d], got["CDP-2"]["differences"]
