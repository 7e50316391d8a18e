"""On an order of one line, a claim that names other goods is not made that line's by a sentence praising the line or
calling it fine ("Can I get a refund for the lamp? The throw is gorgeous by the way." on an order holding only the
throw): the praised throw was paid for the cracked lamp, which sat on the customer's other order. A sentence naming
the line as ordered goods ("I ordered the throw too") still names it, and a claim on the line itself still pays.
Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.ticket_lines import other_goods_named

THROW = {"sku": "THR-1", "description": "Wool throw, oatmeal", "unit_price_cents": 5900, "quantity": 1}
ORDER = {"order_ref": "SU-1", "lines": [THROW]}
LAMP_CLAIM = "the ceramic lamp turned up with a crack right through the base"


@pytest.mark.parametrize("praise", [
    "The throw is gorgeous by the way.",
    "love the throw tho!!",
    "the wool throw itself is fine, no problem there",
    "Throw came fine, lovely and soft.",
    "ps the throw is beautiful, thank you",
    "The throw arrived perfectly.",
])
def test_a_line_praised_or_called_fine_does_not_make_a_claim_on_other_goods_its_own(praise):
    assert other_goods_named(THROW, [LAMP_CLAIM], [LAMP_CLAIM, praise]) == ["lamp"]
    decision = {"case_type": "damaged_item", "action": "refund", "amount_cents": 5900, "source": "platform",
                "lines": [{"sku": "THR-1", "quantity": 1}]}
    asked = [{"text": LAMP_CLAIM, "kinds": ["damaged_item"], "told_after": [praise]}]
    assert not check_line_in_ticket(decision, ORDER, asked).passed


@pytest.mark.parametrize("told", [
    "I ordered the throw as well.",
    "The throw and a lamp were in the same box.",
])
def test_a_sentence_naming_the_line_otherwise_still_names_it(told):
    assert other_goods_named(THROW, [LAMP_CLAIM], [LAMP_CLAIM, told]) == []


def test_a_claim_on_the_line_itself_is_the_lines_whatever_is_praised():
    assert other_goods_named(THROW, ["the throw has a moth hole, gutted"], ["lovely colour though"]) == []
