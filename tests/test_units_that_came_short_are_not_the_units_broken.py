"""A short delivery counts what came ("just 7 of the 8 plates turned up"); a count in the same
ticket of what broke among those ("two of those seven are chipped") is the claim's count. The
units that came are never paid as broken, by the offline agent's reading or by the guard's, which
reads the same units. Alone, the count of what came is all there is. Wording written for these tests."""

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.unit_counts import units_stated
from tests.guard_fixtures import decision_on

PLATES = {"order_ref": "SU-64001",
          "lines": [{"sku": "PLT-8", "description": "Side plate", "quantity": 8, "unit_price_cents": 1000}],
          "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 8000,
                       "charged_at": "2026-10-01T09:00:00+00:00"}]}
PLATE = PLATES["lines"][0]


def _asked(text: str) -> list[dict]:
    """The ticket's requests as the runtime hands them to the guard (runs.screening.requests_about)."""
    return request_dicts(read_ticket(text, order_ref=PLATES["order_ref"]), PLATES["order_ref"])


def _refund(quantity: int) -> dict:
    return decision_on("PLT-8", quantity=quantity, cents=quantity * 1000, needs_human=False)


@pytest.mark.parametrize("text, count", [
    ("Just 7 of the 8 plates turned up and two of those seven are chipped.", 2),
    ("Only six of the eight side plates were in the box, and one of the six that arrived is cracked right through.", 1),
    ("Only 7 of the 8 plates came; three of them have chips on the rim.", 3),
    ("Only seven of the eight plates arrived, and one plate is cracked.", 1),
    ("Only seven of the eight plates arrived. One is cracked.", 1),
])
def test_the_count_that_came_short_gives_way_to_the_count_that_broke(text, count):
    assert units_stated(PLATES, PLATE, [text]).exact == count


@pytest.mark.parametrize("text, count", [
    ("Only seven of the eight plates came, and they are all chipped.", 7),
    ("Just five of the eight plates turned up.", 5),
])
def test_the_count_that_came_short_stands_when_nothing_else_is_counted(text, count):
    assert units_stated(PLATES, PLATE, [text]).exact == count


@pytest.mark.parametrize("text, broken", [
    ("Just 7 of the 8 plates turned up and two of those seven are chipped. Please refund the chipped ones.", 2),
    ("Only six of the eight side plates were in the box, and one of the six that arrived is cracked right through.", 1),
])
def test_the_guard_refuses_paying_the_units_that_came_as_broken(text, broken):
    asked = _asked(text)
    came = 7 if "7 of" in text else 6
    refused = guards.check_lines(_refund(came), PLATES, [], asked)
    assert refused.passed is False and f"the ticket says {broken}" in " ".join(refused.inputs["problems"])
    assert guards.check_lines(_refund(broken), PLATES, [], asked).passed is True
