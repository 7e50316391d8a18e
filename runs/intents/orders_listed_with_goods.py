"""One problem told of a list of goods, each tied to its own order: "the mug from SU-1 and the plate from SU-2 arrived
chipped", "The mug (SU-1) and the plate (SU-2) are chipped", "chipped on arrival: the mug on SU-1 and the plate on SU-2".

Read with "both" or "each" (read.told_of_each) the claim was each order's; without, the sentence was given the order
named last before its problem (or the first), and the other order's goods got no claim and no person (blind testers,
mend32b). A list is each order's own: the orders named are joined one to the next by a joining word, with at most a few
words naming goods and "from / in / on" between, so no order's own predicate stands between them ("the mug from SU-1
arrived chipped and I reordered the plate on SU-2" is no list). A sentence setting one apart ("but", "only", "except")
is not read here, as told_of_each does not."""

from __future__ import annotations

import re

from ..sentences import ORDER_IN_TEXT, normalise_ref

# what may stand between one order's number and the next in a list: its bracket or "'s <goods>", a joining word, the
# next goods' name and the word tying them to the next order ("), and the plate from ", "'s mug and SU-2's")
_BETWEEN = re.compile(
    r"^(?:\s*[)\]]|['’]s(?:\s+[\w-]+){1,3})?\s*,?\s*(?:and|&|plus|as\s+well\s+as|,)\s+(?:also\s+)?(?:(?:the|my|our|a|an|one|two|both)\s+)?"
    r"(?:[\w-]+\s+){0,3}?(?:(?:from|in|on|of|off|under)\s+)?(?:(?:my\s+|the\s+|other\s+)*order\s*)?(?:no\.?\s*|#\s*|number\s*)?[(\[]?\s*$", re.I)
_SET_APART = re.compile(r"\b(?:but|except|only|apart\s+from|though|although|however|whereas|while)\b", re.I)


def orders_listed_with_goods(text: str) -> list[str]:
    """The orders a sentence names as a list of goods each on its own order (module doc), in the order named; else []."""
    found = list(ORDER_IN_TEXT.finditer(text))
    named = [normalise_ref(m.group(1)) for m in found]
    if len(set(named)) < 2 or len(set(named)) != len(named) or _SET_APART.search(text):
        return []
    if not all(_BETWEEN.match(text[a.end():b.start()]) for a, b in zip(found, found[1:])):
        return []
    return named
