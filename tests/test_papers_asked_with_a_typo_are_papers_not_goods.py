"""Papers asked for with a slip in their name ("can u also resend the reciept thx", "pls resend invoce") are papers, a
request of no known kind a person sends: not another unit of the goods. Read as a replacement, the slip held the
refund of the claim beside it ($35.10 for a smashed teapot lid) and told the customer she had asked for a replacement
(blind round ver27c, V27C-01). Goods resent ("can u resend it", "resend the lid") are still a replacement asked, and
"recipe" is no receipt. Fresh wording in several voices."""

import pytest

from runs.intents import read_ticket
from runs.intents.remedies import GOODS_INSTEAD


CLAIM = "order SU-40501 came today n the teapot lid is smashed, refund pls\n"


@pytest.mark.parametrize("ask", [
    "can u also resend the reciept thx",
    "pls resend invoce",
    "could you send me the recipt again please",
    "Would you kindly re-send the reciept for my records.",
    "also can i get a new reciet, the email never came",
    "SEND ME THE INVOCE AGAIN",
    "I am needing the receit again for my company records, please.",
])
def test_papers_with_a_slip_hold_no_refund(ask):
    reading = read_ticket("teapot\n" + CLAIM + ask)
    papers = [s for s in reading.sentences if s.text == ask]
    assert papers and papers[0].kinds == ["other"], reading.as_payload()
    assert not papers[0].why.startswith(GOODS_INSTEAD)
    assert "refund" not in papers[0].forbids
    assert "damaged_item" in reading.intents


@pytest.mark.parametrize("ask", ["can u resend it", "could you resend the lid please", "pls send me a new lid"])
def test_goods_resent_are_still_a_replacement_asked(ask):
    reading = read_ticket("teapot\n" + CLAIM + ask)
    papers = [s for s in reading.sentences if s.text == ask]
    assert papers and papers[0].why.startswith(GOODS_INSTEAD), reading.as_payload()


def test_a_recipe_is_no_receipt():
    reading = read_ticket("teapot\n" + CLAIM + "can u resend the recipe card that should come in the box")
    ask = [s for s in reading.sentences if "recipe" in s.text]
    assert ask and ask[0].why.startswith(GOODS_INSTEAD), reading.as_payload()
