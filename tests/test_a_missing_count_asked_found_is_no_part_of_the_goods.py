""""Can you refund the chipped one and find the missing two?" asks two missing units found, not a part of a tumbler
called "and find the" (ver29a V29-24 held $9.72). A clause's own words never start a thing told missing; a part told
missing still is one. Wording written for these tests."""

import pytest

from runs.intents.missing_items import things_missing
from tests import fresh_cases as fc


@pytest.mark.parametrize("text", [
    "Can you refund the chipped one and find the missing two?",
    "please refund the cracked one and locate the missing three",
    "Refund the broken one or send the missing two, either is fine.",
    "refund the dented one, then find the missing 2 pls",
    "Could you refund the chipped mug and get the missing one sent?",
    "Refund the chipped one. And please find the missing ones!",
])
def test_no_clause_is_read_as_a_thing_missing(text):
    assert not any(words.split()[0] in {"and", "or", "then", "to", "find", "locate", "send", "get", "please"} for words, _ in things_missing(text))


@pytest.mark.parametrize("text, thing", [
    ("The drill came but the battery is missing from the box.", "battery"),
    ("two screws missing from the kit", "screws"),
    ("The lamp arrived without the shade.", "shade"),
])
def test_a_part_told_missing_is_still_read(text, thing):
    assert any(thing in words for words, _ in things_missing(text))


@pytest.mark.django_db
def test_the_chipped_unit_is_paid_beside_the_missing_ones(tmp_path):
    tumblers = [fc.line("TB-6", "Ribbed tumbler", 900, 6)]
    bodies = ["Only 4 of the 6 tumblers were in the box. And one of the 4 that came has a chip on the rim. Can you refund the chipped one and find the missing two?",
              "4 of 6 tumblers arrived, one of those is chipped. please refund the chipped one and locate the missing two"]
    cases = [fc.case(f"MC-{i}", body, tumblers, ref=f"SU-7150{i}", intents=["non_delivery", "damaged_item"],
                     expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(tumblers, "TB-6", 1), "TB-6", 1)]})
             for i, body in enumerate(bodies, start=1)]
    fc.assert_money_as_expected(tmp_path, cases)
