"""Part of one item's money asked ("refund just the lid bit not the whole blender", "a refund on just that part", "refund
for the lid only"): the part's price is on no line of the order, so one person decides the amount and the claim's whole
refund waits for them (runs/intents/part_money_forms.py, runs/part_money_asked.py), never the whole unit paid (issue #11,
verify38 V-17, W-04, W-03: $65.00 paid for a lid). Near-misses ask the whole goods, or one whole line of several, and
are paid as before. Wording written for these tests."""
import pytest

from tests import fresh_cases as fc
from tests.readings import part_money_held, reading, shown

CLAIM = "The blender's lid came cracked down one side."
ASKS = [
    "can u refund just the lid bit, not the whole blender? rest works fine",
    "Could I have a refund on just that part please, the motor is perfect.",
    "Refund for the lid only please.",
    "I only want the broken part refunded - just refund the lid part, not the entire blender.",
    "pls refund only the lid piece, i'm keeping the rest",
    "Is it possible to refund the lid alone? The rest of it is fine.",
    "Please just refund that bit rather than the whole unit.",
]
NEAR_MISSES = [
    "Please refund the blender.",
    "Refund the whole thing please, not just the lid - it's unusable.",
    "I'd like a full refund for it.",
]


@pytest.mark.parametrize("ask", ASKS)
def test_part_of_one_item_asked_holds_the_claims_refund_for_a_person(ask):
    read = reading(f"{CLAIM} {ask}")
    assert part_money_held(read), shown(read)


@pytest.mark.parametrize("ask", NEAR_MISSES)
def test_the_whole_goods_asked_is_no_part(ask):
    read = reading(f"{CLAIM} {ask}")
    assert not any("refund" in s.forbids for s in read.sentences), shown(read)


LINES = [fc.line("BLD-1", "Countertop blender, 1.5 L", 6500)]


@pytest.mark.django_db
def test_no_money_is_paid_for_part_of_one_item(tmp_path):
    cases = [fc.case(f"PARTITEM-{n}", f"{CLAIM} {ask}", LINES, intents=["damaged_item", "other"], ref=f"SU-7440{n}",
                     expected={"outcome": "escalated", "refunds": []}) for n, ask in enumerate(ASKS)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_the_whole_goods_asked_are_still_paid(tmp_path):
    paid = [fc.refund(fc.cents(LINES, "BLD-1", 1), "BLD-1", 1)]
    cases = [fc.case(f"PARTITEM-N{n}", f"{CLAIM} {ask}", LINES, intents=["damaged_item"], ref=f"SU-7450{n}",
                     expected={"outcome": "resolved", "refunds": paid}) for n, ask in enumerate(NEAR_MISSES)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_one_line_of_two_asked_only_is_that_line_paid(tmp_path):
    lines = [fc.line("BLD-1", "Countertop blender", 6500), fc.line("MUG-1", "Stoneware mug", 1200)]
    paid = [fc.refund(fc.cents(lines, "MUG-1", 1), "MUG-1", 1)]
    cases = [fc.case("PARTITEM-L", "The mug arrived chipped, the blender is fine. Refund for the mug only please.", lines,
                     intents=["damaged_item"], ref="SU-74601", expected={"outcome": "resolved", "refunds": paid})]
    fc.assert_money_as_expected(tmp_path, cases)
