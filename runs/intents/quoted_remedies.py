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

from ..shop.kinds import NOT_A_CASE
from .asks import _ACCOUNT, _asks
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .settled import REPLACED_ASK_WHY, _settled
from .stems import content_stems

REMEDY_REFUSED_WHY = "waves the other remedy off beside the remedy picked: part of that pick"
QUOTED_REMEDY_WHY = "picks the remedy of the problem the quoted earlier mail tells: the customer's claim now"
# A remedy named bare: refund, replacement, money back, a new one.
_REMEDY_WORD = re.compile(r"\b(?:refund\w*|replace\w*|money\s+back|reimburs\w*|(?:a\s+|another\s+)?new\s+one|send\s+(?:me\s+|us\s+)?another)\b", re.I)
# The clauses of a sentence.
_CLAUSE = re.compile(r"\s*[,;:]\s*|\s+[-\u2013\u2014]\s+|(?<=[.!?])\s+")
# A later pick told as changing the first.
_CHANGES = re.compile(r"\b(?:instead|actually|on\s+(?:second|2nd)\s+thoughts?|changed?\s+(?:of\s+)?my\s+mind|rather|after\s+all|scratch\s+that|"
                      r"forget\s+(?:that|the\s+(?:replacement|refund|new\s+one))|thinking\s+about\s+it)\b", re.I)
# The other remedy waved off beside the pick: "no need for a new one", "I don't need a replacement", "not a new one",
# "rather than a replacement", "instead of another": it picks the money, it asks nothing more (a clause that names
# both, "the money back rather than a new one", is one pick: the words after its "than" are the remedy refused).
_REMEDY_REFUSED = re.compile(
    r"\b(?:no\s+need\s+(?:for|of|to\s+send)|(?:do\s+not|don'?t|dont|won'?t|wont|not|never)\s+(?:really\s+)?(?:need|want|require|bother\s+with|send)|"
    r"not\s+(?:a|an|another|the)|no|rather\s+than|instead\s+of|than)\b\W+(?:\w+\W+){0,3}?"
    r"(?:replace\w*|(?:a\s+|another\s+)?new\s+one|another(?:\s+one)?|exchange|swap|refund\w*|money\s+back)\b", re.I)
# Refund and replacement: which a pick is.
_MONEY = re.compile(r"\b(?:refund\w*|money\s+back|reimburs\w*)\b", re.I)


# The quoted mail telling the problem already put right: "We have refunded it in full", "a replacement was sent on Monday".
_QUOTE_SETTLED = re.compile(r"\b(?:refunded|reimbursed|credited|replaced|(?:have|has|'ve)\s+(?:already\s+)?(?:sent|issued|processed|arranged)|"
                            r"(?:was|were|been)\s+(?:sent|issued|processed|dispatched))\b(?![^.!?]*\?)", re.I)


def _bare_pick(s: ReadSentence, attached: bool = False) -> bool:
    """Whether a sentence of the customer's own picks a remedy in a clause naming nothing else, and asks nothing more
    (`attached`: a pick read as attached to a refusal beside it counts)."""
    if s.role not in ("request_unread", "request", "statement", *(("attached",) if attached else ())) or _ACCOUNT.search(s.text):
        return False
    clauses = [c for c in _CLAUSE.split(s.text) if c.strip()]
    # ("Refund me please, no need for a new one": the replacement waved off, the refund the one pick)
    refused = [c for c in clauses if _REMEDY_REFUSED.search(c) and not _REMEDY_WORD.search(_REMEDY_REFUSED.sub(" ", c))]
    if refused and s.role == "request" and set(s.kinds) <= set(NOT_A_CASE):
        pass  # a "question" read of "no need for a new one" (whether one is coming): the refusal, no question
    elif s.role == "request" and s.kinds != ["other"]:
        return False
    clauses = [c for c in clauses if c not in refused]
    picks = [c for c in clauses if _REMEDY_WORD.search(_REMEDY_REFUSED.sub(" ", c))]
    if len(picks) != 1 or content_stems(_REMEDY_REFUSED.sub(" ", picks[0])):
        return False
    # the other clauses: softeners and reasons ("you know what", "I don't want to wait another week"), no ask of their own
    return not any(_asks(c, title=False) or "?" in c for c in clauses if c not in picks)


