"""A grievance said to be absent ("no complaint is made in respect of them", "there was no problem with the box") is no
part of the goods missing: "no complaint" was read as the goods come without a complaint, a part a person sends, and
a solicitor's note that the goods came in good order went to a person as a request (blind round ver27c, V27C-07).
A real part told missing ("came with no instructions in it", "no battery in the case") still is. Fresh wording."""

import pytest

from runs.intents import read_ticket
from runs.intents.missing_items import thing_missing


@pytest.mark.parametrize("text", [
    "I should add, for the avoidance of doubt, that the goods themselves were received in good order and no complaint is made in respect of them.",
    "Everything came and there was no problem with the box.",
    "Came with no issue, and no grievance here about the goods.",
    "it arrived with no damage at all and no quibble with the packing",
    "The sofa was delivered with no fault in it and no concerns on our side.",
    "Parcel came with no worries, thank you",
])
def test_no_grievance_is_no_thing_missing(text):
    assert thing_missing(text) is None


@pytest.mark.parametrize("text, part", [
    ("The box came with no instructions in it.", "instructions"),
    ("The drill came with no battery in the case.", "battery"),
    ("the lamp arrived with no bulb and no plug", "bulb"),
])
def test_a_part_told_missing_still_is(text, part):
    assert thing_missing(text) == part


def test_the_solicitors_note_of_goods_in_good_order_asks_nothing():
    reading = read_ticket("Formal notice: duplicated payment, order SU-40901\nOn reviewing my card statement I note that the sum of "
                          "$149.00 was debited twice. I therefore require that you refund the duplicated sum forthwith.\n\nI should add, "
                          "for the avoidance of doubt, that the goods themselves were received in good order and no complaint is made "
                          "in respect of them.")
    assert reading.intents == ["duplicate_charge"], reading.as_payload()
