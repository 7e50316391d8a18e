"""Goods told dying or failing again and again ("my torch ... dies twice a day, refund please") are a fault of the goods,
damaged_item, as "keeps cutting out" is (runs/intents/goods_that_die.py); the "twice" is how often it fails, never a
charge taken twice. It read no problem and went to a person. Near-misses: a charge taken twice stays a duplicate charge;
a person, a feeling, a signal or the shop's own website dying or failing is no fault of the goods. Wording written for
these tests."""

import pytest

from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "my torch from order SU-70001 dies twice a day, refund please",
    "torch dies twice a day. refund pls",
    "Hello, the head torch I bought keeps dying on me, sometimes twice in one evening. I would like my money back please.",
    "the torch die two time every day, i want refund",
    "TORCH DIES TWICE A DAY!!! REFUND!!!",
    "the torch battery dies after twenty minutes even fully charged, can I get a refund",
    "My flashlight switches itself off twice an hour, refund please",
    "This is ridiculous, the torch you sent shuts itself off three times every night, I want my money back",
    "the torch stops working twice a day, refund",
])
def test_goods_failing_again_and_again_are_a_fault(body):
    read = reading(body)
    assert read.intents == ["damaged_item"], shown(read)


@pytest.mark.parametrize("body,intents", [
    ("you charged me twice for the torch, refund please", ["duplicate_charge"]),
    ("my card was charged twice, the torch is fine", ["duplicate_charge"]),
    ("the torch works fine but the payment went through twice, refund one", ["duplicate_charge"]),
    ("I was charged twice a day for a week, refund please", ["duplicate_charge"]),
    ("the website crashes every time, I could not order the torch", ["other"]),
])
def test_near_misses_read_as_before(body, intents):
    read = reading(body)
    assert read.intents == intents, shown(read)


@pytest.mark.parametrize("body", [
    "I'm dying to try the torch",
    "the noise dies down after a minute",
    "my phone dies so I could not call you about the torch",
    "the payment fails every time I try to pay for the torch",
])
def test_what_is_no_goods_dying_is_no_fault(body):
    read = reading(body)
    assert "damaged_item" not in read.intents, shown(read)


TORCH = [line("TRC-1", "LED torch", 2400)]


@pytest.mark.django_db
def test_end_to_end_the_torch_is_refunded_and_no_copy_is_paid(tmp_path):
    paid = {"outcome": "resolved", "refunds": [refund(cents(TORCH, "TRC-1", 1), "TRC-1", 1)], "returns": []}
    cases = [case(f"DIES-{n}", body, TORCH, intents=["damaged_item"], expected=paid, ref=f"SU-7240{n}")
             for n, body in enumerate(["my torch dies twice a day, refund please", "the torch die two time every day, i want refund",
                                       "My flashlight switches itself off twice an hour, refund please"])]
    assert_settled_as_expected(tmp_path, cases)
