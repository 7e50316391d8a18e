"""A need to know relayed for someone else ("He needs to know whether the charger fits the old drill") is asked as the
writer's own "I need to know" would be. runs/intents/relayed_asks.py (now folded into relayed_wishes.py) read "needs"
only before "to know", "to ask", "to find out", "to check" or "to hear", and then looked its first-person words up by
the bare word "needs", which its own pattern (with that look ahead) could never match: reading such a sentence raised
StopIteration out of read_ticket. Near-misses: a need for the goods, or a need to do something with them, asks
nothing. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.readings import shown


@pytest.mark.parametrize("text", [
    "He needs to know whether the charger fits the older drill.",
    "She needs to know if the blue one is coming back in stock.",
    "my husband needs to find out when the refund will land",
    "And he also needs to check whether u ship to Guernsey??",
    "Priya needs to hear back about the missing lid before friday",
    "Also Tomasz needs to ask if the cover is machine washable.",
    "so she really needs to know if its safe for a dishwasher",
])
def test_a_need_to_know_relayed_is_a_request(text):
    reading = read_ticket(f"A question\n{text}", order_ref="SU-1")
    said = next(s for s in reading.sentences if s.text == text)
    assert said.role == "request", shown(reading)


@pytest.mark.parametrize("text", [
    "The dress came in time. She needs it for a wedding on Saturday.",
    "The dress came in time. She needs to wear it on Saturday.",
    "Thanks for the quick delivery, he needs to keep warm this winter.",
    "The boots are great. He needs to break them in a bit.",
    "My son needs a bigger size next year anyway, but these fit for now.",
    "She needed to know the size, and your chart told her.",
])
def test_a_need_of_the_goods_told_asks_nothing(text):
    reading = read_ticket(f"Thanks\n{text}", order_ref="SU-1")
    assert reading.requests == [], shown(reading)
