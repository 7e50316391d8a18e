"""A part claim the customer takes back right after telling it ("I also thought the lid filter was missing but
ignore that bit, it was tucked in the packaging") holds nothing: the kettle's own damage refund ($70.20) was sent to
a person as a part of one unit, with the withdrawn words given as the reason. A part claim left standing, or taken
back only to claim another problem, still holds the unit for a person."""
import pytest

from runs.named_parts import named_part

ORDER = {"order_ref": "SU-70011", "lines": [{"sku": "KET-R", "description": "Retro kettle", "quantity": 1, "unit_price_cents": 6500}]}
LINE = ORDER["lines"][0]

TAKEN_BACK = [
    "The kettle's base is cracked, refund it please. I also thought the lid filter was missing but ignore that bit, it was tucked in the packaging.",
    "kettle came cracked. the filter seemed to be missing - scratch that, found it. refund pls",
    "The kettle arrived dented. No filter in the box at first... my mistake, it was under the cardboard insert.",
    "Dented kettle, please refund. I thought the lid filter was missing but never mind, it was taped inside the lid.",
    "The kettle is cracked along the side. The filter was missing but it turned up, so just the refund please.",
]
STANDS = [
    "The kettle's base is cracked and the lid filter is missing, please refund.",
    "The kettle came without its filter. Can you sort it?",
    "The filter was missing, I looked everywhere in the packaging. Please help.",
    "The lid filter was missing but ignore the dent on the side, that's fine.",
    "The filter was missing - never mind the box, but the filter is still missing and the handle is broken.",
]


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_a_part_claim_taken_back_names_no_part(text):
    assert named_part(ORDER, LINE, [text]) == ""


@pytest.mark.parametrize("text", STANDS)
def test_a_part_claim_left_standing_still_names_the_part(text):
    assert named_part(ORDER, LINE, [text])
