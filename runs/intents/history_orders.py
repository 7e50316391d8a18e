"""An earlier order told as history before a sentence turns to the claim of now: "Like my last order SU-46111, where the
fruit bowl came broken (you refunded that one, thanks), this time the vase in SU-46011 is broken." The bowl's damage is
the comparison's, on an order told as earlier or settled, not a second claim: read as a claim on each order named, the
old order was handed to a follow-up run of its own and the ticket closed partial (pastorders41 V41-111).

History: the words before a turn to now ("this time", "now", "today") that tell an earlier time ("my last order") or
a problem settled ("you refunded that one"). An order numbered there and not after the turn is the history's. The
claim after the turn must tell a goods problem of its own; "SU-1 came late and SU-2 is broken now" tells no history,
and an order named both sides ("SU-1 was refunded, now SU-1's lid is cracked") stays the claim's."""

from __future__ import annotations

import re

from ..sentences import ORDER_IN_TEXT, normalise_ref
from .cues import GOODS_PROBLEMS, _spans_of
from .settled import _settled_now, earlier_time

# The turn from then to now: ", this time the vase ...", "; now the jug ...", "- and this time ...", "but now ...", "(refunded,
# thanks!) this time ...".
TURN_TO_NOW = re.compile(r"(?:[,;:\-–—)]\s*|\b(?:but|and|yet)\s+)(?:(?:but|and|yet)\s+)?(?:this\s+time|now|today|this\s+order)\b", re.I)


def history_orders(sentence: str) -> set[str]:
    """The orders `sentence` numbers only in the history it tells before turning to a claim of now."""
    turn = TURN_TO_NOW.search(sentence)
    if not turn:
        return set()
    then, now = sentence[:turn.start()], sentence[turn.start():]
    if not (earlier_time(then) or _settled_now(then)) or not set(_spans_of(now)) & set(GOODS_PROBLEMS):
        return set()
    return {normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(then)} - {normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(now)}


def claims_now(sentence: str, by_order: dict[str, list[str]]) -> dict[str, list[str]]:
    """{order: kinds} of a sentence naming several orders, without the orders of its history (when one is left)."""
    history = history_orders(sentence)
    kept = {o: kinds for o, kinds in by_order.items() if normalise_ref(o) not in history}
    return kept if kept else by_order
