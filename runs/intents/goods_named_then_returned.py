"""Other goods named first, then sent back with a verb of their own: "Also the bath mat, I not like the colour when I
see it in my bathroom, it is new never use, I return it also."

The sentence leads with goods ("Also the X", "And the X", "Plus my X"), tells something of them, and only then says
the customer sends *it* back. Read beside a claim on other goods (the towel that came in the wrong colour) it looked
like more of that claim, and the mat's return was dropped without a trace. Goods no claim of the ticket names, with a
first-person return of their own, are a change of mind of their own: the return is started or declined on that line's
row. Not this reading: the claim's own goods named again ("Also the towel, I send it back"), a return declined or
already made ("I won't return it", "I returned it last week"), or a return the sentence only mentions ("it came with a
return label").
"""

from __future__ import annotations

import re

from .claimed_goods import beyond_claims, claimed_words
from .reading import ReadSentence
from .stems import content_stems

# The goods the sentence leads with: "Also the bath mat, ...", "and my blue throw -", "Plus the doormat:".
_GOODS_FIRST = re.compile(r"^\W*(?:and\s+|oh\s+)?(?:also|plus|and|as\s+for|then\s+there'?s)\W+(?:the|my|that|this|those|these)\s+"
                          r"(?P<goods>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?)\s*(?:[,:;(-]|\s+(?:too|as\s+well)\b)", re.I)
# A first-person return of "it" / "them", now or to come: "I return it also", "ill send it back", "I'd like to return
# them", "want to send it back too", "it's going back", "can I return it?".
_SENDS_IT_BACK = re.compile(
    r"\b(?:i|i'?ll|ill|i\s+will|i'?d\s+like\s+to|i\s+would\s+like\s+to|i\s+want(?:\s+to)?|i\s+wanna|i'?m\s+(?:going\s+to|gonna)|"
    r"i\s+am\s+(?:going\s+to|gonna)|i\s+need\s+to|i\s+wish\s+to|i\s+also|can\s+i|could\s+i|may\s+i|pls|please)\s+"
    r"(?:also\s+|just\s+|like\s+to\s+|to\s+)?(?:return|retrun|retun|send|sent|post|ship|give)\s+(?:it|them|this|that|these|those)"
    r"(?:\s+back)?\b"
    r"|\b(?:it'?s|it\s+is|they'?re|they\s+are)\s+going\s+back\b", re.I)
# A return the customer declines or says they already made.
_NOT_NOW = re.compile(r"\b(?:not|never|n'?t|no\s+need\s+to|won'?t|wont|rather\s+not)\s+(?:\w+\s+){0,2}(?:return|send|post|ship|going\s+back)"
                      r"|\b(?:returned|sent\s+(?:it|them)\s+back|posted\s+(?:it|them)\s+back)\b", re.I)
# Words that lead goods but name none: "Also the other thing", "and the rest".
_NO_GOODS = frozenset({"other", "rest", "thing", "stuff", "one", "order", "parcel", "package", "box", "refund", "money", "return", "same"})

OTHER_GOODS_NAMED_FIRST_WHY = "names goods no claim beside it names, then sends them back: a change of mind of its own"


def goods_named_then_returned(s: ReadSentence, read: list[ReadSentence]) -> bool:
    """Whether the sentence leads with goods no other claim of the ticket names and then sends them back."""
    m = _GOODS_FIRST.search(s.text)
    sent = _SENDS_IT_BACK.search(s.text, m.end()) if m else None
    # (the decline read in the return's own clause: "I never used it, I return it" declines nothing)
    clause = s.text[max(s.text.rfind(",", 0, sent.start()), s.text.rfind(";", 0, sent.start())) + 1:] if sent else ""
    if not sent or _NOT_NOW.search(clause):
        return False
    named = content_stems(m.group("goods")) - _NO_GOODS
    claimed = claimed_words([r for r in read if r is not s], s.order)
    return bool(named) and bool(beyond_claims(named, claimed))
