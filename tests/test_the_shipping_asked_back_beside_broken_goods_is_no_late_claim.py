"""The delivery fee asked back beside broken or wrong goods, with no lateness told anywhere in the ticket, is a
request of kind `other` a person answers (POL-DMG-002 pays no delivery for a damage unless the whole order is
unusable), never a late-delivery claim declined as "on time" (ver21a V21-35: "Refund the three broken ones and
give me my shipping back as well"). The goods' own claim is still paid.

Near-misses keep their reading: lateness told in the ticket (the fee is the late claim's), the fee asked with no
goods problem, a charge taken twice or a parcel that never came."""

import pytest

from runs.intents import FEE_BESIDE_WHY, read_ticket
from tests.ver21a_cases import walk
from runs.shop.models import Order, Refund

ASKED = [
    ("THREE of the FIVE pasta bowls came in pieces. Who packs these?? Refund the three broken ones and give me my shipping back as well.",
     "damaged_item"),
    ("The lamp arrived with a cracked base. Please refund it. I'd also like the delivery charge refunded.", "damaged_item"),
    ("vase smashed in the box!! refund it pls and refund my postage too", "damaged_item"),
    ("The teapot's lid was chipped when I opened it. Could you refund it, and reimburse the shipping cost as well?", "damaged_item"),
    ("Good afternoon. Two of the wine glasses were broken on arrival. I would be grateful for a refund of those, and of the "
     "postage I paid.", "damaged_item"),
    ("You sent me the wrong colour rug. Refund it and give me back the shipping.", "wrong_item"),
    ("the mirror came smashed. want my money back for it + my delivery fee back", "damaged_item"),
]


@pytest.mark.parametrize("body,claim", ASKED)
def test_the_fee_asked_beside_broken_goods_goes_to_a_person(body, claim):
    reading = read_ticket(f"Broken\n{body}")
    assert "late_delivery" not in reading.intents, [(s.text, s.role, s.kinds) for s in reading.sentences]
    assert claim in reading.intents
    assert any(s.kinds == ["other"] and s.why == FEE_BESIDE_WHY for s in reading.requests)


NEAR_MISSES = [
    ("The bowls came three days late and two were cracked. Refund them and give me my shipping back.", "late_delivery"),
    ("Please refund the shipping, it came a week after the date you promised.", "late_delivery"),
    ("Please refund the shipping.", "late_delivery"),
    ("The mug is chipped. Actually forget the mug, just refund the postage.", "late_delivery"),
    ("The parcel was delayed and the bowl came cracked. Refund the bowl and give me my shipping back as well.", "late_delivery"),
    ("I was charged twice for delivery and the bowl was cracked. Refund the bowl and the extra shipping.", "duplicate_charge"),
    ("The parcel never arrived. Refund the order and the shipping.", "non_delivery"),
]


@pytest.mark.parametrize("body,kind", NEAR_MISSES)
def test_lateness_a_copy_or_a_lost_parcel_keep_the_fee_their_own(body, kind):
    reading = read_ticket(f"Order\n{body}")
    assert kind in reading.intents
    assert not any(s.why == FEE_BESIDE_WHY for s in reading.sentences)


def test_the_fee_asked_with_damage_on_another_order_told_late_stays_the_late_claim():
    reading = read_ticket("Two orders\nThe towels on SU-2 came four days late. The mug on SU-1 arrived chipped. Refund the mug and give me my shipping back.")
    assert "late_delivery" in reading.intents


@pytest.mark.django_db
def test_v21_35_pays_the_three_bowls_and_hands_the_shipping_to_a_person():
    result, run = walk("V21-35")
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert sum(r.amount_cents for r in Refund.objects.filter(order=Order.objects.get(ref=run.order_ref))) == 4374
