"""Goods told as sent "rather than" or "in place of" those ordered ("I was sent a teapot rather than two stoneware mugs")
are a wrong item, as "instead of" always was: the sentence read as a statement and the refund asked after it went to a
person as a remedy of no problem (issue 11, mendC). The claim is about the line ordered (the mugs), never the goods that
came: the wrong-item remedy takes the mugs' line back under POL-WRG-004 and nothing else. Wording written for these
tests (runs/intents/cues.py).

Near-misses: "rather than" choosing a remedy or a way ("I would rather get a refund than a replacement", "by post rather
than courier"), or of a message ("I was sent an email rather than a call"), is no wrong item."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

SENT = [
    "I was sent a teapot rather than two stoneware mugs.",
    "You sent a teapot rather than the mugs I ordered.",
    "received a teapot rather than 2 stoneware mugs?? please sort",
    "A teapot turned up rather than my mugs.",
    "You sent me a teapot in place of the two mugs, can I have the mugs please",
    "got a teapot rather than the stoneware mugs, refund the mugs please",
    "Unfortunately we received a teapot rather than the pair of stoneware mugs. Please refund the mugs.",
]
NOT_SENT = [
    "I would rather get a refund than a replacement.",
    "Please send it by post rather than courier.",
    "I was sent an email rather than a call.",
    "Send the refund to my card rather than as store credit.",
    "I'd rather have a voucher than a refund for the late delivery.",
]


@pytest.mark.parametrize("text", SENT)
def test_goods_sent_rather_than_ordered_are_a_wrong_item(text):
    read = reading(text)
    assert "wrong_item" in read.intents, shown(read)


@pytest.mark.parametrize("text", NOT_SENT)
def test_rather_than_of_a_remedy_or_a_message_is_no_wrong_item(text):
    read = reading(text)
    assert "wrong_item" not in read.intents, shown(read)


@pytest.mark.django_db
def test_the_mugs_line_goes_back_and_nothing_else(tmp_path):
    order = [fc.line("MUG-4", "Stoneware mug", 1400, 2), fc.line("PLT-4", "Dinner plate", 1800)]
    back = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "MUG-4"}]}
    bodies = [SENT[0] + " Please refund the mugs.", SENT[1] + " I'd like my money back for them.", SENT[3] + " Refund the mugs please.", SENT[5]]
    fc.assert_settled_as_expected(tmp_path, [fc.case(f"RATHER-{n}", body, order, ref=f"SU-7316{n}", intents=["wrong_item"], expected=back)
                                             for n, body in enumerate(bodies)])
