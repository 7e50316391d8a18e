"""A line of several units, some refunded before: the next unit is still owed, at what is left on
the line. A unit's tax share is rounded on its own, so after earlier units the last one is worth a
cent or two less than the rule's unit; the offline agent pays what is left rather than telling the
customer it was "already refunded". A unit whose money is gone is still not paid again.

And a customer telling what they bought beside the damage ("I'd bought two, and its base is
cracked") tells of damage, not of a wrong item sent.
"""

import pytest

from runs.agents.offline_refunded_before import _unless_refunded_before
from runs.intents import read_ticket


def _order(quantity: int, unit: int, tax: int, refunded: list[int]) -> dict:
    return {"order_ref": "SU-40417", "lines": [{"sku": "BWL-2", "description": "Stoneware pasta bowl", "quantity": quantity, "unit_price_cents": unit}],
            "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": unit * quantity, "charged_at": "2026-10-01T09:00:00+00:00"},
                        {"number": 2, "kind": "tax", "description": "Sales tax", "amount_cents": tax, "charged_at": "2026-10-01T09:00:00+00:00"}],
            "refunds": [{"amount_cents": c, "source": "platform", "case_type": "damaged_item", "date": "2026-10-05", "covers": []} for c in refunded]}


def _one_unit(cents: int) -> dict:
    return {"action": "refund", "amount_cents": cents, "lines": [{"sku": "BWL-2", "quantity": 1}], "reason": "damaged"}


@pytest.mark.parametrize("quantity,unit,tax,refunded,asked,paid", [
    (2, 3995, 659, [4325], 4325, 4324),          # two lamps' worth: $43.25 a unit, $43.24 left
    (4, 999, 330, [1082, 1082, 1082], 1082, 1080),  # three of four bowls refunded one by one at the rounded unit
    (3, 1250, 309, [1353], 1353, 1353),          # nothing rounded away: the unit as the rule has it
])
def test_the_next_unit_of_a_line_refunded_in_part_is_paid_at_what_is_left(quantity, unit, tax, refunded, asked, paid):
    decision = _unless_refunded_before(_order(quantity, unit, tax, refunded), "damaged_item", _one_unit(asked))
    assert decision.get("amount_cents") == paid and "defer" not in decision


def test_a_unit_whose_money_was_refunded_already_is_not_paid_again():
    decision = _unless_refunded_before(_order(1, 3995, 330, [3000]), "damaged_item", _one_unit(4325))
    assert "already refunded" in decision["defer"]
    decision = _unless_refunded_before(_order(2, 3995, 659, [8649]), "damaged_item", _one_unit(4325))
    assert "already refunded" in decision["defer"]


@pytest.mark.parametrize("text", [
    "I'd ordered the pair of them, one for me and one for my sister, and its handle is snapped off.",
    "We bought three and its lid came dented on the last one, please refund that bowl.",
    "I had ordered it as a gift but it's cracked right across the base. Can I get a refund?",
])
def test_what_was_bought_told_beside_the_damage_is_no_wrong_item(text):
    kinds = {k for s in read_ticket(text, order_ref="SU-40417").sentences for k in s.kinds}
    assert "damaged_item" in kinds and "wrong_item" not in kinds


def test_what_was_bought_set_against_what_came_is_still_a_wrong_item():
    reading = read_ticket("I ordered the oatmeal colour and it's charcoal grey, can I send it back?", order_ref="SU-40417")
    assert any("wrong_item" in s.kinds for s in reading.sentences)
