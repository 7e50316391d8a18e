"""A thing asked as a noun after a linker, in the same sentence as a known ask and after it: "Milk jug arrived chipped,
refund please, and also an email confirmation of the refund to my work address jo@work.example." (verify round V41,
V41-164, DROPPED). The claim was read and paid; the clause after "and also" asked something no kind covers, and the run
closed without it. Said as a sentence of its own ("Also, a copy of my receipt.") the linker already carries the ask over
(runs/intents/linked_noun_asks.py); said as a clause after the claim it is the same ask: the sentence asks `other` too,
quoted for a person, beside the claim it still asks.

Read so only when a linker opens the clause ("and also", "plus", "and additionally", "as well as"), after the sentence's
known ask, and the clause names, with no verb of its own, a thing a shop hands over or does (a copy, a confirmation, a
callback, a removal of ...), its head no remedy of the claim ("and a refund", "plus the return label") nor goods told
("and also the lid was cracked"). Not a confirmation asked for when the refund goes through ("and a quick confirmation
once it's done": the reply tells it, runs/intents/remedy_done_told.py), nor an imperative (read by runs.intents.asks).
"""

from __future__ import annotations

import re

from .asks import _CLAUSE_ASK, _CLAUSE_START, _REMEDY
from .cues import _spans_of
from .linked_noun_asks import _CLAUSE_END, _NOT, _OPENED, _THING, _VERB
from .passes import QUOTED_WHY
from .reading import ReadSentence
from .remedy_done_told import asks_told_when_done

LINKED_NOUN_CLAUSE_WHY = "asks too, after a linker in the sentence of its claim, a thing named as a noun (no verb): a request a person answers"

# "as well as a copy of the invoice", "along with written confirmation": linkers that open only a clause, never a sentence
_CLAUSE_LINK = re.compile(r"^\W*(?:as\s+well\s+as|along\s+with|together\s+with)\s+", re.I)
# the head's own words, before what it is of or for: "an email confirmation" of "the refund to my work address"
_COMPLEMENT = re.compile(r"\s(?:of|for|to|from|on|about|with|in|that|which|because|since|so|as|[a-z]{3,}ing)\s", re.I)
# where such a clause may open: a clause's edge (a comma, "and"), or a linker said bare ("refund pls plus written confirmation")
_EDGE = re.compile(rf"{_CLAUSE_START.pattern}|\b(?:plus|as\s+well\s+as|along\s+with|together\s+with)\b", re.I)
# word asked for when the remedy is done: "a quick confirmation once it's gone through", "an email when it's processed"
_WHEN_DONE = re.compile(r"\b(?:confirmation|update|word|e-?mail|note|message|line|text|heads[\s-]?up)\b[^,;]*?\b(?:when|once|after|as\s+soon\s+as)\s+"
                        r"(?:it|that|this|the\s+(?:refund|money|credit|return|replacement))\b", re.I)


# a clause that refuses rather than asks: "and don't ring me, email is best" (a wish not to be called, never a call asked)
_REFUSED = re.compile(r"^\s*(?:please\s+)?(?:don['’]?t|dont|do\s+not|never|no\s+need\s+to|no)\b", re.I)


def _opened(rest: str) -> int | None:
    """Where the words after a linker opening `rest` begin, or None when no linker opens it."""
    m = _CLAUSE_LINK.match(rest) or _OPENED.match(rest)
    return m.end() if m and m.group().strip(" ,;:-–—.(") else None


def linked_noun_clause(text: str, after: int = 0) -> int | None:
    """Where, at or after `after`, a clause of `text` opened by a linker asks a thing named as a noun (module doc), or None."""
    for edge in _EDGE.finditer(text):
        if edge.start() < max(after, 1):
            continue
        rest = text[edge.start():]
        if (at := _opened(rest)) is None or _CLAUSE_ASK.search(rest) or asks_told_when_done(rest) or _WHEN_DONE.search(rest):
            continue
        said = rest[at:]
        head = said[:_CLAUSE_END.search(said).start()]
        head = re.split(r"\s(?:that|which|because|since|so|as)\s", head, maxsplit=1, flags=re.I)[0]
        core = _COMPLEMENT.split(f" {head} ", maxsplit=1)[0]
        if head.strip() and not _REFUSED.match(head) and _THING.search(head) and not _VERB.search(head) and not _NOT.search(head) and not _spans_of(head) \
                and not _REMEDY.search(core):
            return edge.start()
    return None


def read_linked_noun_clauses(read: list[ReadSentence]) -> None:
    """A request of a known kind whose sentence asks, after its claim, a thing named as a noun after a linker: `other` too.
    A body sentence attached to the claims around it ("Please refund it, as well as a letter confirming it for my landlord."):
    its further thing is the ask a person answers, the claims around it asked still."""
    for s in read:
        if not s.index:
            continue  # the subject line names the topics the body asks ("Wrong size shoes and invoice for company")
        if s.role == "attached" and linked_noun_clause(s.text) is not None:
            s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, LINKED_NOUN_CLAUSE_WHY
            continue
        if s.role != "request" or not s.kinds or "other" in s.kinds or s.why == QUOTED_WHY:
            continue
        asked_at = min((a for hits in s.spans.values() for a, _ in hits), default=0)
        if linked_noun_clause(s.text, asked_at) is not None:
            s.kinds = [*s.kinds, "other"]
            s.why = s.why or LINKED_NOUN_CLAUSE_WHY
