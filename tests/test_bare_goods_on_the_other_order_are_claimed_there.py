"""Goods named bare, with no "my" or "the" before them ("kettle came dented!! money back please"), where they are on the
customer's OTHER order: the claim is theirs, on that order, and never lands on the pinned order's only line (a mug, whose
goods the customer did not name). Near-misses: the pinned order's own goods named bare are paid there; goods on neither
order are paid nowhere. Wording written for these tests."""

import pytest

from tests.fresh_cases import assert_money_as_expected
from tests.test_misspelt_goods_are_found_on_whichever_order_holds_them import MUGS, OTHER, _paid, _two_orders

BARE = [
    ("BG-1", "kettle came dented!! money back please", [(OTHER, "KTL-5")]),
    ("BG-2", "Kettle arrived with a big dent in the side. Refund please.", [(OTHER, "KTL-5")]),
    ("BG-3", "hi, blender jug cracked on arrival, can i get a refund", [(OTHER, "BLN-5")]),
    ("BG-4", "cushion came torn - refund pls", [(OTHER, "CSH-5")]),
    ("BG-5", "Stovetop kettle dented when it got here, I'd like my money back.", [(OTHER, "KTL-5")]),
    ("BG-6", "kettle dented, blender fine. refund for kettle thanks", [(OTHER, "KTL-5")]),
]


@pytest.mark.django_db
def test_end_to_end_bare_goods_are_paid_on_the_order_holding_them(tmp_path):
    cases = [_two_orders(cid, body, _paid(*paid), subject="SU-70091") for cid, body, paid in BARE]
    # near-misses: the pinned order's own mug named bare is paid there; goods on neither order are paid nowhere
    cases += [_two_orders("BG-7", "mug came chipped!! money back please", _paid((MUGS, "MUG-5")), subject="SU-70091"),
              _two_orders("BG-8", "toaster came dented!! money back please", {"outcome": "escalated", "refunds": [], "returns": []},
                          subject="SU-70091")]
    assert_money_as_expected(tmp_path, cases)
