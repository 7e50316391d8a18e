"""Damage told outright of some goods beside a condition on others: "The bowl arrived broken - if the plate turns out to
be chipped I'll let you know" (or "The bowl arrived broken. If the plate turns out to be chipped I'll let you know.")
unclaimed the bowl, since a ticket with a conditional damage and a word to come back to it
was read as nothing confirmed yet (damage_unconfirmed.read_supposed_damage). The condition is on the plate alone: it asks
nothing (the customer will write again about the plate), and the bowl's damage is told and claimed.

A claim stands beside the condition when, once its conditions and hedges are taken out, it still tells damage and names
goods the condition does not. Near-misses left unclaimed: the damage only in the condition ("If the bowl turns out to be
cracked when I unwrap it properly tonight, I'll want a refund"), the condition on the goods told ("the bowl looks broken -
if the bowl turns out to be cracked I'll let you know", "... If it turns out to be cracked I'll let you know"), damage told by another and not seen (hearsay, read there)."""

from __future__ import annotations

import re

from .cues import _spans_of
from .stems import content_stems

# The goods a clause names: "the bowl", "my side plate".
_GOODS = re.compile(r"\b(?:the|my|our|this|that|both|all)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)|^\W*([a-z][\w-]*)\s+(?=(?:is|was|arrived|came|got)\b)", re.I)
_NOT_GOODS = frozenset(content_stems("box parcel package courier driver delivery order outside inside bottom top side photo picture rest others "
                                     "arrived came turns turned broken cracked chipped damaged dented smashed shattered scratched"))


def _goods(text: str) -> frozenset[str]:
    return frozenset().union(*(content_stems(m.group(1) or m.group(2)) for m in _GOODS.finditer(text))) - _NOT_GOODS


def told_beside_condition(text: str, conditions: list[str], condition: re.Pattern, damage: re.Pattern) -> bool:
    """Whether a claim's `text` tells damage outright of goods other than those the ticket's `conditions` (the conditional
    phrases, in this sentence or another) name (module doc)."""
    outside = condition.sub(" ", text)
    if not conditions or not (damage.search(outside) or "damaged_item" in _spans_of(outside)):  # ("arrived in pieces")
        return False
    named = _goods(" ".join(conditions))  # ("if it turns out to be cracked": the goods told, never others)
    return bool(named) and bool(_goods(outside) - named)
