"""A size said in words ("the medium jumper", "the extra large hoodie") names the line that carries it in letters ("Merino
jumper, size M"): a size, never another kind of goods (runs/size_names.py, read by runs/goods_phrases.py). Near-misses: a
word of another kind before the head still names other goods. Wording written for these tests."""

import pytest

from runs.ticket_lines import misfit_phrases
from tests import fresh_cases as fc

JUMPER = {"sku": "JMP-M", "description": "Merino jumper, size M"}


@pytest.mark.parametrize("text", [
    "I ordered the medium jumper, got an XL.",
    "ordered the med jumper but an XL came",
    "The small jumper I ordered came as a large.",
    "I paid for the extra large jumper and got a medium",
    "Was expecting the XXL jumper, this one is an S",
    "i ordered the Large jumper and they sent a small one",
])
def test_a_size_in_words_is_no_other_kind(text):
    assert misfit_phrases(JUMPER, text) == []


@pytest.mark.parametrize("text", ["The wool jumper came torn.", "the wool jumper has a hole"])
def test_another_kind_is_still_other_goods(text):
    assert misfit_phrases({"sku": "JMP-M", "description": "Cotton jumper, size M"}, text) != []


JUMPERS = [fc.line("JMP-M", "Merino jumper, size M", 6500)]


@pytest.mark.django_db
def test_end_to_end_the_wrong_items_return_starts(tmp_path):
    cases = [fc.case(f"SIZEW-{i}", body, JUMPERS, intents=["wrong_item"], ref=f"SU-4750{i}", subject="Wrong size",
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "JMP-M"}], "escalations": []})
             for i, body in enumerate(["I ordered the medium jumper, got an XL. Can I return it for a refund?"])]
    fc.assert_all_pass(tmp_path, cases)
