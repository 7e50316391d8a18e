"""A sum or a share wished beside the whole money set aside ("No need for the full amount, $15 would do", "dont need it
all back, maybe half?", "I'm not expecting the whole price back - a fiver would be plenty") is all the customer wants,
never a figure of the whole: the claim's refund is held for the person who decides the amount (runs/intents/
whole_money_set_aside.py, part_money_wishes.py). Read as "the whole money named", the word "full" or "whole" there let
"$10 back would be plenty" pay the whole line, and "twelve pounds back out of the thirty" (a figure in another currency)
paid the $30.00 teapot; "half of it" of a late parcel's fee paid the whole fee and was read as a change of mind too
(issue #11, partmoney A1, A22, A32, V40-1b, V40-1c).

Near-misses keep paying whole: the whole asked with its figure ("I want the full $60 back"), the whole of the goods set
aside rather than of the money ("Not the whole order, just the tablecloth - refund it": that line paid), the price told
again as the sum asked ("It was $60 so I want $60 refunded"), and the whole told as a fact ("I didn't get the full
refund you promised" is no wish). Wording written for this test."""
import pytest

from runs.intents.whole_money_set_aside import whole_asked, whole_set_aside
from tests import fresh_cases as fc
from tests.readings import part_or_kept_for_a_price_held as part_money_held, reading, shown

CLAIM = "The linen tablecloth came with a burn mark in the middle."
SET_ASIDE = [
    "No need for the full amount, $15 would do.",
    "dont need it all back, maybe half?",  # texting, a bare share
    "I'm not expecting the whole price back - a fiver would be plenty.",
    "It doesn't have to be the entire price, twenty quid is fine.",  # a sum in words, another currency
    "not looking for all my money back, just ten dollars or so",
    "Rather than a full refund I would take 25 percent, the cloth is still usable.",  # formal
    "I no want whole money, maybe 30% is ok for me.",  # non-native
]
NEAR_MISSES = [
    "I want the full $60 back.",
    "It was $60 so I want $60 refunded.",
    "A full refund would be fair, I can't use it.",
]


@pytest.mark.parametrize("ask", SET_ASIDE)
def test_a_sum_with_the_whole_set_aside_holds_the_claims_refund(ask):
    read = reading(f"{CLAIM} {ask}")
    assert part_money_held(read), shown(read)


@pytest.mark.parametrize("text", NEAR_MISSES + ["I didn't get the full refund you promised last time, please refund this one."])
def test_the_whole_asked_holds_nothing(text):
    read = reading(f"{CLAIM} {text}")
    assert not part_money_held(read), shown(read)


def test_the_whole_set_aside_is_told_apart_from_the_whole_asked():
    assert whole_set_aside("doesnt need to be the full amount") and not whole_asked("doesnt need to be the full amount")
    assert whole_asked("I want the full $90 back") and not whole_set_aside("I want the full $90 back")
    assert not whole_set_aside("I didn't get the full refund you promised")  # a fact told, no wish


def test_part_of_a_late_parcels_fee_is_held_and_no_change_of_mind():
    read = reading("Order SU-70001 was due on the 3rd and turned up on the 9th. I don't need the whole postage back, half of it seems fair.")
    asked = [s for s in read.requests if "half of it" in s.text]
    assert asked and "other" in asked[0].kinds and "refund" in asked[0].forbids and "change_of_mind" not in asked[0].kinds, shown(read)


LINES = [fc.line("TBL-1", "Linen tablecloth", 6000)]


@pytest.mark.django_db
def test_nothing_is_paid_for_a_sum_with_the_whole_set_aside(tmp_path):
    cases = fc.none_paid("ASIDE", "SU-7630", LINES, [f"{CLAIM} {ask}" for ask in SET_ASIDE], ["damaged_item", "other"])
    late = fc.case("ASIDE-LATE", "It came on the 9th though you promised the 3rd. I'm not after the full delivery charge back, "
                   "a couple of dollars would do.", LINES, intents=["late_delivery", "other"], expected={"outcome": "escalated", "refunds": []},
                   ref="SU-76399")
    late["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(9)[:10]
    fc.assert_money_as_expected(tmp_path, [*cases, late])


@pytest.mark.django_db
def test_the_whole_line_is_paid_when_the_whole_is_asked_or_other_goods_set_aside(tmp_path):
    cases = fc.damage_claims("ASIDE-N", "SU-7640", LINES, [f"{CLAIM} {text}" for text in NEAR_MISSES],
                             [fc.refund(fc.cents(LINES, "TBL-1", 1), "TBL-1", 1)])
    two = [fc.line("TBL-1", "Linen tablecloth", 6000), fc.line("NAP-4", "Linen napkins", 2400)]
    cases.append(fc.case("ASIDE-GOODS", f"{CLAIM} Not the whole order, just the tablecloth please - refund it.", two, intents=["damaged_item"],
                         expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(two, "TBL-1", 1), "TBL-1", 1)]}, ref="SU-76490"))
    fc.assert_money_as_expected(tmp_path, cases)
