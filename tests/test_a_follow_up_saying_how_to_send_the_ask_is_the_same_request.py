"""A follow-up sentence that only says how the ask before it should reach the customer ("What I do need is the assembly
instructions for the crib, they weren't in the box. Can you email me a PDF?") is the same request: one person answers
it, and the open item quotes both (runs/intents/delivery_manner.py). Near-misses stay asks of their own: another thing
sent by the same channel, a channel for news of something else, and a channel asked after a claim of a known kind
(blind round ver25c, VER25C-25, item 10)."""

import pytest

from runs.intents import read_ticket
from runs.intents.delivery_manner import DELIVERY_MANNER_WHY, with_manner
from tests.readings import shown


def _reading(body: str):
    return read_ticket(f"Papers\n{body}", order_ref="SU-1")


@pytest.mark.parametrize("body", [
    "What I do need is the assembly instructions for the crib, they weren't in the box. Can you email me a PDF?",
    "Could I please have the washing instructions for the duvet? Would you be able to email them to me?",
    "What we need is a copy of the assembly guide for the wardrobe. Could you send it by email?",
    "I'd like the manual for the coffee grinder, we lost ours. Can you send me a link to download it?",
    "What I'd really like is the wiring diagram for the ceiling fan. Can you send it as a PDF or a link?",
    "could i get the fitting instrctions for the curtain rail pls? can u email them over",
])
def test_a_follow_up_saying_only_how_to_send_is_one_request(body):
    reading = _reading(body)
    asks = [s for s in reading.requests if "other" in s.kinds]
    assert len(asks) == 1, shown(reading)
    manner = [s for s in reading.sentences if s.why == DELIVERY_MANNER_WHY]
    assert len(manner) == 1 and manner[0].role == "attached", shown(reading)
    # a person handed the ask reads how the customer wants it sent
    assert manner[0].text in with_manner(reading, asks[0])


@pytest.mark.parametrize("body", [
    "Could you send me the spec sheet for the desk lamp? Could you also send the price list?",
    "Could you tell me the dimensions of the bookcase? And can you email me the invoice?",
    "I'm after the spec sheet for the desk lamp. Can you email my husband too?",
    "What I need is the assembly guide for the wardrobe. Can you email me when the replacement ships?",
    "The lamp is broken. Can you email me a return label?",
])
def test_another_thing_sent_or_a_claims_remedy_is_not_attached_as_manner(body):
    reading = _reading(body)
    assert not any(s.why == DELIVERY_MANNER_WHY for s in reading.sentences), shown(reading)
