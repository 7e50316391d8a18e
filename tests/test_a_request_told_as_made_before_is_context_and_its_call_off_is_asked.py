"""A request told as made before this mail ("last week I asked to send back the rug", "i asked u to take back the kettle")
asks nothing now: what the mail asks is the call-off after it ("please cancel that return", "pls stop the return", "I'd
like to stop the return"), a request a person answers, never a declined remedy, and never a new return. Near-misses: a
past ask chased ("... and still haven't had a label") still asks, and a return asked now is a return. Blind round ver25c,
VER25C-18 (runs/intents/past_asks.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.withdrawn_asks import RETURN_CALLED_OFF_WHY
from runs.models import Escalation
from runs.shop import models as shop
from runs.shop.models import ReturnRequest
from tests.runtime_world import delivered_order, offline_run, small_shop


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


TOLD_THEN_CALLED_OFF = [
    "Hi, last week I asked to send back the jute rug. Please cancel that return, we've decided to keep it after all.",
    "i asked u to take back the kettle a few days ago... pls stop the return, my husband likes it now",
    "A fortnight ago I asked to send the mirror back. Could you call off the return? It fits the hall after all.",
    "We asked you to take back the bookcase on Monday. Please cancel the return - we're keeping it.",
    "Hello. On Tuesday I had asked to send back the floor lamp. I'd like to stop the return, we found a corner for it.",
    "Earlier this week I asked to send the throw back. Cancel my return please, I've decided to keep it.",
    "so last friday i asked to send back both cushions.. can u cancel the return?? keeping them now",
]


@pytest.mark.parametrize("body", TOLD_THEN_CALLED_OFF)
def test_the_past_ask_is_no_return_and_the_call_off_is_a_request(body):
    reading = read_ticket(f"Return\n{body}", order_ref="SU-79001")
    assert "change_of_mind" not in reading.intents, _shown(reading)
    called = [s for s in reading.requests if s.why == RETURN_CALLED_OFF_WHY]
    assert called and all(s.kinds == ["other"] and "return" in s.forbids for s in called), _shown(reading)
    assert not any(s.role == "context" and s.why.startswith("the customer declines") and "cancel" in s.text.lower() for s in reading.sentences)


@pytest.mark.parametrize("body", [
    # a past ask chased: still wanted now
    "I asked to send back the rug last week and still haven't had a label.",
    "Last week I asked to send the lamp back - any news on the label?",
    # a return asked now
    "I'd like to send back the jute rug, it's too big for the room.",
    "Could you take back the kettle please? It's not for us.",
])
def test_a_past_ask_chased_or_a_return_asked_now_still_asks(body):
    reading = read_ticket(f"Return\n{body}", order_ref="SU-79001")
    assert reading.requests, _shown(reading)
    assert not any(s.why == RETURN_CALLED_OFF_WHY for s in reading.sentences), _shown(reading)


def test_a_subject_naming_the_call_off_is_its_title():
    reading = read_ticket("rug return - please cancel\nHi, last week I asked to send back the jute rug (SU-81019). Please cancel that return, "
                          "we've decided to keep it after all. I won't be posting it. Thanks! Chloe")
    assert [s.why for s in reading.requests] == [RETURN_CALLED_OFF_WHY], _shown(reading)


@pytest.mark.django_db
def test_offline_asks_a_person_to_cancel_and_never_tells_of_a_return(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-79201", maya, house, [("RUG-1", "Jute rug", 1, 12000)])
    run = offline_run("Hi, last week I asked to send back the jute rug. Please cancel that return, we've decided to keep it after all.",
                      "SU-79201", subject="rug return - please cancel")
    assert not ReturnRequest.objects.filter(order__ref="SU-79201").exists()
    items = [e.open_item for e in Escalation.objects.filter(run=run)]
    assert len(items) == 1 and "cancel" in items[0].lower(), items
    reply = shop.CustomerReply.objects.filter(order__ref="SU-79201").first()
    assert reply is None or "follow up with you on the return" not in reply.body, reply.body
