"""A sum asked back by itself beside the claim it is the money of asks that claim's remedy, no second ask for a
person: "Just the doubled $54.00 back please." after a charge told as showing twice, "want the 8.95 bak pls" after a
late express parcel. A sum of money is no size ("the 8.95" is not "the 34"). A sum with no currency stands beside
the claim only when another sentence of the ticket tells the same figure (the guard reads no amount in it); one the
ticket tells nowhere else, a sum asked back with no claim beside it, or a further ask beside the sum, go to a person.
Fresh wording throughout (held-back round ver22b V22B-31 and V22B-32)."""

import pytest

from runs.intents import read_ticket


def _last(text):
    reading = read_ticket(text)
    return reading, reading.sentences[-1]


@pytest.mark.parametrize("text, kind", [
    ("Hello, the $54.00 for the slipper boots shows twice on my statement. Just the doubled $54.00 back please.", "duplicate_charge"),
    ("paid 8.95 for express on SU-61232 and it turnd up 4 days after the date u promised. want the 8.95 bak pls", "late_delivery"),
    ("You've taken £12.99 twice for the candle on SU-61233. That second £12.99 back please, thanks.", "duplicate_charge"),
    ("I was charged twice for the mug. Just the extra $12.50 back please.", "duplicate_charge"),
    ("the express parcel SU-61235 came 3 days late, I paid 6,99 for it. the 6,99 back pls", "late_delivery"),
    ("Order SU-61236 - my card got hit twice for the lamp ($48.00). The duplicated $48.00 back when you can.", "duplicate_charge"),
    ("the cushion on SU-61237 came ripped. want the $30.00 bak", "damaged_item"),
])
def test_a_sum_asked_back_beside_its_claim_is_that_claims_remedy(text, kind):
    reading, last = _last(text)
    assert not last.is_request, (last.role, last.kinds, last.why)  # attached to the claim, or no ask of its own
    assert kind in reading.known_kinds
    assert "other" not in reading.intents, [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    # a figure the ticket tells nowhere else, with no currency: the guard could not check it
    "paid 8.95 for express on SU-61238 and it turnd up 4 days after the date u promised. want the 18.95 bak pls",
    "the express parcel SU-61239 came 3 days late. the 12.40 back pls",
    # a sum asked back beside no claim
    "Please send the $20 back",
    "can i have the 10 back?",
    # a further ask beside the sum
    "the doubled $54 back pls, and cancel my newsletter",
    # a size, not a sum
    "The boots on SU-61240 are too small. I want the 34 please",
])
def test_a_sum_untold_unclaimed_or_with_a_further_ask_goes_to_a_person(text):
    reading, last = _last(text)
    assert last.is_request and "other" in last.kinds, (last.role, last.kinds, last.why)
