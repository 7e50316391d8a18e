"""A pull in cloth ("one of the hand towels has a big pull running down it - can you refund that one?") is damage to the
goods: in blind round ver22a it was read as a request of no known kind, and a claim the record proves (one towel of two)
went to a person. A pull cord, a pull-out drawer or a pull handle is part of what the goods are, never a fault.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, cents, line, refund, run


@pytest.mark.parametrize("text", [
    "One of the tea towels has a big pull running down it - can you refund that one?",
    "the cushion cover has a pull in the weave right on the front",
    "Sadly the jumper arrived with a long pull across the sleeve.",
    "There's a pull on one of the pillowcases, a loop of thread sticking out.",
    "scarf has 2 pulls in it already and I haven't even worn it",
])
def test_a_pull_in_cloth_is_read_as_damage(text):
    reading = read_ticket(f"Towels\n{text}", order_ref="SU-1")
    assert "damaged_item" in reading.intents, reading.as_payload()


@pytest.mark.parametrize("text", [
    "The lamp has a pull cord, is it meant to be that short?",
    "Does the desk come with a pull-out drawer?",
    "The cabinet has a pull handle on each door, lovely.",
    "The blind has a pull chain on the left side.",
])
def test_a_pull_that_is_part_of_the_goods_is_no_damage(text):
    reading = read_ticket(f"Question\n{text}", order_ref="SU-1")
    assert "damaged_item" not in reading.intents, reading.as_payload()


TOWELS = [line("TWL-B", "Bath towel, sage", 2800, 2), line("TWL-H", "Hand towel, sage", 1400, 2)]


@pytest.mark.django_db
def test_one_towel_with_a_pull_is_paid_as_one_towel(tmp_path):
    body = "Hello, one of the hand towels has a long pull running down the middle - could you refund that one? The bath towels are fine."
    c = case("PUL-1", body, TOWELS, intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [refund(cents(TOWELS, "TWL-H", 1), "TWL-H", 1)], "returns": [], "escalations": []})
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["PUL-1"]["passed"], got["PUL-1"]["differences"]
