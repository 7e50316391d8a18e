"""Damage told of things that are not the order's goods: the story around a ticket, not a claim on its lines.

Customers tell why they bought something, and the why is often a breakage of something else: "The mug set is for our
office, which flooded last month and all the old crockery got smashed", "cushion covers for the sofa my sister gave me
when she moved abroad, which has been a saga as she shipped it in three pieces", "napkins for my daughter's wedding,
which nearly fell apart when the marquee collapsed", "my last kettle died after a year", "our old one cracked". The
damage there is said of old goods being replaced, of someone else's furniture, of an event or a plan, or of a past
purchase: no damage claim on the order's lines. Read as one, the mug set was refunded on a ticket that asked only
for a VAT invoice.

The damage must be said of the ordered goods: a clause whose subject is the goods (named, "it", "they", "these", "the
new ones") or that tells what arrived or came ("two of the new ones arrived chipped", "it's for the wedding and it
arrived torn", "the box was soaked and the mugs inside smashed") is still a claim, whatever story stands beside it.
One reading, used by the screener (runs/intents/cues.py) and by the guard (runs/story_damage_check.py)."""

from __future__ import annotations

import re

# Where a clause begins: a stop, a comma or a dash, a joining word ("and", "which", "when", "as", "so").
_CLAUSE_START = re.compile(r"[,;:()–—]|\s-\s|\b(?:and|but|so|because|as|when|while|since|after|which|who|that|then|though|although|where|until|till)\b", re.I)
# What arrived or came, found on opening or in the post: the goods' own damage, whatever the story around it.
_CAME = re.compile(r"\b(?:arrived|arived|came|delivered|turned\s+up|got\s+here|showed\s+up|in\s+(?:the\s+)?(?:post|transit|box|parcel|packaging)|"
                   r"on\s+arrival|out\s+of\s+the\s+box|opened|unpack\w*|unbox\w*|unwrap\w*|inside|sent|you\s+sent)\b", re.I)
# The goods as a clause's subject, by pronoun or as the new ones: "it leaks", "this one leaks too", "the new ones chipped".
_GOODS_SUBJECT = re.compile(r"^\W*(?:(?:and|but|so|now|then|also|even|sadly|unfortunately)\s+)*(?:it|it'?s|its|they|they'?re|these|this|this\s+one|these\s+ones|"
                            r"both|one\s+of\s+(?:them|these|the\s+new\s+ones)|(?:the\s+|two\s+of\s+the\s+|one\s+of\s+the\s+)?new\s+ones?|the\s+new\s+\w+|"
                            r"the\s+replacement|yours|mine)\b", re.I)
# Time words that follow "last" without making goods old: "last week", "last night".
_LAST_TIME = r"(?!\s+(?:week|weekend|night|time|month|message|messages|e-?mail|mail|letter|ticket|note|reply|chat|call|contact|monday|tuesday|wednesday|thursday|friday|saturday|sunday|minute|day|order|one\s+you\s+sent)\b)"
# The subject of the damage is other goods than the order's: old goods replaced, a past purchase, someone else's
# furniture, the customer's home, an event or a plan.
_OTHER_SUBJECT = re.compile(
    # old goods, the one replaced: "the old crockery", "our old one", "my last kettle", "the previous set", "the one I'm replacing"
    rf"\b(?:old|older|previous|former|original|existing|last{_LAST_TIME})\s+(?:[\w'-]+\s+){{0,2}}?[\w'-]+"
    r"|\bthe\s+ones?\s+(?:i'?m|i\s+am|we'?re|we\s+are|it'?s|it\s+is|they'?re|they\s+are|these\s+are|this\s+is)\s+replacing\b"
    r"|\bthe\s+ones?\s+(?:it|they|this|these)\s+replace[sd]?\b"
    # a past purchase: "the one I bought years ago", "a kettle I got last year"
    r"|\b(?:bought|got|had|ordered|purchased)\s+(?:\w+\s+){0,3}?(?:last\s+(?:year|christmas|summer|spring|winter|autumn)|(?:\w+\s+)?years?\s+(?:ago|back)|ages\s+ago)\b"
    # someone else's goods: "the sofa my sister gave me", "a table our neighbours lent us"
    r"|\b(?:the|a|an|that|this)\s+[\w-]+\s+(?:(?:that|which)\s+)?(?:my|our|his|her|their)\s+(?:[\w-]+\s+)?[\w-]+\s+(?:gave|lent|left|handed\s+down|passed\s+on|"
    r"passed\s+down|made)\s+(?:me|us|him|her|them)\b"
    # the home, an event, a plan: "our office flooded", "the wedding nearly fell apart", "the whole party fell through"
    r"|\b(?:the|a|an|our|my|his|her|their|whole)\s+(?:[\w'-]+\s+)?(?:office|house|home|flat|apartment|kitchen|basement|cellar|garage|roof|ceiling|pipes?|boiler|"
    r"wedding|party|reception|ceremony|event|holiday|trip|plans?|day|evening|weekend|marriage|relationship|business|career|life|nerves)\b", re.I)
