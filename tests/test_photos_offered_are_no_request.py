"""Photos offered ("let me know if you need photos", "happy to send pictures if needed") are the customer's offer, not a
request a person must answer; asking where to send them, or whether they are needed, is still a request. Wording written
for these tests."""

import pytest

from runs.intents import read_ticket

DAMAGE = "The mug arrived chipped, please refund it. "
OFFERS = [
    "Let me know if you need photos.",
    "happy to send pictures if needed",
    "I can send photos if that helps.",
    "just let us know if u need any pics",
    "Tell me if you need the photos!",
    "If you need photos, let me know.",
    "Do let me know if you need some pictures of it.",
]
ASKS = [
    "Where do I send the photos?",
    "Please tell me whether you need photos.",
    "Do you need photos?",
    "Which email should the pictures go to?",
]


def _other(text):
    return [s.text for s in read_ticket(DAMAGE + text).sentences if "other" in s.kinds]


@pytest.mark.parametrize("text", OFFERS)
def test_photos_offered_ask_nothing(text):
    assert not _other(text)


@pytest.mark.parametrize("text", ASKS)
def test_a_question_about_photos_still_asks(text):
    assert _other(text) == [text]
