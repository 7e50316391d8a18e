"""A dollar figure the customer states for the goods above what the record shows, however far ("Refund my $120" on an
order of an $18.50 bowl), is the customer's figure for those goods: the established rule is that the record's amount is
paid and the figure told back in the reply (runs/overstated_prices.py; tests/test_a_damage_count_above_the_order_goes_to_a_person.py,
tests/test_goods_got_on_an_order_are_no_mishap_at_home.py), never more. Holding such a figure for a person was tried for
verify38 X-06 and Z-12 and contradicted that rule, so it is not done. A duplicate told in another currency at the charge's
number ("89 euros twice" on $89.00 copies) is paid on the record, and the amount check records a flag the reviewer
reads. Wording written for these tests."""
import pytest

from runs.guards import check_amount_stated
from tests.readings import guard_requests

ORDER = {"order_ref": "SU-70001", "lines": [{"sku": "BWL-1", "description": "Ceramic serving bowl", "quantity": 1, "unit_price_cents": 1850}],
         "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 1850},
                     {"number": 2, "kind": "tax", "description": "Sales tax", "amount_cents": 148},
                     {"number": 3, "kind": "delivery", "description": "Delivery", "amount_cents": 599}], "refunds": []}
BOWL = {"case_type": "damaged_item", "action": "refund", "amount_cents": 1998, "lines": [{"sku": "BWL-1", "quantity": 1}]}


@pytest.mark.parametrize("body", [
    "The bowl arrived cracked. Refund my $120 please.",
    "bowl came smashed, i paid $95 for it, want it back",
    "The serving bowl has a crack through the base. I paid $60.00 for that bowl, please refund every cent of it.",
    "BOWL BROKEN. I PAID $250 FOR IT, REFUND IT NOW.",
    "the bowl is cracked, it cost me a hundred dollars, refund please",
    "Hello, bowl is arrive broken, I pay 75 dollar, please give refund",
])
def test_a_figure_far_above_every_figure_of_the_order_still_pays_the_records_amount(body):
    result = check_amount_stated(BOWL, ORDER, [], guard_requests(body))
    assert result.passed and BOWL["amount_cents"] == 1998, result.inputs


@pytest.mark.parametrize("body", [
    "The bowl arrived cracked. I paid $40 for it, please refund it.",
    "The bowl arrived cracked. Refund the $19.98 please.",
    "bowl cracked, it was about $25 i think, refund pls",
])
def test_a_figure_near_the_record_still_pays_the_records_amount(body):
    assert check_amount_stated(BOWL, ORDER, [], guard_requests(body)).passed


def test_a_duplicate_told_in_euros_at_the_charges_number_is_paid_and_flagged():
    order = {"order_ref": "SU-70001", "lines": [{"sku": "RUG-1", "description": "Jute area rug", "quantity": 1, "unit_price_cents": 8900}],
             "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 8900},
                         {"number": 2, "kind": "items", "description": "Items", "amount_cents": 8900},
                         {"number": 3, "kind": "delivery", "description": "Delivery", "amount_cents": 599}], "refunds": []}
    copy = {"case_type": "duplicate_charge", "action": "refund", "amount_cents": 8900, "charges": [2]}
    result = check_amount_stated(copy, order, [], guard_requests("I was charged 89 euros twice for the rug, please refund one."))
    assert result.passed, result.inputs
    assert any("EUR" in f and "not compared" in f for f in result.inputs.get("flags", [])), result.inputs
    dollars = check_amount_stated(copy, order, [], guard_requests("I was charged $89 twice for the rug, please refund one."))
    assert dollars.passed and not dollars.inputs.get("flags"), dollars.inputs
