"""Goods named by the colour they were ordered in, in quotes or not, told to be another colour are a wrong item:
"And the 'forest green' scarf is MUSTARD YELLOW. I did not order mustard." (blind round ver26a, VER26A-02) was read as
telling nothing, and the scarf's return was never made. Read now as a wrong item (runs/intents/colour_named_came_other.py,
through runs/intents/colours_set_against.py), and the guard accepts the same words as telling other goods came
(runs/other_goods_told.py), so the return the record supports is started. Not where the colour changed after it came,
is only a part's, or a picture's, or where the sentence says the colour is not another. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.other_goods_told import tells_other_goods
from tests.fresh_cases import assert_all_pass, case, line

TOLD = [
    "And the 'forest green' scarf is MUSTARD YELLOW.",
    "The \u2018sage\u2019 cushion cover is actually bright orange!!",
    "the \u201cnavy\u201d jumper came in BLACK",
    'My "cream" rug turned up in a dark grey, honestly.',
    "the charcoal throw arrived in a pale pink lol",
    "The scarf listed as 'forest green' is mustard yellow.",
    "Um so the lilac mug is more like a bright red?",
    "THE 'COBALT' VASE IS GREY.",
]


@pytest.mark.parametrize("sentence", TOLD)
def test_a_colour_named_set_against_the_one_that_came_is_a_wrong_item(sentence):
    reading = read_ticket(f"My order\nHi there. {sentence} Thanks, Sam")
    told = [s for s in reading.sentences if s.text.startswith(sentence[:12])]
    assert told and told[0].kinds == ["wrong_item"], reading.as_payload()
    assert tells_other_goods(sentence)


NOT_TOLD = [
    "the white tee is yellow under the arms after one wash",
    "The green throw is yellow in the photos on your site.",
    "The green scarf is not yellow, it's exactly right.",
    "the black mug is white inside, which I love",
    "The 'forest green' scarf is lovely.",
    "The navy jumper came in a nice box.",
    "The cream rug is cream and grey, like the listing said.",
]


@pytest.mark.parametrize("sentence", NOT_TOLD)
def test_a_colour_told_otherwise_is_no_wrong_item(sentence):
    reading = read_ticket(f"My order\nHi there. {sentence} Thanks, Sam")
    assert "wrong_item" not in reading.intents, reading.as_payload()


SCARF = [line("SWT-MER", "Merino crew sweater, charcoal, L", 7900), line("SCF-FG", "Lambswool scarf, forest green", 3300)]
BODIES = [
    "Hello. The 'forest green' scarf is MUSTARD YELLOW. I did not order mustard. I want a return label for it please.",
    "hi, the \u201cforest green\u201d scarf came in bright yellow?? i'd like to send it back. sweater is fine",
    "Good afternoon,\n\nThe scarf listed as forest green is a mustard yellow. Please send me a return label.\n\nRegards, R. Hale",
    "The forest green scarf arrived in MUSTARD. Can I return it? Don't send another one, thanks",
    "So the \u2018forest green\u2019 scarf I got is actually orange. Could you take it back please.",
    "My lambswool scarf, the 'forest green' one, is a yellowish mustard. Return please, I do not want a replacement.",
]


@pytest.mark.django_db
def test_the_wrong_colour_scarf_is_taken_back_as_the_record_supports(tmp_path):
    cases = [case(f"COLOUR-{i}", body, SCARF, intents=["wrong_item"], seller_type="marketplace",
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "SCF-FG"}], "escalations": []})
             for i, body in enumerate(BODIES)]
    assert_all_pass(tmp_path, cases)
