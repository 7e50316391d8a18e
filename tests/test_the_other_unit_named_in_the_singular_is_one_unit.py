"""One unit told apart from those already dealt with, in the singular of the line's own word ("refund the other
plate", "the remaining cracked plate is still here"), is one unit: the guard admits one, never the units left on the
line. "The other day", "the other plates", "the other two" are no such unit."""

import pytest

from runs.unit_counts import units_stated

PLATE = {"sku": "PLT", "description": "Dinner plate, white", "quantity": 4, "unit_price_cents": 1250}
ORDER = {"order_ref": "SU-65001", "lines": [PLATE], "charges": [], "refunds": []}


@pytest.mark.parametrize("texts", [
    ["Plates", "The other plate is still cracked - please refund it."],
    ["dinner plates", "I should be grateful if you would refund the other plate, which remains cracked."],
    ["re: plates", "the remaining cracked plate is still sitting here, can u refund it"],
    ["Plates", "Could you refund the other dinner plate? It arrived chipped."],
    ["Plates", "the other broken plate needs refunding too please"],
])
def test_the_other_unit_in_the_singular_is_one_unit(texts):
    assert units_stated(ORDER, PLATE, texts).at_most == 1, units_stated(ORDER, PLATE, texts)


@pytest.mark.parametrize("texts, at_most", [
    (["Plates", "The other day the plates arrived smashed, refund please."], None),
    (["Plates", "Refund the other plates please, they came cracked."], None),
    (["Plates", "Two plates survived, the other two are cracked. Refund please."], 2),
])
def test_the_other_day_or_the_other_plates_are_no_single_unit(texts, at_most):
    units = units_stated(ORDER, PLATE, texts)
    assert units.at_most == at_most or (at_most is None and units.at_most != 1), units
