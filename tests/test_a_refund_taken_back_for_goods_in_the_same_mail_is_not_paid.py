"""A refund the customer asks for and takes back in the same mail in favour of goods ("Please refund the platter.
Actually no, I'd much rather you sent a replacement platter instead of the money") is never paid: the guard's
request_in_ticket holds it on the refusal. Two readings let it through on ver24a V24-03 ($48.76 paid, and a
replacement escalated as well): the wish "I'd rather you sent a replacement" was taken for a replacement told as sent
(a refusal of a refund made before), and "Could you refund the extra one?", attached to the double charge, was taken
as the platter claimed anew. A wish tells nothing done, and a sentence attached to another request claims nothing of
the platter."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.refusal_holds import refuses_a_repeat
from tests.guard_fixtures import requests_read

NOW = datetime(2026, 12, 4, 16, tzinfo=timezone.utc)
ORDER = {"order_ref": "SU-72403", "customer": {"email": "helen@example.com"},
         "lines": [{"sku": "PLT-SRV-1", "description": "Oval serving platter", "quantity": 1, "unit_price_cents": 4600},
                   {"sku": "BWL-SAL-1", "description": "Salad bowl, large", "quantity": 1, "unit_price_cents": 3800}],
         "charges": [{"number": 1, "kind": "items", "description": "Order items", "amount_cents": 8400},
                     {"number": 2, "kind": "delivery", "description": "Standard delivery", "amount_cents": 599},
                     {"number": 3, "kind": "tax", "description": "Sales tax", "amount_cents": 504},
                     {"number": 4, "kind": "items", "description": "Order items", "amount_cents": 8400}]}
PLATTER = {"subtask": 1, "case_type": "damaged_item", "action": "refund", "amount_cents": 4876, "lines": [{"sku": "PLT-SRV-1", "quantity": 1}]}
BOWL = {"subtask": 1, "case_type": "damaged_item", "action": "refund", "amount_cents": 4028, "lines": [{"sku": "BWL-SAL-1", "quantity": 1}]}
DOUBLE = "\n\nSecond thing: my bank shows the $84.00 order payment taken twice. Could you refund the extra one?"


def _asked(text: str, decision: dict = PLATTER):
    return guards.check_request_in_ticket(decision, policy_evidence.Evidence(order=ORDER, now=NOW), requests_read(text, ORDER), "")


EXTRA = "\n\nAlso the $84.00 items payment went through twice on my card. Please refund the extra one."
TOO = "\n\nOne more thing, my bank shows the $84.00 order payment taken twice. Can you refund that one too?"


@pytest.mark.parametrize("text", [
    "The oval serving platter arrived with a crack across the middle. Please refund the platter. Actually no, thinking about it, "
    "I'd much rather you sent a replacement platter instead of the money, it's for Christmas dinner." + DOUBLE,
    "platter came cracked. refund it pls. actually scratch that, i'd much rather you sent a replacement platter instead of the money" + TOO,
    "The serving platter is chipped along the rim. I'd like a refund. On reflection I would prefer that you sent a replacement "
    "platter rather than refunding it." + EXTRA,
    "Cracked platter on arrival - please refund. Thinking again, I'd prefer you shipped a replacement platter instead of a refund, "
    "it was a gift." + TOO,
    "Dear team, the oval platter reached us broken in two. We asked for a refund on the phone. On reflection we would prefer that "
    "you sent a replacement platter rather than refunding it." + DOUBLE,
])
def test_a_refund_asked_then_traded_for_goods_is_held(text):
    result = _asked(text)
    assert not result.passed, result.inputs
    assert result.inputs.get("forbidding")


@pytest.mark.parametrize("text", [
    "The oval serving platter arrived cracked. I'd much rather have the money than a replacement platter, please refund it." + DOUBLE,
    "The platter arrived with a crack. Please refund the platter." + DOUBLE,
    "The platter arrived cracked and the salad bowl is chipped. Refund the platter please; for the salad bowl I'd rather you sent "
    "a replacement instead of the money.",
    "Platter cracked on arrival. Actually no, the replacement can wait - just refund me for the platter please.",
    "The platter came cracked. A replacement would take too long, so please refund the platter instead.",
])
def test_near_misses_money_asked_or_goods_asked_for_another_line_hold_no_platter_refund(text):
    result = _asked(text)
    assert result.passed, result.inputs


def test_near_miss_goods_wished_for_the_bowl_hold_the_bowls_refund():
    text = ("The platter arrived cracked and the salad bowl is chipped. Refund the platter please; for the salad bowl I'd rather you "
            "sent a replacement instead of the money.")
    assert not _asked(text, BOWL).passed


@pytest.mark.parametrize("text, repeat", [
    ("I'd much rather you sent a replacement platter instead of the money.", False),
    ("On reflection I would prefer that you sent a replacement platter rather than refunding it.", False),
    ("Thinking again, I'd prefer you shipped a replacement platter instead of a refund.", False),
    ("You already sent a replacement platter last week, so don't refund that.", True),
    ("Please don't refund that again, you paid it twice already.", True),
])
def test_a_wish_for_goods_tells_no_remedy_made(text, repeat):
    assert refuses_a_repeat(text) is repeat
