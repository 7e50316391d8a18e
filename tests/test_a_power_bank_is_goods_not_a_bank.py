"""A "power bank" (or a "piggy bank") is goods, never the customer's bank: "The power bank arrived smashed to bits" on a
line named "Power bank 10000mAh" was held as "goods not on order: the bank", and "my power bank shows 2 bars" read by the
third-party readers' bank names (runs/intents/goods_named_bank.py). Near-misses: the customer's own bank still names
where the money is. Wording written for these tests."""

import re

import pytest

from runs.intents.goods_named_bank import BANK, joined_goods_compounds
from runs.intents.stems import content_stems
from runs.ticket_lines import words_mentioned
from tests import fresh_cases as fc

LINE = fc.line("PWB-10", "Power bank 10000mAh", 2900)
SAID = ["The power bank arrived smashed to bits", "my powerbank came cracked", "Power-bank is dented", "the POWER BANK wont charge",
        "ur power bank is broke", "The power banks both arrived scratched"]


@pytest.mark.parametrize("text", SAID)
def test_a_power_bank_names_the_line_and_no_bank(text):
    assert "powerbank" in words_mentioned(LINE, text), text
    assert "bank" not in content_stems(text)


@pytest.mark.parametrize("text, party", [
    ("my power bank shows 2 bars", False), ("the piggy bank arrived chipped", False), ("the power-bank said no", False),
    ("my bank shows the charge twice", True), ("the bank said no", True), ("I rang my bank", True),
])
def test_the_third_party_bank_is_never_the_goods(text, party):
    assert bool(re.search(rf"\b{BANK}\b", text, re.I)) is party, text


def test_compounds_are_joined_and_nothing_else():
    assert joined_goods_compounds("The power bank and my bank") == "The powerbank and my bank"
    assert joined_goods_compounds("powered by a bank") == "powered by a bank"


@pytest.mark.django_db
def test_end_to_end_a_damaged_power_bank_is_paid(tmp_path):
    goods = [LINE]
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(goods, "PWB-10", 1), "PWB-10", 1)]}
    bodies = [
        "The power bank arrived smashed to bits. Refund please.",
        "my powerbank came cracked down the side, money back pls",
        "Hello, unfortunately the power bank was broken when it arrived - the casing is split. I'd like a refund.",
        "Power-bank arrived dented and bent. refund",
        "the power bank come broken, the case is crack. i want refund",
        "pwr bank came smashed to bits, refund pls",
    ]
    cases = [fc.case(f"PB-{n}", body, goods, intents=["damaged_item"], expected=paid, ref=f"SU-7941{n}") for n, body in enumerate(bodies)]
    # the customer's own bank beside it: still where the money is, the claim paid as before
    cases.append(fc.case("PB-MYBANK", "The power bank arrived smashed to bits. Please refund it to my bank card.", goods,
                         intents=["damaged_item"], expected=paid, ref="SU-79420"))
    fc.assert_money_as_expected(tmp_path, cases)
