"""What came told in the perfect, set against what was ordered ("I ordered the black one and you've sent white"), is a
wrong item, as "...and you sent white" always was: the screener's cue (runs/intents/cues.py) and the guard's reading of
other goods (runs/intents/colours_set_against.py, read by runs/other_goods_told.py) both read "you've / you have /
they've sent". Read as a problem of no kind, the shirt's return went to a person (blind testers). Near-misses: when or
where it was sent ("you've sent it late", "you've sent it to my old address"), or the thing ordered ("you've sent
exactly that"). Wording written for these tests."""

import pytest

from runs.other_goods_told import tells_other_goods
from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "I ordered the black one and you've sent white.",
    "i ordered the black one and u've sent white smh",
    "We ordered navy but you have sent us grey, can you fix it?",
    "Hello, I ordered the black shirt and they've sent a white one instead. Please advise.",
    "ordered black, you've sent me white!!!",
    "I had ordered the black one, and you have sent the white. Not pleased.",
])
def test_what_has_been_sent_against_what_was_ordered_is_a_wrong_item(body):
    read = reading(body)
    assert "wrong_item" in read.intents, shown(read)
    assert tells_other_goods(read.sentences[1].text), shown(read)


@pytest.mark.parametrize("body", [
    "I ordered the black one and you've sent it late.",
    "I ordered a lamp and you've sent it to my old address.",
    "I ordered the black one and you've sent exactly that, thanks!",
])
def test_when_where_or_what_was_ordered_sent_is_no_wrong_item(body):
    read = reading(body)
    assert "wrong_item" not in read.intents, shown(read)


@pytest.mark.django_db
def test_end_to_end_the_wrong_shirt_goes_back_as_the_shops_error(tmp_path):
    shirt = [fc.line("SHT-B", "Linen shirt, black", 4500)]
    back = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "SHT-B"}], "escalations": []}
    cases = [fc.case("SENT-1", "I ordered the black one and you've sent white. Please refund it.", shirt, intents=["wrong_item"], expected=back),
             fc.case("SENT-2", "We ordered black but you have sent us white, can we get our money back?", shirt, intents=["wrong_item"], expected=back)]
    fc.assert_all_pass(tmp_path, cases)
