"""An imperative opened by words that only say what comes next in a list of asks ("After that, close my account.",
"Once that's done, cancel my subscription.", "In addition, send me the invoice.") is still an ask: a request of no
known kind, for a person. Read as a statement, it was dropped without a trace (found rewording blind round ver24a
V24-16: "After that, close my account." closed the run resolved, the account left open). Wording written for these
tests.

Near-misses: the same openers before a story ("After that, it broke.", "Afterwards, the courier left.") ask nothing."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    "After that, close my account.",
    "after this pls delete my account, im done",
    "Once that's done, please cancel my subscription.",
    "When that's sorted, send me a copy of the invoice.",
    "In addition, update my phone number to 07700 900123.",
    "Additionally, remove me from your mailing list.",
    "On top of that, change the delivery address for my next order to my office.",
])
def test_the_ask_after_the_lead_in_is_a_request(text):
    reading = read_ticket(f"My order\nThe mug came cracked, please refund it. {text}", order_ref="SU-70001")
    asked = [s for s in reading.requests if s.text == text]
    assert asked and asked[0].kinds == ["other"], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "After that, it broke.",
    "Afterwards, the courier left.",
    "After that the parcel sat in the depot for a day.",
    "Once that's done it looks lovely on the shelf.",
    "In addition, the box it came in was very pretty.",
])
def test_a_story_after_the_same_openers_asks_nothing(text):
    reading = read_ticket(f"My order\nThe mug came cracked, please refund it. {text}", order_ref="SU-70001")
    assert not [s for s in reading.requests if s.text == text], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
