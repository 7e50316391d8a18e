"""One sentence telling the customer's own order and another person's apart: "the blanket i ordered (SU-82001) is the wrong
colour and my sisters order SU-82002 which I paid for never arrived". The whole sentence was passed on for another person
(runs/intents/doubt.py), so the customer's own wrong item went to a person too; or, the apostrophe left off, the sister's
order was read as the customer's own non-delivery and paid (blind round 31, verify31 V31-11). Each order keeps the problem
told of it (read.py's kinds by order); the order named right after another person's possessive ("my sister's order SU-2")
is passed on for that person, a request of kind `other` (on the customer's own order's run, quoting the sentence) that
a person decides, never a claim worked on this ticket.
Where the problems cannot be told apart by order, the whole sentence goes to a person, as before."""

from __future__ import annotations

import re

from ..sentences import ORDER_IN_TEXT, normalise_ref
from .reading import ReadSentence


def persons_orders(text: str, persons: re.Pattern) -> list[str]:
    """The order numbers `text` names right after another person's possessive (`persons`: "my sister's order SU-2",
    "my sisters order (SU-2)"), within a few characters."""
    out = []
    for m in persons.finditer(text):
        ref = ORDER_IN_TEXT.search(text, m.end(), min(len(text), m.end() + 25))
        if ref:
            out.append(normalise_ref(ref.group(1)))
    return out


def several_told_apart(text: str, persons: re.Pattern) -> bool:
    """Whether `text` names several orders and another person's possessive stands right before one of them, not all."""
    named = {normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(text)}
    theirs = set(persons_orders(text, persons))
    return len(named) > 1 and bool(theirs) and bool(named - theirs)


def read_others_order_told_apart(read: list[ReadSentence], persons: re.Pattern, why: str) -> None:
    """Each request naming several orders, one of them another person's (module doc): the problems told from that person's
    possessive on are `other` on their order, passed on with `why`; those told before it keep the customer's own order.
    A problem told on both sides of it, or none on either: the whole sentence is `other`."""
    for s in read:
        if s.role != "request" or not several_told_apart(s.text, persons) or s.kinds == ["other"]:
            continue
        theirs = persons_orders(s.text, persons)
        turn = min(m.start() for m in persons.finditer(s.text) if ORDER_IN_TEXT.search(s.text, m.end(), min(len(s.text), m.end() + 25)))
        told = {k: hits for k, hits in s.spans.items() if k in s.kinds and k != "other" and hits}
        own = [k for k, hits in told.items() if all(a < turn for a, _ in hits)]
        passed = [k for k, hits in told.items() if all(a >= turn for a, _ in hits)]
        mine = next((o for o in [s.order, *(normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(s.text))]
                     if o and normalise_ref(o) not in theirs), "")
        if own and passed and len(own) + len(passed) == len(told) and mine:
            s.order, s.also = mine, [o for o in dict.fromkeys(theirs) if o != mine]
            # (the `other` told apart for no order is the first order's, this run's: its person reads the other order's part,
            # quoted; no run is started on an order the ticket says is another person's)
            s.kinds_by_order = {mine: own}
            s.kinds = [*own, "other"]
            s.spans = {k: v for k, v in s.spans.items() if k in own}
        else:
            passed, s.kinds, s.spans = list(told), ["other"], {}
        s.doubted = passed
        s.why = f"{why}: not read as a claim of {', '.join(k.replace('_', ' ') for k in passed)} on that order"
