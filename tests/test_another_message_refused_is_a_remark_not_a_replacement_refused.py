""""Don't send me another email" is about the shop's messages, not the goods: "And don't you dare send me another 'we're
looking into it' email, I've had two." was read as a replacement refused, and the reply told the customer "As you
asked, no replacement will be sent". Another reply refused is a remark (context, no subtask); mail to be stopped for
good, or something asked beside it, stays a request; a replacement refused is still the replacement question."""

import pytest

from runs.intents import read_ticket
from runs.intents.declined_unit import MESSAGES_REMARK_WHY
from runs.shop import models as shop
from tests.runtime_world import delivered_order, offline_run, small_shop


def _sentence(body: str, text: str):
    return next(s for s in read_ticket(f"Bookcase SU-82015\nThe bookcase is STILL not here. I want my money back. {body}").sentences if s.text == text)


@pytest.mark.parametrize("text", [
    "And don't you dare send me another 'we're looking into it' email, I've had two.",
    "Please don't send another automated update, I've had three.",
    "dont send me another one of your 'we are investigating' emails",
    'And do NOT send me another "sorry for the delay" message.',
    "please dont send me another template reply!!",
    "Don't send me another email saying you're looking into it.",
])
def test_another_reply_refused_is_a_remark(text):
    s = _sentence(text, text)
    assert (s.role, s.why, s.forbids) == ("context", MESSAGES_REMARK_WHY, []), (s.role, s.kinds, s.why)


@pytest.mark.parametrize("text,kind", [
    ("Please don't send a replacement.", "question"),
    ("I don't want another one.", "question"),
    ("Don't send me another email, ring me on 07700 900123 instead.", "other"),
    ("PLEASE do not send me any more emails asking me to rate my delivery!!", "other"),
])
def test_a_replacement_refused_or_something_asked_beside_the_messages_stays_a_request(text, kind):
    s = _sentence(text, text)
    assert s.role == "request" and kind in s.kinds, (s.role, s.kinds, s.why)


@pytest.mark.django_db
def test_offline_never_tells_the_customer_no_replacement_will_be_sent_when_none_was_mentioned(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-60993", maya, house, [("BK-5", "Pine bookcase, 5 shelf", 1, 11000)])
    offline_run("THIRD time writing about this. The bookcase arrived with the side panel split. I want my money back, ALL of it. "
                "And don't you dare send me another 'we're looking into it' email, I've had two.", "SU-60993")
    reply = shop.CustomerReply.objects.get(order__ref="SU-60993").body
    assert "replacement" not in reply.lower() and "refunded" in reply
