"""A sentence telling only the purchase, with its details (when, from whom, which order, why), is where the story starts,
no problem of its own: "I ordered a winter coat from you on the second of November, order number SU-71023, as the
weather here has turned so cold." beside a lost parcel went to a person as a problem of no known kind (blind round
ver37c, V37C-23). Near-misses: the purchase with a turn to what came ("... but got a vase"), or a problem word ("still
hasn't come") stay claims. Wording written for these tests."""

import pytest

from runs.intents import read_ticket

TOLD = [
    "I ordered a winter coat from you on the second of November, order number SU-70001, as the weather here has turned so cold.",
    "We bought a kettle from your website last week for my mother's birthday.",
    "I purchased the oak side table on the 14th, order no SU-70001.",
    "so i ordered a lamp from you 2 weeks ago because our old one gave up",
    "I placed an order for three cushions on Monday, as we are redoing the lounge.",
    "I originally ordered the rug in early October for my daughter's flat.",
]


@pytest.mark.parametrize("told", TOLD)
def test_the_purchase_told_asks_nothing(told):
    reading = read_ticket(f"My order\n{told}\n\nThe parcel has not come and the tracking says it was lost.", order_ref="SU-70001")
    assert reading.intents == ["non_delivery"], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text,kind", [
    ("I ordered a lamp from you on the 2nd of November but got a vase.", "wrong_item"),
    ("I ordered it on the 2nd and it still hasn't come.", "non_delivery"),
])
def test_a_turn_or_a_problem_keeps_the_claim(text, kind):
    assert kind in read_ticket(f"My order\n{text}", order_ref="SU-70001").intents
