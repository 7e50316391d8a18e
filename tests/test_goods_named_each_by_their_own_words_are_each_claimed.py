"""Two goods told damaged in one sentence, each named by its own words ("the red saucepan has a chip ... and the wooden
spoons are snapped"), are each claimed: a colour word of one of them does not narrow the sentence to that one (a run
paid the saucepan and silently dropped the spoons). The colour still tells apart goods named alike ("the green planter"
of two planters). A damage to part of a one-unit set then goes to a person with the sentence quoted. Wording written
for these tests."""

import pytest

from tests.guard_fixtures import lines_asked, order_of

ORDER = order_of(("SKL", "Cast iron skillet 26cm", 1, 4500), ("PAN", "Enamel saucepan, red", 1, 3900), ("SPN", "Wooden spoon set", 1, 1500),
                 ref="SU-74001")


@pytest.mark.parametrize("text", [
    "The red saucepan has a big chip in the enamel and the wooden spoons are snapped, two of them in half.",
    "red saucepan chipped on the rim + wooden spoons snapped. skillet fine",
    "I'm afraid the red saucepan arrived dented and the spoons were broken too.",
    "The spoons came snapped and the red saucepan has a crack in the enamel; the skillet survived.",
    "Both the wooden spoons and the red saucepan arrived damaged - chipped enamel and snapped handles.",
])
def test_both_goods_told_damaged_are_claimed(text):
    assert lines_asked(ORDER, text) == ["PAN", "SPN"]


def test_a_colour_still_tells_apart_goods_named_alike():
    order = order_of(("PL-W", "Planter, chalk white", 1, 1800), ("PL-S", "Planter, sage", 1, 1800), ref="SU-74002")
    assert lines_asked(order, "The green planter arrived cracked, please refund it.") == ["PL-S"]


def test_only_the_goods_told_damaged_are_claimed():
    assert lines_asked(ORDER, "The red saucepan arrived chipped. The spoons and the skillet are fine.") == ["PAN"]
