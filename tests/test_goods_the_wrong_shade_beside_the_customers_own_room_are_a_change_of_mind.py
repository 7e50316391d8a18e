"""Goods told the wrong shade or colour beside the customer's own room or things ("it's the wrong shade for our newly
painted walls", "the wrong tone next to the new paint", "looks awful against our walls") are a change of mind: the
customer's own mismatch, not the shop sending the wrong item (ver34a V34-04: "The paint went on yesterday and, sadly, it
is the wrong shade of green entirely" started a wrong-item return, the shop's fault; runs/intents/set_against_home.py).
Near-misses stay wrong items: the shop said to have sent it, what was ordered or pictured told against it, or a wrong
colour with nothing of the home beside it. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "We repainted the lounge last weekend. Sadly the vase is the wrong shade of blue next to the new paint, so I'd like to return it.",
    "The curtains clash with the wallpaper, completely the wrong tone. Return please, never hung.",
    "the lamp is the wrong shade entirely, it looks awful against our walls. want to return it",
    "Hi! Just had the hallway freshly painted and the runner is a totally different colour in there now, bit of a disaster. Can I send it back? Never used.",
    "Honestly the cushions are just the wrong look with our sofa - far too busy. Unused, tags on. Can they go back?",
    "Good morning. The paint went on in the study on Tuesday and the throw is, I'm afraid, quite the wrong shade entirely. "
    "It is unused and I should like to return it.",
    "it's the wrong shade for our newly painted walls lol. still in the bag - how do I return it",
])
def test_the_wrong_shade_beside_the_home_is_a_change_of_mind(body):
    read = reading(body)
    assert "wrong_item" not in read.intents and "change_of_mind" in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "You sent the wrong shade, I ordered sage and got mint.",
    "It's the wrong colour - I ordered navy and this is black.",
    "The throw is the wrong shade compared with the photo on your website, it's much darker next to our sofa.",
    "The mugs came in the wrong colours, green not blue.",
    "The chair is a different colour in the box from the one I picked.",
    "the paint on the chair is the wrong shade, the legs are fine",
])
def test_a_wrong_shade_the_shop_sent_is_still_a_wrong_item(body):
    read = reading(body)
    assert "wrong_item" in read.intents, shown(read)


@pytest.mark.django_db
def test_end_to_end_the_throw_goes_back_as_a_change_of_mind_and_nothing_is_paid_yet(tmp_path):
    throw = [fc.line("THR-2", "Wool throw, moss green", 7400)]
    c = fc.case("SHADE-1", "We've just redecorated and the throw is the wrong shade next to our new paint. It's unused, still in its bag. "
                           "No rush, but I'd like to send it back.", throw, ref="SU-73301", intents=["change_of_mind"],
                expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "THR-2"}]})
    fc.assert_all_pass(tmp_path, [c])
