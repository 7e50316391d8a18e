"""A power bank told smashed ("power bank smashed to bits, refund pls") is damage to the goods: "bank" before a damage
word was read as an idiom ("the bank broke"), so the claim read nothing and the ticket went to a person. The idiom's
bank is goods_named_bank.BANK now, as in the third-party readers, and BANK knows each spelling of the goods it joins
("pwr bank", "piggie bank"). Near-misses: a bank that is no goods. Wording written for these tests."""

import pytest

from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "power bank smashed to bits, refund pls",
    "The power bank is smashed, the case is in pieces. I'd like a refund.",
    "my powerbank came cracked down the side!!! refund NOW",
    "pwr bank smashed, want refund",
    "power bank is broke, the shell is all crack. money back please",
    "The power-bank got crushed in the post, absolutely furious, refund me.",
    "Hello, the power bank shattered - I would be grateful for a refund.",
])
def test_a_power_bank_told_smashed_is_damage(body):
    read = reading(body)
    assert read.intents == ["damaged_item"], shown(read)


@pytest.mark.parametrize("body", [
    "I broke the bank on this power bank, it is lovely",
    "the bank just broke my heart with their fees",
    "my bank charged me twice for the power bank",
])
def test_a_bank_that_is_no_goods_tells_no_damage(body):
    read = reading(body)
    assert "damaged_item" not in read.intents, shown(read)


POWER_BANK = [line("PWB-1", "Power bank 10000mAh", 3500)]


@pytest.mark.django_db
def test_end_to_end_the_power_bank_is_refunded(tmp_path):
    paid = {"outcome": "resolved", "refunds": [refund(cents(POWER_BANK, "PWB-1", 1), "PWB-1", 1)], "returns": []}
    cases = [case(f"PWB-{n}", body, POWER_BANK, intents=["damaged_item"], expected=paid, ref=f"SU-7220{n}")
             for n, body in enumerate(["power bank smashed to bits, refund pls", "pwr bank smashed, want refund",
                                       "The power bank is smashed, the case is in pieces. I'd like a refund."])]
    assert_settled_as_expected(tmp_path, cases)
