"""Goods too big or too small for the customer's own place are their fit, a change of mind, not the shop's error.

"Hi, I bought the coffee table a while back and it's just too big for our flat. I'd like to return it." (held-back round
ver33a, V33-39) was read as a wrong item: "I bought X ... and it's ..." reads as what came set against what was ordered.
"it's too big" judges the goods by the customer's own measure; inside the window a wrong-item return would be the shop's
error, which escapes exclusions (runs/intents/cues.py). Near-misses stay a wrong item: what came set against what was
ordered ("you sent the big one, I ordered small"), a wrong colour. Wording written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import assert_read_as


@pytest.mark.parametrize("body", [
    "Hi, I bought the coffee table a while back and it's just too big for our flat. I'd like to return it.",
    "I bought the rug last month and it's a bit too small for the lounge tbh. can i send it back",
    "We ordered the wardrobe and it's way too tall for the bedroom, sadly. Could we return it please?",
    "i bought the armchair and its far too big for my little study!! return please",
    "Good afternoon. I purchased the bookcase in November and, regrettably, it is simply too wide for the alcove. I wish to return it.",
    "Ordered the mirror for the hallway and honestly it's too heavy for that wall. I'd like to send it back, it's unused.",
])
def test_the_customers_own_fit_is_a_change_of_mind(body):
    assert_read_as(body, "change_of_mind", not_kind="wrong_item", subject="Return")


@pytest.mark.parametrize("body", [
    "I ordered the small one and you sent the big one, it's too big for my hallway. Please take it back.",
    "I bought the coffee table in oak and it's the walnut one that came. I'd like to return it.",
    "We bought the bookcase and it's the wrong colour, I'd like to return it.",
    "I ordered a 2-seater and received a 3-seater, which is too big for the room. Return please.",
    "I bought the size M and got an XL, far too big. Please swap it.",
    "I ordered the 60cm rug but you sent the 120cm, way too big for the landing.",
])
def test_what_came_set_against_what_was_ordered_is_still_a_wrong_item(body):
    assert_read_as(body, "wrong_item", subject="Return")


TABLE = [fc.line("TBL-COF", "Oak coffee table", 8900)]


@pytest.mark.django_db
def test_end_to_end_a_change_of_mind_return_starts_inside_the_window_and_is_declined_outside_it(tmp_path):
    inside = fc.case("FIT-1", "Hi, I bought the coffee table recently and it's just too big for our flat. I'd like to return it. It's in perfect condition.",
                     TABLE, intents=[{"kind": "change_of_mind", "quote": "I'd like to return it"}], delivered_days_ago=8,
                     expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "TBL-COF"}], "escalations": []})
    outside = fc.case("FIT-2", "Hi, I bought the coffee table a while back and it's just too big for our flat. I'd like to return it.",
                      TABLE, intents=[{"kind": "change_of_mind", "quote": "I'd like to return it"}], delivered_days_ago=45, ref="SU-70002",
                      expected={"outcome": "partial", "refunds": [], "returns": [], "escalations": []})
    fc.assert_all_pass(tmp_path, [inside, outside])
