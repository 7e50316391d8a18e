"""A return called off declines the return, never a different request named beside it.

"Jacket return + late delivery" over "I asked last week to return the rain jacket - please cancel that return, I've decided
to keep it after all. Separately, the parcel was promised for Friday and came on Monday; can I get the delivery fee
back?" (blind round ver23a, V23-34): the keeping was read as declining the subject's "late delivery" just before it, and
the guard then refused the delivery fee's refund as settled. Keeping the goods or cancelling their return says nothing
of a delivery's lateness: a request of late delivery alone stands beside it (refusals._declined_goods)."""

from __future__ import annotations

from .return_named import RETURN_NAMED

# Kinds a return's goods say nothing of: the delivery's lateness (its fee).
_NOT_THE_GOODS = frozenset({"late_delivery"})


def return_called_off_beside(declining: str, earlier_kinds: list[str]) -> bool:
    """Whether `declining` (a sentence declining a remedy) calls off a return it names, and the request just before it is of a
    kind no return is about (a late delivery): that request is another one and stands. (The return named: "cancel that
    return", "I asked to send it back ... I'll keep it", "forget the return", "no longer need the return label".)"""
    return bool(earlier_kinds) and set(earlier_kinds) <= _NOT_THE_GOODS and bool(RETURN_NAMED.search(declining))