# The shop's voice: its name for itself on the line that says who wrote, or its own words in the quote.
_SHOP_SIGNED = re.compile(r"\b(?:support|team|customer\s+(?:service|care)|care|help\s*desk|helpdesk|service|shop|store|sales|no-?reply)\b", re.I)
_SHOP_WORDS = re.compile(r"\b(?:sorry\s+(?:to\s+hear|that|about)|we(?:'ve|'ll|'re)?|our|us)\b", re.I)
_WROTE = re.compile(r"\bwrote\s*:?\s*$", re.I)


def _shops_quote(read: list[ReadSentence], quoted: list[ReadSentence]) -> bool:
    """Whether the quoted mail is the shop's (its attribution signed by the shop, or its problem told in the shop's
    words), not the customer's own earlier mail."""
    first = min(q.index for q in quoted)
    said_by = next((s.text for s in reversed(read) if s.index < first and _WROTE.search(s.text)), "")
    return bool(_SHOP_SIGNED.search(said_by)) or any(_SHOP_WORDS.search(q.text) for q in quoted if q.doubted)


def _refuses_only(text: str) -> bool:
    """Whether every clause of a sentence waves a remedy off ("No need to send another.", "don't want a replacement")."""
    clauses = [c for c in _CLAUSE.split(text) if c.strip(" .!")]
    return bool(clauses) and all(_REMEDY_REFUSED.search(c) and not content_stems(rest := _REMEDY_REFUSED.sub(" ", c))
                                 and not _REMEDY_WORD.search(rest) for c in clauses)


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
    # a sentence only waving the other remedy off ("Refund. No need to send another."): part of the pick, no ask (the
    # pick beside it was read as attached to it)
    refusals = [s for s in own if s.role in ("request", "request_unread") and set(s.kinds) <= set(NOT_A_CASE) and _refuses_only(s.text)]
    own = [s for s in own if s not in refusals]
    picks = [s for s in own if _bare_pick(s, attached=bool(refusals))]
    if any(s.role == "request" and set(s.kinds) - {"other"} for s in own if s not in picks):
        return  # the customer tells a claim of their own: read as it is
    if not picks or any(s.role in ("request", "request_unread") and s not in picks for s in own):
        return  # nothing picked, or something else asked beside the pick: read as it is
    if len(picks) > 1 and not (_CHANGES.search(picks[-1].text) and len({bool(_MONEY.search(p.text)) for p in picks}) > 1):
        if len({bool(_MONEY.search(p.text)) for p in picks}) > 1:
            return  # two different remedies, neither said to replace the other: a person asks which
    kind, order = next(iter(kinds)), next(iter(orders), "")
    last = picks[-1]
    if last.role == "statement" and not any(p.role != "statement" for p in picks):
        return  # no pick is asked ("the refund was quick last time"): nothing to read into the quote
    for r in refusals:
        r.role, r.kinds, r.why, r.spans, r.weak = "attached", [], REMEDY_REFUSED_WHY, {}, []
    for p in picks[:-1]:
        p.role, p.kinds, p.why, p.spans, p.weak = "context", [], REPLACED_ASK_WHY, {}, []
    last.role, last.kinds, last.why = "request", [kind], QUOTED_REMEDY_WHY
    last.spans = {kind: [(0, len(last.text))]}
    last.order = last.order or order
    # the goods the customer's own quoted claim names are the pick's ("the table lamp arrived with a cracked base" on an
    # order of three lines); the shop's quoted words ("sorry to hear the jug arrived cracked") name no goods for it
    if not _shops_quote(read, quoted):
        last.about = last.about or " ".join(q.text.lstrip("> ").strip() for q in problems)
