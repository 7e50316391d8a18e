"""A return's how-to asked beside the return folds into it, even when its "send it back" reads as a return of its own
(runs/intents/restatements.py): "I'd like to return the rug. How do I send it back?" was a second return. And the
postage the customer paid to send goods back, asked back, is an ask of its own for a person, its sum quoted
(runs/intents/return_postage_asked.py): "Also can you refund the $8.99 return postage?" was folded into the return as
its remedy and the $8.99 lost, "get my $8.99 return postage back" read as a late parcel's fee. Wording written for these
tests."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run

HOW_TOS = [
    "I'd like to return the rug. How do I send it back?",
    "Hi, I want to send the rug back, changed my mind. How can I return it?",
    "please can I return the rug, its not right for the room. how do i post it back",
    "I no longer want the rug and would like to return it. Where do I send it back to?",
    "Return request for the rug - I changed my mind.\n\nHow should I ship it back?",
    "I'm returning the rug (change of mind). How do we send it back?",
]
POSTAGE = [
    ("I'd like to return the rug. Also can you refund the $8.99 return postage?", "$8.99"),
    ("I want to return the rug and get my $8.99 return postage back.", "$8.99"),
    ("I no longer want the rug, I'm sending it back. Please reimburse the £6.50 it cost me to post it back.", "£6.50"),
    ("The rug was the wrong colour so I want to return it. Will you cover the return shipping of $12.40?", "$12.40"),
    ("changed my mind on the rug, want to return it. can u refund my return postage too, it was $7", "$7"),
    ("I'd like to return the rug please.\nI paid $9.20 in return postage, could I have that back?", "$9.20"),
]
# the postage asked about, told with no money asked, or turned down: no ask of the postage's money
POSTAGE_NEAR_MISSES = [
    "I'd like to return the rug. Do I have to pay the return postage?",
    "I'd like to return the rug. I paid $8.99 to post it back, that's fine.",
    "I'd like to return the rug and get my money back.",
    "I'd like to return the rug. What is the cost of sending it back, $8.99?",
]


def _read(text: str):
    return read_ticket(f"My order\n{text}", order_ref="SU-1")


@pytest.mark.parametrize("text", HOW_TOS)
def test_the_how_to_beside_a_return_is_one_return(text):
    reading = _read(text)
    kinds = [k for s in reading.requests for k in s.kinds]
    assert kinds.count("change_of_mind") + kinds.count("wrong_item") == 1 and "other" not in kinds, \
        [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text, amount", POSTAGE)
def test_return_postage_asked_back_is_an_ask_of_its_own_with_its_sum(text, amount):
    reading = _read(text)
    asking = [s for s in reading.requests if "other" in s.kinds and amount in s.text]
    assert asking, [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert "late_delivery" not in reading.intents
    assert {"change_of_mind", "wrong_item"} & set(reading.intents)  # the return beside it still stands


@pytest.mark.parametrize("text", POSTAGE_NEAR_MISSES)
def test_postage_not_asked_back_is_no_ask_of_its_own(text):
    reading = _read(text)
    assert not any("other" in s.kinds and "postage" in s.text.lower() and "$" in s.text for s in reading.requests)


RUG = [line("RUG-WL", "Wool rug", 12900)]


@pytest.mark.django_db
def test_a_how_to_makes_one_return_and_the_postage_goes_to_a_person_with_its_sum(tmp_path):
    back = [{"kind": "return", "sku": "RUG-WL"}]
    cases = [case(f"RPH-{n}", body, RUG, intents=["change_of_mind"], fee_cents=0,
                  expected={"outcome": "resolved", "refunds": [], "returns": back}) for n, body in enumerate(HOW_TOS[:3])]
    cases += [case(f"RPP-{n}", body, RUG, intents=["change_of_mind", "other"], fee_cents=0,
                   expected={"outcome": "partial", "refunds": [], "returns": back}) for n, (body, _) in enumerate(POSTAGE[:2])]
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        differences = results[c["id"]]["differences"]
        money = [d for d in differences if d.startswith(("unexpected refund", "refund of", "unexpected return"))]
        assert not money, (c["id"], differences)
        if c["id"].startswith("RPP"):
            # the postage's own escalation quotes the customer's sentence, and so its sum
            assert any("$8.99" in d for d in differences if d.startswith("unexpected escalation")), differences
        else:
            assert results[c["id"]]["passed"], (c["id"], differences)


def test_return_postage_asked_back_for_goods_already_sent_back_is_still_its_own_ask():
    """The rug told returned already (returns_sent_already.py: no new return is booked, a person checks it came back):
    the postage the customer paid to send it is still asked, with its sum, and no return is asked again."""
    reading = _read("The rug was the wrong colour so I returned it. Will you cover the return shipping of $12.40?")
    assert [s.kinds for s in reading.requests if "$12.40" in s.text] == [["other"]]
    assert not {"change_of_mind", "wrong_item"} & set(reading.intents)
