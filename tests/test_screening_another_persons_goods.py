"""Goods told as another person's, on an order or account the ticket says is not this one ("her vase (she ordered
separately)", "my sister's kettle (she ordered it on her own account)", "it's her order not mine"), are no claim on the
customer's own order: no money or goods move for them; the sentence goes to a person (`other`) quoted. An ask that the
shop get in touch with that person is a request of its own, never attached to a claim. A family member's goods on the
order the ticket names stay the customer's claim."""

import pytest

from runs.intents import GOODS_PROBLEMS, OTHER_PERSONS_ORDER, read_ticket
from runs.intents.asks import CONTACT_ANOTHER_WHY


def _claims(text: str, order_ref: str = "SU-1") -> list[str]:
    return [k for s in read_ticket(text, order_ref=order_ref).requests for k in s.kinds if k in GOODS_PROBLEMS]


def _other(text: str, order_ref: str = "SU-1") -> list[str]:
    return [s.text for s in read_ticket(text, order_ref=order_ref).requests if s.kinds == ["other"]]


HELD = [
    ("My neighbour asked me to pass this on: her vase from you (she ordered separately) came smashed. Mine was fine. "
     "Can someone contact her at 07700 900456?", "her vase from you"),
    ("My sister's kettle (she ordered it on her own account) arrived with a dent. She doesn't use email so I said I'd tell you. "
     "My own toaster from you is great. Please get in touch with her.", "My sister's kettle"),
    ("my mums lamp turned up cracked - its her order not mine btw", "lamp turned up cracked"),
    ("My daughter's jumper came with a hole in it. She bought it on her own account, not mine.", "jumper came with a hole"),
    ("Hi, my husband's headphones arrived broken. He ordered them separately from his own login.", "headphones arrived broken"),
    ("My flatmate's mug came chipped, it was her order, I'm just letting you know.", "mug came chipped"),
    ("Quick one: the teapot my gran got arrived shattered. She placed it herself under her own name.", "teapot my gran got"),
]


@pytest.mark.parametrize("text,quote", HELD)
def test_another_persons_goods_on_another_order_are_no_claim_and_go_to_a_person(text, quote):
    reading = read_ticket(text, order_ref="SU-1")
    assert _claims(text) == []
    held = [s for s in reading.requests if quote in s.text]
    assert held and held[0].kinds == ["other"] and held[0].why.startswith(OTHER_PERSONS_ORDER)


STILL_PAID = [
    "My wife's mug from order SU-1 came cracked. Please refund it.",
    "My mum asked me to tell you her lamp came broken, please refund.",
    "Writing for my dad - his kettle arrived dented, could you refund him? Order SU-1.",
    "The bowl we ordered for my sister's birthday arrived smashed, please refund.",
    "The vase arrived smashed. Please refund me.",
    "My son's trainers (on my order SU-1) came with a split sole, please send a refund.",
]


@pytest.mark.parametrize("text", STILL_PAID)
def test_goods_on_the_customers_own_order_stay_a_claim(text):
    assert _claims(text) != []


CONTACT_ASKS = [
    ("Her bowl came broken, she ordered separately. Can someone contact her at 07700 900456?", "contact her"),
    ("My brother's lamp came cracked, it's his order not mine. Please ring him on 0123 456789.", "ring him"),
    ("My aunt's kettle arrived dented, she ordered it on her own account. Could you get in touch with her?", "get in touch with her"),
    ("The mug arrived chipped. Please call my mum about it, she placed the order.", "call my mum"),
    ("My friend's tray came bent (she bought it herself). Would you email her please?", "email her"),
]


@pytest.mark.parametrize("text,ask", CONTACT_ASKS)
def test_an_ask_to_contact_another_person_is_its_own_request(text, ask):
    assert any(ask in t for t in _other(text))


@pytest.mark.parametrize("text", ["The mug arrived chipped, no need to contact her about it, please refund me.",
                                  "The mug arrived chipped. Please don't call my mum, just refund me."])
def test_asking_not_to_contact_another_person_is_no_request(text):
    assert not any(s.why == CONTACT_ANOTHER_WHY for s in read_ticket(text, order_ref="SU-1").requests)
    assert _claims(text) == ["damaged_item"]


def test_a_forwarded_friends_claim_on_her_own_order_is_hers_on_her_order():
    text = ("Fwd: vase\n\nForwarding this from my friend Ana, it's her order not mine, she asked me to send it on as her email bounces:\n\n"
            "---------- Forwarded message ---------\nFrom: Ana\nHi, my vase from Homeware Direct arrived broken, please refund me. Order SU-81166.")
    reading = read_ticket(text, order_ref="SU-81066")
    assert _claims(text, "SU-81066") == []
    vase = [s for s in reading.requests if "vase" in s.text]
    assert vase and vase[0].kinds == ["other"] and vase[0].order == "SU-81166"


def test_a_forwarded_message_from_family_the_customer_takes_up_is_still_read():
    text = ("Forwarding from my wife:\n\n---------- Forwarded message ---------\nFrom: Jo\nThe rug arrived torn, please refund.")
    assert _claims(text) == ["damaged_item"]
