"""A bare sum asked back that is the record's whole figure for the claim ("Refund $19.98 for the bowl" on a bowl the
order shows at $18.50 with $1.48 of tax) asks the whole refund, not part of it: the reader takes a bare sum asked back
for part of the money (runs/intents/part_money_forms.py), since it cannot see the order, so the refusal it reads is let
go here, where the order is known, and the claim pays as before. Only a sum in dollars that is, to the cent (or to the
dollar when said in whole dollars), the decision's own amount, a claimed line's price with or without its tax, or the
order's total; a share ("half"), a part named ("just the lid") or a sum in another currency still holds the refund."""

from __future__ import annotations

import re

from . import policy_charges, policy_evidence
from .intents.part_money_forms import SUM
from .intents.remedies import OTHER_REMEDY_WHY, _money_in_another_shape
from .sentences import amounts_in

_BARE_SUM = re.compile(SUM, re.I)
_KNOCKED_OFF = re.compile(r"\b(?:knock(?:ed|ing)?|take|taking)\s+(?:\S+\s+){1,3}?off\b", re.I)


def _whole_figures(order: dict, decision: dict) -> list[int]:
    figures = {int(decision.get("amount_cents") or 0), sum(int(c["amount_cents"]) for c in order.get("charges", []))}
    lines = {x["sku"]: x for x in order.get("lines", [])}
    for sku in policy_evidence.acted_skus(decision):
        if sku in lines:
            quantity = int(lines[sku].get("quantity") or 1)
            figures |= {lines[sku]["unit_price_cents"] * quantity, policy_charges.line_cents(order, sku, quantity)}
    return [f for f in figures if f > 0]


def sum_alone(text: str) -> bool:
    """Whether a sentence asks an amount of its own by a bare sum alone ("give me 10 dollars back"), no share, no part
    named and nothing knocked off: the sum may be under the record's figure, or over it ("fifty dollars back" on $18.50)."""
    # (the sum put by as "it": "Refund it for it please" asks no part, where "something" now reads as an amount left open,
    # part_money_unnamed.py; a sum knocked off is part whatever it is)
    return bool(_BARE_SUM.search(text)) and not _KNOCKED_OFF.search(text) and _money_in_another_shape(_BARE_SUM.sub("it", text)) != OTHER_REMEDY_WHY


def whole_sum_asked(order: dict, decision: dict, text: str) -> bool:
    """Whether a sentence read as asking part of the money asks, by its bare dollar sums alone, the whole figure the
    decision pays (the line's price, the order's total): then it holds nothing."""
    if not sum_alone(text):
        return False  # a share, a part named, "knock ... off": part of the money whatever the sum
    sums = [a for a in amounts_in(text) if a.cents]
    figures = _whole_figures(order, decision)
    return bool(sums) and all(not a.currency or a.currency == "USD" for a in sums) and all(
        any(abs(a.cents - f) <= (99 if a.cents % 100 == 0 else 1) for f in figures) for a in sums)
