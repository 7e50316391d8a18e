"""A parcel lost after the second copy of its delivery charge was refunded is owed what else was charged: "You already
refunded the double postage charge, thanks, so I'm just after the rest of my money" was deferred whole as "already
refunded ($5.99)", the $61.07 left unpaid. The offline agent now leaves out the charges refunded whole before and pays
the untouched ones; a charge refunded in part, or nothing left at all, is still answered as before (deferred), and a
claim on lines is untouched by this. The guard holds every charge to what is left on it, as ever."""

import pytest

from runs.agents.offline_refunded_before import _unless_refunded_before

CHARGES = [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 5100},
           {"number": 2, "kind": "tax", "description": "Sales tax", "amount_cents": 408},
           {"number": 3, "kind": "delivery", "description": "Delivery", "amount_cents": 599},
           {"number": 4, "kind": "delivery", "description": "Delivery", "amount_cents": 599}]
LINES = [{"sku": "BLD", "description": "Hand blender", "quantity": 1, "unit_price_cents": 5100}]


def _order(refunds):
    return {"order_ref": "SU-70416", "lines": LINES, "charges": CHARGES, "refunds": refunds}


def _lost(charges=(1, 2, 3, 4)):
    return {"case_type": "non_delivery", "action": "refund", "charges": list(charges), "lines": [],
            "amount_cents": sum(c["amount_cents"] for c in CHARGES if c["number"] in charges)}


@pytest.mark.parametrize("copy", [3, 4])
def test_the_charges_left_untouched_are_paid_and_the_copy_refunded_before_left_out(copy):
    earlier = [{"amount_cents": 599, "case_type": "duplicate_charge", "reason": "second delivery charge", "date": "2026-09-11",
                "covers": [{"charge": copy, "cents": 599}]}]
    got = _unless_refunded_before(_order(earlier), "non_delivery", _lost())
    assert got["amount_cents"] == 6107
    assert sorted(got["charges"]) == sorted({1, 2, 3, 4} - {copy})


def test_a_charge_refunded_in_part_is_still_deferred():
    earlier = [{"amount_cents": 300, "case_type": "late_delivery", "reason": "part of the delivery", "date": "2026-09-11",
                "covers": [{"charge": 3, "cents": 300}]}]
    assert "defer" in _unless_refunded_before(_order(earlier), "non_delivery", _lost())


def test_everything_refunded_before_is_still_deferred():
    earlier = [{"amount_cents": c["amount_cents"], "case_type": "non_delivery", "reason": "lost", "date": "2026-09-11",
                "covers": [{"charge": c["number"], "cents": c["amount_cents"]}]} for c in CHARGES]
    assert "defer" in _unless_refunded_before(_order(earlier), "non_delivery", _lost())


def test_nothing_refunded_before_leaves_the_decision_as_it_was():
    decision = _lost()
    assert _unless_refunded_before(_order([]), "non_delivery", decision) == decision
