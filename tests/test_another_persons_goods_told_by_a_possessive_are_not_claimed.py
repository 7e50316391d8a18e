"""Goods told only as another person's, by a possessive set beside the customer's own ("Mine are fine. His never worked, the
left side is dead."), are not the customer's damage: a person decides whose order holds them (kind `other`, quoted), no
money (runs/intents/others_goods_by_possessive.py). They were read as the customer's damage and paid. Near-misses keep
their claim: goods the customer says they bought for that person or bought both of, and the customer's own goods told
broken. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.others_goods_by_possessive import OTHERS_GOODS_WHY
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

ANOTHER_PERSONS = [
    "Mine are fine. His never worked, the left side is dead. Can I get a refund?",
    "my pair is perfect but hers is scratched all over, refund please",
    "Mine's ok!! my sister's arrived with the lid cracked, pls refund",
    "Hello, my own set works well. Theirs doesn't charge at all. I would like my money back.",
    "mine work perfectly. my husband's earbuds don't charge at all - refund?",
    "Ours is fine. Her lamp shade arrived torn.",
    "his one came dented, can you sort a refund",
]
STILL_CLAIMED = [
    "I bought two lamps, one for me and one for my sister, and hers arrived broken.",
    "hers was fine but mine arrived cracked",
    "Got my dad a kettle for his birthday and his arrived dented",
    "We got matching mugs, one each. His arrived cracked, refund please.",
    "My wife's mug from order SU-1 came cracked",
    "The kettle's lid is dented, refund please",
    "His headphones never worked, the left side is dead.",  # no own pair set beside: a family member's goods on this order
]


@pytest.mark.parametrize("text", ANOTHER_PERSONS)
def test_another_persons_goods_go_to_a_person_quoted(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()
    assert "other" in reading.intents, reading.as_payload()
    assert any(s.why == OTHERS_GOODS_WHY and s.kinds == ["other"] for s in reading.sentences), reading.as_payload()


@pytest.mark.parametrize("text", STILL_CLAIMED)
def test_the_customers_own_purchase_is_still_claimed(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()


PHONES = [line("HPH-3", "Wireless headphones", 7900, 2)]
LAMP = [line("LMP-6", "Bedside lamp", 3900)]


@pytest.mark.django_db
def test_end_to_end_another_persons_goods_are_never_paid(tmp_path):
    person = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [
        case("OGP-1", "Mine are fine. His never worked, the left side is dead. Can I get a refund?", PHONES, intents=["other"],
             ref="SU-70071", expected=person),
        case("OGP-2", "my pair is great but hers crackles in the right ear and won't pair, refund pls", PHONES, intents=["other"],
             ref="SU-70072", expected=person),
        case("OGP-3", "Got my mum a lamp for her birthday and hers arrived with the shade torn. Refund please.", LAMP,
             intents=["damaged_item"], ref="SU-70073",
             expected={"outcome": "resolved", "refunds": [refund(cents(LAMP, "LMP-6", 1), "LMP-6", 1)], "returns": []}),
    ]
    assert_money_as_expected(tmp_path, cases)
