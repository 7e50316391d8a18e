"""Money waived only on a new unit coming ("Keep your money for the mug if you send a new one", "no refund needed as long as
I get a replacement") is an ask for a replacement, which a person arranges: never the refund declined and the claim left
asking nothing (runs/intents/waived_goods.py `new_unit_on_condition`, read.py, remedies.declines). Near-misses: the
condition turned to money, a new one only talked of, money waived outright. Wording written for these tests."""
import pytest

from runs.intents import GOODS_INSTEAD
from runs.intents.waived_goods import new_unit_on_condition
from tests import fresh_cases as fc
from tests.readings import reading, shown

ON_CONDITION = [
    "Keep your money for the kettle if you send a new one",
    "the vase came cracked, no refund needed as long as I get a replacement",
    "Honestly you can keep the cash provided you swap it for one that isnt chipped.",
    "happy to skip the refund if you could ship me another",
    "No need for money back so long as a new one is sent out this week.",
    "dont refund it if u can post me a fresh one",
]
NEAR_MISSES = [
    "If you can't send a new one, refund it",
    "Keep your money for the mug",
    "if the new one is broken too I'll want my money back",
    "No refund needed, I'll keep it as it is.",
    "Please can you tell me if you send a new kettle or must I post this one back first?",  # "if" asks whether
]


@pytest.mark.parametrize("text", ON_CONDITION)
def test_money_waived_on_a_new_unit_is_read(text):
    assert new_unit_on_condition(text)


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_misses_are_not(text):
    assert not new_unit_on_condition(text)


@pytest.mark.parametrize("text", ON_CONDITION[:3])
def test_the_sentence_asks_a_replacement_of_a_person(text):
    read = reading(f"The kettle arrived dented. {text}")
    last = read.sentences[-1]
    assert last.role == "request" and last.why.startswith(GOODS_INSTEAD) and "refund" in last.forbids, shown(read)


@pytest.mark.django_db
def test_no_money_is_paid_and_a_person_arranges_the_new_one(tmp_path):
    one = [fc.line("KET-9", "Enamel kettle", 4200)]
    cases = [fc.case("NU-1", "The kettle arrived dented. Keep your money for it if you send a new one.", one, intents=["damaged_item"],
                     expected={"outcome": "escalated", "refunds": []}, ref="SU-73911"),
             fc.case("NU-2", "kettle came with a big dent, no refund needed as long as I get a replacement", one, intents=["damaged_item"],
                     expected={"outcome": "escalated", "refunds": []}, ref="SU-73912")]
    fc.assert_money_as_expected(tmp_path, cases)
