"""What was ordered, told on its own for the wrong item the ticket claims: "Wrong coffee maker model" over "I ordered the
CM-10 (10-cup). The box and the unit are the CM-6".

A sentence opening "I ordered ..." tells half of a mismatch, so where no request is beside it, it is read as a problem of
no kind for a person (runs.intents.unread): the only net for a wrong item told in words no cue knows. Where the ticket
claims a wrong item on the same order, the sentence is that claim's story, and a person was asked to answer "I ordered
the CM-10 (10-cup)." beside the claim already handled (blind round ver26a, VER26A-37). It tells more of that claim. A
sentence that says more than what was ordered ("I ordered the CM-10 and it never came") is read as before."""

from __future__ import annotations

import re
from collections.abc import Callable

from .reading import ReadSentence

# what was ordered, told at the sentence's opening: "I ordered the CM-10", "We had chosen the oak one", "and I paid for
# the large"
_ORDER_TOLD = re.compile(r"^\W*(?:(?:but|and|so|well)\s+)?(?:i|we)(?:'d|\s+had|\s+have|'ve)?\s+(?:\w+\s+)?"
                         r"(?:chose|ordered|picked|selected|asked\s+for|paid\s+for|went\s+for|bought)\b", re.I)


def order_told_for_claim(s: ReadSentence, known: list[ReadSentence], tells_problem: Callable[[str], bool]) -> bool:
    """Whether `s` only tells what was ordered (`tells_problem`: whether words after the ordering tell a problem), and a
    request of `known` claims a wrong item on its order."""
    told = _ORDER_TOLD.match(s.text)
    if not told or tells_problem(s.text[told.end():]):
        return False
    return any("wrong_item" in n.kinds and (not n.order or not s.order or n.order == s.order) for n in known)
