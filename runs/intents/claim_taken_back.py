"""A claim the customer takes back: "Sorry, my mistake, I said the jar was broken in my last email but it was actually
the lid of a different jar from another shop. Yours are fine!" The refund was paid (verify33 F02): the broken jar is
told only to say it was not so. A claim taken back is context, never paid; the ticket is answered by a person.

Near-misses: "I've checked again and it IS broken, refund please" (no taking back, a refund asked), "my mistake, it
was the mug not the jug that broke, refund the mug" (a claim corrected and a refund asked: stays as read)."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .reading import ReadSentence

TAKEN_BACK_WHY = "a claim the customer takes back (\"my mistake ... yours are fine\"): context, nothing is paid"

_TAKEN_BACK = re.compile(
    r"\b(?:my\s+(?:mistake|bad|error)|i\s+was\s+(?:wrong|mistaken)|false\s+alarm|i\s+got\s+(?:it|that)\s+wrong"
    r"|please\s+(?:ignore|disregard)\s+my\s+(?:last|previous|earlier))\b", re.I)
_ALL_FINE = re.compile(
    r"\b(?:(?:yours|it|they|both|everything|the\s+\w+)\s*(?:'s|'re|\s+(?:is|are|was|were))\s+(?:all\s+)?(?:fine|ok|okay|perfect|intact|all\s+good)"
    r"|nothing\s+(?:is\s+|was\s+)?wrong|not\s+(?:actually\s+)?(?:broken|damaged|chipped|cracked))\b", re.I)
# A refund still asked for keeps the claim ("my mistake, it was the mug that broke, refund the mug").
_STILL_ASKED = re.compile(r"\b(?:refund|money\s+back|replace(?:ment)?|send\s+(?:me\s+)?(?:a\s+)?new)\b", re.I)


def read_claim_taken_back(live: list[ReadSentence], text: str) -> None:
    """Every claim is held as context when the customer takes it back and says the goods are fine (module doc). `live`: the
    sentences the customer wrote, the injected left out; `text`: theirs joined by spaces (both read once by read_ticket)."""
    if not (_TAKEN_BACK.search(text) and _ALL_FINE.search(text)) or _STILL_ASKED.search(text):
        return
    for s in live:
        if s.role in ("request", "attached") and s.kinds and set(s.kinds).isdisjoint(set(NOT_A_CASE)):
            s.role, s.kinds, s.why, s.spans = "context", [], TAKEN_BACK_WHY, {}
