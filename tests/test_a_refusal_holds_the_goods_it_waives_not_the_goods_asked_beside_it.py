"""A refusal that goes on to ask for other goods in its own sentence ("Don't worry about the lamp, no need to refund that
one, but please refund the mug.", "forget the mug - just sort out the towels", "Mug cracked (don't bother refunding that),
lamp shade torn (please refund).") holds only the goods it waives: the goods asked beside it are paid when the record
supports it (runs/intents/waived_goods.py, runs/ticket_lines.py `lines_refused`). verify34 W01, W02, V04 held every
refund named for a person. Near-misses still hold what they name. Wording written for these tests."""
import pytest

from runs.ticket_lines import lines_refused
from tests import fresh_cases as fc

THREE = [{"sku": "MUG-6", "description": "Blue stoneware mug"}, {"sku": "LAMP-6", "description": "Brass desk lamp"},
         {"sku": "TOWEL-6", "description": "Bath towel set"}]
HOLDS = [
    ("Don't worry about the lamp, I'll fix it myself, no need to refund that one, but please refund the mug.", {"LAMP-6"}),
    ("The chip is tiny so forget the mug - just sort out the towels.", {"MUG-6"}),
    ("Mug cracked (don't bother refunding that), lamp shade torn (please refund).", {"MUG-6"}),
    ("no need to refund the towels but could you refund the lamp", {"TOWEL-6"}),
    ("skip the lamp, it's fine really; just refund me for the mug", {"LAMP-6"}),
    ("Dont refund the mug, only fix the towels pls", {"MUG-6"}),
]
NEAR_MISSES = [
    ("Don't refund the mug or the lamp.", {"MUG-6", "LAMP-6"}),
    ("Please don't refund the lamp - just fix the lamp", {"LAMP-6"}),
    ("No need to refund the towels, they're fine.", {"TOWEL-6"}),
]


@pytest.mark.parametrize("text,held", HOLDS + NEAR_MISSES)
def test_the_refusal_holds_only_the_goods_it_waives(text, held):
    assert lines_refused(THREE, text) == held


@pytest.mark.django_db
def test_the_goods_asked_beside_a_refusal_are_paid_and_the_waived_never(tmp_path):
    three = [fc.line("MUG-6", "Blue stoneware mug", 1800), fc.line("LAMP-6", "Brass desk lamp", 6400), fc.line("TOWEL-6", "Bath towel set", 3200)]
    towels_paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(three, "TOWEL-6", 1), "TOWEL-6", 1)]}
    cases = [fc.case("RB-0", "The towel set came with a hole in it and the mug is chipped. The chip is tiny so forget the mug - just sort out the towels.",
                     three, intents=["damaged_item"], expected=towels_paid, ref="SU-73520"),
             fc.case("RB-1", "towels arrived torn and the mug cracked. mug's only a few quid so forget the mug, just refund the towels please",
                     three, intents=["damaged_item"], expected=towels_paid, ref="SU-73521")]
    fc.assert_money_as_expected(tmp_path, cases)
