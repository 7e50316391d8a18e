"""A question mark that punctuates a hedge, not a question: "i got this basket abt 5 wks ago maybe a bit less??",
"it came on the 3rd i think?", "we paid around forty dollars or so?". The sentence tells something and says the
customer is not sure of a figure or a date; it asks nothing a person could answer. Read with its mark, it was a
request of no known kind, handed to a person and quoted back to the customer as pending.

Only a statement's mark is a hedge's: the sentence (and its last clause) opens with no question word or
auxiliary ("can i still send it back maybe?", "is it too late, it was abt 5 wks ago maybe?" still ask), and the
words before the mark are the hedge itself, at most a few words after it ("maybe a bit less", "or so", "i think").
"""

from __future__ import annotations

import re

# The hedge, with at most three words after it, just before the mark(s).
_HEDGE_TAIL = re.compile(
    r"(?:\b(?:maybe|mayb|perhaps|probably|prob|possibly|roughly|approx(?:imately)?|about|abt|around|arnd|or\s+so|ish|give\s+or\s+take|"
    r"or\s+(?:something|thereabouts|whatever)|i\s+think|i\s+thnk|i\s+guess|i\s+believe|i\s+reckon|not\s+(?:100%?\s+)?sure|if\s+i\s+remember(?:\s+right)?|iirc|"
    r"(?:a\s+)?(?:bit|little|tad)\s+(?:less|more|longer|shorter|earlier|later|over|under))\b(?:\s+[\w'’-]+){0,3}|-ish)"
    r"\s*\?+\s*[)\"']?\s*$", re.I)
# What opens a question: a question word, or an auxiliary put first ("can i", "is it", "do you").
_QUESTION_OPEN = re.compile(
    r"^\W*(?:(?:hi|hey|hello|so|ok|okay|well|um+|erm+|and|but|also|oh|right|anyway)\b[\s,!.]*)*"
    r"(?:when|where|why|how|what|which|who|whose|whom|can|could|would|will|wud|is|are|was|were|do|does|did|have|has|had|should|shall|may|might|"
    r"r|any|isn'?t|aren'?t|don'?t|doesn'?t|didn'?t|won'?t|wouldn'?t|can'?t|couldn'?t)\b", re.I)
# Where a sentence's last clause begins.
_CLAUSE_CUT = re.compile(r"[,;:]|\s[-–—]+\s|\b(?:and|but|so|or)\b", re.I)


def hedged_mark(text: str) -> bool:
    """Whether a sentence's closing question mark only punctuates a hedge in a statement."""
    tail = _HEDGE_TAIL.search(text)
    if not tail or _QUESTION_OPEN.match(text):
        return False
    cuts = [m.end() for m in _CLAUSE_CUT.finditer(text, 0, tail.start())]
    last = text[cuts[-1]:] if cuts else text
    return not _QUESTION_OPEN.match(last)


def without_hedged_mark(text: str) -> str:
    """The sentence with a hedge's question mark read as a full stop."""
    return re.sub(r"\?+(\s*[)\"']?\s*)$", r".\1", text) if hedged_mark(text) else text
