"""Goods the customer sends back, the blame taken in so many words ("it's on me", "that one's down to us", "I've only
myself to blame"), are a change of mind, not a wrong item.

"The blender arrived cracked last spring and you refunded it, so no complaints there. This time it's on me: I bought
the 4-slice toaster and it's simply too big for our counter. ... Can I send it back?" (blind round ver37c, V37C-20) was
read as a wrong item: "it's on me: I bought the X" reads like "it's a blue one: I ordered green", what came set
against what was ordered. The customer owns the choice; a wrong-item return blames the shop and can give her the
wrong terms. runs/own_choice_words.OWN_CHOICE reads the blame taken (_ON_ME). Near-misses stay a wrong item: the
shop's mix-up told beside an "on me to ..." chore, or "not on me". Wording written for these tests."""

import pytest

from runs.own_choice_words import own_choice
from tests import fresh_cases as fc
from tests.readings import assert_read_as


@pytest.mark.parametrize("body", [
    "The blender came cracked in the spring and you refunded it, no complaints. This time it's on me: I bought the toaster and it's "
    "simply too big for our worktop. It's unopened. Can I send it back?",
    "That one's on me, I ordered the kettle and it is too big for the shelf. Could I return it?",
    "its on me tbh, i bought the lamp and its way too bright for the bedroom. can i send it back",
    "I've only myself to blame - I bought the rug and it's too long for the hall. Can I return it please?",
    "Good morning. That is entirely down to me: I ordered the armchair and it does not suit the room after all. I would like to return it.",
    "That's on us, we ordered the bookcase and it is just too wide for the alcove. Please tell us how to send it back.",
])
def test_the_blame_taken_is_a_change_of_mind(body):
    assert_read_as(body, "change_of_mind", not_kind="wrong_item", subject="Return")


@pytest.mark.parametrize("body", [
    "You sent the wrong colour, I ordered the green one. It's on me to chase the courier for the return though.",
    "It's not on me this time: you sent a blue one and I ordered green. Please swap it.",
    "I ordered the small one and you sent the big one. Please take it back.",
    "The box had a kettle in it instead of the toaster I ordered. Can I send it back?",
    "That's on you, not me - I bought the oak table and you sent the walnut one.",
    "Received the wrong size, I ordered a medium. Please exchange it.",
])
def test_the_shops_mix_up_is_still_a_wrong_item(body):
    assert_read_as(body, "wrong_item", subject="Return")


TOASTER = [fc.line("TST-4", "4-slice toaster", 4900)]


@pytest.mark.django_db
def test_end_to_end_the_return_is_started_as_a_change_of_mind(tmp_path):
    told = fc.case("ONME-1", "The blender arrived cracked last spring and you refunded it, so no complaints there. This time it's on me: I "
                   "bought the 4-slice toaster and it's simply too big for our counter. It's unopened, still in the plastic. Can I send it back?",
                   TOASTER, intents=[{"kind": "change_of_mind", "quote": "Can I send it back?"}], subject="Toaster return",
                   expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "TST-4"}], "escalations": []})
    fc.assert_all_pass(tmp_path, [told])


@pytest.mark.parametrize("text", [
    "I don't need a replacement, and please don't bother refunding the shipping, that's on me.",
    "Keep the delivery fee, it's on me.",
    "The return postage is fine, that one's on me.",
])
def test_the_blame_taken_for_a_cost_owns_no_pick_of_the_goods(text):
    # (POL-170: a wrong-item return refused as a wrong item, never set aside as the customer's own choice of the goods)
    assert own_choice([text]) == []


def test_the_blame_taken_for_the_goods_owns_the_pick():
    assert own_choice(["It's on me: I bought the toaster and it's too big for the counter."])
