"""Which line a claim names: a compound word of the line's name said in its two parts ("tea cups", "egg cups", "the tea
set came on sunday and two of the cups are broken" of a "Porcelain teacup and saucer") names that line, as the compound
said whole does. Left unnamed, the damage claim of a dictated ticket on a two-line order went to a person although the
customer had said which goods and how many (blind round ver20c, V20C-32). One part alone still names nothing ("the
case" of a bookcase, "the rest" of a footrest, "the cup hooks" of a teacup), and the parts are read in one sentence; a
goods head of a closed compound said as the customer's goods noun ("two of the cups are broken" of a teacup) names it
since blind round 33 (runs/compound_heads.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about, words_mentioned

TEA = {"order_ref": "SU-90101", "lines": [{"sku": "CUP", "description": "Porcelain teacup and saucer", "quantity": 6, "unit_price_cents": 825},
                                         {"sku": "POT", "description": "Porcelain teapot", "quantity": 1, "unit_price_cents": 3000}]}


@pytest.mark.parametrize("description, text", [
    ("Porcelain teacup and saucer", "two tea cups arrived smashed"),
    ("Porcelain teacup and saucer", "the tea set came on sunday and two of the cups are broken"),
    ("Ceramic eggcup", "one of the egg cups has a chip in the rim"),
    ("Porcelain teapot", "the lid of the tea pot was in bits"),
    ("Linen tablecloth", "the table cloth has a hole in one corner"),
    ("Bamboo toothbrush", "the tooth brush handle snapped"),
])
def test_both_parts_said_apart_name_the_compound(description, text):
    assert words_mentioned({"description": description}, text), (description, text)


@pytest.mark.parametrize("description, text", [
    ("Porcelain teacup and saucer", "two of the cup hooks are broken"),
    ("Oak bookcase", "the case is cracked"),
    ("Velvet footrest", "the rest of the order was fine"),
    ("Porcelain teapot", "the pot plant came dead"),
])
def test_one_part_alone_names_nothing(description, text):
    assert not words_mentioned({"description": description}, text), (description, text)


@pytest.mark.parametrize("text", [
    "tea set\nhi its margaret the tea set came on sunday and two of the cups are broken the handles snapped right off and also the "
    "delivery was late so i would like the delivery charge back as well and a refund for the two cups",
    "Tea set damaged\nTwo of the tea cups arrived with their handles snapped off. Please refund them.",
    "Broken cups\nSadly two cups from the tea set were cracked when it arrived today. Can I get a refund for those two?",
    "teaset\n2 tea cups smashed in the box, pot is fine. refund pls",
    "Hello, the tea service came and two of the cups had broken handles. I'd like a refund for them, thank you.",
])
def test_a_damage_claim_of_the_teacups_names_that_line(text):
    lines, why = lines_asked_about(TEA, read_ticket(text, order_ref="SU-90101"), "damaged_item")
    assert [x["sku"] for x in lines] == ["CUP"], why
