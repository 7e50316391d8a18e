"""A return the customer has decided on and tells the shop ("I've decided to return the toaster, how do I get a label?")
is a change-of-mind return, its label question answered by the return's label: the decision was read as no ask, the
label question as a remedy of no problem, `other`, and a person was asked what the return's own label answers
(runs/intents/cues.py, WEAK_PATTERNS). Near-misses keep their reading: a return meant once and let go, one decided
against, a going back that is no goods'. Wording written for these tests."""

import pytest

from runs.shop.models import Refund
from tests import fresh_cases as fc
from tests.readings import reading, shown

DECIDED = [
    "I've decided to return the toaster, how do I get a label?",
    "Decided to return the toaster. Can you send a label?",
    "i have decided to return the toaster - where do i get the label from?",
    "Hello, I'm going to return the toaster. How do I get hold of a returns label?",
    "im gonna return the toaster, whats the process for the label",
    "We've decided to return the toaster. Could you email us a returns label please?",
    "After some thought I am planning to return the toaster, please send the label to this address.",
]


@pytest.mark.parametrize("body", DECIDED)
def test_a_return_decided_on_is_a_change_of_mind_and_nothing_else(body):
    read = reading(body)
    assert read.intents == ["change_of_mind"], shown(read)


@pytest.mark.parametrize("body", [
    "I was going to return the toaster but I'll keep it.",  # meant once, let go
    "I had decided to return the toaster but it works now.",
    "I was gonna return the toaster but nah, it's fine.",
    "I've decided to keep the toaster.",
    "I'm going to return to the shop tomorrow to buy another.",  # a going back, no goods
])
def test_near_misses_ask_no_return(body):
    read = reading(body)
    assert "change_of_mind" not in read.intents, shown(read)


TOASTER = [fc.line("TST-1", "Two-slice toaster", 4500)]


@pytest.mark.django_db
def test_end_to_end_the_decided_return_starts_with_its_label_and_no_money_yet(tmp_path):
    cases = [fc.case(f"DECIDED-{i}", body, TOASTER, intents=["change_of_mind"],
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "TST-1"}], "escalations": []})
             for i, body in enumerate(DECIDED[:3])]
    fc.assert_all_pass(tmp_path, cases)
    assert not Refund.objects.exists()  # the money waits for the toaster to come back
