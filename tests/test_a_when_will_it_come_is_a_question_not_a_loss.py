"""A question about when goods will arrive ("Do you know roughly when it will get to me?", "any idea when it'll turn up?"),
beside tracking told as still in transit or stalled, is a parcel-status question a person or the scans answer, never a
claim the parcel never came (runs/intents/parcel_status.py, runs/intents/where_with_stalled_tracking.py). V36-16: the run
planned a non-delivery claim the customer never made, told them of "your order that never arrived", and the question
itself got no subtask. Wording written for these tests.

Near-misses, still the claim: the parcel told as never come, lost, long stalled, or its money asked."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.intents.parcel_status import PARCEL_STATUS_WHY, asks_where_parcel

ASKED = [
    "Hi, tracking for my order has said in transit for two days now. Do you know roughly when it will get to me? We're having people "
    "over on Saturday. Thanks!",
    "Any idea when it'll turn up? The tracking hasn't moved since Tuesday.",
    "Tracking's been stuck on 'in transit' for 3 days. Roughly when should I expect it?",
    "The tracking shows in transit since Monday - could you tell me when it's likely to be delivered?",
    "hiya, when will my tablecloth get here? need it for the weekend",
    "it's still showing in transit... when's it arriving, do you know?",
    "How much longer will it take to get here? Tracking just says in-transit.",
]
CLAIMED = [
    "It never arrived. Please refund me.",
    "The tracking says delivered but nothing came. When will you refund me?",
    "The parcel hasn't come and the tracking has been stuck for a week. I want a refund.",
    "Tracking has said in transit for ten days and it was due last Friday. Where is it?",
]


@pytest.mark.parametrize("text", ASKED)
def test_when_it_comes_is_asked_not_claimed(text):
    reading = read_ticket(text)
    assert "non_delivery" not in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert any(s.why == PARCEL_STATUS_WHY and s.kinds == ["other"] for s in reading.sentences)


@pytest.mark.parametrize("text", CLAIMED)
def test_a_parcel_told_not_come_is_still_the_claim(text):
    assert "non_delivery" in read_ticket(text).intents


@pytest.mark.parametrize("text", ["when it will get to me", "when will it be with us", "when's my parcel arriving?",
                                  "how long until my order arrives", "when is it likely to arrive"])
def test_asks_when_it_comes(text):
    assert asks_where_parcel(text)


@pytest.mark.parametrize("text", ["when will my refund get to me?", "it will get to me eventually I suppose",
                                  "when it arrived the box was crushed", "how long will the refund take?"])
def test_not_asking_when_the_goods_come(text):
    assert not asks_where_parcel(text)
