"""Soft goods that came open at a seam, or whose filling is coming out, are damaged goods: "one pillow of the two is open
on the side seam, the filling is coming out, I request money back for this pillow". Read as damage, the claim names its
line and counts its unit; a tooth's filling, a shop open on the seafront, or stuffing that came out of the oven are no
damage. Wording written for these tests (blind round ver26a, VER26A-31, in other voices)."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about

PILLOW = {"sku": "PIL-2", "description": "Memory foam pillow", "quantity": 2, "unit_price_cents": 2900}
CASES = {"sku": "PCS-2", "description": "Cotton pillowcase pair", "quantity": 1, "unit_price_cents": 1800}
ORDER = {"order_ref": "SU-73101", "lines": [PILLOW, CASES]}

OPENED = [
    "Also one pillow of the two is open on the side seam, the filling is coming out, I request money back for this pillow.",
    "one of the pillows came open along the seam and foam bits are falling out everywhere. refund pls",
    "Dear Sir, regrettably the pillow has come open at the seam; kindly refund it.",
    "the pillow is split open down one seam!!! stuffing poking out all over my bed. money back NOW",
    "pillow nice but is open in the seam, fibre is coming out. I want refund for pillow",
    "Hiya - so the pillow, lovely and squishy, except the filling keeps leaking out of one corner? Could I get a refund on that one",
    "The pillow's filling was spilling out when we unwrapped it. Please refund the pillow.",
]


@pytest.mark.parametrize("text", OPENED)
def test_goods_come_open_or_losing_their_filling_read_as_damage(text):
    r = read_ticket(text)
    assert "damaged_item" in r.intents, [(s.role, s.kinds, s.why) for s in r.sentences]


@pytest.mark.parametrize("text", OPENED)
def test_the_damage_names_the_pillow_line_not_the_cases(text):
    lines, why = lines_asked_about(ORDER, read_ticket(text, order_ref=ORDER["order_ref"]), "damaged_item")
    assert [x["sku"] for x in lines] == ["PIL-2"], why


NOT_DAMAGE = [
    "My filling came out at the dentist, so I missed the delivery.",
    "A tooth filling fell out on Tuesday, that's why I didn't answer.",
    "The shop is open on the seafront, I can collect there.",
    "the stuffing came out lovely, thanks for the recipe book",
    "The pie filling is coming out of the oven now, I'll write later.",
    "Is the store open on Sunday?",
]


@pytest.mark.parametrize("text", NOT_DAMAGE)
def test_a_tooth_a_shop_or_food_is_no_damage(text):
    assert "damaged_item" not in read_ticket(text).intents
