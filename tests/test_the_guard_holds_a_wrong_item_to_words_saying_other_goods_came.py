"""A wrong-item decision stands on words saying other goods came than were ordered, not on the screener's kind alone:
"paid for delivery and it came 4 days after you promised", read as a wrong item, took both mugs back. A person giving
the subtask its kind (a plan edit) is the exception, as for every request_in_ticket refusal."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.other_goods_told import tells_other_goods

ORDER = {"order_ref": "SU-70010", "lines": [{"sku": "MUG-1", "description": "stoneware mug", "quantity": 2, "unit_price_cents": 1800}]}
RETURN = {"case_type": "wrong_item", "action": "start_return", "amount_cents": 3888, "lines": [{"sku": "MUG-1", "quantity": 2}],
          "subtask": 1}


def _check(requests, kind_set_by=""):
    evidence = policy_evidence.Evidence(order=ORDER, now=datetime(2025, 6, 10, tzinfo=timezone.utc))
    return guards.check_request_in_ticket(RETURN, evidence, requests, kind_set_by)


@pytest.mark.parametrize("text", [
    "paid for delivery and it came 4 days after you promised.",
    "It came on the 10th instead of the 7th.",
    "I ordered express and got it a week later.",
    "Not the first time a parcel has been late.",
    "I ordered on Monday and got it on Friday.",
])
def test_a_wrong_item_read_in_words_naming_no_other_goods_is_refused(text):
    result = _check([{"text": text, "kinds": ["wrong_item", "late_delivery"], "spans": {}}])
    assert not result.passed and result.inputs["no_other_goods_told"] == [text]
    assert any("other goods came" in line for line in guards.plain_words("request_in_ticket", result.inputs))


@pytest.mark.parametrize("text", [
    "I ordered a blue mug and got a green one.",
    "You sent me the wrong mugs.",
    "These are not what I ordered.",
    "The mugs are white, I ordered the speckled ones.",
    "in the box were two tea cups, not mugs",
    "Ordered 2 stoneware mugs, got 2 glass tumblers",
    "someone else's order came in my parcel",
])
def test_a_wrong_item_told_in_words_naming_what_came_is_admitted(text):
    assert tells_other_goods(text)
    assert _check([{"text": text, "kinds": ["wrong_item"], "spans": {}}]).passed


def test_what_came_told_in_the_sentence_before_backs_the_claim():
    request = {"text": "The ones that came are mustard.", "kinds": ["wrong_item"], "spans": {}, "told": ["I ordered the sage mugs."]}
    assert _check([request]).passed


def test_a_person_giving_the_subtask_its_kind_backs_it():
    result = _check([{"text": "paid for delivery and it came 4 days after you promised.", "kinds": ["wrong_item"], "spans": {}}],
                    kind_set_by="reviewer")
    assert result.passed and result.inputs["backed_by"] == "reviewer's edit of the plan"


@pytest.mark.parametrize("before, text", [
    ("So I ordered a set of green napkins, paid for faster delivery and it came two days late.", "And when I opened it they were orange!"),
    ("I ordered two sage towels and two sage bath mats.", "The towels came in mustard."),
    ("We picked the navy cushion covers.", "What a shame, they're all bright red."),
])
def test_a_colour_other_than_the_one_picked_anywhere_in_the_ticket_backs_the_claim(before, text):
    late = {"text": before, "kinds": ["late_delivery"], "spans": {}}
    assert _check([late, {"text": text, "kinds": ["wrong_item"], "spans": {}}]).passed


@pytest.mark.parametrize("before, text", [
    ("I ordered the green napkins.", "They were green and lovely, but late."),
    ("I ordered express on the green napkins.", "paid for delivery and it came 4 days after you promised."),
])
def test_the_colour_picked_told_again_backs_no_wrong_item(before, text):
    late = {"text": before, "kinds": ["late_delivery"], "spans": {}}
    assert not _check([late, {"text": text, "kinds": ["wrong_item"], "spans": {}}]).passed
