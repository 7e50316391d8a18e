"""A duplicate claim on an order whose items charges come to more than its goods cost, though no charge repeats another
(ver33c B33-26: $281.00 for the items and a separate $32.00 "Seat cushion" charge, "the cushion ... was billed two times
($32.00 each)"), goes to a person with the customer's sentence quoted: before, the run deferred and told the customer the
order "shows no charge taken twice, so there is nothing to refund" (runs/charged_beyond_cost.py). Near-misses: a record
of one charge keeps the deferral (verify33 E27), an identical copy is still refunded. Wording written for these tests."""

import pytest

from runs.charged_beyond_cost import items_beyond_cost
from tests import fresh_cases as fc

LINES = [fc.line("CHR-01", "Reading chair", 24900), fc.line("CSH-01", "Seat cushion", 3200)]
ASKS = [
    "the cushion I bought on the same order was billed two times ($32.00 each), could you refund one?",
    "You charged me twice for the seat cushion. Please refund the extra $32.",
    "my statement shows the cushion twice?? 32 dollars each time. sort it out pls",
    "Hello, I believe I have paid for the cushion on two occasions. Kindly return one of the payments.",
    "cushion = charged 2x. want one back",
    "If it is not too much trouble, could someone look into why I was billed two times for the cushion?",
]


def _extra_charge(c: dict, description: str = "Seat cushion", cents: int = 3200) -> dict:
    order = c["world"]["orders"][0]
    items = next(x for x in order["charges"] if x["kind"] == "items")
    order["charges"].append({"kind": "items", "description": description, "amount_cents": cents,
                             "charged_at": items["charged_at"].replace(":00:00", ":03:00")})
    return c


def test_the_sum_beyond_the_goods_is_counted():
    c = _extra_charge(fc.case("X", "x", LINES, intents=[], expected={}))
    assert items_beyond_cost(c["world"]["orders"][0]) == 3200
    assert items_beyond_cost(fc.case("Y", "y", LINES, intents=[], expected={})["world"]["orders"][0]) == 0


@pytest.mark.django_db
def test_a_person_looks_and_nothing_is_said_to_be_taken_once(tmp_path):
    cases = [_extra_charge(fc.case(f"CB-{n}", body, LINES, intents=["duplicate_charge"],
                                   expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "duplicate charge"}]},
                                   ref=f"SU-7360{n}"))
             for n, body in enumerate(ASKS)]
    results = fc.run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0 and results[""]["silent_drops"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])


@pytest.mark.django_db
def test_one_charge_is_still_deferred_and_a_copy_still_refunded(tmp_path):
    copy = [{"amount_cents": 3200, "source": "platform", "lines": []}]  # (one small line: a copy under the refund ceiling)
    cases = [
        fc.case("CB-N1", ASKS[1], LINES, intents=["duplicate_charge"], expected={"outcome": "partial", "refunds": []}, ref="SU-73611"),
        fc.charged(fc.case("CB-N2", "You charged me twice for this order, please refund one.", LINES[1:], intents=["duplicate_charge"],
                           expected={"outcome": "resolved", "refunds": copy}, ref="SU-73612"), True),
    ]
    fc.assert_all_pass(tmp_path, cases)
