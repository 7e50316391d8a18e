"""Where the parcel was left, told beside the customer having it now, asks nothing (runs/intents/parcel_left_elsewhere_had.py):
blind round ver38c (V38C-P4c) read such an aside in brackets after a damage claim as a problem of no known kind ("not with
me") and sent it to a person as `other`. Near-misses, still the customer's problem for a person: the parcel left somewhere
and not had, or told had beside something still missing. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

CLAIM = "The jug has a crack in the handle. The glasses are fine. Refund the jug please. "


@pytest.mark.parametrize("aside", [
    "(it was delivered to my neighbour, not to me - I picked it up last night)",
    "(The box was left in the porch next door, not at mine, but we collected it.)",
    "they put it over the fence, not handed to me, but i have it now",
    "(Courier dropped it at the shop down the road, not at mine, but I fetched it this morning.)",
    "(The parcel was taken in by number 9, not by me, but ive got it now.)",
    "(The driver left it behind the bins rather than with me, but I've got it now.)",
])
def test_where_it_was_left_and_had_asks_nothing(aside):
    read = reading(CLAIM + aside)
    assert read.intents == ["damaged_item"], shown(read)


@pytest.mark.parametrize("aside", [
    "(It was left at number 7 and they won't give it to me.)",
    "It was left at the wrong house, not with me.",
    "(It was left at number 7, I have it now, but the other box is still missing.)",
])
def test_a_parcel_not_had_is_still_for_a_person(aside):
    read = reading(CLAIM + aside)
    assert "other" in read.intents, shown(read)


@pytest.mark.django_db
def test_the_jug_is_paid_and_nobody_is_asked_about_the_aside(tmp_path):
    lines = [fc.line("JG-1", "Glass jug", 3400), fc.line("GL-4", "Tumbler glasses", 2400)]
    bodies = [CLAIM.replace("glasses", "tumblers") + "(it was left with the flat upstairs, not me, but I've got it now)",
              "The jug arrived with its spout chipped, tumblers fine, refund for the jug please. (Driver put it in the recycling bin, "
              "not at the door - I collected it though.)"]
    fc.assert_settled_as_expected(tmp_path, fc.damage_claims("LEFTHAD", "SU-7383", lines, bodies, [fc.refund(fc.cents(lines, "JG-1", 1), "JG-1", 1)]))
