"""Damage only supposed beside damage told of other goods ("The lamp may be broken, I'm not sure. The mug arrived cracked
though.") : the hedged goods go to a person (kind `other`, quoted, no money) and the told goods are paid
(runs/intents/damage_unconfirmed.py, 3). Before, only a ticket whose every claim was hedged was read so, and the lamp
($64) was paid beside the mug. Near-misses: a hedge naming no goods of its own, or the goods told. Wording written here."""
import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

HEDGED_BESIDE_TOLD = [
    ("The lamp may be broken, I'm not sure. The mug arrived cracked though.", "lamp"),
    ("The mug arrived cracked. The lamp may be broken, I'm not sure.", "lamp"),
    ("i think the kettle lid might be dented?? hard to say. but the toaster is definitely smashed, refund pls", "kettle"),
    ("The vase arrived with a big crack. My daughter thinks the bowl may have a hairline crack too.", "bowl"),
    ("Teapot smashed to bits. Possibly the cups are chipped as well, not sure yet.", "cups"),
    ("The rug is torn. The mirror might have a scratch, could just be a reflection.", "mirror"),
]
STILL_CLAIMED = [
    "The mug arrived cracked. It might be cracked inside too, hard to tell.",
    "The lamp may be broken. The lamp arrived with the shade dented.",
    "The mug arrived cracked, the handle may be chipped too.",
]


def _requests(text):
    return [s for s in read_ticket("my order\n" + text).sentences if s.role == "request"]


@pytest.mark.parametrize("text,goods", HEDGED_BESIDE_TOLD)
def test_the_hedged_goods_go_to_a_person_and_the_told_stay_claimed(text, goods):
    read = _requests(text)
    assert [s.kinds for s in read if goods in s.text] == [["other"]]
    assert any(s.kinds == ["damaged_item"] for s in read if goods not in s.text)


@pytest.mark.parametrize("text", STILL_CLAIMED)
def test_a_hedge_on_goods_told_stays_claimed(text):
    assert all(s.kinds == ["damaged_item"] for s in _requests(text))


@pytest.mark.django_db
def test_only_the_told_goods_are_paid(tmp_path):
    two = [fc.line("LAMP-7", "Brass desk lamp", 6400), fc.line("MUG-7", "Stoneware mug", 1800)]

    def paid(*skus):
        return [fc.refund(fc.cents(two, sku, 1), sku, 1) for sku in skus]

    told_mug = {
        "HT-0": "The lamp may be broken, I'm not sure. The mug arrived cracked though.",
        "HT-1": "mug came cracked, refund please. the lamp might be faulty too? hard to tell yet",
        "HT-2": "Hello, I suspect the lamp might have been damaged in transit. The mug is definitely chipped, please refund it.",
    }
    cases = [fc.case(cid, body, two, intents=["damaged_item", "other"], expected={"outcome": "partial", "refunds": paid("MUG-7")},
                     ref="SU-7362" + cid[-1]) for cid, body in told_mug.items()]
    # near-miss: both told, both paid
    cases.append(fc.case("HT-9", "The lamp arrived broken and the mug arrived cracked, refund both please.", two,
                         intents=["damaged_item"], expected={"outcome": "resolved", "refunds": paid("MUG-7", "LAMP-7")}, ref="SU-73629"))
    fc.assert_money_as_expected(tmp_path, cases)
