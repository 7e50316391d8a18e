"""A wrong size told with the goods' own box beside it ("i ordered the trail shoes in a 9 and the box says 9 but the actual
shoes inside are 7s??") names no piece of the pair: "a 9 and the box" is the size ordered and the box, two things, not
one noun group "the shoes in a ... box". The pair is one unit returned whole; a piece of a set told as one noun group
("one plate from the 12-piece set", "a mug out of the set of 4") is still a piece a person settles. Wording written for
these tests (blind round ver26a, VER26A-08, in other voices)."""

import pytest

from runs.unit_counts import part_of_unit

SHOES = {"sku": "SHO-9", "description": "Trail running shoes, US 9", "quantity": 1, "unit_price_cents": 6400}
SOCKS = {"sku": "SCK-3", "description": "Running socks 3-pack", "quantity": 1, "unit_price_cents": 1200}
ORDER = {"order_ref": "SU-70801", "lines": [SHOES, SOCKS]}
PLATES = {"sku": "PLT-12", "description": "Dinner plate set, 12 pieces", "quantity": 1, "unit_price_cents": 9600}
MUGS = {"sku": "MUG-4", "description": "Stoneware mugs, set of 4", "quantity": 1, "unit_price_cents": 3200}
DINING = {"order_ref": "SU-70802", "lines": [PLATES, MUGS]}

SIZE_AND_BOX = [
    "hiii ok so i ordered the trail shoes in a 9 and the box says 9 but the actual shoes inside are 7s??",
    "I ordered the trail shoes in a 9 and the box is labelled 9, but the shoes themselves are size 7.",
    "Ordered the running shoes in a 9 and the box has a 9 sticker - shoes are 7s!!",
    "wanted the trail shoes in a 9 and the box says so too, but the shoes are 7s",
    "got the trail shoes in a US 9 and the box right, but shoes inside marked 7",
    "So. Trail shoes: I paid for a 9 and the box agrees, the shoes are a 7.",
]


@pytest.mark.parametrize("text", SIZE_AND_BOX)
def test_a_size_and_the_shoes_box_name_no_piece_of_the_pair(text):
    assert part_of_unit(ORDER, SHOES, [text]) == ""


PIECES = [
    (PLATES, "one plate from the 12-piece set arrived cracked"),
    (MUGS, "a mug out of the set of 4 has a chip"),
    (PLATES, "One of the plates in the set is chipped."),
]


@pytest.mark.parametrize("line, text", PIECES)
def test_a_piece_of_a_set_told_as_one_group_is_still_a_piece(line, text):
    assert part_of_unit(DINING, line, [text]) != ""
