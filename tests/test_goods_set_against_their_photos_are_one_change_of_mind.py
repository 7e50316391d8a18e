"""Goods set against their photos, not against what was ordered ("The cushion covers came in a slightly different shade
than the photos; if it's not too much bother I'd appreciate returning them"), are one ask: a change of mind, whose
return is the one asked beside it. What came is what was ordered and only looks otherwise than the photos; the shop
reads that as the customer's view of the goods, as it reads "much more orange in person than in the photos" and "not as
pictured". Before, "a different shade" read as a wrong item and the polite return after it as a change of mind: two
kinds for one pair of covers (blind round probe30, section 6). And a return asked politely beside a wrong item ("If
possible I'd be grateful to send it back") is that wrong item's remedy, its courtesy words no reason of the customer's
own. Wording written for these tests.

Near-misses, a wrong item still: the photos set against what came beside what was ordered, a different colour sent."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


PROBE = ("Hi there, no rush on this at all. The cushion covers came in a slightly different shade than the photos; if it's not too "
         "much bother I'd appreciate returning them. Have a lovely weekend.")


@pytest.mark.parametrize("body", [
    PROBE,
    "the throw is a different colour to the picture on your site, can I send it back?",
    "Rug's a different shade from the photos online. I'd like to return it please.",
    "The curtains are a slightly different tone than the images on the website; if it's no trouble, I'd like to send them back.",
    "hi the mugs r a different colour than the pics, want to return them",
    "The lampshade is a different colour from in the photos, more beige. Could I return it?",
    "The cushion covers are a slightly different shade than the photos.",
])
def test_goods_set_against_their_photos_are_one_change_of_mind(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert reading.intents == ["change_of_mind"], _shown(reading)


@pytest.mark.parametrize("body", [
    "I ordered the blue one in the photo and you sent a different colour.",
    "you sent a different colour, please sort it out.",
    "The cushion came in a different colour than the one I picked.",
    # a return asked politely beside a wrong item: its remedy
    "The lamp came in brass, not the chrome I ordered. If possible I'd be grateful to send it back.",
    "You sent the small jug instead of the large one I ordered. If it's no trouble I'd appreciate returning it.",
])
def test_near_misses_and_polite_returns_stay_one_wrong_item(body):
    reading = read_ticket(f"my order\n{body}", order_ref="SU-1")
    assert reading.intents == ["wrong_item"], _shown(reading)


@pytest.mark.django_db
def test_end_to_end_one_return_is_started_and_nothing_else_moves(tmp_path):
    c = case("PHOTOS", PROBE, [line("COVERS", "Cushion covers, sage", 2400)], intents=["change_of_mind"],
             expected={"outcome": "resolved", "refunds": [], "returns": [{"sku": "COVERS", "kind": "return"}]})
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert got["PHOTOS"]["passed"], got["PHOTOS"]["differences"]
