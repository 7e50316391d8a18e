"""A piece sold with the item that breaks is the line damaged, as the kettle's snapped lid hinge is.

"Sadly the sugar bowl lid came broken in two pieces in the box. I would be grateful if you could refund the sugar bowl."
on a line "Blue sugar bowl with lid" (blind round ver23a, V23-22) went to a person as "a part of Blue sugar bowl with
lid ... sold as one unit": the line's "with lid" was read as a set of pieces. A piece of the one item broken is the item
damaged (docs/evals.md, OR-14): $15.12 paid, no replacement. Any piece the line names beside its item is read so, an
accessory too ("Table lamp with shade": tests/test_a_broken_piece_of_one_item_pays_the_item.py). Unchanged: a piece of a set's piece ("the lid of the
teapot" of one tea set), the piece missing or asked for on its own, and the rest of the item said fine still go to a
person with the part named (runs/named_parts.py). Wording written for these tests."""

import pytest

from tests.fresh_cases import run
from tests.guard_fixtures import part_read
from tests.ver23a_cases import ver23a

BROKEN_PIECE = [
    ("Blue sugar bowl with lid", "Sadly the sugar bowl lid came broken in two pieces in the box. Please refund the sugar bowl."),
    ("Cast iron casserole with lid", "the casserole lid arrived cracked right across, refund pls"),
    ("Glass teapot with bamboo handle", "Hi - the teapot's handle snapped off in transit. Could I have my money back?"),
    ("Ceramic butter dish with cover", "butter dish came today, the cover is chipped all round the rim :( refund?"),
    ("Oak serving board with handle", "Good evening. I regret to say the handle of the serving board was split when I unwrapped it. "
     "I would like a refund for the board."),
    ("Storage jar with lid", "jar lid smashed in the post. money back please"),
]


@pytest.mark.parametrize("description,text", BROKEN_PIECE)
def test_a_broken_piece_sold_with_the_item_names_no_part(description, text):
    assert part_read(description, text) == ""


# Near misses: the piece missing or asked for, the rest said fine, a piece of a set's piece: a part, for a person.
@pytest.mark.parametrize("description,text", [
    ("Blue sugar bowl with lid", "The sugar bowl came without its lid. Can you send one?"),
    ("Cast iron casserole with lid", "The lid is missing from the box, the pot is here."),
    ("Cast iron casserole with lid", "Could you send a replacement lid? Mine arrived cracked."),
    ("Blue sugar bowl with lid", "the lid arrived chipped, the bowl itself is fine"),
    ("Porcelain tea set (teapot, 4 cups and saucers)", "Sadly the lid of the teapot is cracked clean in half."),
])
def test_a_piece_missing_asked_for_said_apart_or_of_a_set_is_still_a_part(description, text):
    assert part_read(description, text) != ""


@pytest.mark.django_db
def test_the_sugar_bowl_is_refunded_and_no_new_one_sent(tmp_path):
    cases = [ver23a("V23-22"),
             ver23a("V23-22", "V23-22-b", "Hello,\n\nThe teapot is lovely. The sugar bowl's lid arrived cracked in half though, so please "
                    "refund the sugar bowl - no need to send another.\n\nThanks,\nDorothy Pike\nOrder SU-93022"),
             ver23a("V23-22", "V23-22-c", "order SU-93022 - sugar bowl lid smashed in the box!! refund for the sugar bowl pls, dont want a "
                    "new one. teapot fine")]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in cases]
