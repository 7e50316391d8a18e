"""A chat pasted into a ticket is what was said then. A turn of the shop's side that grants nothing ("Agent (Sam): I'm
sorry the delivery was late.") is the shop's words, never the customer's ask; a customer's own turn the shop refused in
the same chat ("Me: can you also refund the candle that melted?" / "Agent (Sam): ... so I can't do that one") was asked
and answered then: $28.00 was once paid for that candle, while the customer only asked where a promised refund stood.
The customer's own turns the shop did not refuse stay theirs, and the chase outside the chat is read as asked.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _reading(chat: str, after: str = "It's been 12 days. Where is the refund you promised?"):
    return read_ticket(f"Re: our chat\nPasting our chat below.\n\n---\n{chat}\n---\n\n{after}")


def _role(reading, start: str):
    return next(s for s in reading.sentences if s.text.startswith(start))


@pytest.mark.parametrize("chat", [
    "Agent (Sam): I'm sorry the delivery was late.\nMe: can you also refund the candle that melted?\nAgent (Sam): The candle arrived fine on our photo, so I can't do that one, sorry.",
    "Support (Priya): apologies for the delay!\nMe: and the mug came chipped, refund that too?\nSupport (Priya): Unfortunately I'm unable to refund the mug without a photo.",
    "Advisor Jo: hi, how can I help?\nme: the lamp shade is torn can i get my money back\nAdvisor Jo: I'm afraid that's not eligible, it's past 30 days.",
    "[10:02] Agent Kim: Thanks for waiting.\n[10:03] Me: could you refund the dented kettle?\n[10:05] Agent Kim: No, sorry, we won't refund it as the damage was reported late.",
    "Rep (Dan): Let me check.\nMe: pls refund the broken plate\nRep (Dan): I have to decline that one, the plate shows as fine.",
])
def test_a_customers_turn_the_shop_refused_in_the_chat_is_not_asked_now(chat):
    reading = _reading(chat)
    assert not {"damaged_item", "late_delivery"} & set(reading.intents), [(s.text, s.role, s.kinds) for s in reading.sentences]
    assert "other" in reading.intents  # the chase outside the chat goes to a person


@pytest.mark.parametrize("line", [
    "Agent (Sam): I'm sorry the delivery was late.",
    "Support (Priya): apologies for the delay with your parcel!",
    "Advisor Jo: the courier says it was delivered damaged.",
])
def test_a_shop_turn_granting_nothing_is_no_ask_of_the_customers(line):
    reading = _reading(line, after="Can you look into it please?")
    assert _role(reading, line.split(":")[0]).role == "context"


@pytest.mark.parametrize("chat", [
    "Agent (Sam): hello!\nMe: the vase arrived cracked, can I get a refund?\nAgent (Sam): Let me look into that for you.",
    "Me: my mug came chipped, refund please\nSupport (Priya): I'll pass this to the team.",
])
def test_a_customers_turn_the_shop_did_not_refuse_stays_asked(chat):
    assert "damaged_item" in _reading(chat, after="Still nothing, please sort it.").intents
