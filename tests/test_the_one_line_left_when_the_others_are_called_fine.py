"""A damage claim naming no line, on an order whose other lines the customer calls fine anywhere about the order (also
in the sentence before a further ask: "The notebook and the ink cartridges were fine. Please could I have a refund for
it."), is the one line left, for the guard as for the planning reading, when the claim fits it: it names no other goods,
or it tells of an item of the order ("the second item I ordered") whose parts its other nouns are ("the barrel").
ver22a V22A-16 escalated the pen."""

import pytest

from runs.guards import check_line_in_ticket
from tests.guard_fixtures import decision_on, order_of, requests_read

DESK = order_of(("NTB-A5", "A5 notebook, dotted", 1, 900), ("PEN-FT", "Fountain pen, teal", 1, 3500),
                ("INK-10", "Ink cartridges, pack of 10", 1, 600))


def _passes(text: str, sku: str = "PEN-FT") -> bool:
    return check_line_in_ticket(decision_on(sku, cents=3850), DESK, requests_read(text, DESK)).passed


@pytest.mark.parametrize("text", [
    "Good afternoon. The second item I ordered arrived snapped in half - the barrel is in two pieces. "
    "The notebook and the ink cartridges were fine. Please could I have a refund for it.",
    "The notebook arrived fine and the cartridges are ok. Sadly the thing I ordered for my dad arrived with a cracked barrel. "
    "Could you refund it?",
    "One item arrived broken, the barrel is cracked right through. The ink cartridges and the notebook are perfect. Refund please.",
    "It arrived snapped in two. The notebook and the cartridges came through fine, though. I'd like my money back for it.",
    "the 2nd thing i ordred came snaped, nib bent right over. notebook ok, ink ok. money back pls",
])
def test_the_claim_naming_no_line_is_the_one_line_left(text):
    assert _passes(text)


def test_the_guard_records_why_the_line_is_named():
    text = ("The second item I ordered arrived snapped in half - the barrel is in two pieces. "
            "The notebook and the ink cartridges were fine. Please could I have a refund for it.")
    result = check_line_in_ticket(decision_on("PEN-FT", cents=3850), DESK, requests_read(text, DESK))
    assert result.inputs["named"][0]["words"] == ["the one line not declined or called fine"]


@pytest.mark.parametrize("text", [
    # other goods told: a teapot, a vase, a bread knife are no pen
    "The teapot arrived smashed. The notebook and the ink cartridges were fine. Refund please.",
    "The glass vase came in pieces. The notebook and the ink cartridges were fine. Please could I have a refund for it.",
    "The bread knife snapped. The notebook and the ink cartridges were fine. Refund it please.",
    # two lines left: only one of the others called fine, or none
    "The second item I ordered arrived snapped in half. The notebook was fine. Please refund it.",
    "The second item I ordered arrived snapped in half. Please refund it.",
])
def test_no_line_is_left_for_other_goods_or_two_lines_left(text):
    assert not _passes(text)


def test_a_line_called_fine_is_never_the_one_left():
    text = ("The second item I ordered arrived snapped in half. The notebook and the ink cartridges were fine. "
            "Please could I have a refund for it.")
    assert not _passes(text, "NTB-A5") and not _passes(text, "INK-10")
