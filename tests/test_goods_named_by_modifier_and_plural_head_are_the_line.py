"""Goods named by a word of the line's name and a plural head are the line: "wine glasses" of a "Wine glass, set of 6",
"tea towels" of a "Tea towel", "dinner plates" of a "Dinner plate, white", and "2 of the 6 highball glasses" of a
"Ribbed highball tumbler" (the customer's own head, "glasses", names nothing apart from the word before it, so that word
is not said alone). A word before the head said alone still names other goods: "the throw is torn" is no "Throw pillow
cover", nor is "the wool throw". Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.ticket_lines import lines_asked_about, misfit_phrases


def _line(sku: str, description: str, quantity: int = 1, cents: int = 1200) -> dict:
    return {"sku": sku, "description": description, "quantity": quantity, "unit_price_cents": cents}


def _asked(order: dict, text: str) -> tuple[list[str], str]:
    lines, why = lines_asked_about(order, read_ticket(text, order_ref=order["order_ref"]), "damaged_item")
    return [x["sku"] for x in lines], why


WINE = _line("WGL-6", "Wine glass, set of 6", 1, 3600)
TOWEL = _line("TWL-2", "Tea towel", 3, 800)
PLATE = _line("DPL-4", "Dinner plate, white", 4, 1100)
HIGHBALL = _line("TMB-6", "Ribbed highball tumbler", 6, 950)
SHOT = _line("SHT-4", "Frosted shot tumbler", 4, 600)
COASTER = _line("CST-1", "Cork coaster set")
PILLOW = _line("PIL-1", "Throw pillow cover, mustard", 1, 2400)

NAMED = [
    (WINE, "Two of the wine glasses arrived shattered in the box, please refund them."),
    (TOWEL, "the tea towels came with big holes in them, refund pls"),
    (PLATE, "Hello, I'm afraid that both dinner plates were chipped along the rim when I unpacked. A refund would be great."),
    (HIGHBALL, "Opened it last night: 2 of the 6 highball glasses have cracks through the base. Refund those please."),
    (HIGHBALL, "highbal glasses came cracked, 3 of them, want my money back"),
    (SHOT, "The shot glasses were smashed to bits on arrival, could I get a refund for them?"),
    (HIGHBALL, "Sorry to bother you - a couple of the highball glasses arrived broken. Could you refund the broken ones?"),
]


@pytest.mark.parametrize("line, text", NAMED)
def test_a_modifier_and_a_plural_head_name_the_line(line, text):
    assert misfit_phrases(line, text) == []
    order = {"order_ref": "SU-70101", "lines": [line, COASTER]}
    skus, why = _asked(order, text)
    assert skus == [line["sku"]], why


NOT_NAMED = [
    (PILLOW, "the throw is torn", "throw"),
    (PILLOW, "my wool throw arrived ripped", "wool throw"),
    (PILLOW, "thorw came torn :( can i get my money back", "thorw"),
]


@pytest.mark.parametrize("line, text, phrase", NOT_NAMED)
def test_a_word_before_the_head_said_alone_still_names_other_goods(line, text, phrase):
    assert phrase in misfit_phrases(line, text)
