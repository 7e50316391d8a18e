"""A length word told of time is never the goods' size: "Delivery took ages, far too long." started a return of the goods
as if they were too long (a fit, change of mind). Told of the wait, standing bare after a clause telling how long it took,
or as how long to wait, "too long" / "too short" asks no return; told of goods ("the curtains are far too long") it is the
fit it always was. Wording written for these tests (runs/intents/time_not_size.py)."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, line, run

OF_TIME = [
    "Delivery took ages, far too long.",
    "honestly it took forever, way too long. not impressed",
    "Three weeks - much too long!",
    "The wait was far too long, I nearly gave up on it.",
    "Shipping time is way too long for a small parcel like this.",
    "It's far too long to wait for a rug, to be frank.",
    "waited 19 days for it, that's far too long tbh",
    "That's way too long for a delivery.",
]

OF_GOODS = [
    "the curtains are far too long",
    "The sleeves are a bit too short for me.",
    "The delivery was quick but the rug is way too long for the hall.",
    "took ages to arrive and the trousers are far too long",
    "Those blinds are much too long, can I send them back?",
    "the cable is way too short to reach the socket",
]


@pytest.mark.parametrize("text", OF_TIME)
def test_a_length_told_of_time_asks_no_return(text):
    assert "change_of_mind" not in read_ticket(f"my order\n{text}").intents


@pytest.mark.parametrize("text", OF_GOODS)
def test_a_length_told_of_goods_is_still_their_fit(text):
    assert "change_of_mind" in read_ticket(f"my order\n{text}").intents


@pytest.mark.django_db
def test_no_return_is_started_on_a_wait_told_too_long(tmp_path):
    lines = [line("CUR-1", "Linen curtains 140cm", 5400)]
    nothing = {"outcome": "resolved", "refunds": [], "returns": []}
    bodies = ["Delivery took ages, far too long. The curtains themselves are lovely, thanks.",
              "It took three weeks to get here, way too long! Anyway the curtains look great."]
    cases = [case(f"TNS-{i}", b, lines, intents=[], expected=nothing) for i, b in enumerate(bodies)]
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0
    for c in cases:
        diffs = [d for d in got[c["id"]]["differences"] if "return" in d or "refund" in d]
        assert not diffs, (c["id"], diffs)
