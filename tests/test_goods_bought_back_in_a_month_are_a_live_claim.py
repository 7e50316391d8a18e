"""Damage of goods "bought back in <month>" with no word that the problem was settled is a live claim whose window the
policy checks, never context of an earlier time dropped silently (held-back round mendM). Module:
runs/intents/purchase_month_told.py (hooked in runs.intents.settled._context_reason). Wording written for these tests.

Near-misses: a problem told of that month and settled, a previous order's goods replaced."""

import pytest

from runs.intents import read_ticket

LIVE = [
    "The jug I bought back in August has a crack in the handle. I'd like a refund.",
    "Bought back in July, the kettle already has a broken switch. Please help.",
    "hi i ordered the rug back in september and only just unrolled it - there's a big rip down the middle. money back pls",
    "Hello, the lamp we purchased from you back in October arrived with the base cracked, we only opened the box now. Can you refund it?",
    "The throw I got back in aug has a hole already?? refund please",
    "I received the vase back in September but it's only now I saw it is chipped. What can you do?",
]


@pytest.mark.parametrize("body", LIVE)
def test_the_damage_is_a_claim(body):
    r = read_ticket(f"damaged\n{body}")
    assert [s for s in r.requests if "damaged_item" in s.kinds]


@pytest.mark.parametrize("body", [
    "Back in March the mug came chipped and you refunded it. Thanks again.",
    "The toaster I bought back in March from my previous order broke and you replaced it, thanks.",
    "Back in August the kettle I bought leaked, and your colleague sorted a refund. All good.",
])
def test_a_settled_problem_of_that_time_is_no_claim(body):
    r = read_ticket(f"thanks\n{body}")
    assert not [s for s in r.requests if "damaged_item" in s.kinds]
