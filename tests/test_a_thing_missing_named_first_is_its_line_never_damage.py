"""A thing told missing by its name first ("Refund me CAD 40 for the missing charger") is read as told missing: on an
order where it is a line of its own it is that line not delivered, never a damaged item paid as damage (verify32 B18).
Wording written for these tests."""

import pytest

from runs.intents.missing_items import things_missing
from runs.missing_lines import line_told_missing
from tests import fresh_cases as fc

PHONE = {"lines": [{"sku": "PHN-1", "description": "Smartphone", "quantity": 1, "unit_price_cents": 30000},
                   {"sku": "CHG-1", "description": "Phone charger", "quantity": 1, "unit_price_cents": 2500}]}
NAMED_FIRST = [
    "Refund me CAD 40 for the missing charger please.",
    "pls send the missing charger asap",
    "Where is my missing charger? The phone came on its own.",
    "I'd like a refund for the missing charger, thanks.",
    "Could you refund the missing charger, the phone came alone.",
    "You owe me for the missing charger.",
]
NEAR_MISSES = [
    "Refund the missing parcel please.",
    "Could you find the missing two?",
    "The phone is missing nothing, all good.",
    "My missing parcel turned up.",
    "missing you guys already, great service",
    "please refund the missing order",
]


@pytest.mark.parametrize("text", NAMED_FIRST)
def test_the_thing_named_first_is_the_line_never_delivered(text):
    assert line_told_missing(PHONE, text) == PHONE["lines"][1]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_a_parcel_an_order_or_a_count_is_no_thing_missing(text):
    assert line_told_missing(PHONE, text) is None
    assert not any(w.split()[0] in ("parcel", "order", "two", "you") for w, _ in things_missing(text))


@pytest.mark.django_db
def test_the_charger_is_never_paid_as_damage(tmp_path):
    phone = [fc.line("PHN-1", "Smartphone", 30000), fc.line("CHG-1", "Phone charger", 2500)]
    c = fc.case("MC-1", "Refund me CAD 40 for the missing charger please.", phone, ref="SU-71931", intents=["non_delivery"],
                expected={"outcome": "escalated", "refunds": []})
    results = fc.run(tmp_path, [c])
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    said = " ".join(results["MC-1"]["differences"])
    assert "damaged item" not in said, results["MC-1"]


def test_an_earlier_mail_about_the_missing_thing_taken_back_asks_nothing():
    from tests.readings import reading, shown
    read = reading("Hi, please ignore my email from this morning about the missing lid, it was at the bottom of the box under the paper.")
    assert not read.requests, shown(read)
