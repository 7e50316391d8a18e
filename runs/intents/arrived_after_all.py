"""A parcel told as arrived after the fact: "The missing parcel turned up this morning, thanks.", "it finally showed up
today", "my order eventually arrived yesterday, all good". A non-delivery the customer says has settled itself is
context, not an ask: read as a problem of no known kind ("missing"), it went to a person as `other`. The sentence settles
the non-delivery told before it on the same order (runs/intents/claim_remedy_asks.py).

Never an arrival with something wrong told beside it ("the parcel turned up but the lamp inside is smashed": damage),
nor one asked about ("has it turned up?"), nor goods named as arrived while others are not ("the mug turned up, the
lamp is still missing")."""

from __future__ import annotations

import re

# The parcel (or "it", or the order) told as come, with a word that places the coming after the complaint or at last.
_ARRIVED = re.compile(
    r"\b(?:the|my|our|your|that|this)\s+(?:(?:missing|lost|late|overdue|delayed|long[- ]awaited|wayward)\s+)?"
    r"(?:parcel|package|order|box|delivery|shipment|consignment|stuff|items?)\b"
    r"(?:\s+(?:from|for|with)\s+[^.!?,;]{1,30}?)?"
    r"|\b(?:it|they|everything|all\s+of\s+it|the\s+lot)\b", re.I)
_CAME = re.compile(
    r"\s+(?:has\s+|have\s+|had\s+)?(?:just\s+|finally\s+|eventually\s+|actually\s+|now\s+|since\s+)?(?:been\s+)?"
    r"(?:turned\s+up|showed\s+up|shown\s+up|arrived|came|come|got\s+here|landed|appeared|reappeared|delivered|been\s+delivered|"
    r"found\s+its\s+way|made\s+it)\b", re.I)
_WHEN = re.compile(r"\b(?:this\s+(?:morning|afternoon|evening)|today|yesterday|last\s+night|after\s+all|at\s+last|in\s+the\s+end|finally|"
                   r"eventually|earlier|just\s+now|an\s+hour\s+ago|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b", re.I)
# Something wrong or still missing told beside the arrival, or the arrival asked about, or a condition.
_BESIDE = re.compile(r"\b(?:but|though|although|except|however|yet|only|still|missing|without|if|whether|when)\b|\?", re.I)


def arrived_after_the_fact(text: str) -> bool:
    """Whether a sentence tells the parcel came after all (module doc), with nothing wrong told beside it."""
    told = next(((m, c) for m in _ARRIVED.finditer(text) if (c := _CAME.match(text, m.end()))), None)
    if not told or not _WHEN.search(text):
        return False
    rest = text[:told[0].start()] + " " + text[told[1].end():]  # ("the missing parcel": the parcel's own word, no problem beside)
    return not _BESIDE.search(rest)


# A parcel told not come, in a sentence read as a problem of no known kind ("I wrote on Monday that my parcel hadn't come").
_NOT_COME = re.compile(r"\b(?:parcel|package|order|box|delivery|shipment|it)\s+(?:had|has|have|did|was|is)?\s*(?:not|n['’]?t|never)\s+"
                       r"(?:yet\s+)?(?:come|came|arrived|arrive|turned\s+up|shown\s+up|showed\s+up|got\s+here|been\s+delivered)\b", re.I)


def told_not_come(kinds: list[str], text: str) -> bool:
    """Whether a request of no known kind tells the parcel as not come: the non-delivery an arrival after it settles."""
    return kinds == ["other"] and bool(_NOT_COME.search(text)) and "?" not in text
