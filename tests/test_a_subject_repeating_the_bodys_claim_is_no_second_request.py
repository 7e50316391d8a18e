"""A subject line that only repeats the body's claim ("chipped vase SU-35117" over "The blue vase came with a chip out of the
rim.") is that claim, not a second request whose line a person must find, even where its goods word names two lines of
the order (a blue vase and a bud vase): runs/subject_restating_claim.py, read by runs.ticket_lines.requests_unread. A second
damage subtask went to a person and the run closed partial (ver35c V35-16). Near-miss: a subject naming goods words the
body does not use ("chipped bud vase" over the blue vase) still goes to a person. Wording written for these tests."""

import pytest

from runs.subject_restating_claim import subject_restates_claim
from runs.ticket_lines import requests_unread, words_mentioned
from tests import fresh_cases as fc
from tests.readings import reading


def _order(*descriptions: str) -> dict:
    return {"order_ref": "SU-70001", "lines": [fc.line(f"L{i}", d, 2000) for i, d in enumerate(descriptions)]}


@pytest.mark.parametrize("subject, body, lines", [
    ("chipped vase SU-70001", "The blue vase came with a chip out of the rim. Just the money back please.", ("Blue glazed vase", "Bud vase")),
    ("cracked mug", "The green mug arrived cracked. Refund please.", ("Green mug", "Travel mug")),
    ("Broken lamp!!", "the brass lamp came with a broken switch, money back please", ("Brass lamp", "Desk lamp")),
    ("torn cushion", "One of the velvet cushions came torn along the seam. Refund it please.", ("Velvet cushion", "Linen cushion")),
    ("scratched frame", "The oak frame arrived scratched, I'd like a refund.", ("Oak frame", "Metal frame")),
    ("dented pan - SU-70001", "hi the copper pan turned up dented... refund pls", ("Copper pan", "Steel pan")),
])
def test_a_subject_repeating_the_claim_asks_nothing_more(subject, body, lines):
    assert requests_unread(_order(*lines), reading(body, subject), "damaged_item") == []


def test_a_subject_naming_other_goods_words_is_not_the_bodys_claim():
    order = _order("Blue glazed vase", "Bud vase")
    read = reading("The blue vase came with a chip. Refund please.", "chipped bud vase")
    subject = read.sentences[0]
    subject.role = "attached"
    assert not subject_restates_claim(order, read, subject, {1: {"L0"}}, words_mentioned)
    assert subject_restates_claim(order, reading("The blue vase came with a chip. Refund please.", "chipped vase"), subject.__class__(
        **{**subject.__dict__, "text": "chipped vase"}), {1: {"L0"}}, words_mentioned)


@pytest.mark.django_db
def test_end_to_end_the_vase_is_paid_once_and_nothing_goes_to_a_person(tmp_path):
    vases = [fc.line("VAS-1", "Blue glazed vase", 2700), fc.line("VAS-2", "Bud vase", 1200)]
    paid = {"outcome": "resolved", "refunds": [{"amount_cents": fc.cents(vases, "VAS-1", 1), "source": "platform", "lines": [{"sku": "VAS-1", "quantity": 1}]}],
            "returns": [], "escalations": []}
    c = fc.case("SUBJ-1", "The blue vase came with a chip out of the rim. I do NOT want a replacement posted - just the money back to my card.",
                vases, intents=["damaged_item"], expected=paid, subject="chipped vase SU-70001")
    fc.assert_money_as_expected(tmp_path, [c])
    again = tmp_path / "again"
    again.mkdir()
    assert fc.run(again, [c])["SUBJ-1"]["passed"]
