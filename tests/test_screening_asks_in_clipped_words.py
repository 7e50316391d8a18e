"""Screening: an ask put in clipped words, with no "please", question mark or "I want" ("need invoice for SU-2607 asap
for work", "any chance of a discount code for the hassle", "what's your warranty on the blender", "a corrected one
would be handy") reads as a request; of no known kind, it is an `other` a person answers, never a statement dropped
(runs/intents/clipped_asks.py). Wording written for this test."""

import pytest

from runs.intents import read_ticket


def _row(body: str, part: str):
    reading = read_ticket(f"SU-26070\n{body}")
    return next(s for s in reading.sentences if part in s.text)


@pytest.mark.parametrize("body, part", [
    ("need invoice for SU-26070 asap for work", "need invoice"),
    ("also need a gift receipt for the vase", "gift receipt"),
    ("Hi! Need a VAT invoice with our company name on it.", "VAT invoice"),
    ("any chance of a discount code for the hassle", "discount code"),
    ("The parcel came fine. Any chance of a paper copy of the care guide", "Any chance"),
    ("what's your warranty on the blender", "warranty"),
    ("whats ur returns policy for sale items", "returns policy"),
    ("It's not a big deal, but my receipt lists the wrong name, it should be Jonathan not Jonathon, and a corrected one would "
     "be handy when you get a moment.", "corrected one"),
    ("An updated invoice with my company name would be really helpful.", "updated invoice"),
])
def test_a_clipped_ask_is_a_request_for_a_person(body, part):
    row = _row(body, part)
    assert row.role == "request" and row.kinds == ["other"], (row.role, row.kinds, row.why)


@pytest.mark.parametrize("body, part", [
    ("The lamp arrived fine. need it by Friday", "need it by Friday"),
    ("The lamp arrived fine. the warranty card was in the box.", "warranty card"),
    ("The mug came chipped, refund please. That would be great, thanks.", "That would be great"),
    ("The lamp arrived fine. needed them for a party anyway.", "needed them"),
    ("The lamp arrived fine. The box would be handy for storage.", "box would be handy"),
    ("The lamp arrived fine, no chance of a mix-up this time.", "no chance"),
])
def test_near_misses_ask_nothing_new(body, part):
    row = _row(body, part)
    assert not (row.role == "request" and "other" in row.kinds), (row.role, row.kinds, row.why)
