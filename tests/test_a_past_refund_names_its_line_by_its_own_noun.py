"""A past refund told of goods ("your phone team already refunded the porcelain vase") settles the line its name
names whole, the vase, not another line sharing a word of it (the porcelain bowl): read word by word it held the
bowl's new claim ($21.60) and told a person the bowl had been refunded. A name fitting several lines alike still
holds them all."""
import pytest

from runs.settled_lines import lines_settled, lines_told_refunded

ORDER = {"order_ref": "SU-61001", "lines": [
    {"sku": "VASE-P", "description": "Porcelain vase", "quantity": 1, "unit_price_cents": 3800},
    {"sku": "BOWL-P", "description": "Porcelain bowl", "quantity": 1, "unit_price_cents": 2000},
    {"sku": "MUG-S", "description": "Stoneware mug - small", "quantity": 1, "unit_price_cents": 1200},
    {"sku": "MUG-L", "description": "Stoneware mug - large", "quantity": 1, "unit_price_cents": 1400},
]}


@pytest.mark.parametrize("text,sku", [
    ("Your phone team already refunded the porcelain vase that came cracked, thanks for that.", "VASE-P"),
    ("you refunded the porcelin vase last week", "VASE-P"),
    ("The porcelain bowl was refunded by your chat team already.", "BOWL-P"),
    ("I got a refund for the small stoneware mug on the phone", "MUG-S"),
    ("Thanks - your colleague reimbursed the large stoneware mug yesterday.", "MUG-L"),
])
def test_a_past_refund_settles_only_the_line_its_name_names(text, sku):
    assert set(lines_told_refunded(ORDER, [text])) == {sku}


def test_a_shared_word_alone_still_names_every_line_it_fits():
    # "the porcelain" names no one line: both stay held until a person looks
    assert lines_settled(ORDER, "you already refunded the porcelain, thanks") == {"VASE-P", "BOWL-P"}
    assert lines_settled(ORDER, "the stoneware mugs were both refunded") == {"MUG-S", "MUG-L"}
