"""A thing named by its absence after the short delivery that made it absent ("came one short. Refund the missing
candle please.") names the claim's own units back: it is that claim's remedy, never a part missing of its own for a
person. Told first, with no short delivery before it, the thing named by its absence is still told missing (verify32
B18). Wording written for these tests."""

import pytest

from runs.intents import read_ticket

NAMED_BACK = [
    "Only 3 of the 4 tumblers were in the box. Please refund the missing tumbler.",
    "we ordered two lamps and got one lamp. can u refund the missing lamp pls",
    "SU-1: the parcel had five napkins, I paid for six. I'd like my money back for the missing napkin.",
    "Hiya - one mug short in the delivery!! Refund the missing mug thanks",
    "The set came with 7 forks not 8. Could you refund the missing fork?",
    "I am writing because the box held only two of the three candles. Kindly refund the missing candle.",
]
TOLD_FIRST = [
    "Please refund the missing charger.",
    "Hello, could you refund the missing remote please.",
    "Refund me for the missing cable thanks",
]


def _sentences(text):
    return read_ticket(text, order_ref="SU-1").sentences


@pytest.mark.parametrize("text", NAMED_BACK)
def test_the_missing_units_named_back_ask_the_short_deliverys_remedy(text):
    first, *rest = _sentences(text)
    assert first.role == "request" and "non_delivery" in first.kinds
    assert rest and all("other" not in s.kinds for s in rest), [(s.role, s.kinds, s.text) for s in rest]


@pytest.mark.parametrize("text", TOLD_FIRST)
def test_a_thing_named_missing_with_no_short_delivery_before_it_is_still_told_missing(text):
    (s,) = _sentences(text)
    assert s.role == "request" and s.kinds, (s.role, s.kinds)
