"""Goods asked in the plainest words beside money turned down ("dont want money back. want new one.", "Cash back isn't what
I'm after, a working toaster is.", "what I actually want is a new vase put in the post") are the customer's remedy: goods
instead of money, which a person arranges, and the refund is held (runs/intents/goods_asked_plainly.py,
money_not_what_is_wanted.py). verify38 V-02, Y-02, Y-04: the whole item was paid and the goods asked dropped. Wording
written here."""

import pytest

from runs.intents import GOODS_INSTEAD
from tests import fresh_cases as fc
from tests.readings import reading, shown

GOODS_ASKED = [
    "The kettle leaks from the base. A refund isn't what I'm after, a working kettle is.",
    "toaster dead on arrival. cash back isnt what im after. a working one is.",
    "My teapot's spout cracked in transit. Honestly money back is not what we're looking for - a new teapot sent out is what we want.",
    "lamp broke in box. dont want money back. want new one.",
    "vase smashed!! no refund pls. need a replacement.",
    "The rug has a hole in it. Not interested in my money back. wanna new one.",
    "Mirror came cracked. It's not a refund I'm after - please send another.",
    "Bowl arrived smashed. Money back? Nope. All I need is a replacement bowl posted, it's for Sunday.",
    "The lamp shade came torn. refund? nah, keep it. what i really want is a new shade sent out.",
]
# the money asked after all, or other goods not asked of the shop: read as before
NEAR_MISSES = [
    "The mug arrived chipped. A refund is what I'm after.",
    "The mug arrived chipped. A replacement isn't what I'm after, just my money back.",
    "The mug arrived chipped. Please refund it. What I want is my money back.",
    "The mug arrived chipped. Refund? Yes please, as soon as you can.",
]


@pytest.mark.parametrize("body", GOODS_ASKED)
def test_goods_asked_plainly_are_goods_instead_and_the_refund_held(body):
    read = reading(body)
    assert any(s.is_request and s.why.startswith(GOODS_INSTEAD) for s in read.sentences), shown(read)
    assert any("refund" in s.forbids for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", NEAR_MISSES)
def test_the_money_asked_is_not_held(body):
    read = reading(body)
    assert not any("refund" in s.forbids or s.why.startswith(GOODS_INSTEAD) for s in read.sentences), shown(read)
    assert any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


LINES = [fc.line("KTL-1", "Stovetop kettle", 4599), fc.line("MAT-1", "Cork placemat", 900)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_nothing_is_paid_where_goods_were_asked(tmp_path):
    bodies = [b.replace("toaster", "kettle").replace("teapot", "kettle").replace("lamp", "kettle").replace("vase", "kettle")
              .replace("rug", "kettle").replace("Mirror", "The kettle").replace("Bowl", "Kettle").replace("bowl", "kettle")
              .replace("shade", "kettle") for b in GOODS_ASKED]
    fc.assert_money_as_expected(tmp_path, fc.none_paid("PLAIN", "SU-7301", LINES, bodies, ["damaged_item", "other"]))


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_money_asked_is_still_paid(tmp_path):
    bodies = [b.replace("mug", "kettle") for b in NEAR_MISSES]
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("PLAINPAID", "SU-7302", LINES, bodies,
                                                           [fc.refund(fc.cents(LINES, "KTL-1", 1), "KTL-1", 1)]))
