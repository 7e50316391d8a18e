"""One sentence telling the same problem of two orders, each under its own number ("The mug from SU-1 is cracked and the
lamp from SU-2 is dented"): each order its claim (runs/intents/read.py _same_kind_on_next_orders); read by its first
words only, the second order's claim was dropped."""

import pytest

from runs.intents.read import read_ticket

BOTH = [
    "two orders\nThe mug from SU-81010 is cracked and the lamp from SU-81011 is dented. Refund both please.",
    "issues\nMug on SU-81010 is cracked and lamp on SU-81011 is dented - please refund them.",
    "help\norder SU-81010 the mug came smashed, and order SU-81011 the lamp came bent, refunds please",
    "damage x2\nSU-81010's mug arrived broken while SU-81011's lamp arrived scratched, can you refund",
    "Hi\nThe mug (SU-81010) came chipped and then the lamp (SU-81011) turned up dented. I want refunds.",
    "two problems\nmy mug frm SU81010 is crackd and the lamp frm SU81011 is dentd, refund pls",
]


@pytest.mark.parametrize("text", BOTH)
def test_each_order_gets_its_own_claim(text):
    claims = [s for s in read_ticket(text, order_ref="SU-81010").sentences if "damaged_item" in s.kinds]
    assert len(claims) == 1, [s.as_payload() for s in claims]
    assert claims[0].kinds_on("SU-81010") == ["damaged_item"] and claims[0].kinds_on("SU-81011") == ["damaged_item"]


NEAR_MISSES = [
    # one damage told twice of one order, the other order named only after both words
    ("mug\nThe mug from SU-81010 is cracked and badly dented, unlike SU-81011 which was fine.", {"SU-81010"}),
    # two kinds, one each: as before
    ("orders\nThe mug from SU-81010 is cracked and the lamp from SU-81011 never arrived.", {"SU-81010"}),
]


@pytest.mark.parametrize("text, damaged_on", NEAR_MISSES)
def test_near_misses_keep_the_damage_where_it_was(text, damaged_on):
    claims = [s for s in read_ticket(text, order_ref="SU-81010").sentences if "damaged_item" in s.kinds]
    assert {o for o in ("SU-81010", "SU-81011") if any("damaged_item" in s.kinds_on(o) for s in claims)} == damaged_on
