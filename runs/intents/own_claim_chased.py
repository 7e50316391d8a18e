"""A chase on top of the customer's own earlier mail, quoted: "Still waiting on this, a week now!!" over "> On 2 May I
wrote:\n> My vase came cracked, please refund". The chase names no problem, and the quote is context, so the run went
to a person with "Still waiting on this" alone (verify33 I04, $37.80 held). The customer's own earlier claim, chased
now, is the claim asked: the chase is read as a request of the quoted claim's kind, the quoted claim its goods
(`about`), on the customer's order. The quote stays context; the guard pays only what the record allows, and an
earlier refund on the record is found there (never paid twice).

Only when the quote is the customer's own ("I wrote:", "my email of 2 May"), tells problems of one kind, none of them
settled there, and the customer's own words tell no claim of their own. Near-misses left as read: a chase over the
shop's quoted mail ("On 2 May Support wrote:"), over a quote saying it was refunded, beside a claim of the customer's
own, and words that chase nothing ("Still love the vase")."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .settled import _settled

OWN_CLAIM_CHASED_WHY = "chases the claim of the customer's own earlier mail quoted with it: that claim, asked now"

# a chase: "still waiting (on this)", "any update?", "still nothing", "heard nothing back", "chasing this up", "it's been a week"
_CHASE = re.compile(
    r"\b(?:still\s+(?:waiting|waitin|nothing|no\s+(?:word|reply|answer|news|response|refund|update))|any\s+(?:update|news|word|progress)s?\b|"
    r"(?:heard|had)\s+nothing(?:\s+back)?|no\s+(?:reply|answer|response|word)\s+(?:yet|so\s+far)|chasing\s+(?:this|it|up|again)|"
    r"following\s+up|follow(?:ing)?[\s-]up\s+on|what(?:'s|\s+is)\s+happening|(?:it'?s|it\s+has)\s+been\s+(?:a|one|two|three|\d+)\s+(?:days?|weeks?))", re.I)
# the quote is the customer's own: "On 2 May I wrote:", "my email of 2 May:", "my earlier message"
_OWN_QUOTE = re.compile(r"\b(?:I|we)\s+(?:wrote|sent|emailed|said)\b|\bmy\s+(?:earlier|original|first|last|previous)?\s*(?:e-?mail|message|mail)\b", re.I)
_QUOTE_SETTLED = re.compile(r"\b(?:refunded|reimbursed|credited|replaced)\b", re.I)
_QUOTED_WHY = "quoted from an earlier message"


def read_own_claim_chased(read: list[ReadSentence]) -> None:
    """A chase over the customer's own quoted claim asks that claim (module doc)."""
    quoted = [q for q in read if q.role == "context" and q.why.startswith(_QUOTED_WHY)]
    if not quoted or not any(_OWN_QUOTE.search(q.text) for q in quoted):
        return
    problems = [q for q in quoted if q.doubted]
    kinds = {k for q in problems for k in q.doubted}
    if len(kinds) != 1 or not kinds <= set(GOODS_PROBLEMS) or any(_settled(q.text) or _QUOTE_SETTLED.search(q.text) for q in quoted):
        return
    own = [s for s in read if s not in quoted and s.role != "injected" and s.index > 0]
    if any(s.role == "request" and set(s.kinds) - {"other"} for s in own):
        return  # the customer tells a claim of their own: read as it is
    chases = [s for s in own if s.role in ("request", "statement") and set(s.kinds) <= {"other"} and _CHASE.search(s.text)]
    if not chases or any(s.role == "request" and s not in chases for s in own):
        return  # no chase, or something else asked beside it: read as it is
    kind, chase = next(iter(kinds)), chases[0]
    for more in chases[1:]:  # "It's been two weeks. Still nothing.": one chase, told twice
        more.role, more.kinds, more.why, more.spans = "attached", [], OWN_CLAIM_CHASED_WHY, {}
    chase.role, chase.kinds, chase.why = "request", [kind], OWN_CLAIM_CHASED_WHY
    chase.spans = {kind: [(0, len(chase.text))]}
    chase.about = " ".join(q.text.lstrip("> ").strip() for q in problems)
    chase.order = chase.order or next((q.order for q in quoted if q.order), "")
