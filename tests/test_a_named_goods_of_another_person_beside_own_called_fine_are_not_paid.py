"""Goods named as another person's (a friend's towel, a flatmate's vase, a mum's mug) with where they came from or a word in
brackets between ("from your shop", "from her order", "(she ordered her own)"), set beside the customer's own called fine or
great ("Mine arrived perfectly fine", "My order SU-1 is fine", "The towels are great"), are not the customer's damage: a
person is asked, kind `other` quoted, nothing paid on the customer's order (runs/intents/others_goods_by_possessive.py).
They were paid on the customer's own order (blind round 36: V36-075, V36-083, V36-056). Near-misses keep their claim:
goods the customer ordered as a gift, bought for that person, or said bought by the customer in the brackets. Wording
written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.others_goods_by_possessive import OTHERS_GOODS_WHY
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

ANOTHER_PERSONS = [
    "The cushions are lovely. My sister's cushion from your site came with a torn seam, can you refund her? She paid $18.",
    "my flatmates... no wait. My flatmate's lamp (he ordered his own) arrived with the shade bent. Mine came fine. refund him pls",
    "Hi, my dad's kettle from his order arrived dented, could you sort a refund for him? My order SU-1 is fine, thanks.",
    "Mine was perfect. My neighbour's teapot from your store was chipped on the spout though, can she get her money back?",
    "The mugs look great!! my friend's mug (bought on her account) showed up cracked, refund her please",
    "My own parcel came through ok. My colleague's rug from her order was stained - can you refund it?",
    "My boyfriend's jumper (his own order) arrived with a hole. my stuff is all fine. please refund him",
]
STILL_CLAIMED = [
    "My mum's birthday present (the mug I ordered) arrived chipped. Please refund it.",
    "I bought it for my son and it arrived broken, refund please",
    "The vase is fine but my mum's mug (the one I ordered) came cracked, refund please",
    "The towels are great but the bath mat came frayed, refund the mat please",
    "My order is fine except the lamp arrived broken. Refund please.",
    "I bought my brother a lamp and my order is fine otherwise, but his lamp arrived broken. Could you refund it for him?",
    "Got my sister a cushion for her birthday, mine is fine but hers arrived torn. Refund please.",
]


@pytest.mark.parametrize("text", ANOTHER_PERSONS)
def test_another_persons_named_goods_go_to_a_person_quoted(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()
    assert any(s.why == OTHERS_GOODS_WHY and s.kinds == ["other"] for s in reading.sentences), reading.as_payload()


@pytest.mark.parametrize("text", STILL_CLAIMED)
def test_the_customers_own_purchase_is_still_claimed(text):
    reading = read_ticket(text, order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()


TOWELS = [line("TWL-3", "Bath towel", 1400, 3)]
VASE = [line("VAS-1", "Glass bud vase", 2200)]
MUG = [line("MUG-1", "Stoneware mug", 1500)]


@pytest.mark.django_db
def test_end_to_end_another_persons_named_goods_are_never_paid(tmp_path):
    person = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [
        case("ONF-1", "SU-70091. The towels are lovely. My cousin's towel from your shop has pulled threads though, can you refund "
             "her? she paid $14.", TOWELS, intents=["other"], ref="SU-70091", expected=person),
        case("ONF-2", "My flatmate's vase (she ordered one herself) turned up cracked, could you refund her? Mine is fine.", VASE,
             intents=["other"], ref="SU-70092", expected=person),
        case("ONF-3", "my mums mug from her order arrived broken - can you refund it? My order SU-70093 is fine.", MUG,
             intents=["other"], ref="SU-70093", expected=person),
        case("ONF-4", "My mum's birthday present (the mug I ordered) arrived chipped. Please refund it.", MUG,
             intents=["damaged_item"], ref="SU-70094",
             expected={"outcome": "resolved", "refunds": [refund(cents(MUG, "MUG-1", 1), "MUG-1", 1)], "returns": []}),
    ]
    assert_money_as_expected(tmp_path, cases)
