"""A return asked by the means of sending the goods back: "pls send me a return label for the boots", "kindly arrange
collection of the boots", "can your courier pick the boots up?".

The return cues read "send back" and "return the ...", never the label or the collection the return is done with. Beside
a charge taken twice (blind round ver27c, V27C-04: "arrange the return for the boots and refund the second $89.00"),
"pls send me a return label for the boots" was read as the remedy of the charge beside it: the boots' return was
dropped in silence; "Kindly arrange collection of the boots and reverse the charge." went to a person whole as `other`.

Where the ticket's requests on the order already ask a return or have goods of their own to send back (a change of mind,
a wrong item, damaged goods), the means asked is that claim's (attached). Where they are only money (a charge taken
twice, a late fee) or there are none, it asks the goods' return: a change of mind, which the record decides (window,
seller). The charge's reversal in the same sentence ("... and reverse the charge") is the charge's own remedy, asked
before it. A label or a collection told, not asked ("the return label you sent doesn't scan", "the courier never
collected them"), is not read so."""

from __future__ import annotations

import re

from .asks import _asks
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence

RETURN_BY_MEANS_WHY = "asks for a return label or a collection of goods no claim sends back: a return of the goods (change of mind)"
MEANS_OF_CLAIM_WHY = "asks for a return label or a collection for the goods of the claim beside it: that claim's return"

_GOODS = r"(?:the|my|our|these|those|this|both|them|it)\b"
# the means asked: a label, a collection, a pick-up, a courier to fetch them
_MEANS = re.compile(
    r"\b(?:return(?:s)?|returns?\s+postage|prepaid|pre-paid|postage|shipping|free\s+post)\s+(?:label|slip|form|sticker|bag)s?\b"
    r"|\b(?:arrange|book|organi[sz]e|schedule|set\s+up|send\s+(?:a\s+|your\s+)?courier\s+(?:to|for))\s+(?:a\s+|the\s+)?(?:collection|pick[\s-]?up|courier)\b"
    rf"|\b(?:collect(?:ion\s+of)?|pick(?:\s+up|[\s-]?up\s+of))\s+{_GOODS}"
    rf"|\b(?:collect|pick)\s+(?:{_GOODS}\s+)?(?:[\w-]+\s+){{0,2}}?up\b"
    r"|\b(?:arrange|book|organi[sz]e|start|process|set\s+up)\s+(?:a\s+|the\s+)?return\s+(?:for|of)\b", re.I)
# told, not asked: "the label you sent doesn't scan", "the courier never collected them", "I printed the label"
_TOLD = re.compile(r"\b(?:never|didn'?t|did\s+not|hasn'?t|has\s+not|haven'?t|won'?t|doesn'?t|does\s+not|wasn'?t|already|printed|used|"
                   r"got\s+the|received\s+the|you\s+sent|came\s+with)\b", re.I)
_RETURN_CLAIMS = {*GOODS_PROBLEMS, "change_of_mind"}
# goods named by their name, not a pronoun: "the boots", "my rug", "both chairs"
_NAMES_GOODS = re.compile(r"\b(?:the|my|our|these|those|both|this|that)\s+(?!(?:return|returns|label|slip|form|charge|payment|money|refund|collection|"
                          r"courier|pick-?up|extra|second|other|order|delivery|postage|shipping)\b)[a-z][\w-]+", re.I)
_MONEY_ONLY = {"duplicate_charge", "late_delivery"}
_OPEN_WHYS = ("asks for the remedy of the requests around it", "the subject line, naming what the body asks", "")


def read_return_by_its_means(read: list[ReadSentence]) -> None:
    """A sentence asking a return label or a collection: the return of a claim on the order beside it that sends goods
    back, else a return asked (change of mind)."""
    for s in read:
        # (a sentence asking the charge's money beside the means: "book a pick-up for the boots, and put the second payment back")
        money_too = s.role == "request" and bool(s.kinds) and set(s.kinds) <= _MONEY_ONLY
        if s.role not in ("attached", "request") or (s.role == "request" and s.kinds != ["other"] and not money_too) or s.why not in _OPEN_WHYS \
                or not s.index:
            continue
        means = _MEANS.search(s.text)
        if not means or _TOLD.search(s.text) or not _asks(s.text, title=False):
            continue
        mine = [r for r in read if r is not s and r.is_request and (not s.order or not r.order or r.order == s.order)]
        if not _NAMES_GOODS.search(s.text):
            # "Please collect it and refund us." after "the seat cushion seams have split": "it" is the goods told with a
            # problem before it, whose remedy a person or the claim decides; only goods named by their name are read so
            continue
        if money_too:
            if not any(set(r.kinds) & _RETURN_CLAIMS for r in mine):
                s.kinds, s.asks_return = [*s.kinds, "change_of_mind"], True
                s.spans = {**s.spans, "change_of_mind": [means.span()]}
            continue
        if any(set(r.kinds) & _RETURN_CLAIMS for r in mine):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, MEANS_OF_CLAIM_WHY
        else:
            s.role, s.kinds, s.why = "request", ["change_of_mind"], RETURN_BY_MEANS_WHY
            s.spans, s.asks_return = {"change_of_mind": [means.span()]}, True
