"""A follow-up told of a charge taken twice weighs the handing run's order as the twin of its own (runs/handed_twin.py):
the same goods at the same total days apart is a second order for a person; another total, or no order kept, is none.
The end-to-end case is tests/test_a_charge_told_twice_of_two_orders_at_the_same_total_goes_to_a_person.py (M10-days-1)."""

import pytest

from runs.handed_twin import beside, handing_order
from runs.sibling_orders import twin_of


def _order(ref: str, when: str, total: int = 5200, sku: str = "MUG-STN") -> dict:
    return {"order_ref": ref, "placed_at": when, "status": "delivered", "lines": [{"sku": sku, "quantity": 2, "unit_price_cents": 2000}],
            "charges": [{"kind": "items", "amount_cents": 4000, "charged_at": when}, {"kind": "tax", "amount_cents": total - 4000, "charged_at": when}]}


MINE = _order("SU-81010", "2026-11-10T10:00:00+00:00")


def test_the_handing_order_at_the_same_total_is_the_twin():
    view = {"handed_from": {"run": 1, "subtask": 1, "order_ref": "SU-81010", "beside": beside(_order("SU-81011", "2026-11-13T10:07:00+00:00"))}}
    found = twin_of(MINE, handing_order(view))
    assert found is not None and found[0]["order_ref"] == "SU-81011"


@pytest.mark.parametrize("view", [
    {"handed_from": {"run": 1, "subtask": 1, "order_ref": "SU-81010", "beside": beside(_order("SU-81011", "2026-11-13T10:07:00+00:00", 6100))}},
    {"handed_from": {"run": 1, "subtask": 1, "order_ref": "SU-81010"}},   # a hand-over made before the order was kept
    {"handed_from": None},                                               # no follow-up
    {"handed_from": {"run": 1, "subtask": 1, "order_ref": "SU-81010", "beside": beside(None)}},
])
def test_no_twin_at_another_total_or_without_the_handing_order(view):
    assert twin_of(MINE, handing_order(view)) is None


def test_only_what_a_twin_needs_is_kept():
    assert set(beside({**MINE, "customer": {"email": "a@example.com"}, "shipments": []})) == {"order_ref", "placed_at", "lines", "charges"}
