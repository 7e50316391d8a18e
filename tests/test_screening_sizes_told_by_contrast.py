"""A wrong size or variant told by contrast, over one sentence or several: what was ordered or what the box says
("Ordered size 10 boots. Box says 10."), against what was found inside ("The boots inside are 8s."), is a wrong-item
claim; the same size found inside is none. Fresh wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _kinds(text):
    return [k for s in read_ticket("SU-71234\n" + text).sentences if s.role == "request" for k in s.kinds]


@pytest.mark.parametrize("text", [
    "Ordered size 10 boots. Box says 10. The boots inside are 8s.",
    "I bought size 12 shoes; the shoes inside the box are size 11.",
    "my order was size 7 wellies, the wellies inside are 5s",
    "Box says 9. The trainers inside are 7s!!",
    "Went for a size 6 in the sandals. Those inside the parcel are 4s.",
    "I picked the 10s. The slippers inside are 12s.",
])
def test_a_size_told_against_what_was_found_inside_is_a_wrong_item(text):
    assert "wrong_item" in _kinds(text)


@pytest.mark.parametrize("text", [
    "Box says 10 and the boots inside are 10s, great.",
    "Ordered the 6s. The sandals inside are 6s too.",
    "ordered size 8 heels, the heels inside fit lovely",
    "The box says 10. The boots inside are lovely and warm.",
    "I ordered size 9. The trainers inside the box are comfy.",
])
def test_the_same_size_or_no_size_found_inside_is_no_wrong_item(text):
    assert "wrong_item" not in _kinds(text)
