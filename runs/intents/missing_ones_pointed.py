"""Goods a claim told missing, pointed back at in the ask after it: "Only four of the six cereal bowls were in the box. The
packing slip says six. Please sort out the missing two." (V43-P6), "can you deal with the rest?", "please look into the
two that never came", "could you sort out what's missing". The pointing words ("the missing two", "the rest") were read
as something named, so the ask was a request of no kind and a person was asked to answer it beside the claim's own
escalation for the same two bowls. Beside a claim of goods missing (a lost or short parcel, a part missing) on the same
order they name nothing new: the ask is read as asking that claim's remedy in words naming nothing (unread._bare_ask).

Near-misses keep their reading: the same words beside a claim of no goods missing ("The mug is cracked. Please sort out
the missing two." tells a new problem, for a person), and goods named beside them ("the missing two and a new lid")."""

from __future__ import annotations

import re

from .missing_items import told_missing

_COUNT = r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|couple|few)"
_POINTED = re.compile(
    rf"\b(?:the\s+)?(?:missing|remaining|absent|outstanding|other|lost)\s+(?:{_COUNT}\s+)?(?:ones?|items?|pieces?|bits?|units?|parts?|{_COUNT})\b"
    rf"|\b(?:the\s+)?{_COUNT}\s+(?:that\s+(?:are|were)\s+|which\s+(?:are|were)\s+)?(?:missing|remaining|outstanding|short)\b"
    rf"|\bthe\s+rest(?:\s+of\s+(?:it|them|the\s+(?:order|parcel|set)))?\b|\b(?:the\s+)?(?:shortfall|shortage)\b"
    rf"|\b(?:the\s+)?(?:ones?|{_COUNT}|items?)\s+(?:that|which|i)\s+(?:never|didn'?t|did\s+not|haven'?t|have\s+not|hasn'?t)\s+"
    rf"(?:came|come|arrived?|got|received|turned?\s+up|showed?\s+up|been\s+(?:sent|delivered))\b"
    rf"|\bwhat(?:'s|’s|\s+is|s)\s+(?:missing|short|still\s+to\s+come)\b", re.I)
_MISSING_KINDS = frozenset({"non_delivery"})


def without_missing_pointed(text: str, s, requests: list) -> str:
    """`text` without the words pointing back at goods told missing, when a request of `requests` on `s`'s order tells
    goods missing; else `text` as it is."""
    if not _POINTED.search(text):
        return text
    if not any((set(r.kinds) & _MISSING_KINDS or told_missing(r)) and (not s.order or not r.order or r.order == s.order) for r in requests):
        return text
    return _POINTED.sub(" ", text)
