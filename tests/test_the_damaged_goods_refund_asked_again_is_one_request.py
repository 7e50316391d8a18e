"""A refund asked for the goods by their damage ("If you could refund the broken frame I would be grateful") beside the
damage claim and a sentence calling the other goods of the same name fine is that claim's own refund: one request, not
a second for a person. Near-misses: goods called fine and asked for by name still go to a person. Blind round ver25a,
VER25A-18 (runs/intents/fine_goods_asked.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "One of the two oak frames came with the glass cracked. The other frame is fine. If you could refund the broken frame I would be grateful.",
    "Two mugs arrived, one with a chip in the rim. The other mug is perfect. Please refund the chipped mug.",
    "of the 3 bowls one is smashed, the other bowls are fine. could u refund the smashed bowl pls",
    "The lamp shade was dented in transit; the second shade is fine. I'd like a refund for the dented shade.",
    "One of the pair of candlesticks came bent. The other candlestick is lovely. Can I get my money back for the bent candlestick?",
    "One plate arrived cracked across the middle, the other plates are fine. Please refund the cracked plate, thank you.",
])
def test_the_damaged_goods_refund_is_the_claim(body):
    reading = read_ticket(f"Damaged\nOrder SU-81401. {body}")
    assert reading.intents == ["damaged_item"], _shown(reading)


@pytest.mark.parametrize("body", [
    "The kettle arrived dented. The toaster is fine. Please refund the toaster and the kettle.",
    "One mug is chipped. The teapot is perfect. Could you refund the teapot too?",
    "The lamp base is cracked; the shade is fine but please refund the shade as well.",
    "The towel set is lovely, no issues at all. The vase came smashed. Please refund the towels and the vase.",
    "The rug is fine. The mirror arrived broken. I want a refund on the broken mirror and the rug.",
    "The bowls are perfect. A plate came cracked. Refund the cracked plate and the bowls please.",
])
def test_fine_goods_asked_by_name_still_go_to_a_person(body):
    reading = read_ticket(f"Damaged\nOrder SU-81401. {body}")
    assert "other" in reading.intents, _shown(reading)
