"""Two units told damaged, one kept by the customer and the other pointed at to refund ("I'll keep the one with the small
scratch; the other is badly gouged, refund that one please", "One is only a tiny chip so I'll keep using it, but please
refund the other") pays one unit: both were paid (verify43 V9-02, V8-16). Near-misses: with no unit kept, "refund that
one" counts nothing; "refund the other mugs" points at goods, not a unit. Wording written for these tests."""

import pytest

from runs.units_asked_fewer import asked_fewer
from tests import fresh_cases as fc

LAMPS = fc.line("LMP-1", "Brass desk lamp", 4500, quantity=2)
ORDER = {"lines": [LAMPS]}


@pytest.mark.parametrize("texts", [
    ["Both brass lamps arrived scratched.", "I'll keep the one with the small scratch;", "the other is badly gouged, refund that one please."],
    ["Two lamps came dented.", "One is only a tiny dent so I'll keep using it, but please refund the other, it's badly bent."],
    ["both lamps scratched. ill keep the one thats barely marked but refund the other one pls"],
    ["The lamps both have scuffs. The first one is fine really, I can live with it. Please refund the other."],
    ["Two scratched lamps! I will keep one, refund the other one."],
    ["Both lamps arrived with dents - I can keep that one, it's on my desk; refund this one please, the shade is crushed."],
])
def test_one_unit_pointed_at_beside_one_kept_is_one(texts):
    assert asked_fewer(ORDER, LAMPS, texts) == 1, texts


@pytest.mark.parametrize("texts", [
    ["Both lamps arrived smashed, refund that one please."],  # no unit kept: no count told
    ["Both lamps arrived scratched. I'll keep the mugs, refund the other lamps please."],
    ["Both lamps arrived scratched, please refund them."],
])
def test_no_unit_kept_or_goods_named_counts_nothing(texts):
    assert asked_fewer(ORDER, LAMPS, texts) is None, texts


@pytest.mark.django_db
def test_end_to_end_one_lamp_is_paid_of_two_told_damaged(tmp_path):
    one = fc.cents([LAMPS], "LMP-1", 1)
    cases = [fc.case(f"KEPTONE-{n}", body, [LAMPS], intents=["damaged_item"],
                     expected={"outcome": "resolved", "refunds": [fc.refund(one, "LMP-1", 1)]}, ref=f"SU-7330{n}")
             for n, body in enumerate([
                 "Both brass lamps arrived scratched. I'll keep the one with the small scratch; the other is badly gouged, refund that one please.",
                 "Two lamps came dented. One is only a tiny dent so I'll keep using it, but please refund the other, it's badly bent.",
             ])]
    fc.assert_money_as_expected(tmp_path, cases)
