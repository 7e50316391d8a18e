"""A late delivery told as news and handed to the shop ("Just so you know, it came a week late. I'll leave
it with you.") waives nothing: the shop's late-delivery policy (POL-LATE-006) refunds the fee of a parcel
that came late, and the customer leaves the remedy to the shop. Nor does a happy ending ("Anyway the
scarf is lovely, thanks!") take a delay back: only words waving the delay itself off do ("no big deal",
"not fussed", "just fyi" with another claim beside it). When a delay is set aside, the reason quotes the
customer's waving words, never words the ticket does not contain."""

import re

import pytest

from runs.intents import read_ticket


def _late(text):
    return [s for s in read_ticket(text).sentences if "late_delivery" in s.kinds]


@pytest.mark.parametrize("text", [
    "Just so you know, the parcel came a week late and I'd paid extra for next-day delivery. I'll leave it with you.",
    "just letting you know my order turned up four days after the promised date. ill leave it with you",
    "Just so you know, the rug arrived 6 days late. Over to you.",
    "The lamp came five days late, just letting you know. I'll let you decide what's fair.",
    "Just a heads up, the delivery was a week late even though I paid for express. See what you can do.",
    "Just so you know - the order was three days late. I trust you'll sort it out.",
])
def test_a_delay_told_as_news_and_handed_to_the_shop_is_asked(text):
    late = _late(text)
    assert late and late[0].role == "request", [(s.role, s.why) for s in late]


@pytest.mark.parametrize("text", [
    "The parcel came four days late, which was a bit annoying as it was for my son. Anyway the jumper is lovely and he loved it, so thanks!",
    "it turned up 3 days late, bit of a pain. the mug is gorgeous tho, cheers!",
    "The order arrived a week after the promised date. That said, the cushions are beautiful - thank you.",
    "Delivery was 5 days late which was frustrating. Love the blanket though!",
    "Parcel was late (promised Tuesday, came Saturday). Lamp looks great, thanks very much.",
])
def test_a_delay_told_with_a_happy_ending_is_still_a_late_delivery(text):
    # praise of the goods and thanks say nothing of the delay: the shop's policy refunds a late parcel's fee
    late = _late(text)
    assert late and late[0].role == "request", [(s.role, s.why) for s in late]


@pytest.mark.parametrize("text, words", [
    ("The parcel was four days late - no big deal.", "no big deal"),
    ("Came a few days late but honestly not fussed about that.", "not fussed"),
    ("The order was late, just letting you know.", "just letting you know"),
    ("my order came a week late, just fyi. the mug is chipped though, can I get a refund for it", "just fyi"),
    ("The parcel came 3 days late, no big deal. I'll leave it with you.", "no big deal"),
    ("It arrived late, these things happen.", "these things happen"),
])
def test_a_delay_set_aside_quotes_the_customers_own_waving_words(text, words):
    late = _late(text)[0]
    assert late.role == "context"
    quoted = re.search(r'\("([^"]+)"\)', late.why).group(1)
    assert quoted in text and words in quoted.lower()
