"""Goods asked again in another variant in place of the ones sent back ("I'd like to send the cover back and get the green
one instead") are a request of their own, goods instead of money: a person arranges the exchange, the return still starts,
and the reply promises no refund for it. Near-misses: the return asked for a refund, the customer buying the other variant
themselves, the exchange refused. Wording written for these tests (runs/intents/other_variant.py)."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.intents.other_variant import other_variant_asked
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

ASKED = [
    "The cushion cover came grey, not the green I ordered. I'd like to send the cover back and get the green one instead.",
    "wrong colour cover sent (grey). can i return it and have the green one sent instead pls",
    "Hi, the cushion cover is grey but I picked green. Could I swap it for the green one? Happy to post the grey back.",
    "The cover is the wrong colour - I ordered green and got grey. I will send it back, please send me the green one instead.",
    "Got grey instead of green!! Want to exchange it for the green one.",
    "The cushion cover arrived in grey rather than green. Id like to return it and recieve the green one instead, thank you.",
    "Good morning. My cushion cover is grey although green was chosen. I return it, and I would like to get the one I ordered instead.",
]
NOT_ASKED = [
    "The cover came grey instead of green. I'd like to send it back for a refund please.",
    "The cover came grey instead of green. Please refund me, I'll order the green one myself.",
    "The cover came grey instead of green. I do not want to get the green one instead, just my money back.",
    "Grey came instead of green. Return label please.",
    "The cover came grey, I'd like my money back instead.",
]


@pytest.mark.parametrize("body", ASKED)
def test_another_variant_asked_instead_is_a_request_for_a_person(body):
    reading = read_ticket(body, order_ref="SU-72211")
    assert "other" in reading.intents, [(s.text, s.kinds, s.why) for s in reading.sentences]
    asks = [s for s in reading.sentences if "other" in s.kinds]
    assert any(s.why.startswith(GOODS_INSTEAD) and "refund" in s.forbids for s in asks)


@pytest.mark.parametrize("body", NOT_ASKED)
def test_a_refund_or_a_purchase_elsewhere_asks_no_exchange(body):
    reading = read_ticket(body, order_ref="SU-72211")
    assert not any(s.why.startswith(GOODS_INSTEAD) for s in reading.sentences), [(s.text, s.kinds, s.why) for s in reading.sentences]
    assert not any(other_variant_asked(s.text) for s in reading.sentences)


@pytest.fixture
def cover_order(settings):
    maya, house = small_shop(settings)
    more_policies("wrong_item")
    return delivered_order("SU-72911", maya, house, [("COVER-GRN", "Green velvet cushion cover", 1, 2600), ("INSERT-45", "Cushion insert 45cm", 1, 1400)])


@pytest.mark.django_db
def test_offline_starts_the_return_hands_the_exchange_on_and_promises_no_refund(cover_order):
    run = offline_run("Hello, I ordered the green velvet cushion cover but the one in the bag is grey. "
                      "I'd like to send the cover back and get the green one instead.", "SU-72911", subject="wrong cushion cover")
    assert not Refund.objects.filter(order__ref="SU-72911").exists()
    assert ReturnRequest.objects.filter(order__ref="SU-72911").exists()
    assert any("green one instead" in e.open_item for e in run.escalations.all())
    reply = " ".join(t for e in run.events.filter(kind="tool_result") if e.payload.get("name") == "send_reply"
                     for t in (x["text"] for x in e.payload["input"]["sentences"]))
    assert "get $" not in reply and "refund of $" not in reply and "you'll get" not in reply.lower(), reply
