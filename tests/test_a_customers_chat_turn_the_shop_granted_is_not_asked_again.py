"""A chat pasted into a ticket in which the shop granted or settled what the customer asked ("Me: can you refund the
mug?" / "Agent (Ria): done, refunded $12 to your card"): the customer's turn was asked and answered then. It is context,
never a claim paid again; the customer's chase of the promise outside the chat goes to a person. A turn the shop neither
refused nor granted ("let me look into that", "you'll have to send a photo first") stays asked. Wording written for
these tests, in several chat formats."""

import pytest

from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.staff_notes import GRANTED_IN_CHAT_WHY


def _reading(chat: str, after: str = "That was two weeks ago and nothing has shown up on my card. Can you check?"):
    return read_ticket(f"Re: SU-50321 chat\nHere is the chat I had with you.\n\n{chat}\n\n{after}", order_ref="SU-50321")


CLAIMS = {"damaged_item", "wrong_item", "non_delivery", "late_delivery", "change_of_mind", "duplicate_charge"}


@pytest.mark.parametrize("chat", [
    # Me / Agent (Name), the grant in money
    "Me: can you refund the mug? it came chipped\nAgent (Ria): done, refunded $12 to your card",
    # timestamps, "You:" and "Support:"
    "[14:02] You: the teapot lid arrived cracked, could I get a refund for it\n[14:05] Support: Of course - that's been refunded, you'll see it in 3-5 days.",
    # "Agent Dana -", a replacement sent, not money
    "Customer: the lamp you sent is the wrong colour, I ordered green, can you swap it?\nAgent Dana - no problem, I've sent the green one out today.",
    # WhatsApp-style, the customer by their own name
    "[03/11/2026, 09:14] Maya Patel: hiya the blender jug has a crack down the side, refund pls\n[03/11/2026, 09:20] Sundry Support: Hi Maya, all sorted - $39.00 will be back on your card shortly.",
    # a late fee, lower case, a rep with a name
    "me: parcel came 5 days late, can you refund the express postage?\nrep (tom): sure thing, I'm refunding the $8.95 express fee now",
    # User / Sundry team, settled in plain words
    "User: my order had two charges of $45 on my card, please reverse one\nSundry team: Thanks, the duplicate has been reversed.",
])
def test_a_customers_turn_the_shop_granted_is_context_and_the_chase_goes_to_a_person(chat):
    reading = _reading(chat)
    assert not CLAIMS & set(reading.intents), [(s.text, s.role, s.kinds) for s in reading.sentences]
    assert any(s.why == GRANTED_IN_CHAT_WHY for s in reading.sentences)
    assert "other" in reading.intents  # the chase: a person checks what was promised
    assert not [r for r in request_dicts(reading, "SU-50321") if CLAIMS & set(r["kinds"])]


@pytest.mark.parametrize("chat, kind", [
    ("Me: can you refund the mug? it came chipped\nAgent (Ria): Let me look into that for you.", "damaged_item"),
    ("[14:02] You: the teapot lid arrived cracked, could I get a refund\n[14:05] Support: You'll have to send us a photo first.", "damaged_item"),
    ("Customer: the lamp is the wrong colour, I ordered green\nAgent Dana - I'll pass this on to the team.", "wrong_item"),
    ("[03/11/2026, 09:14] Maya Patel: the blender jug has a crack, refund pls\n[03/11/2026, 09:20] Sundry Support: Could you tell me the order number?", "damaged_item"),
    ("User: the rug arrived with a big stain, can I return it?\nSupport: You'll get an email with the next steps shortly.", "damaged_item"),
])
def test_a_customers_turn_the_shop_neither_refused_nor_granted_stays_asked(chat, kind):
    assert kind in _reading(chat, after="Still waiting to hear back, please sort it.").intents


def test_a_turn_the_shop_refused_is_still_read_as_refused_not_granted():
    reading = _reading("Me: can you refund the candle that melted?\nAgent (Sam): I'm sorry, I can't refund that one.")
    assert not any(s.why == GRANTED_IN_CHAT_WHY for s in reading.sentences)
    assert "damaged_item" not in reading.intents


def test_the_customers_own_words_outside_the_chat_stay_asked():
    reading = _reading("Me: can you refund the mug? it came chipped\nAgent (Ria): done, refunded $12 to your card",
                       after="Separately, the saucer from the same order arrived cracked too - please refund it.")
    assert "damaged_item" in reading.intents
