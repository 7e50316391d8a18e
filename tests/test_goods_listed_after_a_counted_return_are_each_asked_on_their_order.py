"""A request that counts several things and names no order ("I'd like to return two things I no longer need"),
followed by sentences naming each thing and the order it came on, asks its kinds of each of those orders. Read as
statements, the items were dropped (ver21a V21-12: the bamboo headphone stand's return, first party and inside its
30 days, was never started). Keeping "my old one" is keeping goods the customer had before, not declining the
return of the new ones.

Near-misses: a request that counts nothing, a sentence naming an order and no goods, goods the customer says they
keep."""

import pytest

from runs.intents import declines, read_ticket
from runs.intents.listed_goods import LISTED_ITEM_WHY
from tests.ver21a_cases import walk
from runs.shop.models import ReturnRequest

LISTS = [
    ("Hi, I'd like to return two things I no longer need. The bamboo headphone stand from order SU-1001 - unused, still boxed. "
     "And the refurbished phone from SU-1002, I've decided to keep my old one. Both unused. How do I send them back?", {"SU-1001", "SU-1002"}),
    ("hiya, need to return 2 things pls. the yoga mat from order SU-1001 - didnt like the colour. the water bottle on SU-1002 - changed my mind",
     {"SU-1001", "SU-1002"}),
    ("Good morning. I would like to return the following. The blue vase, order SU-1001. The wall clock, order SU-1002. Neither has been used.",
     {"SU-1001", "SU-1002"}),
    ("Could I return both of these? The desk fan from SU-1001, and the kettle from SU-1002, I've decided to keep my old one.",
     {"SU-1001", "SU-1002"}),
    ("I'd like to send three items back please. 1) The candle set from SU-1001. 2) The throw from SU-1002. 3) The mirror from SU-1003.",
     {"SU-1001", "SU-1002", "SU-1003"}),
]


@pytest.mark.parametrize("body,orders", LISTS)
def test_each_listed_thing_is_asked_on_its_own_order(body, orders):
    reading = read_ticket(f"Returns\n{body}", order_ref="SU-1001")
    asked = {o for s in reading.requests if "change_of_mind" in s.kinds for o in (s.order, *s.also) if o}
    assert orders <= asked, [(s.text, s.role, s.kinds, s.order) for s in reading.sentences]


NEAR_MISSES = [
    "I'd like to return the lamp. The rug from SU-1002 is lovely though.",
    "I'd like to return two things. The order number is SU-1002.",
    "I'd like to return my order. The towels from SU-1002 were a gift from my sister.",
]


@pytest.mark.parametrize("body", NEAR_MISSES)
def test_a_sentence_after_a_request_that_counts_nothing_or_names_no_goods_is_no_item(body):
    reading = read_ticket(f"Returns\n{body}", order_ref="SU-1001")
    assert not any(s.why == LISTED_ITEM_WHY for s in reading.sentences)


@pytest.mark.parametrize("old", ["I've decided to keep my old one.", "I'll keep my current phone.", "we're going to keep our existing kettle"])
def test_keeping_goods_had_before_declines_nothing(old):
    assert not declines(old)


@pytest.mark.parametrize("kept", ["I've decided to keep it.", "I'll keep the lamp.", "I'm going to keep my new one."])
def test_keeping_the_goods_bought_still_declines(kept):
    assert declines(kept)


@pytest.mark.django_db
def test_v21_12_starts_the_stands_return_and_accounts_for_the_phone():
    result, run = walk("V21-12")
    assert not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert [r.line.sku for r in ReturnRequest.objects.filter(order__ref=run.order_ref)] == ["EL-HST1"]
    # the phone, on the customer's second order, goes to a person (a run works one order)
    assert any("phone" in s.goal for s in run.subtasks.all() if s.status in ("escalated", "deferred"))
