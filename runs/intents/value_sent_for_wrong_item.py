"""The right size or colour asked sent after a wrong item, "send me S", is one exchange for one person: "You sent me the
wrong shirt, I ordered M. Send me S." (the S asked a request of no kind, read beside a wrong item the run refunded: the
money and the goods both) or "Wrong item - I ordered S, you sent M. Send me S." (read as the exchange,
ordered_value_asked.py, its refund held: the wrong item then escalated "arrange the remedy the customer chose" beside
the `other` subtask's "a person answers the request", two people for one sentence).

An exchange is asked as a swap is (runs/intents/wrong_item_swapped.py): the wrong goods go back with their refund held
(`forbid_kinds` the wrong item, `asks_return`), and the goods asked are the one `other` subtask a person arranges, quoting
the sentence. The reply tells the refund held as goods asked in its place, never as a refusal the customer did not make
(runs/agents/money_refused_told.py).

Near-misses, left as read: the money left open ("send me S or just refund me"), the money asked ("refund me, I'll buy the
S myself"), the value refused ("don't send me S"), papers asked ("send me a return label"), goods asked beside damage or
with no wrong item told, and a swap already read so."""

from __future__ import annotations

import re

from .money_or_goods import money_left_open
from .ordered_value_asked import ORDERED_VALUE_ASKED_WHY
from .reading import ReadSentence
from .remedies import GOODS_INSTEAD
from .right_goods_asked import _BARE_ASK

VALUE_SENT_FOR_WRONG_ITEM_WHY = (GOODS_INSTEAD + " (the right size or colour sent for the wrong item): the wrong goods' return starts "
                                 "with no refund, and a person arranges the goods asked")
# the money asked or the goods got elsewhere: no exchange of the shop's
_MONEY_OR_ELSEWHERE = re.compile(r"\b(?:refund\w*|money|reimburs\w*|myself|elsewhere|re-?order)\b", re.I)
_REFUSED = re.compile(r"\b(?:don'?t|dont|do\s+not|never|no\s+need\s+to)\s+(?:\w+\s+){0,2}?(?:send|ship|post)\b", re.I)
_PAPERS = re.compile(r"\b(?:label|link|code|receipt|invoice|e-?mail|instructions?|tracking)s?\b", re.I)


def _bare_value_asked(s: ReadSentence) -> bool:
    """A request of no kind asking, in a short sentence, goods of a bare size or colour sent: "Send me S.", "pls send M"."""
    return s.kinds == ["other"] and not s.why and len(s.text) <= 60 and bool(_BARE_ASK.search(s.text)) \
        and not _MONEY_OR_ELSEWHERE.search(s.text) and not _REFUSED.search(s.text) and not _PAPERS.search(s.text)


def read_value_sent_for_wrong_item(read: list[ReadSentence]) -> None:
    """The right value asked sent beside a wrong item (module doc): the wrong item's refund held and its return asked."""
    for i, s in enumerate(read):
        if s.role != "request" or s.asks_return or money_left_open(s.text):
            continue
        if not (s.why == ORDERED_VALUE_ASKED_WHY or _bare_value_asked(s)):
            continue
        claim = s if "wrong_item" in s.kinds else next(
            (e for e in reversed(read[:i]) if e.role == "request" and "wrong_item" in e.kinds and e.paragraph == s.paragraph
             and not (s.order and e.order and s.order != e.order)), None)
        if claim is None:
            continue
        s.why = VALUE_SENT_FOR_WRONG_ITEM_WHY
        s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
        s.forbid_kinds, s.asks_return = ["wrong_item"], True
