"""More units came than were paid for: "8 arrived, I paid for 6", "they sent me 3 instead of the 2 I ordered", "I ordered
six glasses and got eight".

The short-delivery table (runs.own_choice_words.SHORT_DELIVERY) sets what came against what was ordered and asks only that the two
counts differ; it never asks which is the larger. Told the other way about, an over-delivery read as units missing: a
non-delivery subtask for a person, and the units "missing" were ones the customer had too many of. More goods than paid
for is owed nothing: it is context, or, where the customer asks what to do with the extras, a question of no known kind
(`other`) read from its own words. Never money.
"""

from __future__ import annotations

import re

from ..number_words import number
from ..own_choice_words import _ORDERED as _ORDERING, SHORT_DELIVERY

_NUMBER = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"  # (the short-delivery table's counts told as numbers)
_JOINING = r"(?:when|whereas|while|whilst|but|and|yet|though|although|as|because|since|if|so|even)"
# the count ordered: after the words of ordering ("I paid for 6"), before them ("the 2 I ordered", "the four mugs we paid
# for"), or after "instead of" / "rather than" ("3 instead of 2": the second is what should have come)
_ORDERED_COUNT = re.compile(
    # (a joining word between is no noun of the count: "you sent 2 when I paid for 3" orders 3, not 2)
    rf"\b{_ORDERING}\s+(?:only\s+|just\s+)?(?P<a>{_NUMBER})\b|\b(?P<b>{_NUMBER})\s+(?:(?!{_JOINING}\b)[a-z][\w-]*\s+)?{_ORDERING}\b"
    rf"|\b(?:instead\s+of|rather\s+than|not)\s+(?:the\s+)?(?P<c>{_NUMBER})\b"
    rf"|\bordered\s+(?P<d>{_NUMBER})\b", re.I)  # (told bare: "ordered 6 got 8", runs/bare_counts.py)
_COUNT = re.compile(rf"(?<![\w$£€.,])(?P<n>{_NUMBER})\b(?![.,]\d)", re.I)


def more_came(text: str, hit: tuple[int, int]) -> bool:
    """Whether the count-against-order told in `text[hit]` says more came than was ordered: one count tied to the
    ordering, one other count for what came, the second the larger."""
    a, b = hit
    told = text[a:b]
    ordered = _ORDERED_COUNT.search(told)
    if not ordered:
        return False
    group = next(g for g in ("a", "b", "c", "d") if ordered.group(g))
    at = ordered.span(group)
    came = [m for m in _COUNT.finditer(told) if m.span("n") != at]
    if len(came) != 1:
        return False
    return number(came[0].group("n")) > number(ordered.group(group))


def without_more_came(text: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """The spans without the short deliveries that tell more units came than were ordered (a wrong-item cue over the
    same count was already set aside by the count, runs.intents.cues: "3 instead of the 2 I ordered" is no other goods)."""
    if not (over := [h for h in spans.get("non_delivery", []) if SHORT_DELIVERY.fullmatch(text, *h) and more_came(text, h)]):
        return spans
    if kept := [h for h in spans["non_delivery"] if h not in over]:
        return {**spans, "non_delivery": kept}
    return {k: v for k, v in spans.items() if k != "non_delivery"}


def tells_more_came(text: str) -> bool:
    """Whether a sentence tells more units came than were ordered ("8 arrived, I paid for 6")."""
    return any(more_came(text, m.span()) for m in SHORT_DELIVERY.finditer(text))


# The goods a return names when they are the units beyond the order: "the extra two", "the extras", "the spare ones",
# "them", "those", "the 2".
_EXTRAS = re.compile(rf"\b(?:extras?|spares?|surplus|excess|additional|leftovers?|them|those|these|they|it|the\s+(?:other\s+)?{_NUMBER}(?!\s+(?:i|we)\b))\b",
                     re.I)
# A change of mind in its own words: the customer no longer wants goods of the order ("changed my mind", "don't need").
_OWN_MIND = re.compile(r"\bchanged?\s+(?:my|our)\s+minds?\b|\b(?:don'?t|do\s+not|no\s+longer)\s+(?:need|want|like|use)\b|\bnot\s+for\s+(?:me|us)\b", re.I)
EXTRAS_BACK_WHY = ("offers back or asks about the units sent beyond what was paid for: no money is owed for them, "
                   "so no return refunds them; a person arranges it")


def read_extras_offered_back(read) -> None:
    """A return asked or offered of the units sent beyond the order ("I ordered six and got eight. I can send the extra two
    back") is no change of mind: a refund on arrival would pay for goods never paid for. It is asked of a person (`other`).
    A return of goods of the order in the customer's own mind ("and I've changed my mind about the lamp") stands."""
    told = [s for s in read if s.role != "injected" and tells_more_came(s.text)]
    if not told:
        return
    first = min(s.start for s in told)
    for s in read:
        if s.start < first or s.role != "request" or "change_of_mind" not in s.kinds or _OWN_MIND.search(s.text):
            continue
        if _EXTRAS.search(s.text):
            s.kinds = list(dict.fromkeys([*(k for k in s.kinds if k != "change_of_mind"), "other"]))
            s.spans = {k: v for k, v in s.spans.items() if k != "change_of_mind"}
            s.why = EXTRAS_BACK_WHY
