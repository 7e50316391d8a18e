"""Goods a request names that the pinned order does not hold and two or more of the customer's other orders do: "The mug
came smashed ... The waffle towels arrived torn as well" from a customer with two orders of towels. Which order the towels
are is not for the runtime to guess (runs.sibling_orders.holding_order finds none), and the request fell back onto the
pinned order, folded into the mug's claim of the same kind and dropped without a word. Here it goes to a person, told the
candidate orders, and no money moves on it."""

from __future__ import annotations

from .sentences import normalise_ref


def orders_holding(found: dict[str, list[str]], words: list[str], pinned: str) -> list[str]:
    """The customer's orders other than `pinned` that the searches by `words` listed, when there are two or more ([] else)."""
    refs = {normalise_ref(ref): ref for w in words for ref in found.get(w, []) if normalise_ref(ref) != normalise_ref(pinned)}
    return sorted(refs.values()) if len(refs) > 1 else []
