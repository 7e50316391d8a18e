"""A piece of one item that breaks is the item damaged, whatever the line sells it "with".

"Hello, the table lamp's shade arrived crushed on one side. ... Could you refund the lamp please?" on a "Table lamp with
shade" line (held-back round adv33, A33-06: $57.20 held) went to a person as "a part of a unit sold as one": the line's
"with shade" was read as a set of pieces, an accessory sold beside the lamp. docs/evals.md (OR-14): a part that breaks,
with nothing else said, is the item damaged; only a part missing or asked for on its own, the rest said fine, or one piece
of a set sold as one unit goes to a person (runs/named_parts.py, read by the guard's amount_supported_by_lines and the
offline agent alike). Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.guard_fixtures import part_read

BROKEN = [
    ("Table lamp with shade", "Hello, the table lamp's shade arrived crushed on one side. Could you refund the lamp please?"),
    ("Table lamp with shade", "lamp came today and the shade is caved in on one side :( refund pls"),
    ("Glass teapot with infuser", "The infuser of my glass teapot arrived snapped in two. I'd like a refund for the teapot."),
    ("Cordless drill with charger", "Good afternoon. Regrettably the drill's charger was cracked open when I unpacked it. Kindly refund the drill."),
    ("Floor lamp with linen shade", "THE SHADE WAS TORN RIGHT DOWN THE SEAM WHEN IT CAME. I want my money back for the floor lamp."),
    ("Coffee grinder with glass jar", "Coffee grinder's jar came smashed, bits of glass everywhere in the box. Refund please."),
    ("Desk fan with remote", "hiya, the fan arrived but its remote was crushed flat in transit, cant use it. can i get a refund"),
]


@pytest.mark.parametrize("description,text", BROKEN)
def test_a_piece_sold_with_one_item_broken_names_no_part(description, text):
    assert part_read(description, text) == ""


# Near-misses, still a part a person settles: a piece of a set, a part missing, a part asked for, the rest said fine.
@pytest.mark.parametrize("description,text", [
    ("Dinner set, 12 pieces", "one plate of the 12-piece set arrived cracked, please refund it"),
    ("Table lamp with shade", "The lamp came but the shade is missing from the box. Refund please."),
    ("Table lamp with shade", "The shade arrived crushed. Could you send a new shade?"),
    ("Table lamp with shade", "the shade came dented, the lamp itself is fine"),
    ("Glass teapot with infuser", "The teapot came without its infuser."),
    ("Porcelain tea set (teapot, 4 cups and saucers)", "The lid of the teapot came chipped."),
    ("Cordless drill with charger", "Please send a replacement charger, mine arrived cracked."),
])
def test_a_set_piece_a_part_missing_or_asked_or_the_rest_fine_is_still_a_part(description, text):
    assert part_read(description, text) != ""


LAMP = [fc.line("LMP-TBL", "Table lamp with shade", 5200)]
SET12 = [fc.line("DIN-12", "Stoneware dinner set, 12 pieces", 9600)]


def _damage(cid: str, body: str, lines: list[dict], expected: dict) -> dict:
    return fc.case(cid, body, lines, intents=[{"kind": "damaged_item", "quote": body.split(".")[0][:30]}], expected=expected, fee_cents=0)


@pytest.mark.django_db
def test_end_to_end_the_broken_piece_pays_the_item_and_a_set_piece_or_a_missing_part_goes_to_a_person(tmp_path):
    lamp = fc.cents(LAMP, "LMP-TBL", 1)
    paid = {"outcome": "resolved", "refunds": [fc.refund(lamp, "LMP-TBL", 1)], "returns": [], "escalations": []}
    cases = [
        _damage("PART-1", "Hello, the table lamp's shade arrived crushed on one side. Could you refund the lamp please?", LAMP, paid),
        _damage("PART-2", "the lamp shade got squashed in the post, whole thing looks wonky. refund for the lamp please", LAMP, paid),
        _damage("PART-3", "The shade of the table lamp is missing from the box. Could you refund please?", LAMP,
                {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "shade"}]}),
        _damage("PART-4", "The lamp's shade arrived crushed. Please send a new shade rather than money.", LAMP,
                {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "shade"}]}),
        _damage("PART-5", "One plate of the 12-piece dinner set arrived cracked, please refund it.", SET12,
                {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "dinner set"}]}),
    ]
    got = fc.run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in cases]
