"""A part missing from a unit that came ("the lid of the casserole is missing", "came without its lid") is never paid as
the unit and never a line not delivered: it goes to a person whose open item says which part is missing ("the lid of
Cast iron casserole ... is missing"), not only "settle the damaged item" (runs/agents/offline_lines.py PART_MISSING,
runs/named_parts.missing_part_name, runs/intents/missing_items.py: "the lid of the casserole" is the lid). A whole
line missing from the box is still that line. Wording written for these tests."""

import pytest

from runs.intents.missing_items import item_missing, things_missing
from tests import fresh_cases as fc

POTS = [fc.line("CAS-1", "Cast iron casserole, 24cm", 6900), fc.line("MUG-1", "Stoneware mug", 1200)]


@pytest.mark.parametrize("body", [
    "The casserole arrived but the lid is missing.",
    "hi, my casserole dish came without its lid :( please sort",
    "Casserole: lid missing. Mug: fine.",
    "The mug is fine. The casserole is missing the lid, please refund.",
    "Good afternoon, the casserole turned up today but the lid wasn't in the box. Could you help?",
    "casserole here, lid is missing tho, refund pls",
])
@pytest.mark.django_db
def test_the_part_is_named_missing_to_a_person_and_nothing_is_paid(tmp_path, body):
    c = fc.case("LID-1", body, POTS, intents=["damaged_item"], expected={"outcome": "escalated", "refunds": [], "returns": []})
    got = fc.run(tmp_path, [c])["LID-1"]
    assert not [d for d in got["differences"] if d.startswith(("unexpected refund", "refund of", "outcome"))], got["differences"]
    assert "the lid of Cast iron casserole, 24cm is missing" in str(got["differences"]), got["differences"]


@pytest.mark.parametrize("text,thing", [
    ("the lid of the casserole is missing", "lid"),
    ("The handle of the pan was missing from the box.", "handle"),
    ("The casserole is missing the lid, please refund.", None),
])
def test_a_part_named_of_its_item_is_the_part_not_the_item(text, thing):
    assert item_missing(text) is None
    assert [w for w, _ in things_missing(text)] == ([thing] if thing else [])


@pytest.mark.parametrize("text", ["one of the mugs is missing", "the mug was missing from the box", "the spatula was missing entirely"])
def test_a_line_or_a_unit_missing_is_still_missing(text):
    assert item_missing(text) is not None
