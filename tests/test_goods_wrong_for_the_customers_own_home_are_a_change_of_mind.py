"""Goods told wrong or different for the customer's own room or things are a change of mind, not a wrong item.

From a held-back round: a sentence about the customer's own home (why the goods do not suit the room) was read as a
wrong-item claim, so the goods went back as the shop's fault and the change of mind asked beside it went to a person
(runs/intents/set_against_home.py). Near-misses stay a wrong item: what came set against what was ordered, or told as
what the shop sent. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "I ordered the grey rug for the living room but it's the wrong colour for the space, it makes the room look dark. "
    "I've changed my mind and would like to return it.",
    "The bedding is a different colour from our other bedding, so it doesn't go. I'd like to send it back.",
    "Bought the lamp for the study but it's the wrong size for the desk really. Can I return it?",
    "We ordered the mirror in brass for our hallway, but honestly it's the wrong finish for the hallway. Please can we return it?",
    "The throw is a different colour than our sofa and clashes badly. I'd like a refund and will post it back.",
    "Good morning. Having unpacked the curtains, I find they are a different shade to the rest of my bedroom. I should like to return them.",
    "ordered the shelf for the kitchen, wrong tone for the kitchen tbh. send back pls",
])
def test_goods_set_against_the_customers_home_are_a_change_of_mind(body):
    read = reading(body, subject="Return")
    assert "change_of_mind" in read.intents and "wrong_item" not in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "You sent a different colour from the one I ordered. Please refund it.",
    "The rug is the wrong colour, I ordered it in grey for the living room and this is beige. Please refund it.",
    "I ordered the navy throw but received a different colour from the one on the order, it's green.",
    "The lamp is the wrong colour, I ordered white and got black. Refund please.",
    "They sent the wrong size for the bedroom set instead of the double I ordered.",
    "Wrong item - I got a rug instead of the runner I ordered for our hallway.",
])
def test_what_came_set_against_the_order_is_still_a_wrong_item(body):
    read = reading(body, subject="Return")
    assert "wrong_item" in read.intents, shown(read)


RUG = [fc.line("RUG-GRY", "Grey wool rug", 12900)]


@pytest.mark.django_db
def test_end_to_end_the_return_is_a_change_of_mind_started_and_nothing_goes_to_a_person(tmp_path):
    body = ("I ordered the grey rug for the living room but it's the wrong colour for the space, it makes the room look dark. "
            "I've changed my mind and would like to return it. It's unused.")
    bedding = ("The rug is a different colour from our other rugs, so it doesn't go. I'd like to send it back please, it's unused.")
    cases = [fc.case("HOME-1", body, RUG, intents=[{"kind": "change_of_mind", "quote": "I've changed my mind and would like to return it"}],
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "RUG-GRY"}], "escalations": []}),
             fc.case("HOME-2", bedding, RUG, ref="SU-70002", intents=[{"kind": "change_of_mind", "quote": "I'd like to send it back please"}],
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "RUG-GRY"}], "escalations": []})]
    fc.assert_all_pass(tmp_path, cases)
