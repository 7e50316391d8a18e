"""A duplicate charge's stated amount is held against the copy the refund would pay (with the other copies, or
the order's total as charged and as it should have been), not any sum of the order's charges: "the second time
$70" on an order whose copy is $64.50 (and whose items and tax make $70.95) is held for a person before any money
moves, as the reply check would hold it after; the copy's own figure, rounded, still lets the refund through."""

import pytest

from runs.guards import check_amount_stated
from runs.intents import read_ticket
from runs.screening import request_dicts

ORDER = {"order_ref": "SU-61030",
         "lines": [{"sku": "KET", "description": "Enamel kettle", "quantity": 1, "unit_price_cents": 6450}],
         "charges": [{"kind": "items", "description": "Items", "amount_cents": 6450},
                     {"kind": "items", "description": "Items", "amount_cents": 6450},
                     {"kind": "tax", "description": "Sales tax", "amount_cents": 645},
                     {"kind": "delivery", "description": "Delivery", "amount_cents": 599}],
         "refunds": []}
COPY = {"case_type": "duplicate_charge", "action": "refund", "amount_cents": 6450}


def _check(body: str):
    return check_amount_stated(COPY, ORDER, [], request_dicts(read_ticket(f"Charges\n{body}", order_ref="SU-61030"), "SU-61030"))


@pytest.mark.parametrize("body", [
    "You charged me twice, the second time $70. Refund the second charge NOW.",
    "my card got charged again, second one was $70.95, refund it",
    "Double charged!! The extra payment is $70.49 on my statement.",
    "I see a second charge of $71 for the kettle, please refund it.",
    "charged twice - $64.50 and then $58.05?? refund the extra",
])
def test_a_stated_copy_the_record_does_not_show_is_held(body):
    assert not _check(body).passed


@pytest.mark.parametrize("body", [
    "You charged me twice, the second time $64.50. Refund it please.",
    "dbl charged, $65 taken twice for the kettle",
    "my card shows the kettle payment ($64.50) two times",
    "I was charged $129 for one kettle, that's it twice over.",
    "total came to $141.44 instead of $76.94, you charged the kettle twice",
])
def test_the_copys_own_figure_or_the_orders_totals_let_the_refund_through(body):
    result = _check(body)
    assert result.passed, result.inputs
