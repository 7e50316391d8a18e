"""An exchange asked for goods named only by a bare value, a size or a colour with no noun ("send these back and get the
44s", "swap for the mediums", "I'd take the navy ones instead", "a 10 would fit"), is a request of its own: a person
arranges the exchange, the sentence is quoted, the reply says it, and the return beside it still starts (ver24b V24B-12
closed resolved with the size wanted neither asked nor said). Near-misses: a size or colour told as context, a past hope,
a swap done already, a swap refused, a return for the money. Wording written for these tests
(runs/intents/exchange_by_value.py)."""

from datetime import datetime, timezone

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.intents.exchange_by_value import exchange_by_value
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

ASKED = [
    # (ticket body, the words the exchange is asked in)
    ("The walking boots are a 42 but I ordered 43. Can I post them back and have the 43s please?", "43s"),
    ("wrong size sent!! ordered medium got small. swap for the mediums pls", "mediums"),
    ("Hi there, the throw you sent is grey, I picked navy on the website. I'd take the navy ones instead if you have them, "
     "and I'm happy to send the grey back.", "navy ones"),
    ("These trainers are a 9 and they pinch terribly. A 10 would fit, I think - the 9 just came up small.", "A 10 would fit"),
    ("Good afternoon. I must return the gloves, they are a size L and my hands are small. I would like an S instead, "
     "thank you kindly.", "an S instead"),
    ("hey so the hoodie is XL not L like i ordered?? can i send it bak and get the L", "get the L"),
    ("Dear Sir or Madam, the slippers delivered are size 38 whereas my order was for size 39. Kindly exchange them for "
     "a 39. Yours faithfully, M. Okonkwo", "a 39"),
    ("Box says 44 but the shoes inside are 41. Return these and send the 44s asap.", "44s"),
]

NOT_ASKED = [
    "I ordered the 44s and the box had 41s in it. Please refund me, I'll post them back.",
    "I normally take a 10 in these boots but this pair has a split sole. Could I have a refund?",
    "The mediums fit my husband fine, it's the small that has a hole in the seam. Please refund the small.",
    "I thought a 10 would fit but they are too tight. I'd like to return them for a refund.",
    "I swapped them for the mediums in your shop last week, and now the mediums have a torn pocket. Refund please.",
    "The 44s I ordered came with a scuffed toe. I'd like a refund please, not another pair.",
    "My daughter is a size 10 and the dress came with a broken zip. Could you refund it?",
    "The navy ones arrived and they look lovely, but the delivery was five days late. Can I have the shipping back?",
    "I want to return the 44s, they are just not for me. How do I get a refund?",
    "I'd like a refund, I will send the 44s back today.",
]


def _said(reading) -> list:
    return [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body, words", ASKED)
def test_an_exchange_named_by_a_bare_value_is_a_request_for_a_person(body, words):
    reading = read_ticket(f"About my order\n{body}", order_ref="SU-44120")
    asks = [s for s in reading.sentences if s.role == "request" and "other" in s.kinds and s.why.startswith(GOODS_INSTEAD)]
    assert asks, _said(reading)
    assert any(words.lower() in s.text.lower() for s in asks), _said(reading)
    assert all("refund" in s.forbids for s in asks)  # no refund is paid for goods asked instead of money


@pytest.mark.parametrize("body", NOT_ASKED)
def test_a_size_or_colour_told_as_context_asks_no_exchange(body):
    reading = read_ticket(f"About my order\n{body}", order_ref="SU-44120")
    assert not any(s.why.startswith(GOODS_INSTEAD) for s in reading.sentences), _said(reading)
    assert not any(exchange_by_value(s.text) for s in reading.sentences), _said(reading)


@pytest.mark.parametrize("sentence", [
    "cn i swap em for the larges?", "Id like the 10s instead", "I'll send the smalls back, can you send me mediums",
    "We'd like to exchange for the XLs.", "I'd rather have the 9.5s.", "My wife would prefer the beige instead.",
    "a size 12 would fit better I think", "could you send out the 12s and I'll post these back",
])
def test_a_value_asked_in_place_of_the_goods_is_an_exchange(sentence):
    assert exchange_by_value(sentence) is not None


@pytest.mark.parametrize("sentence", [
    "I got the 41s.", "We sent the 44s back last week.", "I have the navy ones already.", "I would like a 10% discount instead.",
    "Can I get a refund instead?", "I'd like to get the navy blanket refunded.", "I'll send the 44s back today.",
    "I swapped them for the mediums in the shop last week.", "Please don't swap them for the navy ones, I'll keep these grey ones.",
    "I thought a 10 would fit.", "My husband normally takes a 44 in boots.", "I prefer the blue because it matches my sofa.",
    "We like the navy ones best, they go with everything.",
])
def test_a_value_said_in_passing_is_no_exchange(sentence):
    assert exchange_by_value(sentence) is None


@pytest.fixture
def slippers(settings):
    maya, house = small_shop(settings)
    more_policies("wrong_item", "duplicate_charge")
    order = delivered_order("SU-44120", maya, house, [("SL-044", "Shearling slippers, size 44", 1, 5200)], delivery_cents=795)
    shop.Charge.objects.create(order=order, kind="delivery", description="Delivery", amount_cents=795,
                               charged_at=datetime(2026, 11, 2, 9, 1, tzinfo=timezone.utc))
    return order


@pytest.mark.django_db
def test_offline_starts_the_return_pays_the_fee_copy_and_hands_the_exchange_on(slippers):
    run = offline_run("I ordered the shearling slippers in size 44 and the box has size 41 in it. Happy to return "
                      "these and get the 44s. Also the delivery fee of $7.95 went through twice.", "SU-44120", subject="wrong size")
    assert sum(r.amount_cents for r in Refund.objects.filter(order__ref="SU-44120")) == 795  # the fee's copy, nothing for the goods
    assert ReturnRequest.objects.filter(order__ref="SU-44120").exists()
    assert any("44s" in e.open_item for e in run.escalations.all()), [e.open_item for e in run.escalations.all()]
    reply = " ".join(t for e in run.events.filter(kind="tool_result") if e.payload.get("name") == "send_reply"
                     for t in (x["text"] for x in e.payload["input"]["sentences"]))
    assert "44s" in reply, reply
    assert run.outcome == "partial"
