"""Screening: a sentence telling only what was ordered ("I ordered the CM-10 (10-cup).") in a ticket that claims a wrong
item on the same order is that claim's story, told for it: it goes with the claim, not to a person as a problem of no
kind beside the claim already handled.

Near-misses that still go to a person: the same sentence with no wrong item claimed anywhere (it may be the only trace of
one told in words no cue reads), and one that tells a problem past what was ordered ("I ordered the CM-10 and it never
came" reads as its own claim). Wording written for these tests."""

import re

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    # (the claim told in the subject, what came in a statement: the sentence of what was ordered stands alone)
    "Wrong blender model - SU-44021\nHello. I ordered the BX-500 (1.5 litre). The box and the blender are the BX-300. Please send a return label.",
    "wrong model!!\nOrder SU-44031. i ordered the AX-12 (12 cup). box and machine both say AX-6. Filters fine. label pls",
    "Wrong kettle model sent\nGood morning. My order is SU-44032. I ordered the KT-17 (1.7 litre). The kettle and its box are the KT-10, 1.0 litre. "
    "Filters correct. I would be grateful for a return label.",
    "Wrong heater model, and late\nSU-44034. We ordered the H-2000 (2kW). The unit and the box are the H-1500. Send a label please.",
    "Wrong coffee maker model\nOrder SU-44001. I ordered the CM-10 (10-cup). The box and the unit are the CM-6, the 6-cup version. Please send a return label.",
    "wrong size boots\nI ordered the 7 (UK). box says 9. return label pls",
    "Wrong item sent - SU-44003\nDear team, I ordered the oak bookcase, 5 shelves (BK-5-OAK). What arrived is the pine one. Please exchange it.",
    "received the wrong colour!!\nwe ordered the sage throw (SKU TH-SG). it is mustard. refund please",
    "Wrong lamp\nI had ordered the brass floor lamp 160cm. The one delivered is a table lamp. Please collect it.",
    "wrong model\nI ordered the Series 9 heads (pack of 4). You sent me the Series 3, wrong, I want the right ones.",
])
def test_what_was_ordered_beside_a_wrong_item_claim_is_no_ask_of_its_own(text):
    reading = read_ticket(text)
    told = [s for s in reading.sentences if s.index and re.search(r"\b(?:i|we)(?: had)? ordered\b", s.text, re.I)]
    assert told and not any(s.is_request and "other" in s.kinds for s in told), [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]
    assert "wrong_item" in reading.intents


@pytest.mark.parametrize("text", [
    "Kettle\nI ordered the CM-10 (10-cup). The box and the unit are the CM-6, the 6-cup version.",
    "Order SU-44012\nI ordered the CM-10 (10-cup). The box is the CM-6.",
])
def test_what_was_ordered_with_no_wrong_item_claimed_still_goes_to_a_person(text):
    assert "other" in read_ticket(text).intents
