"""On a one-line order, a damage claim whose own words name other goods ("Also the kettle arrived smashed", "Could you
refund her blender to my card as well") is never paid from the line because the line is named only where the customer
asks a late parcel's fee or a payment taken twice back ("the toaster came three days late, refund the delivery"): the
guard's line_in_ticket refuses it (runs/line_told_for_another_claim.py; blind round ver42, V42-B5: $33.00 paid on a
toaster for a friend's blender). Near-misses still pay the line: a part of it, nothing named, the line named in the claim
or beside it. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.line_told_for_another_claim import goods_named_beside_another_claim
from tests import fresh_cases as fc
from tests.readings import guard_requests

TOASTER = fc.line("TST-4", "Two-slice toaster", 3300)
ORDER = {"order_ref": "SU-70001", "lines": [TOASTER]}
DAMAGE = {"case_type": "damaged_item", "action": "refund", "amount_cents": 3564, "source": "platform", "lines": [{"sku": "TST-4", "quantity": 1}]}

OTHER_GOODS = [
    ("The toaster arrived a week late so I want the postage back. Also the kettle arrived smashed, refund please.", "kettle"),
    ("My toaster was charged twice, please refund one. Also my blender came cracked, refund it please.", "blender"),
    ("toaster turned up 4 days after the date, pls refund delivery. the grinder is broken too, money back pls", "grinder"),
    ("Please refund one of the two toaster payments on my card. The mixer I got arrived dented, refund that as well.", "mixer"),
    ("The kettle came with a crack down the side, I'd like a refund. And the toaster was late, refund the shipping.", "kettle"),
    ("Refund the delivery please, the toaster came late. The lamp arrived in bits though, can I get my money back for it.", "lamp"),
]
STILL_THE_LINES = [
    "The toaster came 3 days late, please refund the delivery. The lid is dented too, can I have a refund for that.",
    "The toaster came late, refund delivery please. It also arrived with a dent in the side, please refund it.",
    "The toaster came late, refund delivery please. The toaster also arrived with a dent, please refund it.",
    "The toaster came 3 days late, please refund the delivery. Also the crumb tray is bent, refund it please.",
    "The toaster was charged twice, refund one please. The plug is bent as well, refund please.",
]


@pytest.mark.parametrize("body, goods", OTHER_GOODS)
def test_other_goods_are_not_the_line_named_in_a_late_or_charge_claim(body, goods):
    asked = guard_requests(body, "toaster")
    claims = [r for r in asked if "damaged_item" in r["kinds"]]
    assert goods in goods_named_beside_another_claim(TOASTER, claims, asked, "damaged_item")
    result = check_line_in_ticket(DAMAGE, ORDER, asked)
    assert not result.passed and goods in result.inputs["other_goods_named"]


@pytest.mark.parametrize("body", STILL_THE_LINES)
def test_a_part_nothing_named_or_the_line_named_is_the_lines(body):
    asked = guard_requests(body, "toaster")
    claims = [r for r in asked if "damaged_item" in r["kinds"]]
    assert claims and goods_named_beside_another_claim(TOASTER, claims, asked, "damaged_item") == []
    assert check_line_in_ticket(DAMAGE, ORDER, asked).passed


def test_the_forwarded_blender_read_as_a_damage_is_refused_on_the_toaster():
    # the reading the run had before others_refund_to_me read the ask as a person's: the guard refuses it on its own
    asked = [{"text": "Could you refund her blender to my card as well, since I paid for it?", "kinds": ["damaged_item"],
              "spans": {"damaged_item": [[0, 69]]}, "told": ["Fwd: blender +", "my toaster", "Forwarding what my friend Priya sent me below."]},
             {"text": "Also on my own order SU-70001 the toaster came three days after the promised date, so please refund the delivery "
                      "charge.", "kinds": ["late_delivery"], "spans": {"late_delivery": [[53, 81]]}}]
    result = check_line_in_ticket(DAMAGE, ORDER, asked)
    assert not result.passed and result.inputs["other_goods_named"] == ["blender"]


@pytest.mark.django_db
def test_the_late_fee_is_paid_and_the_other_goods_are_not(tmp_path):
    fee = {"amount_cents": 599, "source": "platform", "lines": []}
    cases = [fc.late_by(fc.case(f"LO-{i}", body, [TOASTER], subject="toaster", ref=f"SU-7252{i}", intents=["late_delivery", "damaged_item"],
                                expected={"outcome": "partial", "refunds": [fee]}), 4) for i, (body, _) in enumerate(OTHER_GOODS[:3:2])]
    toaster_paid = fc.refund(fc.cents([TOASTER], "TST-4", 1), "TST-4", 1)
    cases.append(fc.late_by(fc.case("LO-9", STILL_THE_LINES[2], [TOASTER], subject="toaster", ref="SU-72529",
                                    intents=["late_delivery", "damaged_item"],
                                    expected={"outcome": "resolved", "refunds": [fee, toaster_paid]}), 4))
    fc.assert_money_as_expected(tmp_path, cases)
