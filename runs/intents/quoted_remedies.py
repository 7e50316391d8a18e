"""A reply on top of a quoted earlier mail that only picks the remedy: "Replacement please. Actually, just refund me
instead, I don't want to wait another week." over "> sorry to hear the pie dish from order SU-1 arrived chipped.
Would you like a replacement or a refund?". The customer's newest words decide what is asked; the quoted mail is
the context that says what it is asked for. Read alone, the bare remedy named no problem and the whole ticket went
to a person.

A bare remedy (its own clause names nothing but the remedy: "refund me", "a replacement please", "just the money
back") is the remedy of the one problem the quote tells, on the quote's order, when the quote tells problems of one
kind only, none of them settled there, and the customer's own words tell no claim of their own. When the customer
picks twice and the later pick says it changes the first ("instead", "actually", "on second thoughts"), the later
pick is the ask and the first is replaced. Anything else the customer asks stays as it was read.
"""

from __future__ import annotations

import re

from .asks import _ACCOUNT, _asks
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .settled import REPLACED_ASK_WHY, _settled
from .stems import content_stems

QUOTED_REMEDY_WHY = "picks the remedy of the problem the quoted earlier mail tells: the customer's claim now"
# A remedy named bare: refund, replacement, money back, a new one.
_REMEDY_WORD = re.compile(r"\b(?:refund\w*|replace\w*|money\s+back|reimburs\w*|(?:a\s+|another\s+)?new\s+one|send\s+(?:me\s+|us\s+)?another)\b", re.I)
# The clauses of a sentence.
_CLAUSE = re.compile(r"\s*[,;:]\s*|\s+[-\u2013\u2014]\s+|(?<=[.!?])\s+")
# A later pick told as changing the first.
_CHANGES = re.compile(r"\b(?:instead|actually|on\s+(?:second|2nd)\s+thoughts?|changed?\s+(?:of\s+)?my\s+mind|rather|after\s+all|scratch\s+that|"
                      r"forget\s+(?:that|the\s+(?:replacement|refund|new\s+one))|thinking\s+about\s+it)\b", re.I)
# Refund and replacement: which a pick is.
_MONEY = re.compile(r"\b(?:refund\w*|money\s+back|reimburs\w*)\b", re.I)


# The quoted mail telling the problem already put right: "We have refunded it in full", "a replacement was sent on Monday".
_QUOTE_SETTLED = re.compile(r"\b(?:refunded|reimbursed|credited|replaced|(?:have|has|'ve)\s+(?:already\s+)?(?:sent|issued|processed|arranged)|"
                            r"(?:was|were|been)\s+(?:sent|issued|processed|dispatched))\b(?![^.!?]*\?)", re.I)


def _bare_pick(s: ReadSentence) -> bool:
    """Whether a sentence of the customer's own picks a remedy in a clause naming nothing else, and asks nothing more."""
    if s.role not in ("request_unread", "request", "statement") or (s.role == "request" and s.kinds != ["other"]) or _ACCOUNT.search(s.text):
        return False
    clauses = [c for c in _CLAUSE.split(s.text) if c.strip()]
    picks = [c for c in clauses if _REMEDY_WORD.search(c)]
    if len(picks) != 1 or content_stems(picks[0]):
        return False
    # the other clauses: softeners and reasons ("you know what", "I don't want to wait another week"), no ask of their own
    return not any(_asks(c, title=False) or "?" in c for c in clauses if c not in picks)


def read_quoted_remedies(read: list[ReadSentence]) -> None:
    """Bare remedy picks above a quoted mail take the quoted problem's kind (module doc)."""
    quoted = [q for q in read if q.role == "context" and q.why.startswith("quoted from an earlier message")]
    problems = [q for q in quoted if q.doubted]
    if not problems or any(_settled(q.text) or _QUOTE_SETTLED.search(q.text) for q in quoted):
        return
    kinds = {k for q in problems for k in q.doubted}
    orders = {q.order for q in quoted if q.order}
    if len(kinds) != 1 or not kinds <= set(GOODS_PROBLEMS) or len(orders) > 1:
        return
    first_quoted = min(q.index for q in quoted)
    own = [s for s in read if s.index < first_quoted and s.role != "injected"]
    if any(s.role == "request" and set(s.kinds) - {"other"} for s in own):
        return  # the customer tells a claim of their own: read as it is
    picks = [s for s in own if _bare_pick(s)]
    if not picks or any(s.role in ("request", "request_unread") and s not in picks for s in own):
        return  # nothing picked, or something else asked beside the pick: read as it is
    if len(picks) > 1 and not (_CHANGES.search(picks[-1].text) and len({bool(_MONEY.search(p.text)) for p in picks}) > 1):
        if len({bool(_MONEY.search(p.text)) for p in picks}) > 1:
            return  # two different remedies, neither said to replace the other: a person asks which
    kind, order = next(iter(kinds)), next(iter(orders), "")
    last = picks[-1]
    if last.role == "statement" and not any(p.role != "statement" for p in picks):
        return  # no pick is asked ("the refund was quick last time"): nothing to read into the quote
    for p in picks[:-1]:
        p.role, p.kinds, p.why, p.spans, p.weak = "context", [], REPLACED_ASK_WHY, {}, []
    last.role, last.kinds, last.why = "request", [kind], QUOTED_REMEDY_WHY
    last.spans = {kind: [(0, len(last.text))]}
    last.order = last.order or order
