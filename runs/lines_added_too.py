"""Goods added to a claim told of other goods, carried by "too", "as well" or "also", with no verb of their own: "The
kettle is dented and the toaster too", "the mug arrived chipped, the jug as well", "the rug came stained, also the
runner". Both are claimed, each as the sentence tells it, as a list is ("the kettle and the toaster are dented").

A sentence naming two lines any other way does not say its problem is of both (runs.ticket_lines.lines_asked_about), so
this one went to a person as naming more than one line unclearly, and nothing was paid for either (blind testers,
V31-32). Here the first clause naming goods tells the problem, and every later clause naming goods only adds them:
a joining or adding word and names, no word of its own (runs.ticket_lines._only_adds, passed in). Near-misses: "and the
toaster too is fine", "the toaster works too", "and I returned the toaster too" (words of their own: not added)."""

from __future__ import annotations

import re
from collections.abc import Callable

# Where a clause ends: a comma, a dash, or before a joining word (kept with the clause it opens: "and the toaster too").
_CLAUSE_END = re.compile(r"[,;:]\s*|\s[-–—]+\s|(?=\b(?:and|plus)\b)|(?=&)", re.I)
# (or the verb said again after "so": "my candle came cracked and so did the vase", "... and so has the vase")
_ADDED_WORD = re.compile(r"\b(?:too|as\s+well|also|so\s+(?:did|does|do|was|were|is|are|has|had|have))\b", re.I)


def lines_added_too(order: dict, text: str, skus: set[str], only_adds: Callable[[dict, str], bool],
                    named_in: Callable[[dict, str], set[str]]) -> bool:
    """Whether `text` tells its problem of the lines its first clause names and only adds the rest of `skus` after it,
    each in a clause saying "too" / "as well" / "also" (module doc)."""
    if len(skus) < 2 or not _ADDED_WORD.search(text):
        return False
    clauses = [(c, named_in(order, c) & skus) for c in _CLAUSE_END.split(text) if c and c.strip()]
    naming = [(c, named) for c, named in clauses if named]
    if len(naming) < 2 or only_adds(order, naming[0][0]):
        return False
    added = naming[1:]
    return all(only_adds(order, c) and _ADDED_WORD.search(c) for c, _ in added) \
        and set().union(*(named for _, named in naming)) == skus
