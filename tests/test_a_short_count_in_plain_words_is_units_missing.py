"""Fewer units than were ordered, told in plain words ("the box only had one in it", "got 3 of the 4", "the
package only contained 6", "came one short"), is units missing from the order line (a non-delivery of those
units), and the ask that follows ("refund the missing one") is its remedy. A parcel scanned delivered sends
it to a person with that true reason; nothing is paid for the units that came. Counts that match, or a
count of the parcels, are no short delivery."""

import pytest

from runs.intents import read_ticket
from runs.own_choice_words import SHORT_DELIVERY


@pytest.mark.parametrize("text", [
    "I ordered 2 mugs on SU-20002 but the box only had one in it.",
    "the package only contained 6, we bought 8",
    "got 3 of the 4 tea towels i paid for",
    "We received only two out of the three lamps.",
    "Ordered four glasses, the parcel just had 1 inside.",
    "The carton only held two of them.",
])
def test_a_count_short_of_the_order_is_read_in_plain_words(text):
    assert SHORT_DELIVERY.search(text), text


@pytest.mark.parametrize("text", [
    "got 4 of the 4 tea towels, all perfect",
    "The box had a note in it.",
    "I got one of the mugs as a gift last year.",
    "We received two parcels out of the three you sent.",
])
def test_counts_that_are_not_short_stay_unread(text):
    assert not SHORT_DELIVERY.search(text), text


@pytest.mark.parametrize("subject,body", [
    ("only 1 mug", "I ordered 2 mugs on SU-20002 but the box only had one in it. Please refund the missing one."),
    ("towels", "got 3 of the 4 tea towels i paid for on SU-20002 - pls refund the 4th"),
    ("plates", "We bought 8 plates under SU-20002 and the package only contained 6. Could you refund the two that are missing?"),
    ("candles", "My order SU-20002 of six candles came one short. Refund the missing candle please."),
    ("glasses", "Hello, SU-20002: we received only two out of the three glasses. Could we have the money back for the missing glass?"),
])
def test_units_missing_and_their_refund_are_one_non_delivery_request(subject, body):
    reading = read_ticket(f"{subject}\n{body}", order_ref="SU-20002")
    assert reading.intents == ["non_delivery"], [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]
    assert not any("no problem it could be for" in s.why for s in reading.sentences)
