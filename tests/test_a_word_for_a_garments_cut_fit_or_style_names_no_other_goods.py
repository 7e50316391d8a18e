"""A word that names how a garment is made or sits ("the cut is too tight", "the fit is boxy", "this length is too short",
"the style just doesn't suit me") is no goods of its own: read as goods the one-line order does not hold, the change of
mind on the one garment went to a person and its return was held (blind round 31, V31-19, $73.44 after return;
runs/goods_heads.py). An adverb between the goods and their problem ("the style just doesn't") is no goods either. Goods
the order does not hold still are ("the silk scarf is too short" of a blazer order). Wording written for these tests."""

import pytest

from runs.goods_heads import goods_heads
from runs.ticket_lines import other_goods_named
from tests.fresh_cases import assert_all_pass, case, line

RETURNS = [
    ("Wool blazer, size 40", "The fit is far too boxy on me, my mistake for not reading the description. Can I return it? Never worn."),
    ("Cotton shirt dress, S", "Honestly the style just doesn't suit me - totally my fault. I'd like to send it back, tags still on."),
    ("Slim jeans, 32", "the cut is way too tight around the thighs, my own fault, can i return them unworn?"),
    ("Linen trousers, M", "This length is too short for me, I should have checked. Could I return them please? Unworn."),
    ("Knit jumper, L", "the shape is not for me tbh, can i send it back? not worn"),
    ("Midi skirt, 10", "Sadly the design looks odd on me. My fault entirely. Please can I return it, tags on."),
]


@pytest.mark.parametrize("description, text", RETURNS)
def test_a_garments_cut_fit_or_style_is_no_other_goods(description, text):
    garment = {"sku": "G", "description": description, "quantity": 1, "unit_price_cents": 6800}
    assert goods_heads(text) == [] and other_goods_named(garment, [text], [text], "change_of_mind") == [], goods_heads(text)


@pytest.mark.parametrize("text", ["The silk scarf is too short, can I send it back?", "The silk scarf just doesnt match, can I send it back?"])
def test_other_goods_are_still_other_goods(text):
    blazer = {"sku": "B", "description": "Wool blazer, size 40", "quantity": 1, "unit_price_cents": 9800}
    assert other_goods_named(blazer, [text], [text], "change_of_mind") == ["scarf"]


@pytest.mark.django_db
def test_the_return_of_the_one_garment_starts(tmp_path):
    cases = [case(f"CUT-{i}", text, [line(f"G-{i}", description, 6800)], intents=["change_of_mind"], subject="Return please", delivered_days_ago=5,
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": f"G-{i}"}], "escalations": []})
             for i, (description, text) in enumerate(RETURNS[1:4], 1)]
    assert_all_pass(tmp_path, cases)
