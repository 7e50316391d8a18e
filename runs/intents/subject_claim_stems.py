"""The words of the goods claimed, for telling a return asked beside a claim from the claim's own remedy, without
the clause of a claim's sentence that itself asks a return of other goods.

A weak return cue ("I'd like to return the bowl") is the remedy of a problem with the same goods when it shares
their words, else a change of mind (runs/intents/unread._settle_unread). A subject such as "Mug cracked, and
returning the bowl" or "wrong colour kettle and toaster return" is read as a claim too, and all its words were
taken as the claim's: the bowl's return in the body then shared the "claim's" words, was not a change of mind,
and went to a person as a request of no kind. The clause of a claim's sentence that holds its own return cue
("returning the bowl", "toaster return") names the return's goods, not the claim's: its words are left out. The
claim's clause keeps its words ("The bowl arrived cracked and I'd like to return it": the bowl is the claim's)."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .relayed_wishes import PEOPLE_STEMS
from .stems import content_stems

# where one ask of a listing subject or a sentence ends and the next begins
_CLAUSE_BREAK = re.compile(r"\s*(?:[,;:+&/]|\s-\s|\band\b|\balso\b|\bplus\b)\s*", re.I)


# a return named in a clause, with or without the verb the weak cues want ("toaster return", "returning the bowl")
_RETURN_NAMED = re.compile(r"\breturn(?:s|ing|ed)?\b|\bsend(?:ing)?\s+(?:\w+\s+){0,3}?back\b", re.I)


def _claim_words(s: ReadSentence) -> set[str]:
    """The sentence's content stems without a clause that names a return and holds none of the claim's own cues."""
    cuts = [0, *(m.end() for m in _CLAUSE_BREAK.finditer(s.text)), len(s.text) + 1]
    claim_hits = [h for k, hits in s.spans.items() if k in GOODS_PROBLEMS for h in hits]

    def returns_only(a: int, b: int) -> bool:
        if any(a <= h0 < b or h0 <= a < h1 for h0, h1 in claim_hits):
            return False
        return any(a <= w0 < b for w0, _ in s.weak) or bool(_RETURN_NAMED.search(s.text[a:b]))

    kept = [s.text[a:b] for a, b in zip(cuts, cuts[1:]) if not returns_only(a, b)]
    # ("Dad says: the carriage snapped" shares "dad" with "so dad wants to send ours back", no goods: relayed_wishes.py)
    return (set(content_stems(" ".join(kept))) if kept else set(content_stems(s.text))) - PEOPLE_STEMS


def claim_stems(requests: list[ReadSentence]) -> set[str]:
    """The content stems of the goods-problem requests, each without the clause asking a return of its own."""
    return set().union(*(_claim_words(s) for s in requests if set(s.kinds) & set(GOODS_PROBLEMS)))
