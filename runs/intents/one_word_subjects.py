"""A subject line of one word is a title, not a request: "Charge" over "Double charge on my card. The bank refunded it."
was read as a remedy asked with no problem, an `other` for a person, over a body telling a matter already settled (blind
round 31, verify31 T02, T03). The body says what is asked; a word naming a topic ("Charge", "Payment", "Billing", "Order")
asks nothing by itself.

A word that names a remedy ("Refund", "Return", "Exchange", "Cancel") still asks it, as a subject ever did (subject_titles.py
reads it against the body), unless the body tells the matter settled ("Refund" over "my bank refunded the second charge,
all fine"). Read only where the subject was left a remedy asked with no problem read (unread.py)."""

from __future__ import annotations

import re

from .reading import SETTLED_WHYS, ReadSentence
from .unread import NO_PROBLEM_READ_WHY

_ONE_WORD = re.compile(r"^\W*[A-Za-z][A-Za-z'’-]*\W*$")
_REMEDY_WORD = re.compile(r"refund|money|reimburs|return|exchange|replace|swap|cancel|credit|voucher|compensat|repair|collect", re.I)
SETTLED_GIVEN_WHY = "tells of a remedy already given"  # unread.py's reading of "The bank refunded it."

TITLE_WHY = "a one-word subject line, a title: the body tells what is asked"


def read_one_word_subjects(read: list[ReadSentence], subject_end: int) -> None:
    """The subject (the text before `subject_end`, the first newline) of one word read as a remedy asked with no problem:
    a title, unless it names a remedy and the body settles nothing."""
    s = read[0] if read else None
    if s is None or subject_end < 0 or s.start >= subject_end or s.role != "request" or s.kinds != ["other"] \
            or s.why != NO_PROBLEM_READ_WHY or not _ONE_WORD.match(s.text):
        return
    body = [b for b in read[1:] if b.role != "injected"]
    settled = any(b.role == "context" and (b.why in SETTLED_WHYS or b.why == SETTLED_GIVEN_WHY or b.settles) for b in body)
    if body and (not _REMEDY_WORD.search(s.text) or settled):
        s.role, s.kinds, s.spans, s.why = "statement", [], {}, TITLE_WHY
