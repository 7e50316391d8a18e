""""All eight glasses came fine except the one with the gold band, which is chipped" is a damage claim
on that one glass: the exception after "fine" turns it into a claim (as "but" does), and the count
claimed is the exception, never the whole said fine, for the offline agent and the guard alike."""

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.unit_counts import units_stated

GLASSES = {"order_ref": "SU-60010", "lines": [{"sku": "GLS-8", "description": "Gold-rim coupe glass", "quantity": 8, "unit_price_cents": 1200}],
           "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 9600, "charged_at": "2026-10-01T09:00:00+00:00"}]}
CLAIM = "All eight glasses came fine except the one with the gold band, which is chipped along the rim. Could that one be refunded?"


def _asked(text: str) -> list[dict]:
    return request_dicts(read_ticket(f"coupe glass\n{text}", order_ref=GLASSES["order_ref"]), GLASSES["order_ref"])


def test_a_fine_with_an_exception_is_a_damage_claim():
    assert any("damaged_item" in r["kinds"] for r in _asked(CLAIM))


def test_the_goods_said_fine_with_no_exception_claim_nothing():
    assert not any("damaged_item" in r["kinds"] for r in _asked("All eight glasses came fine, thank you. Could you tell me when the jug ships?"))


@pytest.mark.parametrize("text,count", [
    (CLAIM, 1),
    ("Everything arrived fine apart from two glasses that have chips.", 2),
    ("all of the glasses are ok but one", 1),
])
def test_the_count_claimed_is_the_exception(text, count):
    assert units_stated(GLASSES, GLASSES["lines"][0], [text]).at_most == count


def test_the_guard_refuses_the_glasses_said_fine():
    asked = _asked(CLAIM)
    refund = {"case_type": "damaged_item", "action": "refund", "needs_human": False, "lines": [{"sku": "GLS-8", "quantity": 8}], "amount_cents": 9600}
    assert guards.check_lines(refund, GLASSES, [], asked).passed is False
    assert guards.check_lines({**refund, "lines": [{"sku": "GLS-8", "quantity": 1}], "amount_cents": 1200}, GLASSES, [], asked).passed is True
