"""Goods the customer keeps, with "please don't refund or take those back", ask nothing of a person: the sentence is
context and the ban stays recorded (no refund). Near-misses: anything asked beside the ban stays a request, and so does
a real request on other goods in the same ticket. Blind round ver25a, VER25A-10 (runs/intents/hands_off_asks.py).
Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why, s.forbids) for s in reading.sentences]


ASK = "The grey throw from SU-81301 I'd like to send back, I've changed my mind about it."


@pytest.mark.parametrize("kept", [
    "The gloves are a shade darker than the photo but I'm keeping them, so please don't refund or take those back.",
    "The mug has a tiny mark but I'll keep it, please don't refund it.",
    "The cushion is a touch smaller than I pictured but I'm keeping it, so please don't refund it or take it back.",
    "Honestly we're keeping the candle, so please don't refund it.",
    "we'll keep the vase anyway, kindly don't take it back",
    "I'm keeping the socks, please don't bother to refund them.",
])
def test_a_ban_on_goods_kept_is_no_request(kept):
    reading = read_ticket(f"A couple of things\n{ASK}\n\n{kept}")
    assert [s.kinds for s in reading.requests] == [["change_of_mind"]], _shown(reading)
    banned = [s for s in reading.sentences if s.role == "context" and s.forbids]
    assert banned, _shown(reading)


@pytest.mark.parametrize("near_miss", [
    "I'm keeping the gloves, so please don't refund them, but please send the scarf in red.",
    "I'll keep the mug, please don't refund it - can you swap the teapot for the blue one instead?",
    "I'm keeping the socks, so please don't refund them, and can you send the receipt to my work email?",
    "I'll keep the vase, please don't refund it, but could you call me about the lamp?",
    "I'm keeping the cushion so please don't refund it. Please cancel my monthly subscription.",
    "I'm keeping it, please don't refund it but please update my delivery address to 3 Oak Row.",
])
def test_an_ask_beside_the_ban_still_asks(near_miss):
    reading = read_ticket(f"A couple of things\n{ASK}\n\n{near_miss}")
    assert [s for s in reading.requests if "other" in s.kinds], _shown(reading)


def test_a_keep_that_takes_back_the_claim_before_it_still_goes_to_a_person():
    """The keep read as taking back the throw's return just before it: the sentence stays with a person, so the throw's
    return is never lost unseen."""
    reading = read_ticket(f"A couple of things\n{ASK} The gloves are a shade darker but I'm keeping them, so please don't refund or take those back.")
    assert reading.requests, _shown(reading)


@pytest.mark.parametrize("near_miss", [
    "I'm keeping the socks, so please don't take them back, and please change my email to new@example.org.",
    "We'll keep the rug, no need to collect it, but could you send a paper invoice to the office?",
    "i dont want to send it back, pls cancel my subscription tho",
    "Please don't take the lamp back - can someone ring me about the missing bulb?",
    "I'm keeping it, so don't pick it up, and please update my phone number to 07700 900321.",
    "Don't collect the table please, and can you tell me when the chairs will ship?",
])
def test_an_ask_beside_a_return_ban_is_not_read_away(near_miss):
    """A sentence declining the goods' trip back is context only when it asks nothing else: the change asked beside it
    goes to a person, quoted (it was read away with the ban before)."""
    reading = read_ticket(f"A couple of things\n{ASK}\n\n{near_miss}")
    assert [s for s in reading.requests if s.text == near_miss], _shown(reading)


@pytest.mark.parametrize("kept", [
    "we'll keep the vase anyway, kindly don't take it back",
    "its fine, dont want to send it back",
    "I'm keeping the lamp, please don't collect it.",
    "No need to collect the rack, we'll keep it in the garage.",
    "please do not take back the stool, it's fine for us",
    "We don't want to send them back, we like them.",
])
def test_a_return_ban_alone_is_context(kept):
    reading = read_ticket(f"A couple of things\n{ASK}\n\n{kept}")
    assert not [s for s in reading.requests if s.text == kept], _shown(reading)
