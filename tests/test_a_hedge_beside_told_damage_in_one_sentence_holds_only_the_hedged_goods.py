"""A hedge in the same sentence as damage told outright keeps the told goods claimed and holds the hedged ones as only
supposed: "The jug arrived smashed and I think the lid might be cracked too" paid both (runs/intents/hedge_beside_told.py
cuts the sentence where its hedged clause opens; the guard's damage_not_only_supposed reads the clauses apart too).
Near-misses left whole: a hedge on the same goods, naming no goods, on the cause, "may I". Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.damage_unconfirmed import HEDGED_WHY
from runs.intents.hedge_beside_told import clauses_apart
from runs.supposed_damage_check import check
from tests import fresh_cases as fc
from tests.readings import guard_requests
# the lamp and the mug of the guard's own test, and its decision on one line
from tests.test_the_guard_never_pays_damage_the_ticket_only_supposes import LINES, ORDER, _decision


HEDGED_LAMP = [
    "The mug arrived smashed and I think the lamp might be broken too",
    "mug came cracked, the lamp may be faulty as well",
    "Hello - the mug is in pieces; I suspect the lamp got bent in transit too.",
    "The mug has a big crack but the lamp could possibly be damaged, not sure yet.",
    "MUG ARRIVED CHIPPED AND MAYBE THE LAMP IS DENTED TOO",
    "the mug got smashed in the post, while the lamp might have been bent a bit",
    "The mug was cracked when I opened the box and perhaps the lamp was damaged too, please refund the mug.",
]
WHOLE = [
    "The mug arrived cracked and it might be cracked inside too.",  # a hedge naming no goods
    "The mug arrived smashed, might have been the courier.",  # a guess at the cause
    "The mug is broken, may I have a refund?",  # "may I"
    "the mug is cracked and the mug may be worse than it looks",  # the same goods
    "The mug arrived cracked and the lamp arrived dented.",  # both told outright
    "The lamp may be broken, I'm not sure.",  # only a hedge: read whole as before (damage_unconfirmed 2)
]


def _read(body: str):
    return read_ticket(f"my order\n{body}", order_ref="SU-70001")


@pytest.mark.parametrize("body", HEDGED_LAMP)
def test_the_told_goods_are_claimed_and_the_hedged_goods_go_to_a_person(body):
    reading = _read(body)
    said = [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    claims = [s for s in reading.sentences if s.role == "request" and "damaged_item" in s.kinds]
    assert claims and all("lamp" not in s.text.lower() for s in claims), said
    assert [s for s in reading.sentences if s.kinds == ["other"] and s.why == HEDGED_WHY and "lamp" in s.text.lower()], said


@pytest.mark.parametrize("body", WHOLE)
def test_a_sentence_with_no_hedge_on_other_goods_is_left_whole(body):
    assert clauses_apart(body) == [body]


@pytest.mark.parametrize("body", HEDGED_LAMP)
def test_the_guard_holds_the_hedged_line_and_admits_the_told(body):
    requests = guard_requests(body, None)
    assert not check(_decision("LAMP-7"), ORDER, requests)[1]
    assert check(_decision("MUG-7"), ORDER, requests)[1]
    # whatever read the ticket: the whole sentence handed as one request is read in its clauses too
    whole = [{"text": body}]
    assert not check(_decision("LAMP-7"), ORDER, whole)[1] and check(_decision("MUG-7"), ORDER, whole)[1]


def test_the_guard_admits_both_lines_told_outright():
    body = "The mug arrived cracked and the lamp arrived dented, refund both please."
    assert check(_decision("LAMP-7"), ORDER, guard_requests(body, None))[1]


@pytest.mark.django_db
def test_end_to_end_the_told_goods_are_paid_and_the_hedged_goods_go_to_a_person(tmp_path):
    mug = fc.refund(fc.cents(LINES, "MUG-7", 1), "MUG-7", 1)
    cases = [fc.case(f"HEDGE1-{i}", body, LINES, fee_cents=0, intents=[{"kind": "damaged_item", "quote": body[:20]}],
                     expected={"outcome": "partial", "refunds": [mug], "returns": [], "escalations": [{"item": "lamp"}]})
             for i, body in enumerate(HEDGED_LAMP[:4])]
    got = fc.run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    assert [c["id"] for c in cases if not got[c["id"]]["passed"]] == [], [got[c["id"]]["differences"] for c in cases]
