"""A ticket listing its asks as numbered refunds ("Refund 1: the duplicated shipping fee. Refund 2: the cracked lid.")
reads each item by its own words: the duplicated fee a duplicate charge, the cracked lid a damage (verify31 P51 read the
first as `other`). Wording written for these tests. Near-misses: a numbered list whose item names no problem stays an
ask for a person, and a refund told once ("Refund 1 of 2 came through") is no ask."""

import pytest

from tests.readings import reading, said, shown


@pytest.mark.parametrize("body, first, second", [
    ("Refund 1: the duplicated shipping fee. Refund 2: the cracked lid.", "duplicate_charge", "damaged_item"),
    ("Refund 1 - the duplicated delivery charge\nRefund 2 - the smashed teapot", "duplicate_charge", "damaged_item"),
    ("1) please refund the doubled payment\n2) refund the delivery fee, it came 6 days late", "duplicate_charge", "late_delivery"),
    ("Item 1: twice-taken payment of $12.00. Item 2: the mug arrived chipped.", "duplicate_charge", "damaged_item"),
    ("Refund one: the duplicated postage. Refund two: the rug that never came.", "duplicate_charge", "non_delivery"),
    ("a) the duplicated payment for the lamp\nb) the lamp shade came dented", "duplicate_charge", "damaged_item"),
])
def test_each_numbered_refund_reads_its_own_kind(body, first, second):
    read = reading(body, "refunds")
    assert {first, second} <= set(read.intents), shown(read)


@pytest.mark.parametrize("body", [
    "Refund 1: the thing I mentioned. Refund 2: please.",
    "Refund 1 of 2 came through, thanks, waiting on the other.",
    "1) I'd like a VAT invoice\n2) please update my phone number",
    "Refund 1: for my next order, can I use a voucher?",
    "Step 1: unpacked the lamp. Step 2: it works fine.",
    "Refund 1 came on Monday and refund 2 on Tuesday, all good.",
])
def test_a_numbered_item_naming_no_problem_claims_none(body):
    read = reading(body, "refunds")
    assert not set(read.intents) & {"duplicate_charge", "damaged_item", "non_delivery", "late_delivery"}, shown(read)


def test_the_duplicated_fee_is_its_own_request_not_the_late_fee():
    read = reading("Refund 1: the duplicated shipping fee. Refund 2: the cracked lid.", "refunds")
    (first,) = said(read, "Refund 1: the duplicated shipping fee.")
    assert first.role == "request" and first.kinds == ["duplicate_charge"], shown(read)
