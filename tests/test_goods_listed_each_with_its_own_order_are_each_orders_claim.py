"""One problem told of a list of goods, each tied to its own order ("the mug from SU-1 and the plate from SU-2 arrived
chipped"), is each order's claim, as the same told with "both" is (runs/intents/orders_listed_with_goods.py): the run
works the first order's goods and hands the other's to a follow-up run on its own record. Told without "both", the
sentence was the order's named last before its problem only, and the other order's goods had no claim and no person
(blind testers). Near-misses: a predicate between the orders ("the mug from SU-1 arrived chipped and I reordered the
plate on SU-2"), one order set apart ("..., but the plate is chipped"). Wording written for these tests."""

import copy

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

MUG = [fc.line("MUG-1", "Stoneware mug", 1800), fc.line("BWL-1", "Cereal bowl", 1400)]
PLATE = [fc.line("PLT-2", "Dinner plate", 2200), fc.line("CUP-2", "Espresso cup", 900)]


@pytest.mark.parametrize("body", [
    "the mug from SU-75111 and the plate from SU-75112 arrived chipped.",
    "The mug (SU-75111) and the plate (SU-75112) are chipped, please refund.",
    "chipped on arrival: the mug on SU-75111 and the plate on SU-75112",
    "my mug from order SU-75111 and my plate from order SU-75112 came chipped, refund pls",
    "SU-75111's mug and SU-75112's plate arrived chipped",
    "Hello, the stoneware mug in SU-75111 & the dinner plate in SU-75112 have chips on the rim.",
])
def test_goods_listed_each_on_its_order_are_each_orders(body):
    read = reading(body, ref="")
    asked = [s for s in read.requests if "damaged_item" in s.kinds]
    assert len(asked) == 1 and [asked[0].order, *asked[0].also] == ["SU-75111", "SU-75112"], shown(read)


@pytest.mark.parametrize("body,order", [
    ("the mug from SU-75111 arrived chipped and I reordered the plate on SU-75112.", "SU-75111"),
    ("the mug from SU-75111 and the plate from SU-75112 came, but the plate is chipped.", "SU-75112"),
    ("The mug from SU-75111 is chipped and the plate from SU-75112 is perfect.", "SU-75111"),
])
def test_an_order_set_apart_or_told_of_alone_is_not_listed(body, order):
    read = reading(body, ref="")
    asked = [s for s in read.requests if "damaged_item" in s.kinds]
    assert len(asked) == 1 and asked[0].order == order and not asked[0].also, shown(read)


def _two(cid: str, body: str, expected: dict, order_field: str = "SU-75111") -> dict:
    """Two delivered orders of one customer: SU-75111 (a mug, a bowl) and SU-75112 (a plate, a cup)."""
    case = fc.case(cid, body, MUG, intents=["damaged_item"], expected=expected, subject="my orders", ref="SU-75111")
    case["ticket"]["order_ref"] = order_field
    first = case["world"]["orders"][0]
    second = copy.deepcopy(first)
    items = sum(x["unit_price_cents"] * x["quantity"] for x in PLATE)
    second.update(ref="SU-75112", lines=PLATE,
                  charges=[{**c, "amount_cents": items if c["kind"] == "items" else round(items * 0.08) if c["kind"] == "tax" else c["amount_cents"]}
                           for c in first["charges"]])
    second["shipments"] = [{**s, "tracking_number": s["tracking_number"] + "B"} for s in first["shipments"]]
    case["world"]["orders"].append(second)
    return case


@pytest.mark.django_db
def test_end_to_end_each_orders_goods_are_paid_on_their_own_order(tmp_path):
    each = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(MUG, "MUG-1", 1), "MUG-1", 1), fc.refund(fc.cents(PLATE, "PLT-2", 1), "PLT-2", 1)],
            "returns": [], "escalations": []}
    cases = [_two("LIST-1", "the mug from SU-75111 and the plate from SU-75112 arrived chipped. Refund please.", each),
             _two("LIST-2", "Hiya - my mug (SU-75111) and the plate (SU-75112) are chipped, can I get my money back", each, order_field="")]
    got = fc.run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0 and got[""]["double_refunds"] == 0
    assert all(got[c["id"]]["passed"] for c in cases), {c["id"]: got[c["id"]]["differences"] for c in cases}
