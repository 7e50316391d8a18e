"""A return asked of several goods, one of them struck on a second thought ("I'd like to return the denim jacket and the
leather belt ... Actually scratch the jacket - my daughter has claimed it. So just the belt please."), takes back the
others only: the struck goods were once sent back with them. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.ticket_lines import forbids_decision

JACKET = {"sku": "JKT-1", "description": "Denim jacket", "quantity": 1, "unit_price_cents": 6400}
BELT = {"sku": "BLT-2", "description": "Leather belt", "quantity": 1, "unit_price_cents": 2200}
ORDER = {"order_ref": "SU-71240", "lines": [JACKET, BELT], "charges": [], "refunds": []}


def _held(body: str) -> set[str]:
    reading = read_ticket(f"Returns SU-71240\n{body}", order_ref="SU-71240")
    held = set()
    for line in ORDER["lines"]:
        decision = {"case_type": "change_of_mind", "action": "return", "lines": [{"sku": line["sku"], "quantity": 1}]}
        if any(forbids_decision(ORDER, decision, "change_of_mind", r["text"], r.get("forbids", []), False, r.get("forbid_kinds", []))
               for r in request_dicts(reading, "SU-71240") if r.get("forbids")):
            held.add(line["sku"])
    return held


@pytest.mark.parametrize("body", [
    "I'd like to return the denim jacket and the leather belt, both unworn with tags. Actually scratch the jacket - my daughter has claimed it. So just the belt please.",
    "can i send back the jacket and belt? hmm actually forget the jacket, my son wants it",
    "Please arrange a return for the jacket and the belt. On second thoughts, skip the jacket, I'll keep it.",
    "Returning the belt and jacket pls. Oh wait, leave out the jacket - it fits my partner.",
    "I want to return both the belt and the denim jacket. On reflection scratch the jacket, only the belt.",
])
def test_the_struck_goods_are_held_from_the_return_and_the_rest_still_go_back(body):
    assert _held(body) == {"JKT-1"}


def test_a_return_of_all_the_goods_named_holds_nothing():
    assert _held("I'd like to return the denim jacket and the leather belt, both unworn with tags.") == set()
