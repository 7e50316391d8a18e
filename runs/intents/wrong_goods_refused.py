"""The wrong goods refused by name right after the wrong-item claim: "I bought the X200 fast charger and received an X100.
Please arrange a return, I don't want the X100." (held-back round ver33a, V33-10). "I don't want ..." is a change of
mind's own words, so the return asked beside it was read as a second return, a change of mind on the same line: the guard
refused it ("1 of 1 already returned") and the reply both started the return and handed it to a colleague. Not wanting the
goods that came in error is no reason of the customer's own: it is the wrong item's return asked again, one return.

Read here: a "don't want" whose object names only goods the sentence before told as what came ("received an X100"), not
what was ordered. Kept, a change of mind: "I don't want the X200 any more either" (the goods ordered), "I don't want it,
I changed my mind" (another reason beside it).
"""

from __future__ import annotations

import re

_REFUSED = re.compile(r"\b(?:i|we)\s+(?:do\s*n[o']?t|don'?t|don’t|really\s+don'?t|no\s+longer)\s+(?:want|need)\s+"
                      r"(?:the|this|that|these|those|an?)\s+(?P<goods>[\w-]+(?:\s+[\w-]+){0,3}?)(?=\s*(?:[.,;!?)]|$|\s+(?:please|thanks?|thank\s+you)\b))",
                      re.I)
# Where the sentence before tells what came: "received an X100", "you sent me the grey one", "got a 3-pack instead".
_CAME = re.compile(r"\b(?:received|got|recieved|sent(?:\s+me|\s+us)?|came\s+as|arrived\s+as|what\s+came\s+was|delivered)\b", re.I)
_FILLER = {"the", "a", "an", "one", "ones", "this", "that", "these", "those", "which", "is", "was", "it", "them"}


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9][a-z0-9'-]*", text.lower()) if w not in _FILLER}


def without_wrong_goods_refused(text: str, before: str) -> str:
    """`text` with each "I don't want the <goods>" blanked whose goods `before` tells as what came, not as what was ordered."""
    came = _CAME.search(before)
    if not came:
        return text
    what_came = _words(before[came.end():])
    for m in reversed(list(_REFUSED.finditer(text))):
        goods = _words(m.group("goods"))
        if goods and goods <= what_came:
            text = text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]
    return text
