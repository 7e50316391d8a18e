"""A remedy asked for all of the goods when the customer says some of them are fine: "One has the handle snapped
off, the other one is perfect. Can you refund both of them please." The damage claim pays the broken unit; the ask
for the one said fine is more than the claim, so it is a request of its own for a person (a change of mind at most),
never folded into the claim's remedy and left unanswered (adv22 AV-11: "both" asked, one paid, nothing said).

The same when the customer counts fewer damaged than they ask for, in one sentence or two: "One of the three bath towels
came torn. Could you refund all 3 of the towels?" (mend35i, a held-back round: the two counts were read as no exact
count and the one unit owed was held). The damaged count is the claim's; the ask beyond it is a person's, quoted. Not
when the rest are told damaged too ("one is torn, the other two are stained", "another one ripped")."""

from __future__ import annotations

import re

from ..number_words import N, number
from .unit_fractions import counts_said_fine, rest_said_fine

# The remedy's words: money back, a refund, a replacement, a return.
_REMEDY = (r"(?:refund\w*|refnd\w*|reimburs\w*|money\s+back|(?:pay|paid)\s+(?:me\s+)?back|credit\w*|replace\w*|"
           r"send\w*\s+(?:me\s+|us\s+)?(?:new|fresh)|return\w*|exchang\w*)")
# All of the goods, by a word that counts them whole: "both (of them)", "all of them", "all 4", "each of them", "every
# one", "the pair", "the lot", "the whole set of them" (never "both ways", "all the best", "all sorted").
_ALL = (rf"(?:both(?!\s+(?:ways|sides|times|days|orders|parcels|charges|payments|fees|deliveries|boxes))(?:\s+of\s+(?:them|em|'em|the\s+[a-z-]+))?(?:\s+[a-z-]+s)?"
        rf"|all\s+(?:of\s+)?(?:them|em|'em|{N[1:-1]}(?:\s+of\s+them)?)|all\s+(?:the|my|our)\s+[a-z-]+s\b|each\s+of\s+them|every\s+(?:single\s+)?one(?:\s+of\s+them)?"
        # ("the pair" is left out: a pair is often sold as one unit, "refund the pair" asks that unit back whole)
        rf"|the\s+lot|the\s+(?:two|three|four|five|six)\s+of\s+them)")
_ASKED = re.compile(rf"\b{_REMEDY}\b[^.!?]{{0,40}}?\b{_ALL}\b|\b{_ALL}\b[^.!?]{{0,30}}?\b(?:refunded|replaced|returned|reimbursed|credited|paid\s+back)\b",
                    re.I)
# Words that take the goods said fine out of the ask, or ask nothing: "all of them but the fine one", "if not both".
_NOT_ALL = re.compile(r"\b(?:except|apart\s+from|but\s+(?:not\s+)?the\s+(?:fine|good|other|intact|perfect)|not\s+(?:both|all)|if\s+not|"
                      r"(?:don'?t|do\s+not|dont|no\s+need\s+to)\s+(?:\w+\s+){0,2}(?:refund|replace|return))\b", re.I)
# Units of a line said fine in so many words: "the other one is perfect", "the other mug's fine", "the other two are ok".
_OTHER_ONE_FINE = re.compile(
    r"\b(?:the\s+)?other(?:\s+(?:one|[a-z-]+))?(?:'s|’s)?\s+(?:(?:is|was|are|were|seems?|looks?|came|arrived|got\s+here|still|both)\s+){0,2}"
    r"(?:absolutely\s+|completely\s+|totally\s+|perfectly\s+|just\s+)?"
    r"(?:fine|ok|okay|perfect|intact|undamaged|unbroken|unharmed|great|grand|good|all\s+right|alright|in\s+one\s+piece|spotless|flawless)\b", re.I)


# A count told damaged out of more: "One of the three bath towels came torn", "one of them arrived ripped", "2 of the 6 glasses
# were smashed", "only one is cracked".
_DAMAGED = (r"(?:crack\w*|broke\w*|smash\w*|shatter\w*|chipp\w*|damag\w*|dent(?:ed)?|torn|ripp\w*|snapp\w*|scratch\w*|stain\w*|"
            r"bent|faulty|defective|ruined|leak\w*|split|mou?ldy)")
