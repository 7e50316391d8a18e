"""An ask quoted to a person with the fallback the customer attached to it: "If you can exchange it for a medium, please do
that. If you can't, then I'll return it for a refund instead." (V43-H3), "Could you send a new one? Failing that, my money
back." The fallback sentence is read as the ask's alternative (runs/intents/money_if_goods_fail.py) and attached to it, so
it is no request of its own: a ticket handed to a person as a whole quoted the swap alone, and the return for a refund the
customer would take instead was read by nobody. What the person handed the ask reads is now the ask, how it should reach
the customer (delivery_manner.with_manner), and the fallback attached just after it.

Near-misses: a sentence after the ask attached for another reason (telling more of it, courtesy) is not quoted with it,
and a fallback after another request in between belongs to that one.

An ask passed on for another person's order is quoted with the goods told of that order just after it ("Order SU-70001 was
a gift from my partner. The copper kettle arrived with a big dent in the side."): the goods sentence is no request of its
own (others_order_told_before.py), and a handover quoting the gift alone named no kettle."""

from __future__ import annotations

from .delivery_manner import with_manner
from .money_if_goods_fail import GOODS_FALLBACK_WHY
from .others_order_told_before import TOLD_OF_OTHERS_ORDER_WHY
from .reading import ReadSentence


def with_fallback(reading, s: ReadSentence) -> str:
    """`s`'s words as a person handed it reads them (with_manner), with the fallback sentence attached to it, if any."""
    words = with_manner(reading, s)
    told = []
    for t in (t for t in reading.sentences if t.index > s.index and t.role not in ("courtesy", "injected")):
        if t.role != "context" or t.why != TOLD_OF_OTHERS_ORDER_WHY:
            break
        told.append(t.text)
    if told:
        return " ".join([words, *told])
    after = next((t for t in reading.sentences if t.index > s.index and t.role not in ("courtesy", "injected")), None)
    if after is None or after.role != "attached" or after.why != GOODS_FALLBACK_WHY or after.text in words:
        return words
    return f"{words} {after.text}"
