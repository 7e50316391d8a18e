"""The customer telling that they will buy their own replacement ("I need to buy a replacement for a party", "I'll have to
go out and buy another one") asks the shop for nothing (runs/intents/own_replacement_bought.py): read as a replacement
asked, it held the card refund the customer expected and sent two items to a person (verify31 V31-06, $34.56 held). End to
end the damaged goods' refund is paid. Wording written for these tests. Near-misses: a replacement asked of the shop in
the same words ("I need a replacement", "I need to buy a replacement from you, can you send one?", "I would like to get a
replacement") still holds the refund for a person."""

import pytest

from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund
from tests.readings import reading, shown

BOWL = [line("BWL-1", "Stoneware serving bowl", 3200)]
INSTEAD = "asks for a remedy other than a refund"

OWN_BUYING = [
    "The serving bowl came with a big crack down the side. Will the refund arrive by Friday? I need to buy a replacement for a party.",
    "The bowl arrived cracked. Please refund it, I'll have to go out and buy another one today.",
    "bowl is chipped. we had to purchase a new one from the supermarket. refund pls",
    "Cracked bowl :( refund please - I'm going to buy a new one locally for Saturday",
    "The bowl came in two pieces. I must buy a new one before the weekend, so a quick refund would help.",
    "Hello, the serving bowl has a crack. I've already had to pick up a new one in town. Could I get my money back?",
]


@pytest.mark.parametrize("body", OWN_BUYING)
def test_the_customer_s_own_purchase_holds_no_refund(body):
    read = reading(body, "bowl")
    assert "damaged_item" in read.intents, shown(read)
    assert not [s for s in read.sentences if s.why.startswith(INSTEAD) or "refund" in s.forbids], shown(read)


@pytest.mark.parametrize("body", [
    "The bowl came broken. I need a replacement.",
    "The bowl came broken. I need to buy a replacement from you, can you send one?",
    "The bowl came broken. I would like to get a replacement.",
    "Bowl arrived cracked - please send a new one, I need it for a party.",
    "the bowl is chipped, could you post me another one?",
    "The bowl came cracked. I'd rather have a replacement than a refund.",
])
def test_a_replacement_asked_of_the_shop_still_holds_the_refund(body):
    read = reading(body, "bowl")
    assert any(s.why.startswith(INSTEAD) or "refund" in s.forbids for s in read.sentences), shown(read)


@pytest.mark.django_db
def test_the_damaged_goods_refund_is_paid(tmp_path):
    paid = {"outcome": "resolved", "refunds": [refund(cents(BOWL, "BWL-1", 1), "BWL-1", 1)], "returns": []}
    cases = [case(f"OWN-{i}", body, BOWL, intents=["damaged_item"], expected=paid, subject="bowl", ref=f"SU-7300{i}")
             for i, body in enumerate(OWN_BUYING[:3])]
    assert_money_as_expected(tmp_path, cases)
