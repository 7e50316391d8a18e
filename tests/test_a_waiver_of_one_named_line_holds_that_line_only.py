"""A customer waives one damaged line in other words and asks for another: the waived line is paid nothing, and the waiver
never spreads to the line asked or to a late fee asked in another sentence. The waiver is bound to the goods it names:
"the plate doesn't matter", "the plate is no big deal", "the plate is fine as is", "the plate I'll keep as it is, no
refund for it", "the plate I'm keeping", "don't bother refunding the plate", "keep the money for the plate", "forget about
the plate, I just want the bowl refunded", "ignore the plate" (a part word listed as goods of its own, "the pot and its
saucer", is goods of its own). A damage waiver ("I don't want anything for that", "I don't need a refund or a
replacement, just wanted you to know") never holds the late fee asked next, nor does a subject cut at a "+" ("Late +
chipped") claim the goods the body waives.

Near-misses that waive nothing: "doesn't matter which colour, just refund it", "forget the return label, just refund",
"don't bother sending a replacement, refund the bowl", "the plate matters most", "ignore my last email, the plate is also
chipped, refund both". Wording written for these tests (findings VF-214, 308, 309, 310, 328, 406, 407, 408, 409, 411, 609)."""

import pytest

from runs.intents.settled import struck_goods
from runs.intents.waived_goods import waived_spans
from tests import fresh_cases as fc

BOWL = fc.line("BWL-51", "Stoneware bowl", 2400)
PLATE = fc.line("PLT-51", "Side plate", 1100)
LINES = [BOWL, PLATE]

PLATE_WAIVED = [
    "Bowl and plate both chipped. Refund the bowl only, the plate doesnt matter.",
    "Hiya! So the bowl and the side plate both turned up chipped :( could you refund the bowl please? the plate is no big deal honestly",
    "the bowl and the plate came craked. refund the bowl pls, the plate is no biggie",
    "The bowl and the side plate in my order both arrived chipped. Kindly refund the bowl. The plate I will keep as it is, no refund needed.",
    "Bowl and plate is arrive with chip. Please refund the bowl. The plate I'm keeping, no need money for it.",
    "bowl and plate both chipped. refund the bowl thx. the plate doesn't really matter tbh",
    "The bowl and the plate both arrived chipped. Forget about the plate, I only want the bowl refunded.",
    "Both the bowl and the plate came chipped. Please refund the bowl; the plate is fine as is.",
    "The bowl and the plate arrived chipped. Refund the bowl please. Don't bother refunding the plate, it was cheap.",
    "The bowl and the plate are both chipped. Refund the bowl. You can keep the money for the plate.",
]


@pytest.mark.parametrize("said", [
    "the plate doesn't matter", "the plate doesnt really matter to me", "the spare lid is no big deal", "the plate is fine as is",
    "The saucer I'll keep as it is, no refund for it.", "the glass I'm keeping, no refund needed for it.", "honestly the plate doesn't matter much",
])
def test_the_waiver_strikes_the_goods_it_names(said):
    struck = struck_goods(said)
    assert struck and not struck & {"bowl"}, (said, struck)


@pytest.mark.parametrize("said", [
    "doesn't matter which colour, just refund it", "It doesn't matter how, just refund the plate.", "forget the return label, just refund",
    "don't bother sending a replacement, refund the bowl", "the plate matters most", "the plate is fine, the bowl is chipped",
    "I'll keep the plate if you refund half", "Ignore my last email, the plate is also chipped, refund both",
])
def test_near_misses_waive_no_goods(said):
    assert not waived_spans(said), said


def _damage(cid: str, body: str, paid: list[str], ref: str) -> dict:
    refunds = [fc.refund(fc.cents(LINES, sku, 1), sku, 1) for sku in paid]
    return fc.case(cid, body, LINES, intents=["damaged_item"], fee_cents=0, ref=ref,
                   expected={"outcome": "resolved", "refunds": refunds, "returns": []})


@pytest.mark.django_db
def test_end_to_end_the_bowl_is_paid_and_the_waived_plate_is_not(tmp_path):
    cases = [_damage(f"WNL-{n}", body, ["BWL-51"], f"SU-7510{n}") for n, body in enumerate(PLATE_WAIVED)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_end_to_end_near_misses_pay_both(tmp_path):
    both = [
        "The bowl and the plate both arrived chipped. It doesn't matter how, just refund them please.",
        "The bowl and the plate arrived chipped. Don't bother sending a replacement, refund the bowl and the plate.",
        "The bowl and the plate arrived chipped - the plate matters most, but please refund both.",
    ]
    cases = [_damage(f"WNB-{n}", body, ["BWL-51", "PLT-51"], f"SU-7520{n}") for n, body in enumerate(both)]
    fc.assert_money_as_expected(tmp_path, cases)


def _late(cid: str, body: str, subject: str, ref: str) -> dict:
    c = fc.case(cid, body, [BOWL], intents=["late_delivery"], subject=subject, ref=ref,
                expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}]})
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(11)[:10]  # delivered 6 days ago, promised 11 days ago
    return c


@pytest.mark.django_db
def test_end_to_end_a_damage_waiver_never_holds_the_late_fee(tmp_path):
    cases = [
        _late("WNF-0", "The bowl is a little chipped but I don't want anything for that. The parcel was days late though, so I'd like "
              "the delivery charge refunded.", "Late + chipped", "SU-75300"),
        _late("WNF-1", "Hi! The bowl arrived and it's cracked. I don't need a refund or a replacement, just wanted you to know. But the "
              "delivery came late so I would like the delivery fee back.", "Bowl", "SU-75301"),
        _late("WNF-2", "bowl's got a tiny chip, not asking for a refund or a new one, just letting u know. delivery was late tho, pls "
              "refund the shipping fee", "late order", "SU-75302"),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
