""""Nothing arrived broken, for once!" denies damage; it says nothing of goods not come: round 47 R3-08 read it as a
non-delivery and escalated a late parcel whose fee the customer asked back. The state after the coming ("broken",
"damaged", "in pieces", "smashed", "scratched or dented") grants the coming (runs/intents/plans_not_goods.py
STATE_AFTER_COMING); a denial runs over the states it lists ("nothing has arrived scratched or dented").

Near-misses, read as before: "Nothing arrived, the parcel never came", "Nothing arrived. Where is my order?", "nothing
came, where is my parcel" (no state after the coming: nothing came)."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

LATE = [
    "My desk chair turned up on the 9th when you'd promised the 6th. Nothing arrived broken, for once! Since I paid for "
    "delivery I'd like that fee refunded, please.",
    "Nothing arrived broken, for once! I'd like the delivery fee refunded as it came 3 days late.",
    "nothing came damaged this time, but it was late so please refund the shipping fee",
    "Nothing arrived in pieces, thankfully. The delivery was late though, refund the delivery charge please.",
    "Good news, nothing turned up smashed. Bad news, it was 3 days late - can I get the delivery fee back?",
    "It came 3 days late. Nothing has arrived scratched or dented, but I want the delivery fee refunded please.",
]


@pytest.mark.parametrize("body", LATE)
def test_nothing_arrived_broken_is_no_non_delivery_nor_damage(body):
    intents = read_ticket("late, but all in one piece\n" + body, order_ref="SU-74703").intents
    assert intents == ["late_delivery"], (body, intents)


@pytest.mark.parametrize("body", ["Nothing arrived, the parcel never came.", "Nothing arrived. Where is my order?",
                                  "nothing came, where is my parcel", "Nothing has arrived yet and it's been two weeks."])
def test_nothing_arrived_still_tells_it_never_came(body):  # near misses
    assert "non_delivery" in read_ticket("my order\n" + body, order_ref="SU-74703").intents


@pytest.mark.parametrize("body", ["Nothing arrived broken except the mug, which is chipped.",
                                  "The vase arrived smashed, nothing else was broken."])
def test_damage_told_beside_still_reads(body):  # near misses
    assert "damaged_item" in read_ticket("my order\n" + body, order_ref="SU-74703").intents


CHAIR = [fc.line("DSK-1", "Desk chair", 12900)]


@pytest.mark.django_db
def test_end_to_end_the_late_fee_is_refunded(tmp_path):
    fee = {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}]}
    cases = [fc.late_by(fc.case(f"NOBROKE-{n}", body, CHAIR, intents=["late_delivery"], expected=fee, ref=f"SU-7473{n}"), 3)
             for n, body in enumerate(LATE[:4])]
    fc.assert_settled_as_expected(tmp_path, cases)
