"""One problem told twice in one mail, once in the opening and again further down ("the casserole came but the lid was
missing from the box ... To be clear, the lid of the pot is missing - can you help?"), is one claim, not two.

The two tellings were read apart, each in its own words: the first as a damage, the second as units missing from the
parcel (or a part that did not come, `other`), and each kind became a subtask of its own, so a person was asked twice
about one lid. Here a later request that tells the same problem (missing again, or damaged again) of the same goods as
an earlier request, adding nothing (no goods the first does not name, no sum, no other order, no count of its own), is
folded into the first: `attached`, with `restates` naming it, so the run page shows it beside the subtask that covers it.

What stays a request of its own: another unit or part ("the other lid is cracked too", "a second one", "another"), a
different problem of the same goods ("the lid is missing" then "the pot is cracked"), other goods named ("the lid is
missing, and the handle of the pan is loose"), a count or a sum of its own, another order, and the subject line (read by
runs/intents/subject_titles.py)."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .stems import content_stems

TOLD_AGAIN_WHY = "tells again the problem a request before it told, of the same goods, adding nothing: that request's subtask covers it"

_KINDS = frozenset({"damaged_item", "non_delivery", "other"})
# The problem told, by its family: the goods (or a part) not there, or there but damaged.
_MISSING = re.compile(r"\b(?:missing|absent|left\s+out|not\s+(?:in|included|there|with)|no\s+[\w-]+\s+(?:in|with|inside|at\s+all)|"
                      r"without\s+(?:its|the|a|any)|(?:didn'?t|did\s+not|never)\s+(?:come|arrive|turn\s+up|get\s+sent)|"
                      r"(?:wasn'?t|was\s+not|isn'?t|is\s+not)\s+(?:in|there|included|packed)|forgot\w*)\b", re.I)
_DAMAGED = re.compile(r"\b(?:crack\w*|broke\w*|damag\w*|dent\w*|chip\w*|smash\w*|shatter\w*|torn|rip\w*|split|scratch\w*|snapp\w*|bent|"
                      r"smashed|in\s+pieces|busted|wrecked)\b", re.I)
_PROBLEM_WORD = re.compile(r"\b(?:missing|absent|left|included|inside|packed|forgot\w*|turn|sent|there)\b", re.I)
# Words a restatement says besides the problem: "to be clear", "sorry to repeat myself", "as I said", "I looked everywhere".
_RESTATING = frozenset("""clear sorry repeat repeating myself said say saying mention mentioned recap basically short point told tell
explain explained again already once box packag packaging parcel look looked everywhere actually honestly literally definitely
still simply just really truly whole entire inside anywhere checked check twice noticed notice found find open opened unpack unpacked
oops yes anyway""".split())
# Words that count a unit or a part besides the one told ("the other lid", "another", "a second one", "the lid too").
_ANOTHER = re.compile(r"\b(?:another|other|second|further|extra|more|besides|also|too|as\s+well|either)\b", re.I)
_COUNT = re.compile(r"\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|both|couple|several|pair)\b", re.I)


def _family(text: str) -> set[str]:
    return {name for name, rx in (("missing", _MISSING), ("damaged", _DAMAGED)) if rx.search(text)}


def _problem_stems(text: str) -> set[str]:
    """The stems of the problem words themselves, which two tellings may word differently."""
    return {w for m in (*_PROBLEM_WORD.finditer(text), *_DAMAGED.finditer(text)) for w in content_stems(m.group(0))}


def _told_before(s: ReadSentence, earlier: list[ReadSentence]) -> ReadSentence | None:
    """The earlier request `s` tells again, or None."""
    family, said = _family(s.text), content_stems(s.text) - _problem_stems(s.text)
    if not family or not said or s.amounts or _ANOTHER.search(s.text) or _COUNT.search(s.text):
        return None
    for r in reversed(earlier):
        if r.role != "request" or not r.kinds or not set(r.kinds) <= _KINDS or (r.order and s.order and r.order != s.order):
            continue
        first = content_stems(r.text) - _problem_stems(r.text)
        if family & _family(r.text) and said & first and not (said - first - _RESTATING):
            return r
    return None


def read_claims_told_again(read: list[ReadSentence], subject_end: int) -> None:
    """Folds each later request that tells again an earlier request's problem of the same goods into that request."""
    for i, s in enumerate(read):
        if s.role != "request" or not s.kinds or not set(s.kinds) <= _KINDS or (subject_end > 0 and s.start < subject_end):
            continue
        earlier = [r for r in read[:i] if not (subject_end > 0 and r.start < subject_end)]
        if (first := _told_before(s, earlier)) is None:
            continue
        s.role, s.kinds, s.spans, s.why = "attached", [], {}, TOLD_AGAIN_WHY
        s.restates = [first.index]
