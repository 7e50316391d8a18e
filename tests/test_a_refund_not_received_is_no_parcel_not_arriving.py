"""A refund the customer has not received ("the refund you promised NEVER arrived", "I still haven't received the
refund", "Refund promised 10 days ago, never arrived") is about money not come, traced by a person: a request of kind
`other`, never a non-delivery claim, and the reply never speaks of an order that never arrived
(runs/intents/settled_words.py). Goods or a parcel that never came beside an ask for a refund stay a non-delivery claim.
Wording written for these tests (a held-back round, item 7b)."""

import pytest

from runs.models import Run
from tests import fresh_cases as fc
from tests.readings import reading, shown

NOT_RECEIVED = [
    "The refund you promised NEVER arrived!!",
    "I returned the jacket three weeks ago and I still haven't received the refund.",
    "Refund promised 10 days ago, never arrived, never showed up on my statement.",
    "refund sent 2 weeks ago apparently - never arrived",
    "The credit you issued on Monday, still hasn't shown up.",
    "You said the refund was sent on the 3rd but it never arrived.",
    "where is my money?? the refund never came",
    "The money you said you'd send back has not arrived yet.",
]


@pytest.mark.parametrize("text", NOT_RECEIVED)
def test_a_refund_not_received_is_no_non_delivery(text):
    read = reading(text)
    assert "non_delivery" not in read.intents, shown(read)
    assert "other" in read.intents, shown(read)


STILL_NOT_DELIVERED = [
    "I'd like a refund please, the mug never arrived.",
    "Refund me, the parcel never arrived.",
    "The lamp never arrived. I want a refund.",
    "my order never came, refund pls",
    "Can I get my money back? Nothing has arrived and it's been 3 weeks.",
    "The refund is for the rug, which never arrived.",
]


@pytest.mark.parametrize("text", STILL_NOT_DELIVERED)
def test_goods_that_never_came_stay_a_non_delivery(text):
    assert "non_delivery" in reading(text).intents, shown(reading(text))


LINES = [fc.line("JKT-1", "Rain jacket", 8900), fc.line("MUG-1", "Stoneware mug", 1400)]


@pytest.mark.django_db
def test_the_reply_speaks_of_no_order_that_never_arrived_and_nothing_is_paid(tmp_path):
    bodies = ["The refund you promised NEVER arrived. I sent the jacket back weeks ago.",
              "Refund promised 10 days ago, never arrived, never showed up on my statement."]
    cases = [fc.case(f"REFUNDNOTCOME-{i}", b, LINES, intents=["other"], expected={"outcome": "escalated", "refunds": [], "escalations": []})
             for i, b in enumerate(bodies)]
    results = fc.run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    for c in cases:
        diffs = results[c["id"]]["differences"]
        assert not [d for d in diffs if d.startswith(("unexpected refund", "refund of"))], diffs
    replies = " ".join((r.state.get("reply") or {}).get("body", "") for r in Run.objects.all())
    assert replies and "never arrived" not in replies.replace("refund you promised NEVER arrived", ""), replies
