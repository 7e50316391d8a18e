"""The delivery fee alone asked back beside damaged goods ("Just refund the delivery charge and we're square, I'll keep the
vase") asks that smaller sum instead of the goods' money: the goods' refund waits for the person who answers the fee
(runs/intents/part_money_beside_claims.py, runs/part_money_asked.py), one matter deferred to them. Read only as the fee
asked beside the damage, the whole vase was paid as well (issue #11, partmoney A61: $25.92).

Near-misses: the fee asked on top of the goods' refund ("refund the vase, and just refund the shipping too") pays the
vase; a late parcel's fee asked alone is that claim's own money, paid as before. Wording written for this test."""
import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

CLAIM = "The glass vase arrived with a chip in the lip."
FEE_ALONE = [
    "Just refund the delivery charge and we're square, I'll keep the vase.",
    "Only the postage back please, the vase is still usable.",
    "honestly just give me back the shipping, its fine otherwise",
    "Could you just refund my shipping? Keeping the vase.",
    "All good otherwise - just refund the p&p please.",
    "Kindly, only reimburse the delivery, I will keep it.",
]


def _goods_refund_held(read) -> bool:
    return any("refund" in s.forbids and "damaged_item" in s.forbid_kinds for s in read.sentences)


@pytest.mark.parametrize("ask", FEE_ALONE)
def test_the_fee_alone_holds_the_goods_refund(ask):
    read = reading(f"{CLAIM} {ask}")
    assert _goods_refund_held(read), shown(read)


@pytest.mark.parametrize("text", ["Please refund the vase, and just refund the shipping too.", "Refund the vase please, and the shipping as well."])
def test_the_fee_on_top_holds_nothing(text):
    read = reading(f"{CLAIM} {text}")
    assert not _goods_refund_held(read), shown(read)


LINES = [fc.line("VSE-1", "Glass vase", 2400)]


@pytest.mark.django_db
def test_nothing_is_paid_for_the_fee_asked_instead(tmp_path):
    fc.assert_money_as_expected(tmp_path, fc.none_paid("FEEALONE", "SU-7670", LINES, [f"{CLAIM} {a}" for a in FEE_ALONE], ["damaged_item", "other"]))


@pytest.mark.django_db
def test_a_late_parcels_fee_asked_alone_is_still_paid(tmp_path):
    late = fc.case("FEEALONE-LATE", "It turned up four days after the promised date. Just refund the delivery charge please.", LINES,
                   intents=["late_delivery"], expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}]}, ref="SU-76799")
    late["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(10)[:10]
    on_top = fc.damage_claims("FEEALONE-N", "SU-7680", LINES, [f"{CLAIM} Please refund the vase, and just refund the shipping too."],
                              [fc.refund(fc.cents(LINES, "VSE-1", 1), "VSE-1", 1)])
    on_top[0]["intents"] = ["damaged_item", "other"]
    on_top[0]["expected"]["outcome"] = "partial"
    fc.assert_money_as_expected(tmp_path, [late, *on_top])
