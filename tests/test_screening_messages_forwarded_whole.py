"""A message the customer forwards whole ("Fwd:", "---------- Forwarded message ---------", "see my email below",
"sending this on for my husband") is the customer's own words: its problems are requests. A shop's reply forwarded
(its sender the shop's support) stays what was said before. Fresh wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _requests(text):
    return [k for s in read_ticket(text).sentences if s.role == "request" for k in s.kinds]


@pytest.mark.parametrize("text", [
    "Fwd: rug\nSending this on for my wife, she does the shopping.\n\n---------- Forwarded message ---------\nFrom: Linda\n"
    "Date: Wed, 18 Nov\n\nOrder SU-81013. It was supposed to be here by the 13th and the tracking hasn't moved since the 11th.",
    "Lamp order\nSee my email below.\n\n> On Mon, Jo Park wrote:\n> Order SU-55120. The parcel never arrived and it's been three weeks.",
    "Fwd: my order\n\n---------- Forwarded message ---------\nFrom: Sam Reyes <sam.reyes@mailbox.example>\nDate: 2 March\n\n"
    "Hello, order SU-44018 never arrived, the tracking has said out for delivery for nine days.",
    "order SU-20931\nPassing this on for my husband:\n\n---------- Forwarded message ---------\nFrom: Dev\n\nThe parcel never turned up.",
    "Subject: FW: hamper\n-----Forwarded message-----\nFrom: Priya\n\nOrder SU-31877 hasn't arrived yet and it was due last Friday.",
])
def test_a_message_the_customer_forwards_is_their_own(text):
    assert "non_delivery" in _requests(text) or "late_delivery" in _requests(text)


@pytest.mark.parametrize("text", [
    "Fwd: your reply\nThanks for this, all good.\n\n---------- Forwarded message ---------\nFrom: Customer Support <help@shop.example>\n\n"
    "Order SU-44018: we're sorry your parcel never arrived, a replacement has been sent.",
    "Fwd: rug\n\n---------- Forwarded message ---------\nFrom: Linda\n\nOrder SU-81013 never arrived. Never mind, it turned up this morning, all sorted now.",
])
def test_a_shop_reply_or_a_problem_settled_in_the_forward_is_no_request(text):
    assert "non_delivery" not in _requests(text)
