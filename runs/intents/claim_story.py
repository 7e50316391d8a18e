"""The story a customer tells around a goods claim, which asks nothing of its own: what the goods were for ("So
these were meant to be a birthday present for my brother"), a fix they tried that failed ("We tried superglue, which
did nothing."), and the claim's own remedy asked in words of why it is wanted ("I suppose what I'm asking is could you
refund them so I can get him something else").

Read as problems of no kind, or asks of no kind, they went to a person as requests, and the reply told the customer
both "I've refunded $97.41 for the headphones" and "I couldn't sort out your request (...could you refund them...)":
the same refund said done and not done. They are more of the claim, which its own subtask answers."""

from __future__ import annotations

from dataclasses import replace
import re

from .cues import GOODS_PROBLEMS
from .money_back_words import REFUND_WORDS
from .reading import ReadSentence
from .stems import content_stems

# What the goods were bought for: "these were meant to be a birthday present", "it was supposed to be a gift for my mum",
# "bought as a surprise for her". Blanked out, the rest of the sentence tells what (if anything) went wrong.
_PURPOSE = re.compile(
    r"\b(?:were|was|are|is|it'?s|they'?re|i|we)\s+(?:\w+\s+)?(?:meant|supposed|intended|bought|ordered|got|picked)\s+(?:them\s+|it\s+|these\s+|this\s+)?"
    r"(?:to\s+be\s+|as\s+)?(?:a|an|my|our|his|her|their)\s+(?:[\w'-]+\s+){0,2}?(?:present|gift|surprise|treat|stocking\s+filler)s?\b", re.I)
# A fix the customer tried that failed: "We tried superglue, which did nothing", "tried resetting it, no luck", "my husband
# had a go with tape but it won't hold".
_FIX_FAILED = re.compile(
    r"\b(?:tried|attempted|had\s+a\s+go|gave\s+it\s+a\s+go|experimented)\b[^.!?]{0,80}?"
    r"\b(?:did\s+nothing|didn'?t\s+(?:work|help|hold|stick|do\s+(?:anything|a\s+thing))|did\s+not\s+(?:work|help|hold|stick)|no\s+(?:luck|joy|good|use|dice|difference)"
    r"|made\s+(?:no|zero)\s+difference|nothing\s+(?:happened|worked|changed|helped)|won'?t\s+(?:hold|stick|work)|wouldn'?t\s+(?:hold|stick|work)"
    r"|(?:was\s+)?useless|to\s+no\s+avail|in\s+vain|not\s+(?:work|hold|help)\w*|(?:it\s+|they\s+)?still\s+(?:broken|wobbl\w*|leak\w*|loose|cracked|won'?t|doesn'?t))", re.I)
# The claim's remedy asked with its reason or a lead-in around it: "I suppose what I'm asking is", "basically", "so I can get
# him something else", "because he needs one for work".
_LEAD_IN = re.compile(
    r"^\W*(?:(?:so|and|but|anyway|basically|honestly|really|ok|okay|well)\W+)*(?:(?:i\s+)?(?:suppose|guess|think|reckon)\s+)?(?:(?:what|all)\s+(?:i'?m|i\s+am|we'?re|"
    r"we\s+are|i|we)\s+(?:\w+\s+)?(?:asking|want|wanting|after|looking\s+for|would\s+like|'d\s+like|hoping\s+for)(?:\s+for)?\s+is\s+)?", re.I)
_REASON_AFTER = re.compile(r"(?:,\s*|\s+)(?:so(?:\s+that)?\s+(?:i|we|he|she|they)\s+(?:can|could|may|might)|because|as\s+(?:i|we|he|she|they)\s+(?:need|want))\b[^.!?]*",
                           re.I)
# The customer's own plan for the money asked: "so I can get him something else", "because we need to buy a new one before
# the party", "so we can order another elsewhere". The goods they will buy themselves are no remedy asked of the shop (not
# "so you can send a new one", nor one asked from the shop: "so I can get a new one from you").
_BUYING_ELSEWHERE = re.compile(
    r"(?:,\s*|\s+)(?:so(?:\s+that)?|because|as|since)\s+(?:i|we|he|she|they)\s+(?:can|could|may|might|need\s+to|have\s+to|want\s+to|will|'ll|’ll)\s+"
    r"(?:\w+\s+){0,2}?(?:buy|get|order|find|pick\s+up|purchase|replace\s+(?:it|them)\s+(?:myself|ourselves))\b"
    r"(?![^.!?]*\b(?:from\s+(?:you|your|sundry)|you\s+(?:send|ship|post))\b)[^.!?]*", re.I)
_MONEY_ASKED = re.compile(rf"\b(?:{REFUND_WORDS}|my\s+money)\b", re.I)

FIX_TRIED_WHY = "tells of a fix the customer tried on the goods claimed, which failed: more of that claim"
PURPOSE_WHY = "tells what the goods were for: the story around the claim, asking nothing"
REMEDY_WITH_REASON_WHY = "asks the remedy of the goods claimed, with the customer's reason for wanting it: that claim's reply answers it"
_NO_KIND_WHY = "tells of a problem of no kind the screener knows"


def _claims(read: list[ReadSentence], s: ReadSentence) -> list[ReadSentence]:
    return [r for r in read if r is not s and r.role == "request" and set(r.kinds) & set(GOODS_PROBLEMS)
            and (not r.order or not s.order or r.order == s.order)]


def read_claim_story(read: list[ReadSentence]) -> None:
    """Sentences read as problems or asks of no kind that are only the story around a goods claim the ticket makes:
    attached to the claim, or context, so no person is handed them as requests and the reply does not answer them apart."""
    from .unread import _tells_a_problem  # (unread imports this package's cues: imported here, where it is used)
    for s in read:
        if s.role != "request" or s.kinds != ["other"] or not (claims := _claims(read, s)):
            continue
        if s.why == _NO_KIND_WHY and _FIX_FAILED.search(s.text):
            s.role, s.kinds, s.why = "attached", [], FIX_TRIED_WHY
        elif s.why == _NO_KIND_WHY and _PURPOSE.search(s.text) and not _tells_a_problem(replace(s, text=_PURPOSE.sub(" ", s.text))):
            s.role, s.kinds, s.why = "context", [], PURPOSE_WHY
        elif not s.why and _MONEY_ASKED.search(s.text) and _names_only_claimed(s.text, claims):
            s.role, s.kinds, s.why = "attached", [], REMEDY_WITH_REASON_WHY


def _names_only_claimed(text: str, claims: list[ReadSentence]) -> bool:
    """Whether a money ask, without its lead-in and its reason, names nothing beyond the goods the claims name
    ("could you refund them" after the headphones' claim; not "refund them and the charger")."""
    ask = _REASON_AFTER.sub(" ", text[_LEAD_IN.match(text).end():])
    known = set().union(*(content_stems(c.text) for c in claims))
    return not (content_stems(ask) - known - {"suppos", "suppose", "guess", "think", "reckon"})


def without_buying_elsewhere(text: str) -> str:
    """`text` with the customer's own plan to buy the goods elsewhere blanked, when it asks money before it ("could you
    refund them so I can get him something else"): what is left is the remedy asked of the shop."""
    m = _BUYING_ELSEWHERE.search(text)
    return text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():] if m and _MONEY_ASKED.search(text, 0, m.start()) else text
