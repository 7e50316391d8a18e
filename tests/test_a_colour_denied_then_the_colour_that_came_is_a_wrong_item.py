"""The colour ordered denied of the goods, and the colour that came told in the next sentence ("the candles are not
ivory!! they're pink."), is a wrong item, as the same told in one sentence is (runs/intents/colour_denied.py, read by
runs/intents/colours_told_apart.py). Split at the "!!" the denial went to a person as a problem of no kind and the
candles' return with it (blind testers). Near-misses: two shades of one colour ("not white. It is cream"), a part's colour
("isn't black inside"), the goods praised after the denial, a taste ("not very bright"). Wording written for these tests."""

import pytest

from runs.intents.colour_denied import colour_denied_then_told
from runs.intents.colours_told_apart import COLOURS_TOLD_APART_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "the candles are not ivory!! they're pink.",
    "The throw isn't grey. It's mustard. I'd like to swap it.",
    "these napkins are NOT navy!!! they are black.",
    "Hmm. The towels aren't white. They came in a pale pink",
    "the mug is not even green. it's blue",
    "Cushion covers are not cream as ordered. They are grey!",
])
def test_a_colour_denied_then_another_told_is_a_wrong_item(body):
    read = reading(body)
    assert [s.why for s in read.requests if "wrong_item" in s.kinds] == [COLOURS_TOLD_APART_WHY], shown(read)


@pytest.mark.parametrize("body", [
    "The mug is not white. It is cream, which I love.",       # one colour family
    "The lid isn't black inside. It's grey.",                 # a part's colour
    "the candles are not ivory!! they're lovely though.",     # no colour came
    "The lamp is not very bright. It's fine otherwise.",      # a taste
])
def test_no_colour_set_against_another_is_no_wrong_item(body):
    read = reading(body)
    assert "wrong_item" not in read.intents, shown(read)


@pytest.mark.parametrize("joined,told", [
    # the request's sentences joined, as the guard reads them (runs/other_goods_told.py)
    ("The candles aren't ivory, They're a bright pink, Please can I return them", True),
    ("the napkins are NOT navy, they came in black", True),
    ("The mug is not white, It is cream", False),
    ("The lid isn't black inside, it's grey", False),
    ("The candles aren't ivory, They're lovely", False),
])
def test_the_guard_reads_the_denial_and_the_colour_come(joined, told):
    assert colour_denied_then_told(joined) is told, joined


@pytest.mark.django_db
def test_end_to_end_the_candles_go_back_as_the_shops_error(tmp_path):
    candles = [fc.line("CDL-3", "Ivory pillar candle", 1500, 3), fc.line("MAT-1", "Door mat", 2000)]
    back = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "CDL-3"}], "escalations": []}
    cases = [fc.case("DENY-1", "the candles are not ivory!! they're pink. I want a refund.", candles, intents=["wrong_item"], expected=back),
             fc.case("DENY-2", "Hello. The candles aren't ivory. They're a bright pink. Please can I return them?", candles,
                     intents=["wrong_item"], expected=back)]
    fc.assert_all_pass(tmp_path, cases)
