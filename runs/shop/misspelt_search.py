"""A search of the customer's orders by a word they typed off: "kettel" finds the order holding the "Stovetop kettle".

The order search matched a word only spelt as the line's description spells it, so goods told misspelt on a ticket about
two orders were found on neither: the claim of the goods on the other order went to a person ("My kettel is dented" over
SU-1 while SU-2 holds the kettle), or was lost beside a claim on the pinned order, though the same words spelt right were
paid. A line named with a typo is still named (runs.typos, as runs.ticket_lines.words_mentioned reads the pinned order): the
search falls back to it, over the one customer's own orders only, when the word spelt as typed finds none of theirs."""

from __future__ import annotations

import re

from ..typos import misspelt

_WORD = re.compile(r"[a-z]+")


def orders_named_misspelt(orders, text: str) -> list[int]:
    """The primary keys of `orders` (a queryset of one customer's orders) with a line whose description has a word `text`
    is a typing slip of ("kettel": a kettle); [] when `text` is more than one word."""
    typed = _WORD.findall(text.lower())
    if len(typed) != 1:
        return []
    return [o.pk for o in orders.prefetch_related("lines")
            if any(misspelt(typed[0], w) for x in o.lines.all() for w in _WORD.findall(x.description.lower()))]
