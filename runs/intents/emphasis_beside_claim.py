"""A wish that the claim be put right, or the customer's emphasis that they have asked before, beside a claim: courtesy.

"The raku bowl ... arrived with a hairline crack through the glaze. It's really beautiful otherwise and I would love it
sorted." (blind round 31, V31-28) and "This is the THIRD time I'm asking." before a cracked chair (adv31, A31-24): each
became a request of no known kind for a person, a second open item beside the claim it only presses. "I would like it
sorted" was already courtesy (runs/intents/unread.py, words naming nothing); "love" and "third time" are words of their
own, so the same plea went to a person. Read here, beside a claim of a known kind on the same order:

- a wish that it be put right, in words naming nothing else: "I would love it sorted", "we'd so appreciate this being
  fixed", "would really love to get this resolved please";
- emphasis of asking again: "This is the THIRD time I'm asking", "I'm asking for the second time", "I've asked twice
  already", "3rd email about this!".

Each is courtesy, with its reason; the claim's subtask answers it. Not read: a wish naming something of its own ("I would
love a new one sent", "I'd love it sorted by sending the blue one"), a repeat naming what it asks ("This is the second
time I'm asking about my address change"), and either with no claim beside it (a person reads the ticket then).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .reading import ReadSentence

EMPHASIS_WHY = "presses the claim beside it (a wish to have it sorted, or asking again): that claim's subtask answers it"

_LEAD = r"(?:^|(?<=[,;:\u2013\u2014-])|\b(?:and|but|so|just|honestly|really)\b)\s*"
_TAIL = (r"(?:[\s,]+(?:out|now|please|pls|asap|quickly|soon|already|again|today|for\s+me|for\s+us|as\s+soon\s+as\s+possible|"
         r"about\s+(?:this|it|that)|on\s+(?:this|it|that)|with\s+(?:this|it|that)|thanks?|thank\s+you))*\s*[.!?]*\s*$")
_SETTLED = r"(?:sorted(?:\s+out)?|fixed|resolved|put\s+right|taken\s+care\s+of|dealt\s+with|seen\s+to|looked\s+after|sorted\s+asap)"
_WISH = re.compile(
    _LEAD + r"(?:(?:i|we)(?:['’]d|\s+would|\s+really|\s+do|\s+just|\s+so|\s+truly)*\s+(?:really\s+|so\s+|just\s+|truly\s+|very\s+much\s+)?"
    r"(?:love|like|appreciate|want|prefer)|(?:it|that)(?:['’]d|\s+would)\s+be\s+(?:great|lovely|nice|wonderful|good|brilliant|fab)|would\s+be\s+(?:great|lovely|nice))"
    r"\s+(?:(?:to\s+(?:have|get|see)\s+)?(?:it|this|that|them|these|things|the\s+matter)\s+(?:being\s+|to\s+be\s+|get\s+|got\s+)?|to\s+(?:have|get|see)\s+(?:it|this|that|them)\s+)"
    + _SETTLED + _TAIL, re.I)
_ORDINAL = r"(?:second|third|fourth|fifth|2nd|3rd|4th|5th|nth|umpteenth|hundredth|millionth|last)"
_EMPHASIS = re.compile(
    _LEAD + r"(?:(?:this|it)(?:\s+is|['’]s)\s+(?:now\s+|literally\s+|actually\s+)?(?:the|my)\s+" + _ORDINAL + r"\s+(?:time|email|e-mail|message|ticket|request)"
    r"(?:\s+(?:i|we)(?:['’]ve|['’]m|\s+am|\s+have|\s+are)?\s+(?:been\s+)?(?:asking|asked|writing|written|emailing|emailed|contacting|contacted|chasing|chased|"
    r"messaging|messaged|raising|raised|reporting|reported)(?:\s+(?:you|this|it))?)?"
    r"|(?:i|we)(?:['’]m|\s+am|['’]re|\s+are)\s+(?:now\s+)?(?:asking|writing|emailing|contacting\s+you|chasing\s+this)\s+for\s+the\s+" + _ORDINAL + r"\s+time"
    r"|(?:i|we)(?:['’]ve|\s+have)\s+(?:now\s+|already\s+)?(?:asked|written|emailed|chased|contacted\s+you|messaged)\s+(?:about\s+(?:this|it)\s+)?"
    r"(?:twice|three\s+times|four\s+times|several\s+times|many\s+times|multiple\s+times|\d+\s+times|before)"
    r"|" + _ORDINAL + r"\s+(?:time|email|e-mail|message)\s+(?:i['’]m\s+|i\s+am\s+)?(?:asking|writing|sending)?)"
    + _TAIL, re.I)


def read_emphasis_beside_claim(read: list[ReadSentence], asks: Callable[..., bool]) -> None:
    """Each request of no known kind that only presses a claim of a known kind on its order: courtesy, with its reason."""
    for s in read:
        if s.role != "request" or s.kinds != ["other"] or s.why or s.forbids:
            continue
        m = _WISH.search(s.text) or _EMPHASIS.search(s.text)
        if not m or asks(s.text[:m.start()], title=False):
            continue
        if any(r.role == "request" and set(r.kinds) - {"other"} and (not s.order or not r.order or r.order == s.order) for r in read):
            s.role, s.kinds, s.spans, s.why = "courtesy", [], {}, EMPHASIS_WHY
