"""An ask that counts what it is about ("look at both", "sort all three out", "deal with these") is never the remedy of
one claim alone: each thing it counts is accounted for.

"Could you look at both?" after a cracked candle holder and a gift wrap fee the customer had unticked (blind round
ver25c, VER25C-27) was read as courtesy attached to the candle holder's claim: the fee sentence, read as telling, was
dropped without a word. Where an ask counts more things than the requests read beside it on its order, the sentences
just before it (at most three) that tell a problem or a charge are the things it counts: each becomes a request of its
own (`other`, a person reads it, quoted). Where there is none, "both" may be the two lines of one claim ("Both mugs came
chipped. Can you sort both?"): goods counted before it answer it; otherwise the ask itself goes to a person."""

from __future__ import annotations

import re

from .reading import ReadSentence
from ..sentences import orders_in
from .unread import COVERED_BY_CLAIM_WHY, TELLS_MORE

COUNTED_TOLD_WHY = "a problem or a charge told, which a later ask counts (\"look at both\") beside fewer requests: a person reads it"
COUNTED_UNMET_WHY = "counts more things (\"both\", \"all three\") than the requests read beside it: a person reads what it asks"

_NUMBER = {"both": 2, "two": 2, "2": 2, "three": 3, "3": 3, "four": 4, "4": 4, "five": 5, "5": 5}
# "both", "all three", "these two things", "each of them", "all of these", "them all", "the lot" (at least two)
_COUNTED = re.compile(
    r"\b(?:(?P<both>both)(?:\s+of\s+(?:them|these|those|the\s+above|those\s+things|these\s+things|my\s+issues))?"
    r"|(?:all|the|these|those)\s+(?P<n>two|three|four|five|2|3|4|5)(?:\s+(?:things|issues|problems|points|matters|of\s+(?:them|these|those)))?"
    r"|(?P<some>each\s+of\s+(?:them|these|those|the\s+above)|all\s+of\s+(?:them|these|those|the\s+above)|them\s+all|these\s+(?:issues|things|problems|points|matters)"
    r"|(?:deal\s+with|sort|look\s+(?:at|into)|fix|check)\s+(?:out\s+)?these\b(?!\s+\w+\s+(?:mugs?|plates?|items?))|everything\s+above|all\s+of\s+the\s+above))\b", re.I)
# a claim that counts its own goods: "both mugs", "two of the plates", "the mug and the jug", "all 4 glasses" (not "one of the three")
_GOODS_COUNTED = re.compile(r"\b(?:both|all\s+(?:\w+\s+)?(?:two|three|four|five|\d)|(?<!of\s)(?<!of\sthe\s)(?:two|three|four|five|[2-9])\s+(?:of\s+)?(?:the\s+|my\s+)?[a-z]+s\b"
                            r"|the\s+[a-z-]+\s+and\s+(?:the\s+)?[a-z-]+\s+(?:both\s+)?(?:came|arrived|are|were|have|had)"
                            r"|\band\s+(?:the|my|its|their)\s+(?:[a-z-]+\s+)?(?:one|ones|[a-z-]+)\s+(?:too|as\s+well|also)\b|\b(?:pair|set)\s+of\b)", re.I)
# a sentence telling a problem or a charge: money, a fault word, a negation. Its own list: cues.DAMAGE_WORDS are whole words
# a typing slip is measured against (no stems, and "smashed", "crushed" would count statements no ask counts now), and
# runs/screening_checks._PROBLEM_WORDS is a wider net ("size", "said") that only marks a sentence for a reviewer
_TELLS = re.compile(r"[$€£]\s?\d|\b\d+[.,]\d\d\b|\b(?:charg\w*|bill(?:ed)?|fee|refund\w*|broken|broke|crack\w*|chip\w*|dent\w*|scratch\w*|stain\w*|torn|ripped|leak\w*|"
                    r"missing|lost|late|wrong|faulty|damaged|never|didn'?t|did\s+not|doesn'?t|does\s+not|isn'?t|wasn'?t|won'?t|not|no\s+longer|rude|"
                    r"smell\w*|mould\w*|mold\w*|dead|stopped|error|mistake|twice|double)\b", re.I)

# money told beside a goods claim is a thing of its own: "there was a $4.99 surcharge at checkout nobody mentioned"
_MONEY = re.compile(r"[$€£]\s?\d|\b\d+[.,]\d\d\b|\b(?:charg\w*|billed|fee|surcharge|payment)\b", re.I)


def counted(text: str) -> int:
    """How many things an ask counts ("both": 2, "all three": 3, "these": at least 2), 0 for none."""
    m = _COUNTED.search(text)
    if not m:
        return 0
    return 2 if m.group("both") or m.group("some") else _NUMBER.get(m.group("n").lower(), 2)


def _same_order(a: ReadSentence, b: ReadSentence) -> bool:
    return not a.order or not b.order or a.order == b.order


def account_counted_asks(read: list[ReadSentence]) -> None:
    """A courtesy ask that counts more things than the requests beside it: the sentences telling a problem or a charge
    just before it become requests of their own, or, with none and no claim counting its goods, the ask goes to a person."""
    for i, s in enumerate(read):
        # (or read as an ask of no kind on its own, "Would you mind looking into both?": it stands, and what it counts is read too)
        if not (s.role == "courtesy" and s.why == COVERED_BY_CLAIM_WHY or s.role == "request" and s.kinds == ["other"] and not s.why) \
                or not (n := counted(s.text)):
            continue
        # an ask naming no order of its own counts across the ticket: "Order A: teapot broken. Order B: cups never came.
        # Please sort both." (verify33 E24); its order is only carried from the sentence before
        mine = (lambda r: _same_order(r, s)) if orders_in(s.text) else (lambda r: True)
        requests = [r for r in read if r is not s and r.role == "request" and mine(r)]
        short = n - sum(max(1, len(set(r.kinds) - {"question"})) for r in requests)
        if short <= 0:
            continue
        told = [p for p in reversed(read[max(0, i - 3):i]) if p.index > 0 and _same_order(p, s)
                and (p.role == "statement" and _TELLS.search(p.text) or p.role == "attached" and p.why == TELLS_MORE and _MONEY.search(p.text))][:short]
        for p in told:
            p.role, p.kinds, p.why = "request", ["other"], COUNTED_TOLD_WHY
        if not told and s.role == "courtesy" and not any(_GOODS_COUNTED.search(p.text) for p in read[:i] if p.role != "injected" and _same_order(p, s)):
            s.role, s.kinds, s.why = "request", ["other"], COUNTED_UNMET_WHY
