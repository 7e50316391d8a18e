"""Goods kept out of a return in words the striking words did not know ("Actually, no - keep the belt out of it, it goes
with my jeans.") are struck from it: read as a request of no kind, the belt went to a person beside the dress's return
that was right, and the run ended partial (blind round ver27c, V27C-19; runs/intents/goods_kept_out.py). The other
goods still go back; the goods kept out are held. Words of keeping that put nothing out of the ask strike nothing, and
real requests of no known kind still go to a person. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.ticket_lines import forbids_decision

DRESS = {"sku": "DRS-1", "description": "Linen dress, sage", "quantity": 1, "unit_price_cents": 6900}
BELT = {"sku": "BLT-1", "description": "Woven belt", "quantity": 1, "unit_price_cents": 1900}
ORDER = {"order_ref": "SU-27120", "lines": [DRESS, BELT], "charges": [], "refunds": []}


def _reading(body: str):
    reading = read_ticket(f"Returning SU-27120\n{body}", order_ref="SU-27120")
    return reading, [(s.role, s.kinds, s.forbids, s.text, s.why) for s in reading.sentences]


def _held(body: str) -> set[str]:
    requests = request_dicts(read_ticket(f"Returning SU-27120\n{body}", order_ref="SU-27120"), "SU-27120")
    held = set()
    for line in ORDER["lines"]:
        decision = {"case_type": "change_of_mind", "action": "return", "lines": [{"sku": line["sku"], "quantity": 1}]}
        if any(forbids_decision(ORDER, decision, "change_of_mind", r["text"], r.get("forbids", []), False, r.get("forbid_kinds", []))
               for r in requests if r.get("forbids")):
            held.add(line["sku"])
    return held


KEPT_OUT = [
    "Hi, I'd like to return the dress and the belt from my last order please, neither really suited me. "
    "Actually, no - keep the belt out of it, it goes with my jeans. Just the dress.",
    "I want to send back the dress and the belt. On second thoughts leave the belt out of the return, I'll wear it.",
    "i want to send the dress and belt back. actually keep the belt out, my daughter nicked it lol",
    "Could you take back the linen dress and the woven belt? Please take the belt off the return though.",
    "I'd like to return the dress and the belt. Don't include the belt, it matches my bag.",
    "I'm returning the dress and the belt. Hmm, leave the woven belt out of it actually.",
]


@pytest.mark.parametrize("body", KEPT_OUT)
def test_goods_kept_out_are_held_and_the_rest_go_back_with_no_person_asked(body):
    reading, shown = _reading(body)
    assert reading.intents == ["change_of_mind"], shown
    assert _held(body) == {"BLT-1"}, shown


@pytest.mark.parametrize("body, kinds", [
    # keeping words that put nothing out of the ask
    ("I'd like to return the dress and the belt. I'll keep the receipt in case.", {"change_of_mind"}),
    ("I'd like to return the dress and the belt, I kept the tags on.", {"change_of_mind"}),
    # real requests of no known kind beside it still go to a person
    ("I'd like to return the dress. Can you change my address to 4 Elm Road?", {"change_of_mind", "other"}),
    ("I'd like to return the dress. Please cancel my subscription too.", {"change_of_mind", "other"}),
])
def test_near_misses(body, kinds):
    reading, shown = _reading(body)
    assert set(reading.intents) == kinds, shown
    assert "BLT-1" not in _held(body), shown
