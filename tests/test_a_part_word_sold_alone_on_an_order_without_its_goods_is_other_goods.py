"""A word that is a part of some goods and goods of its own too ("cushion": of a chair, or a cushion), told of an order
whose one line is neither (a Wool throw blanket), names other goods: "the cushion is the wrong colour" on the blanket's
order started the blanket's return (issue 11, mendC), money for goods not on the order. The cushion may be on another
order or from another shop: nothing is paid or taken back, and a person asks which goods the customer means
(runs/parts_sold_alone.py, read by runs.ticket_lines.other_goods_named for the agent and the guard alike).

Near-misses: the part of goods it can belong to (a chair's cushion), a line named by it ("Velvet cushion cover"; a
"Throw pillow cover": a pillow is a cushion), and the blanket itself told wrong."""

import pytest

from runs.ticket_lines import other_goods_named
from tests import fresh_cases as fc

BLANKET = fc.line("BLK-5", "Wool throw blanket", 8900)

OTHER_GOODS = [
    "The cushion is the wrong colour.",
    "the cushion came in the wrong colour, please refund it",
    "Hi, the cushion I got is the wrong shade. Can I return it?",
    "cushion arrived torn",
    "The cushion has a stain on it - refund please.",
    "Your cushion is the wrong size, I want my money back.",
    "the cushions are the wrong colour!!",
]


@pytest.mark.parametrize("body", OTHER_GOODS)
def test_the_cushion_is_no_part_of_the_blanket(body):
    assert other_goods_named(BLANKET, [body], [body], "wrong_item") == [body.lower().split("cushion")[1][:1] == "s" and "cushions" or "cushion"]


@pytest.mark.parametrize("description,body,kind", [
    ("Rattan garden chair", "The cushion is the wrong colour.", "wrong_item"),
    ("Rattan garden chair", "the cushion arrived torn", "damaged_item"),
    ("Velvet cushion cover", "The cushion is the wrong colour.", "wrong_item"),
    ("Throw pillow cover", "The cushion is the wrong colour.", "wrong_item"),
    ("Wool throw blanket", "The blanket is the wrong colour.", "wrong_item"),
    ("Air fryer 5L", "the basket came cracked", "damaged_item"),
    ("Oak sofa", "the seat cushion is ripped", "damaged_item"),
])
def test_the_lines_own_part_or_name(description, body, kind):
    assert other_goods_named(fc.line("X-5", description, 5000), [body], [body], kind) == []


@pytest.mark.django_db
def test_nothing_is_paid_or_taken_back_for_the_cushion(tmp_path):
    held = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [fc.case(f"CUSH-{n}", body, [BLANKET], ref=f"SU-7317{n}", intents=["damaged_item" if "torn" in body or "stain" in body else "wrong_item"],
                     expected=held) for n, body in enumerate(OTHER_GOODS[:6])]
    fc.assert_settled_as_expected(tmp_path, cases)
