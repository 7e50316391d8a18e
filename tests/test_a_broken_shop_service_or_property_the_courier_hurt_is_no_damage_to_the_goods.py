"""The shop's services told broken (the website, the checkout, a promo or discount code, a voucher, a gift card, a link, the
login) and other people's property the courier hurt (a gate, a neighbour's car, a fence, a door) are no damage to the
order's goods: each was read as damaged_item and a one-line order paid its line, $239 over five runs (verify32 P08, Q05,
P03, P04, B04). The ask beside them goes to a person as `other`, quoted; the goods' own faults still pay ("the lamp's
switch doesn't work", "the kettle arrived broken"). Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy
from tests import fresh_cases as fc
from tests.guard_fixtures import line
from tests.readings import guard_requests, reading, shown

NOT_THE_GOODS = [
    "The courier smashed our gate coming up the path, can you tell the depot?",
    "your delivery guy dented my car door reversing out of the drive!!",
    "The driver damaged the fence next door when he turned round, please let the courier know.",
    "Site didnt work at all yesterday so I rang the order through instead.",
    "The discount code SPRING15 is broken - could you take it off the price?",
    "my voucher doesn't work on the checkout, please sort it",
    "The e-gift card my sister gave me is broken, it says invalid.",
    "The tracking link you emailed doesn't work.",
    "Login has been broken since Tuesday, can someone reset it?",
    "Ur checkout page kept crashing and wouldnt take my voucher code, can someone sort it",
    "The password reset link is broken, please send another one.",
    "The link to the instruction manual is broken.",
]
THE_GOODS_STILL = [
    "The lamp's switch doesn't work.",
    "the kettle arrived broken",
    "It doesn't work out of the box.",
    "The courier dropped it and the vase is smashed.",
    "a chain link snapped on the bracelet the day it came",
    "The page of the notebook is torn right down the middle.",
    "The door of the wall cabinet arrived cracked.",
    "The kettle arrived broken and the tracking link never worked either.",
]


@pytest.mark.parametrize("text", NOT_THE_GOODS)
def test_a_broken_service_or_property_the_courier_hurt_is_no_damage_claim(text):
    read = reading(text)
    assert not any("damaged_item" in s.kinds for s in read.sentences), shown(read)
    assert not [r for r in guard_requests(text) if "damaged_item" in r.get("kinds", ())]


@pytest.mark.parametrize("text", [t for t in NOT_THE_GOODS if any(w in t.lower() for w in ("please", "can ", "could ", "sort it"))])
def test_the_ask_beside_it_goes_to_a_person_quoted(text):
    read = reading(text)
    assert read.intents == ["other"], shown(read)
    assert any(s.kinds == ["other"] and s.text in text for s in read.sentences), shown(read)


@pytest.mark.parametrize("text", THE_GOODS_STILL)
def test_the_goods_own_fault_is_still_damage(text):
    read = reading(text)
    assert "damaged_item" in read.intents, shown(read)


@pytest.mark.parametrize("text", NOT_THE_GOODS[:6])
def test_the_guard_backs_no_damage_refund_on_a_broken_service_or_property(text):
    vase = line("VAS-1", "Ceramic vase", cents=7500)
    evidence = policy.Evidence(order={"order_ref": "SU-70001", "lines": [vase], "charges": [], "refunds": []},
                               now=datetime(2026, 11, 20, tzinfo=timezone.utc), supplement=None, scans=None)
    decision = {"case_type": "damaged_item", "action": "refund", "subtask": 1, "amount_cents": 7500, "order_ref": "SU-70001",
                "lines": [{"sku": "VAS-1", "quantity": 1}]}
    assert not guards.check_request_in_ticket(decision, evidence, guard_requests(text), "").passed


# --- end to end: what is paid ----------------------------------------------------------------------

@pytest.mark.django_db
def test_nothing_is_paid_for_a_broken_service_or_property_the_courier_hurt(tmp_path):
    vase = [fc.line("VAS-1", "Ceramic vase", 7500)]
    lamp = [fc.line("LMP-2", "Brass desk lamp", 6100)]
    mug = [fc.line("MUG-4", "Stoneware mug", 2000)]
    cases = [
        fc.case("NG-1", "Hiya, the courier bashed our front gate when he delivered, please pass this on to them.", vase, ref="SU-71801",
                intents=["other"], expected={"outcome": "escalated", "refunds": []}),
        fc.case("NG-2", "Your delivery driver scratched my neighbour's car while parking. She asked me to let you know, please pass "
                "it to the courier.", lamp, ref="SU-71802", intents=["other"], expected={"outcome": "escalated", "refunds": []}),
        fc.case("NG-3", "The website wasn't working so I ordered over the phone. Could you check the order went through?", vase,
                ref="SU-71803", intents=["other"], expected={"outcome": "escalated", "refunds": []}),
        fc.case("NG-4", "The promo code HELLO10 is broken, please honour it.", mug, ref="SU-71804", intents=["other"],
                expected={"outcome": "escalated", "refunds": []}),
        fc.case("NG-5", "Please apply my 10% discount code that didn't work at checkout.", mug, ref="SU-71805", intents=["other"],
                expected={"outcome": "escalated", "refunds": []}),
        fc.case("NG-6", "The gift card I paid with doesn't work any more.", lamp, ref="SU-71806", intents=["other"],
                expected={"outcome": "escalated", "refunds": []}),
    ]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_the_goods_own_fault_is_still_paid(tmp_path):
    lamp = [fc.line("LMP-2", "Brass desk lamp", 6100)]
    kettle = [fc.line("KTL-1", "Steel kettle", 4500)]
    cases = [
        fc.case("NG-11", "The lamp's switch doesn't work, please refund it.", lamp, ref="SU-71811", intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(lamp, "LMP-2", 1), "LMP-2", 1)]}),
        fc.case("NG-12", "The kettle arrived broken and the tracking link never worked either. Refund the kettle please.", kettle,
                ref="SU-71812", intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(kettle, "KTL-1", 1), "KTL-1", 1)]}),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
