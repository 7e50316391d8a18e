"""Lateness of something other than the shop's delivery, told around the order ("the removal vans were late", "the
builders were late again", "the movers were late by 3 hours") is the story, not a late-delivery claim: no subtask and no
word of a delivery fee in the reply (runs/intents/lateness_told_bare.py). Held-back round 35 item 4: the reply spoke of
a delivery fee never asked about. Near-misses: the goods or the parcel told late stay a late claim.
Wording written for these tests."""
import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

OTHERS_LATE = [
    "We moved house last week and the removal vans were late, total chaos. Anyway the lamp arrived broken, please refund it.",
    "the builders were late again so the kitchen isn't done. The tap I ordered leaks, refund pls",
    "The movers were late by 3 hours lol. The rug arrived stained though - money back please.",
    "The removal van was late but that's not your fault. The chair has a broken leg, please refund it.",
    "Our plumber was late and then the kettle I ordered from you turned out to be cracked. Refund please.",
    "honestly the week was a mess, my guests were late, my boss was late paying me, and the mug came chipped - refund it?",
    "The electricians were very late, so we only unpacked the toaster on Sunday: it doesn't heat up. I want my money back.",
]
STILL_LATE = [
    "the lamp was late by a week, can I get the delivery fee back?",
    "The parcel was late and the plate inside was cracked, please refund.",
    "My order was 5 days late, please refund the delivery charge.",
    "The rug was very late arriving. Refund the postage please.",
]


def _kinds(text):
    read = reading(text)
    return {k for s in read.sentences if s.role == "request" for k in s.kinds}, read


@pytest.mark.parametrize("text", OTHERS_LATE)
def test_someone_elses_lateness_claims_no_late_delivery(text):
    kinds, read = _kinds(text)
    assert "late_delivery" not in kinds and "damaged_item" in kinds, shown(read)


@pytest.mark.parametrize("text", STILL_LATE)
def test_the_goods_or_parcel_told_late_stay_a_late_claim(text):
    kinds, read = _kinds(text)
    assert "late_delivery" in kinds, shown(read)


@pytest.mark.django_db
def test_only_the_broken_lamp_is_paid_beside_the_late_removal_vans(tmp_path):
    lines = [fc.line("LAMP-7", "Brass floor lamp", 8900), fc.line("BULB-2", "LED bulb", 600, 2)]
    c = fc.case("OL-1", "We moved house last week and the removal vans were late, total chaos. Anyway the lamp arrived broken, please refund it.",
                lines, intents=["damaged_item"], ref="SU-73541",
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(lines, "LAMP-7", 1), "LAMP-7", 1)]})
    fc.assert_all_pass(tmp_path, [c])
