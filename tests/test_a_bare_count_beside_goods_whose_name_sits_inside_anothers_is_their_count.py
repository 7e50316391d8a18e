"""A bare count ("all three are ruined") in a sentence naming goods whose word sits inside another line's fuller name
("The candles all melted ... all three are ruined" beside a "Brass candle holder") counts the goods the name fits whole:
in blind round ver22a "candles" was read as naming the holders too, the count belonged to no line clearly, and a claim the
record proves (three candles of three) went to a person. A sentence naming both lines keeps its count untied. Wording written for these tests."""

import pytest

from runs.unit_counts import units_stated
from tests.guard_fixtures import order_of

ORDER = order_of(("TEA-LT", "Tealight candle, unscented", 4, 300), ("HLD-GL", "Glass candle holder", 4, 900), ref="SU-1")
LIGHTS, HOLDERS = ORDER["lines"]


@pytest.mark.parametrize("text,count", [
    ("The tealight candles arrived squashed flat - all four are ruined.", 4),
    ("the candles got crushed in transit, all 4 are useless", 4),
    ("Sadly the candles melted together in the heat; two are completely ruined.", 2),
    ("Candles came broken. Three are unusable.", 3),
    ("The candles are a mess, I think the van got hot - every one of them is ruined.", 4),
])
def test_the_count_is_the_goods_named_whole(text, count):
    units = units_stated(ORDER, LIGHTS, [text])
    # (no count read is the whole line: four of four)
    assert units.tied and not units.vague and (units.exact or LIGHTS["quantity"]) == count, units


def test_the_count_never_goes_to_the_holders_the_candles_name_inside_them():
    units = units_stated(ORDER, HOLDERS, ["The candles arrived squashed flat - all four are ruined."])
    assert not (units.tied and units.exact == 4 and units.words.startswith("all four")), units


def test_a_sentence_naming_both_lines_keeps_its_count_untied():
    units = units_stated(ORDER, LIGHTS, ["The candles and the candle holders came in one box and two are smashed."])
    assert not units.tied or units.exact != 2
