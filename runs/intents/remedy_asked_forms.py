"""An ask for a remedy never settles anything: "Can they be refunded?", "could you get them replaced?", "please can it
be credited back", "would they be swapped?" ask for the remedy. Only a remedy told as made settles a problem ("you
refunded it", "they were refunded last week", "I got my money back").

The settling table (runs/intents/settled.py) reads "<who> <up to two words> refunded" as the shop having refunded; this
module says when such a match is the ask's own words: a modal or a please right before the one who would settle it
("can they ...", "could you ...", "please can they ..."), or a bare "be" / "get" between them ("they be refunded", "you
get them refunded": the shape of an ask or of a promise, never of a refund made)."""

from __future__ import annotations

import re

# A modal or a please closing the clause right before the match, at most one word between ("Can they be refunded?",
# "Is it possible they be refunded", "Please could you have them replaced"), never a question about what was done
# ("Can you confirm you refunded it?": two words between the modal and the match).
_MODAL_BEFORE = re.compile(r"\b(?:can|could|would|will|should|shall|may|might|please|pls|plz|kindly|possible|hoping|hope)\s+(?:\w+\s+)?$", re.I)
# The words between the one who settles and the settling verb that make it an ask or a promise: "they be refunded",
# "you get them refunded", "you have them replaced" (the causative: "have" with an object before the verb).
_ASK_BETWEEN = re.compile(r"^\S+(?:\s+\S+)*?\s+(?:be|get|have\s+(?:it|them|this|that|these|those))\s+\S+$", re.I)
# One who settles again inside the match: the match runs over an ask into a refund told ("you confirm you refunded").
_SECOND_WHO = re.compile(r"^\S+\s.*\b(?:you|u|they)\s+\S+$", re.I)
# Where the clause of the match begins: the last stop, comma or semicolon before it.
_CLAUSE_BREAK = re.compile(r"[.!?;,:]\s*|\b(?:and|but|so|or)\s+", re.I)


def remedy_asked(text: str, m: re.Match) -> bool:
    """Whether a settling match `m` in `text` is the words of an ask for the remedy rather than of one made."""
    cut = 0
    for b in _CLAUSE_BREAK.finditer(text, 0, m.start()):
        cut = b.end()
    before = text[cut:m.start()]
    if _SECOND_WHO.search(m.group(0)):
        return False  # "Can you confirm you refunded it?": the refund after the ask is told as made
    return bool(_MODAL_BEFORE.search(before)) or bool(_ASK_BETWEEN.match(m.group(0).strip()))
