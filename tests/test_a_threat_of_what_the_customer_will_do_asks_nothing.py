"""A threat of what the customer will do ("... and leave a one-star review on every site I can find", "or I report you to
Trading Standards", "I'll tell everyone I know") asks the shop for nothing: no person is asked to answer it. Near-misses:
"please leave the parcel with my neighbour", "can you remove the review I left?" and an ask with the threat ("Refund it
today or I'll leave a bad review") stay requests. Blind round adv25, ADV25-23 (runs/intents/threats.py). Wording written
for these tests."""

import pytest

from runs.intents import read_ticket


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


LATE = "My order SU-81201 was promised for the 4th and came on the 9th. Refund the $7.95 delivery charge."


@pytest.mark.parametrize("threat", [
    "Otherwise I will leave a one-star review on every site I can find.",
    "Sort it out or I dispute it with my bank and leave a 1 star review on trustpilot.",
    "If not I'm reporting you to Trading Standards.",
    "or I'll be posting a scathing review on Google",
    "I will tell everyone I know about this.",
    "Do better or I'll never shop with you again.",
    "and write a terrible review!!!",
])
def test_a_threat_is_no_request(threat):
    reading = read_ticket(f"Late\n{LATE} {threat}")
    assert not [s for s in reading.requests if "other" in s.kinds], _shown(reading)
    assert "late_delivery" in reading.intents


@pytest.mark.parametrize("near_miss", [
    "Please leave the next parcel with my neighbour at number 12.",
    "Can you remove the review I left by mistake?",
    "Leave it in the porch next time please.",
    "Also please delete my account or I'll leave a bad review.",
    "I want to speak to a manager or I will report you to Trading Standards.",
    "Please send me a printed invoice, or I will complain to the ombudsman.",
])
def test_an_ask_beside_or_instead_of_a_threat_still_asks(near_miss):
    reading = read_ticket(f"Late\n{LATE} {near_miss}")
    assert [s for s in reading.requests if "other" in s.kinds], _shown(reading)