# The goods' purpose, with a clause told of it: "for our office, which flooded", "for my daughter's wedding, which nearly
# fell apart", "for the sofa my sister gave me when she moved abroad, which has been a saga".
_PURPOSE_WHICH = re.compile(r"\bfor\s+(?:the|my|our|a|an|his|her|their)\s+[^.!?]{0,80}?,?\s+(?:which|who)\b", re.I)

# A turn out of the purpose's clause: "for the party, which is tomorrow, but the lid is cracked" tells the goods' damage.
_TURN = re.compile(r"\b(?:and|but|however|though|although|anyway|yet|sadly|unfortunately)\b|;", re.I)
# A person hurt, not goods: "the caterer broke her arm", "I fractured my wrist".
_BODY = re.compile(r"\b(?:broke|broken|fractured|sprained|snapped|cracked|bruised|twisted)\s+(?:his|her|my|their|our|a|an|your)\s+(?:\w+\s+)?"
                   r"(?:arm|arms|leg|legs|wrist|ankle|hip|foot|feet|toe|toes|finger|fingers|nose|rib|ribs|collarbone|back|neck|tooth|teeth|heart|elbow|knee|shoulder)\b", re.I)
_RELATIVE = re.compile(r"(?:which|who|that)\b", re.I)


def _clause_start(text: str, at: int) -> int:
    starts = [m.start() for m in _CLAUSE_START.finditer(text, 0, at)]
    return starts[-1] if starts else 0


def _clause_end(text: str, at: int) -> int:
    m = _CLAUSE_START.search(text, at)
    return m.start() if m else len(text)


def damage_of_other_things(text: str, span: tuple[int, int]) -> bool:
    """Whether the damage words at `span` of a customer's sentence are said of things other than the order's goods: old
    goods replaced, a past purchase, someone else's furniture, the home, an event or a plan, or told inside the goods'
    purpose ("for our office, which flooded"); never of what arrived or came, nor of the goods as the clause's subject."""
    start = _clause_start(text, span[0])
    clause = text[start:_clause_end(text, span[1])]
    if _CAME.search(clause) or _GOODS_SUBJECT.search(_CLAUSE_START.sub(" ", text[start:span[0]], count=1)):
        return False
    # a relative clause tells of what stands before it: "the one my nan left me, which smashed at Christmas"
    told_of = _clause_start(text, len(text[:start].rstrip(" ,;:–—-"))) if _RELATIVE.match(text, start) else start
    if _OTHER_SUBJECT.search(text[told_of:span[1]]) or _BODY.search(clause):
        return True
    return any(m.end() <= span[0] and not _TURN.search(text, m.end(), span[0]) for m in _PURPOSE_WHICH.finditer(text, 0, span[0]))
