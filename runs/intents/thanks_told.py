"""A thanks for a remedy already given, asking nothing, needs no answer from the record.

"Thanks so much for sending a new vase so quickly after the first one broke, it arrived yesterday and it's gorgeous." was
read as a question whether a replacement was sent (its words "sending a new vase"), and the reply answered it from the
order's record: "The order shows no replacement sent or on the way." True of the record, and strange to send a customer
who thanks us for the replacement (blind round ver24a, V24-34). A thanks that names the remedy done (runs/intents/thanks.py
THANKS_FOR_DONE: "thanks for sending", "thanks for the quick refund", "cheers for sorting it last week") and asks nothing
else (no question mark, no ask of its own) is told, not asked: context, and it settles nothing (the claims beside it stand;
no kind is read from it, so the guard reads no settling in it either).

A thanks that asks on ("thanks for sending a new one - has it shipped yet?", "thanks for the refund, could you also ...")
or looks ahead ("thanks in advance for sending a replacement") stays what it was read as."""

from __future__ import annotations

import re

from .asks import _asks
from .reading import ReadSentence
from .thanks import THANKS_FOR_DONE

THANKS_TOLD_WHY = "thanks for a remedy already given and asks nothing: told, not asked, and it settles nothing beside it"

_THANKS_DONE = re.compile(THANKS_FOR_DONE, re.I)
# The thanks clause itself, up to where the sentence turns to something else.
_CLAUSE_END = re.compile(r"[.;!?]|\s[-–—]+\s|\b(?:but|however|though|although|and\s+(?:can|could|would|will|please|pls|i'?d|i\s+would|i\s+want|i\s+need))\b", re.I)


def thanks_only(text: str) -> bool:
    """Whether a sentence thanks for a remedy done and asks nothing."""
    m = _THANKS_DONE.search(text)
    if not m or "?" in text:
        return False
    # what the sentence says besides its thanks must ask nothing: "thanks for sending a new one, please send the lid too" asks
    rest = text[:m.start()] + " " + text[m.end():]
    return not _asks(text, title=False) and not _asks(rest, title=False)


def read_thanks_told(read: list[ReadSentence]) -> None:
    """A sentence read as a question of a remedy (kind `question` alone) that only thanks for that remedy given is told."""
    for s in read:
        if s.role == "request" and s.kinds == ["question"] and thanks_only(s.text):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, THANKS_TOLD_WHY
