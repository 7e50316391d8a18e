"""What a tag or label of the goods says, set against another value the customer ordered, tells that other goods came: the
words a wrong-item return stands on for the guard ("hoodie tag says M but i ordered L"). The same value on both sides, or
a label telling no size ("the label says handle with care"), tells nothing came other than ordered. Wording written for
these tests (blind round ver26a, VER26A-28, in other voices)."""

import pytest

from runs.label_says_other import label_says_other
from runs.other_goods_told import other_goods_told, tells_other_goods

OTHER = [
    "hoodie tag says M but i ordered L (checked my order confirmation like 3 times).",
    "The label reads size 9, I ordered a 10.",
    "Good morning. I ordered the Large; regrettably the tag says Small.",
    "i ordered size 8 - the tag says 6 tho",
    "LABEL SAYS 12 AND I DEFINITELY ORDERED 14!!!",
    "the size label is S whereas I picked a medium",
    "I'd ordered a king but the packet says double.",
]


@pytest.mark.parametrize("text", OTHER)
def test_a_label_set_against_the_size_ordered_tells_other_goods(text):
    assert label_says_other(text)
    assert tells_other_goods(text)


def test_the_guard_reads_it_around_the_request():
    req = {"text": "hoodie tag says M but i ordered L (checked my order confirmation like 3 times).", "told": ["hoodie +", "cap"]}
    assert other_goods_told(req)


NOTHING_OTHER = [
    "the tag says M and I ordered M, it just runs small",
    "The label says handle with care but the box was crushed.",
    "I ordered the 10 and the box says 10, all good.",
    "the tag says 100% cotton, I ordered it for that",
    "The sticker is a barcode, I ordered two.",
]


@pytest.mark.parametrize("text", NOTHING_OTHER)
def test_the_same_value_or_no_size_tells_nothing_came_other(text):
    assert not label_says_other(text)
