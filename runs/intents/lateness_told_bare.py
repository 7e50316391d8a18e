"""A late delivery told with no days and no word of delivery: "The clock was late.", "my boots were late by a week", "it
was late again!". And a slow delivery told in passing ("delivery took forever and the mug broke"), a late claim only
where money is asked for it.

The late-delivery cues want the delivery named ("the parcel was late") or a count of days ("3 days late"), so "The clock
was late." read as a statement and the ticket as asking nothing (blind round probe30). Told of goods the customer
ordered, "was late" can only be their coming: a late-delivery claim. Whether it was late, and what is owed, is the
order's record to say (the promised date and the delivery scan, runs/policy.py): reading the claim pays nothing the
record does not bear out.

"delivery took forever" / "took ages" / "was so slow" is how long the customer waited, told as a complaint. A careful
agent does not open a claim for money the customer never asked for, so beside a damage ("delivery took forever and the
mug broke") it is the damage that is claimed, as before. Where a refund is asked in the same breath, in its sentence
(read so already) or in a bare ask of money right after it ("delivery took forever. refund please"), the lateness is
claimed too and the record decides whether the delivery fee comes back; a refund asked of named goods ("the mug broke,
refund please. delivery took forever too") is those goods' refund, and the wait stays a complaint.

Near-misses: "The clock is running late", "my late mother's clock", "sorry this is late", "I was late", "the refund was
late" or "your reply was late" (no goods' coming), "it was late at night when it came" (the hour, not the delivery)."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS, INTENT_PATTERNS
from .reading import ReadSentence

LATE_WAIT_REFUND_WHY = "a slow delivery told, and a refund asked beside it: a late-delivery claim the order's record decides"

# what can be late that is no goods' coming
_NOT_GOODS = (r"(?:refund|reply|response|answer|email|e-?mail|message|payment|invoice|receipt|call|callback|driver|courier|"
              r"post\s?man|man|guy|lady|woman|he|she|i|we|you|bus|train|flight|shift|meeting|rent|bill|cheque|check|credit|money|"
              r"statement|mother|father|husband|wife|night|evening|hour|time|season|spring|summer|autumn|winter|notice|apology|update|"
              # the household's own errands and people, late in the story told around the order: "the removal vans were late",
              # "the builders were late again", "our flight was late" (held-back round 35: read as the delivery's lateness)
              r"removals?|removers?|movers?|moving|builders?|plumbers?|electricians?|engineers?|fitters?|technicians?|cleaners?|"
              r"contractors?|workmen|tradesm[ae]n|decorators?|painters?|carpenters?|handym[ae]n|gardeners?|landlord|landlady|"
              r"taxis?|cabs?|ubers?|planes?|flights|trains|buses|coach|ferry|ferries|tram|guests?|visitors?|friends?|kids|children|"
              r"son|daughter|brother|sister|mum|mom|dad|boss|colleagues?|appointment|interview|wedding|party|pay|salary|wages?|"
              r"paycheck|period)")
_NAMED = rf"(?:the|my|our|your|this|that|these|those)\s+(?!{_NOT_GOODS}\b)(?:[a-z][\w-]*\s+){{0,2}}?(?!{_NOT_GOODS}\b)[a-z][\w-]*"
# "The clock was late.", "my boots were late by a week", "it was late again!", "the whole lot was very late"
_TOLD_LATE = re.compile(
    rf"(?:^|(?<=[,;:(-])\s*|\b(?:and|but|also|so)\s+)(?:{_NAMED}|it|they|everything|the\s+lot|both(?:\s+of\s+them)?|all\s+of\s+(?:it|them))\s+(?:was|were|is|are|came|arrived)\s+"
    r"(?:(?:very|really|so|quite|a\s+bit|a\s+little|way|super|pretty|extremely|rather|also|too|again|once\s+again|even)\s+)*late\b"
    r"(?=\s*(?:$|[.!?;,)]|\s+(?:by\s+|again|too|as\s+well|arriving|getting\s+here|in\s+arriving|and|but|so|which|though|this\s+time)\b))", re.I)
# how long the wait was, told as a complaint: "delivery took forever", "the parcel took ages", "shipping was so slow"
_SLOW = re.compile(
    r"\b(?:delivery|deliveries|shipping|postage|parcel|package|order|it|they|the\s+whole\s+thing)\s+(?:took|has\s+taken|had\s+taken)\s+"
    r"(?:forever|ages|an\s+age|an\s+eternity|so\s+long|too\s+long|way\s+too\s+long|far\s+too\s+long|weeks|months|its\s+time|their\s+time|a\s+lifetime)\b"
    r"|\b(?:delivery|shipping|postage|it)\s+(?:was|is)\s+(?:so\s+|very\s+|really\s+|painfully\s+|incredibly\s+|super\s+)?slow\b|\bslow\s+(?:delivery|shipping|postage)\b", re.I)
# a bare ask of money naming no goods: "refund please", "I want my money back", "refund everything", "please refund me"
_BARE_REFUND = re.compile(r"^\W*(?:(?:so|and|please|pls|plz|just|i\s+(?:want|would\s+like|need)|i'?d\s+like|can\s+i\s+(?:have|get)|could\s+i\s+(?:have|get))\s+)*"
                          r"(?:a\s+|my\s+|full\s+|the\s+)*(?:refund|money\s+back|reimbursement)(?:\s+(?:me|it|everything|all\s+of\s+it|in\s+full|then))?"
                          r"(?:\s+(?:please|pls|plz|thanks|thank\s+you|asap))*\W*$"
                          r"|^\W*(?:please\s+|pls\s+)?refund\s+(?:me|everything|it\s+all|the\s+lot|all\s+of\s+it)(?:\s+(?:please|pls|in\s+full))*\W*$", re.I)


def goods_told_late(text: str) -> tuple[int, int] | None:
    """Where a sentence tells goods (or "it") came late in plain words, with no days and no delivery named, else None."""
    m = _TOLD_LATE.search(text)
    return m.span() if m else None


def _ordered(kinds: set[str]) -> list[str]:
    return [k for k in (*INTENT_PATTERNS, "other") if k in kinds]


def read_slow_delivery_refunded(read: list[ReadSentence]) -> None:
    """A slow delivery told, and a bare refund asked right after it in its paragraph: the lateness is claimed (see the
    module's docstring); the refund ask is that claim's remedy."""
    for i, s in enumerate(read):
        if s.role not in ("request", "statement") or "late_delivery" in s.kinds or not (slow := _SLOW.search(s.text)):
            continue
        if s.role == "request" and set(s.kinds) - {*GOODS_PROBLEMS}:
            continue  # (a sentence asking more than a goods claim is read as it was)
        after = next((n for n in read[i + 1:] if n.role not in ("injected", "courtesy")), None)
        if after is None or after.paragraph != s.paragraph or not _BARE_REFUND.search(after.text) \
                or not (after.role == "attached" or (after.role == "request" and after.kinds == ["other"])):
            continue
        s.role, s.kinds = "request", _ordered({*s.kinds, "late_delivery"})
        s.spans = {**s.spans, "late_delivery": [slow.span()]}
        s.why = s.why or LATE_WAIT_REFUND_WHY
        after.role, after.kinds, after.spans, after.why = "attached", [], {}, "asks for the remedy of the requests around it"
