"""The goods a ticket has already claimed a problem with, and whether a later ask names anything else.

A sentence that asks only the remedy of goods already claimed ("Could you sort out the teapot?", "a refund
for the shade would be lovely" after "the lampshade arrived with a tear") asks that claim's remedy: the
claim's subtask answers it, and a second subtask would have a person follow up on what was already paid.
Customers shorten the goods' name when they come back to it ("lampshade" -> "the shade", "teapot" ->
"the pot", "doormat" -> "the mat"): the last part of a joined word names the same thing. They mistype it in one place and not the other ("the lamp shaed
came rippd ... can i get refund for the shade pls", ver29a V29-23): a word one typing slip from a word the claim typed
(runs/typos.misspelt, five letters or more) names the same goods."""

from __future__ import annotations

import re

from ..typos import misspelt
from .claim_clause_heads import heads_cut_off
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .stems import content_stems


def claimed_words(read: list[ReadSentence], order: str) -> frozenset[str]:
    """The words of the goods claims read (on this order, or where either names none): what a later
    "sort them out" or "a refund for the shade" may name."""
    picked = [r for r in read if r.role == "request" and set(r.kinds) & set(GOODS_PROBLEMS) and (r.order == order or "" in (r.order, order))]
    claims = [r.text for r in picked] + heads_cut_off(read, picked)  # "when we unwrapped the lamp | the shade was crushed" (claim_clause_heads.py)
    # (with the words as typed: a mistyped one stems apart from its right spelling, "shaed" to "sha"; and a possessive's owner
    # as its own word: "the table lamp's shade arrived crushed" claims the lamp, whose refund is asked next, adv33 A33-06)
    return frozenset().union(*(content_stems(t) | content_stems(_POSSESSIVE.sub("", t)) | set(_TYPED.findall(t.lower())) for t in claims))


_POSSESSIVE = re.compile(r"(?<=[a-z])['’]s\b", re.I)


# A word as typed, long enough for a slip in it to be told from another word.
_TYPED = re.compile(r"\b[a-z]{5,}\b")


def _names_claimed(word: str, claimed: frozenset[str]) -> bool:
    """Whether a word names goods claimed: one of their words, or the last part of one joined word of
    theirs ("shade" of "lampshade"), never a scrap of one ("amp" is no part a customer names)."""
    if len(word) >= 5 and any(len(c) >= 5 and (misspelt(c, word) or misspelt(word, c)) for c in claimed):
        return True  # ("shade" of "the lamp shaed came rippd")
    word = _same_goods(word)
    return any(_same_goods(c) == word or (len(word) >= 3 and _same_goods(c).endswith(word) and len(c) - len(word) >= 3) for c in claimed)


def _same_goods(stem: str) -> str:
    """One key for a word's singular and plural stems: "candle" and "candles" (stemmed "candl"), "glass" (stemmed
    "glas") and "glasses" (stemmed "glass")."""
    key = stem.rstrip("e")
    return key[:-1] if key.endswith("ss") else key


def beyond_claims(stems: frozenset[str] | set[str], claimed: frozenset[str]) -> set[str]:
    """The words of `stems` that name none of the goods claimed."""
    return {w for w in stems if not _names_claimed(w, claimed)}
