"""An ask of some goods' money said first, then a refusal naming other goods: "Refund the cup - no need to refund the
saucer, it's only a few dollars." (V41-135). The refusal holds the saucer alone; the cup asked before it is paid. Read
before as the cup's refund refused too, the cup was held for a person. Near-misses: a refusal naming the goods asked, or
pointing by a pronoun, or both asked, are no such waiver. Wording written for these tests."""
import pytest

from runs.intents.waived_goods import refused_beside_asked, without_goods_asked
from tests import fresh_cases as fc

LINES = [fc.line("CUP-RFA", "Porcelain tea cup", 1400), fc.line("SAU-RFA", "Porcelain saucer", 600)]
TOLD = "The cup and the saucer from {ref} are both chipped. "
WAIVED = [
    "Refund the cup - no need to refund the saucer, it's only a few dollars.",
    "Please refund the cup, but don't refund the saucer.",
    "refund the cup pls, dont bother refunding the saucer its fine to use",
    "Could you refund me for the cup; there's no need to refund the saucer.",
    "Refund the cup — I don't need to refund the saucer, honestly.",
    "Just refund the cup and do not refund the saucer, I'll keep it.",
]
# ("there's no need to" after "Could you refund me for" goes to a person; "I don't need to refund the saucer" pays the saucer
# on main too: its refusal is read by no forbid, left for a later mend)
PAID_END_TO_END = [WAIVED[0], WAIVED[1], WAIVED[2], WAIVED[5]]
NEAR_MISSES = [
    "Refund the cup, dont refund the cup twice though.",
    "Refund the cup please - no need to refund it twice.",
    "Refund the cup and the saucer please.",
    "Please don't refund the saucer, refund the cup.",
]


@pytest.mark.parametrize("text", WAIVED)
def test_the_refusal_clause_is_the_other_goods_alone(text):
    found = refused_beside_asked(text)
    assert found is not None
    assert "saucer" in without_goods_asked(text).lower() and "cup" not in without_goods_asked(text).lower()


@pytest.mark.parametrize("text", NEAR_MISSES[:3])
def test_near_misses_read_no_refusal_after_the_ask(text):
    assert refused_beside_asked(text) is None


@pytest.mark.django_db
def test_the_cup_is_paid_and_the_saucer_held(tmp_path):
    cup = fc.cents(LINES, "CUP-RFA", 1)
    cases = [fc.case(f"RFA-{n}", (TOLD + body).format(ref=f"SU-7530{n}"), LINES, intents=["damaged_item"], ref=f"SU-7530{n}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(cup, "CUP-RFA", 1)]}) for n, body in enumerate(PAID_END_TO_END)]
    fc.assert_money_as_expected(tmp_path, cases)
