"""Goods waived in the same sentence as an ask, after a dash, a semicolon, "but" or "oh and" ("refund for the jug please -
the bowl, nah, don't bother with that one."): the waiver holds only the goods named after the turn (not paid, no person
task, nothing promised) and the goods asked before it are paid. An earlier reading of goods after a spaced dash took the
sentence as refusing the jug's refund too (issue #11). Near-misses, where the second goods are asked too or told fine,
stay as they were. Wording written for these tests."""
import pytest

from runs.intents.waived_goods import kindly_waived_spans, without_goods_asked
from tests import fresh_cases as fc

LINES = [fc.line("JUG-DASH", "Stoneware jug", 3400), fc.line("BOWL-DASH", "Stoneware serving bowl", 4200)]
TOLD = "Order {ref}: the jug and the bowl both came chipped. "
WAIVED = [
    "refund for the jug please - the bowl, nah, don't bother with that one.",
    "Refund the jug please — the bowl, no need, forget it.",
    "could you refund the jug; the bowl nah dont bother with it",
    "Please refund me for the jug but the bowl, no need to do anything about it.",
    "I'd like a refund for the jug please, oh and the bowl - forget that one, it's fine.",
    "refund on the jug pls - bowl, nah, no need to bother about it",
    "Jug refund please – the bowl, don't bother about that one.",
]
TOLD_FINE = [
    "refund the jug please - the bowl is fine",
    "Could you refund the jug; the bowl came through fine in the end.",
]
NEAR_MISSES = [
    "refund the jug please - the bowl too",
    "Refund the jug please; the bowl as well, thanks.",
]


@pytest.mark.django_db
def test_the_bowl_waived_after_the_turn_is_held_and_the_jug_paid(tmp_path):
    jug = fc.cents(LINES, "JUG-DASH", 1)
    cases = [fc.case(f"WDA-{n}", (TOLD + body).format(ref=f"SU-7460{n}"), LINES, intents=["damaged_item"], ref=f"SU-7460{n}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(jug, "JUG-DASH", 1)]}) for n, body in enumerate(WAIVED)]
    fc.assert_settled_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_both_asked_after_the_turn_are_both_paid(tmp_path):
    both = [fc.refund(fc.cents(LINES, "JUG-DASH", 1), "JUG-DASH", 1), fc.refund(fc.cents(LINES, "BOWL-DASH", 1), "BOWL-DASH", 1)]
    cases = [fc.case(f"WDB-{n}", (TOLD + body).format(ref=f"SU-7470{n}"), LINES, intents=["damaged_item"], ref=f"SU-7470{n}",
                     expected={"outcome": "resolved", "refunds": both}) for n, body in enumerate(NEAR_MISSES)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.parametrize("text", WAIVED)
def test_only_the_goods_after_the_turn_are_waived(text):
    assert [text[a:b].lower().removeprefix("the ") for a, b in kindly_waived_spans(text)] == ["bowl"]
    assert "jug" not in without_goods_asked(text).lower()


@pytest.mark.parametrize("text", [*NEAR_MISSES, *TOLD_FINE,
                                  "refund the jug please - the bowl, nah, don't bother, just refund it too"])
def test_near_misses_waive_nothing_after_the_turn(text):
    assert not kindly_waived_spans(text)


@pytest.mark.django_db
def test_the_bowl_told_fine_after_the_turn_leaves_the_jug_paid(tmp_path):
    jug = fc.cents(LINES, "JUG-DASH", 1)
    told = "Order {ref}: the jug came chipped. "
    cases = [fc.case(f"WDC-{n}", (told + body).format(ref=f"SU-7480{n}"), LINES, intents=["damaged_item"], ref=f"SU-7480{n}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(jug, "JUG-DASH", 1)]}) for n, body in enumerate(TOLD_FINE)]
    fc.assert_money_as_expected(tmp_path, cases)