_DAMAGED_OF_MORE = re.compile(
    rf"(?<!\ball\s)(?<!\bthe\s)\b(?:(?P<n>{N[1:-1]})\s+of\s+(?:them|em|'em|the|my|our|those|these)(?:\s+(?P<total>{N[1:-1]}))?"
    rf"|(?:only|just)\s+(?P<only>{N[1:-1]})(?:\s+of\s+(?:them|the\s+[a-z-]+))?)\b[^.!?]{{0,50}}?\b{_DAMAGED}"
    # (a bare count told damaged, "one was torn", "2 arrived smashed": held only against a count asked)
    rf"|(?<![\w$£€.,])(?<!\bthat\s)(?<!\bthis\s)(?<!\bthe\s)(?<!\bwhich\s)(?<!\beach\s)(?<!\bevery\s)(?<!\bother\s)(?<!\bany\s)"
    rf"(?<!\ball\s)(?P<bare>{N[1:-1]})\s+(?:[a-z-]+\s+)?(?:is|was|are|were|arrived|came|got\s+here|turned\s+up|has\s+been|had\s+been)\s+"
    rf"(?:\w+\s+)?{_DAMAGED}", re.I)
# Other units told damaged besides: "another one ripped", "the other two are stained too", "the rest are chipped", "all of them",
# "two more are cracked", "the pasta bowl is cracked as well".
_MORE_DAMAGED = re.compile(rf"\b(?:another|the\s+others?|the\s+rest|(?:the\s+)?other\s+(?:one|{N[1:-1]}|[a-z-]+s)|all\s+of\s+them|both\s+of\s+them|"
                           rf"every\s+one|(?:{N[1:-1]})\s+more)\b[^.!?]{{0,40}}?\b{_DAMAGED}|\b{_DAMAGED}\s+(?:as\s+well|too)\b", re.I)
# The count the ask names: "all 3", "all of the three", "the three of them", "both", "the pair" (None: "all of them").
_ASKED_COUNT = re.compile(rf"\b(?:all|the)\s+(?:of\s+)?(?:the\s+)?{N}\b|\b(?P<both>both)\b", re.I)


def fewer_told_damaged(asked: str, texts: list[str]) -> str:
    """The words counting fewer units damaged than `asked` (the words asking a remedy for all of the goods) asks for, in
    these sentences ("one of the three ... came torn" beside "refund all 3"); '' when none do, or more are told damaged."""
    if any(_MORE_DAMAGED.search(t) for t in texts):
        return ""
    m_asked = _ASKED_COUNT.search(asked)
    count_asked = (2 if m_asked.group("both") else number(m_asked.group(1))) if m_asked else None
    for text in texts:
        for m in _DAMAGED_OF_MORE.finditer(text):
            if m.group("bare") and count_asked is None:
                continue  # ("two were broken, refund all of them": all of the two, as like as not)
            told = number(m.group("n") or m.group("only") or m.group("bare"))
            total = number(m.group("total")) if m.group("total") else None
            # ("one of them" beside "all of them" counts part of more; a count asked is held against the count told)
            if told and (told < count_asked if count_asked is not None else total is None or told < total):
                return m.group(0)
    return ""


def all_units_asked(text: str) -> str:
    """The words in `text` asking a remedy for all of the goods ("refund both of them"), '' when it asks none."""
    m = _ASKED.search(text)
    return "" if not m or _NOT_ALL.search(text) else m.group(0)


def some_said_fine(texts: list[str]) -> str:
    """The words in these sentences saying some of the goods came fine ("the other one is perfect", "the rest are
    fine", "two of them are ok"), '' when none do."""
    for text in texts:
        if m := _OTHER_ONE_FINE.search(text):
            return m.group(0)
        found = [w for w, _ in rest_said_fine(text)] + [w for _, w, *_ in counts_said_fine(text)]
        if found:
            return found[0]
    return ""


def more_units_asked(text: str, around: list[str]) -> str:
    """The words of a remedy asked for all of the goods in `text` when `text` or the sentences `around` it say some
    of them came fine: a request for more units than the claim calls damaged. '' when there is none."""
    asked = all_units_asked(text)
    return asked if asked and (some_said_fine([text, *around]) or fewer_told_damaged(asked, [text, *around])) else ""


MORE_UNITS_WHY = ("asks a remedy for all of the goods while saying some of them came fine or fewer damaged: the claim pays the damaged ones, "
                  "a person answers for the rest")
