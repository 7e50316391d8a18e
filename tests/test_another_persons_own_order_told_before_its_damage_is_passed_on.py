"""Another person's own order told first, its goods' damage and the ask for that person after it, goes to a person quoted,
never a claim on the customer's order (runs/intents/others_order_told_before.py). R2-08: "My mum placed her own order with
you for a candle holder, on her account, and it was delivered with mine; it's broken in two. Could you refund her please?"
was read as a damage claim on the customer's own order, and the ask for the mother named nowhere. Goods the customer
ordered for another person are the customer's own claim, paid as ever. Wording written here."""

import pytest

from runs.intents.doubt import OTHER_PERSONS_ORDER
from tests import fresh_cases as fc
from tests.readings import reading, shown

OWN_FINE = "Hi, my order came today, the bud vase and the candle are both fine."
THEIRS = [
    "My mum placed her own order with you for a candle holder, on her account, and it was delivered with mine; it's broken in two. Could you refund her please?",
    "My sister put in her own order for a candle holder on her account. It came cracked. Can she get a refund?",
    "my dad has his own order with you (candle holder), ordered on his account and sent with mine. it arrived smashed. pls refund him",
    "Also my neighbour placed her own order for a candle holder. The holder arrived in bits, could you sort her a refund?",
    "My husband made his own order for the candle holder through his login. It's snapped at the base, refund him please.",
    "My flatmate did her own order for candle holder on her account, it come in same box as mine. It is broke, she want refund.",
]
# the customer's own order, bought for another person: the customer's claim
MINE_FOR_THEM = [
    "I ordered the candle holder for my mum and it arrived broken in two. Please refund.",
    "The candle holder I bought for my sister came cracked, refund please.",
    "I got the candle holder as a present for my dad, it arrived smashed. Could I have a refund?",
]


@pytest.mark.parametrize("body", THEIRS)
def test_the_other_persons_order_is_passed_on_and_no_claim_is_read(body):
    read = reading(f"{OWN_FINE} {body}")
    assert any(s.role == "request" and s.kinds == ["other"] and s.why == OTHER_PERSONS_ORDER and "holder" in s.text for s in read.sentences), shown(read)
    assert not any(s.role == "request" and "damaged_item" in s.kinds for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", MINE_FOR_THEM)
def test_goods_the_customer_ordered_for_someone_are_the_customers_claim(body):
    read = reading(body)
    assert any(s.role == "request" and "damaged_item" in s.kinds for s in read.sentences), shown(read)


LINES = [fc.line("VS-2", "Bud vase", 1800), fc.line("CN-1", "Pillar candle", 1200)]
HOLDER = [fc.line("CH-1", "Glass candle holder", 1600)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_nothing_is_paid_for_another_persons_order(tmp_path):
    cases = [fc.case(f"THEIRS-{n}", f"{OWN_FINE} {body}", LINES, ref=f"SU-7464{n}", intents=["other"],
                     expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "holder"}]})
             for n, body in enumerate(THEIRS)]
    fc.assert_all_pass(tmp_path, cases)


@pytest.mark.django_db(transaction=True)
def test_end_to_end_goods_ordered_for_someone_else_are_paid(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("MINE4THEM", "SU-7465", HOLDER, MINE_FOR_THEM,
                                                           [fc.refund(fc.cents(HOLDER, "CH-1", 1), "CH-1", 1)]))
