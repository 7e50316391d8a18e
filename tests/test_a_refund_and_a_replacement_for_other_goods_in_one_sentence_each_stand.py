"""A refund for one goods and a replacement for other goods asked in one sentence ("money back for the bowl pls, but could
you send a new plate instead of refunding it") are cut into a clause each (runs/remedies_for_other_goods.py): the bowl's
refund is paid, the plate's replacement goes to a person. Held-back round 35, item 4: read whole, "instead of refunding
it" held the bowl's money too. Near-misses: two remedies for the same goods (a choice), one remedy for two goods.
Wording written for these tests."""
import pytest

from runs.remedies_for_other_goods import other_goods_remedy_cuts
from tests import fresh_cases as fc

CUT = [
    ("money back for the bowl pls, but could you send a new plate instead of refunding it", "but could you send"),
    ("refund the bowl, and a replacement for the plate would be lovely instead of cash", "and a replacement"),
    ("I'd like a refund for the bowl, and could you post me a replacement plate?", "and could you post"),
    ("Could I get my money back for the bowl but have a new plate sent out rather than a refund?", "but have a new plate"),
    ("please replace the plate and refund me for the bowl", "and refund me"),
    ("refund on the bowl please while a new plate would be great (not a refund for that one)", "while a new plate"),
    ("Pls reimburse me for the mug - and send a new saucer instead of money for that", "and send a new saucer"),
]
WHOLE = [
    "refund the bowl, or send a new bowl if that's easier",
    "refund the bowl and the plate please",
    "please send a new plate, and refund me for it if you can't",
    "refund the bowls, and a new one for the bowl would be nice",
]


@pytest.mark.parametrize("text,second", CUT)
def test_each_goods_gets_its_own_clause(text, second):
    cuts = other_goods_remedy_cuts(text)
    assert cuts and text[cuts[0]:].startswith(second), (cuts, text[cuts[0]:] if cuts else "")


@pytest.mark.parametrize("text", WHOLE)
def test_one_goods_or_one_remedy_stays_whole(text):
    assert other_goods_remedy_cuts(text) == []


@pytest.mark.django_db
@pytest.mark.parametrize("ask", [CUT[0][0], CUT[1][0], CUT[2][0]])
def test_the_bowl_is_paid_and_the_plate_goes_to_a_person(tmp_path, ask):
    lines = [fc.line("BWL-3", "Stoneware bowl", 2000), fc.line("PLT-3", "Stoneware plate", 1500)]
    c = fc.case("RG-1", f"The bowl and the plate both arrived chipped. {ask}", lines, intents=["damaged_item", "other"], ref="SU-73611",
                expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(lines, "BWL-3", 1), "BWL-3", 1)]})
    fc.assert_money_as_expected(tmp_path, [c])
