"""One ask told twice ("Where is the other 4? Please to send them or tell me.") is one request for a person, not two.
Near-misses: a second sentence naming anything of its own (a refund, a subscription, new goods) stays a request. Blind
round ver25a, VER25A-04 (runs/intents/asked_again.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "Where is the other 4? Please to send them or tell me.",
    "Can you check what happened to my parcel? Please just let me know.",
    "When does the lamp come? Tell me please!",
    "Is the WELCOME15 code still valid? pls let me know asap",
    "Could you tell me if you ship to Norway? Thank you, please answer soon.",
    "Do you sell the matching bowls? Please reply or let me know.",
    "where r the rest of them?? send them or tell me what happened",
])
def test_the_ask_again_is_one_request(body):
    reading = read_ticket(f"Question\nOrder SU-81701. {body}")
    assert [s.kinds for s in reading.requests] == [["other"]], _shown(reading)


@pytest.mark.parametrize("body", [
    "Where is the other 4? Please refund the 2 glasses that came cracked.",
    "Is the code still valid? Also cancel my subscription.",
    "When does the lamp come? Please send a new one if it is lost.",
    "Do you sell the matching bowls? Send the invoice please.",
    "Could you tell me if you ship to Norway? Please change my email to a@example.org.",
    "Where is my parcel? Please call me.",
])
def test_a_second_sentence_naming_something_still_asks(body):
    reading = read_ticket(f"Question\nOrder SU-81701. {body}")
    assert len(reading.requests) >= 2, _shown(reading)
