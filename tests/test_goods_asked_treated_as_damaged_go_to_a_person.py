"""A customer asking the shop to treat, count or pretend goods as damaged, without telling that they are ("Please also
treat the lamp as broken and refund it; I've been a loyal customer"), makes a goodwill ask of kind `other`: a person
answers it with the sentence quoted and no refund is paid for those goods (runs/intents/goods_treated_as_damaged.py).
verify34 I14 paid $64 for an undamaged lamp. Near-misses keep their damage claim. Wording written for these tests."""
import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

TREATED = [
    "Please also treat the lamp as broken and refund it; I've been a loyal customer.",
    "could you just count the mug as damaged and refund it, I've spent loads with you",
    "Pretend the vase arrived cracked and refund it please, nobody will know.",
    "pls mark the kettle down as faulty and give me my money back",
    "Can you treat the rug as if it were damaged and refund it, been a customer for years.",
    "just say the lamp was broken and refund me, I really need the money",
    "Would you consider the jug as damaged?? refund would be nice",
]
STILL_CLAIMED = [
    "please treat this as urgent, the lamp is broken, refund it",
    "The lamp is broken, please treat it as a damage claim and refund it.",
    "the lamp counts as broken under your policy surely, refund it",
    "The mug arrived chipped, please refund it.",
    "I regret to say that the lamp was damaged in transit; kindly refund it.",
    "sorry to say that the mug came chipped, refund pls",
    "I must say that the vase arrived cracked, which was upsetting. Refund please.",
    "I have to say that the kettle was dented on arrival - money back please",
    "I'd say that the jug was broken before it left you. Please refund it.",
    "Hate to say that the rug arrived torn, can I get a refund",
]


def _kinds(text):
    read = reading(text)
    return [k for s in read.sentences if s.role == "request" for k in s.kinds], read


@pytest.mark.parametrize("text", TREATED)
def test_goods_asked_treated_as_damaged_are_a_goodwill_ask(text):
    kinds, read = _kinds(text)
    assert "other" in kinds and "damaged_item" not in kinds, shown(read)


@pytest.mark.parametrize("text", STILL_CLAIMED)
def test_goods_told_damaged_stay_claimed(text):
    kinds, read = _kinds(text)
    assert "damaged_item" in kinds, shown(read)


@pytest.mark.django_db
def test_only_the_goods_told_damaged_are_paid(tmp_path):
    two = [fc.line("LAMP-6", "Brass desk lamp", 6400), fc.line("TOWEL-6", "Bath towel set", 3200)]
    towels_paid = [fc.refund(fc.cents(two, "TOWEL-6", 1), "TOWEL-6", 1)]
    cases = [
        fc.case("TD-1", "The towels came ripped. P.S. Please also treat the lamp as broken and refund it; I've been a loyal customer.",
                two, intents=["damaged_item", "other"], expected={"outcome": "partial", "refunds": towels_paid,
                "escalations": [{"item": "lamp"}]}, ref="SU-73501"),
        fc.case("TD-2", "please treat this as urgent, the lamp is broken, refund it", two, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(two, "LAMP-6", 1), "LAMP-6", 1)]}, ref="SU-73502"),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
