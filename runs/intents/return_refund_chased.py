"""The customer chasing the refund owed for goods they already sent back: "I SENT THE WRONG-SIZE FRAME BACK TWO WEEKS
AGO (SU-83170). WHERE IS MY REFUND FOR IT???", "returned the lamp last week, still waiting on my refund", "I posted the
boots back ages ago - what happened to my money?". The return is over (the sentence telling it is context: the problem
it settled is no claim now), and the refund it is owed is asked after: a request a person answers from the record,
quoted, on the order the return was of. Read as asking "the remedy of the requests around it", it was folded into a
claim told on another order (or in the subject line) and dropped when that claim was paid.

What stays as it was: "where is my refund?" after a claim of this ticket with no return told (the claim's own remedy,
which its reply says), "I got my refund for the old one, thanks" (nothing chased), and a return still to be made ("if
I send it back, when do I get my money?").
"""

from __future__ import annotations

import re

from ..sentences import orders_in
from .reading import ReadSentence
from .unread import NO_PROBLEM_READ_WHY

RETURN_REFUND_CHASED_WHY = ("asks after the refund owed for goods the customer says they already sent back: answered from "
                            "the record or by a person, never paid as a new claim")

# Goods sent back by the customer, done: "I sent the frame back", "returned it two weeks ago", "posted them back",
# "dropped the parcel off at the depot", "you collected it on Monday", "the return was received". Not a return to come.
_RETURN_DONE = re.compile(
    r"\b(?:(?:i|we|i've|we've|i\s+have|we\s+have|i\s+had|we\s+had)\s+(?:already\s+|finally\s+)?)?"
    r"(?:sent|posted|mailed|shipped|couriered|took|taken|brought|dropped)\s+(?:(?:it|them|the|my|our|that|this|those|these|both)\b[^.!?]{0,50}?\s+)?"
    r"(?:back|(?:off\s+)?(?:at|to|in)\s+(?:the|a|your)\s+(?:post\s+office|depot|drop[- ]?off|locker|store|shop|return\w*|parcel\s+shop))\b"
    r"|\b(?:it'?s|it\s+is|they'?re|they\s+are|(?:the|my|our)\s+[^.!?,;]{1,40}?\s+(?:is|are))\s+(?:already\s+)?on\s+(?:its|their|the)\s+way\s+back\b"
    r"|\b(?:i|we|i've|we've|i\s+have|we\s+have)\s+(?:already\s+)?returned\b"
    r"|(?:^|[.!?]\s+|\(\s*)\W*returned\s+(?:it|them|the|my|both)\b"
    r"|\b(?:you|u|your\s+(?:courier|driver|team)|the\s+(?:courier|driver))\s+(?:already\s+)?(?:collected|picked\s+up)\s+(?:it|them|the)\b"
    r"|\b(?:the|my|our)\s+return\s+(?:was|has\s+been|got)\s+(?:received|delivered|signed\s+for|collected|scanned)\b", re.I)
# ... and not told as to come or as a condition: "if I send it back", "before I send it back", "should I post it back".
_NOT_DONE = re.compile(r"\b(?:if|when|once|before|should|shall|can|could|will|would|going\s+to|gonna|want\s+to|need\s+to|have\s+to|how\s+do)\s+"
                       r"(?:i|we)\s+(?:\w+\s+)?(?:send|post|mail|ship|return|take|drop)\b", re.I)
# Its refund asked after: "where is my refund", "where's the money", "what happened to my refund", "still waiting on
# my refund", "any news on the refund", "when do I get my money back", "haven't seen a penny".
_CHASE = re.compile(
    r"\bwhere(?:'?s|’s|\s+is|\s+are)\s+(?:my|the|our)\s+(?:\w+\s+)?(?:refund|money|credit|reimbursement)\b"
    r"|\bwhat\s+(?:happened|has\s+happened|'?s\s+happened|is\s+happening|'?s\s+happening)\s+(?:to|with)\s+(?:my|the|our)\s+(?:\w+\s+)?(?:refund|money|credit)\b"
    r"|\bstill\s+(?:waiting|wating|waitin)\s+(?:for|on)\s+(?:my|the|our|a)\s+(?:\w+\s+)?(?:refund|money|credit)\b"
    r"|\bany\s+(?:news|update|word|sign)\s+(?:on|of|about|re)\s+(?:my|the|our)\s+(?:\w+\s+)?(?:refund|money|credit)\b"
    r"|\bwhen(?:'?s|’s|\s+is)\s+(?:my|the|our)\s+(?:\w+\s+)?(?:refund|money|credit|reimbursement)\b"
    r"|\bwhen\s+(?:do|will|can|am|shall)\s+(?:i|we)\s+(?:be\s+)?(?:get(?:ting)?|see(?:ing)?|receiv\w*)\s+(?:my|the|our|a)\s+(?:\w+\s+)?(?:refund|money|credit)\b"
    r"|\b(?:i|we)\s+(?:still\s+)?(?:haven'?t|have\s+not|havent)\s+(?:seen|had|got(?:ten)?)\s+(?:a\s+(?:penny|cent|thing)|anything)\b", re.I)
_FREE = ("attached", "statement", "courtesy", "context")


# ... and not a return wished for in a participle: "want it sent back", "I'd like the toaster taken back", "have them collected"
_WISHED = re.compile(r"\b(?:want|wants|wanted|wanna|like|need|needs|prefer|have|get|getting)\s+(?:it|them|this|that|these|those|"
                     r"(?:the|my|our)\s+(?:(?!(?:so|and|but|then|because|as)\b)[\w'-]+\s+){0,2}?(?!(?:so|and|but|then|because|as)\b)[\w'-]+)\s+$", re.I)
# ... a participle has no subject of its own: "i already dropped it at the post office" tells it done, whatever came before
_SUBJECT_FIRST = re.compile(r"^(?:i|we|i've|we've|i\s+have|we\s+have|i\s+had|we\s+had)\b", re.I)


def return_told(s: ReadSentence) -> bool:
    """The sentence tells goods the customer already sent back, not a return still to make."""
    done = next((m for m in _RETURN_DONE.finditer(s.text) if _SUBJECT_FIRST.match(m.group(0)) or not _WISHED.search(s.text[:m.start()])), None)
    return done is not None and not _NOT_DONE.search(s.text)


def chase_return_refunds(read: list[ReadSentence]) -> None:
    """A sentence chasing a refund, in or next to a sentence telling goods already sent back (that sentence no claim
    asked now), is a request a person answers (`other`), on the returned goods' order."""
    for i, s in enumerate(read):
        # (or asked as a request of no known kind for want of a problem: "wheres my refund", its question word run together)
        plain_other = s.role == "request" and s.kinds == ["other"] and s.why in ("", NO_PROBLEM_READ_WHY)
        if (s.role not in _FREE or s.kinds) and not plain_other or not _CHASE.search(s.text):
            continue
        # the sentence itself, the two before it (the nearest first) or the one after it ("wheres my refund?? sent the frame
        # back 2 wks ago"), within a line of it: a return told further away is another matter
        near = [b for b in [*reversed(read[max(0, i - 2):i]), *read[i + 1:i + 2]] if b.role != "injected" and abs(b.paragraph - s.paragraph) <= 1]
        told = s if return_told(s) else next((b for b in near if return_told(b)), None)
        if told is None or (told is not s and told.is_request and set(told.kinds) - {"other"}):
            continue
        s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, RETURN_REFUND_CHASED_WHY
        if told.order and not orders_in(s.text):
            s.order = told.order  # "WHERE IS MY REFUND FOR IT???": the returned goods' order, whatever was told since
