"""A remedy asked for all of the goods when the customer says some of them are fine: "One has the handle snapped
off, the other one is perfect. Can you refund both of them please." The damage claim pays the broken unit; the ask
for the one said fine is more than the claim, so it is a request of its own for a person (a change of mind at most),
never folded into the claim's remedy and left unanswered (adv22 AV-11: "both" asked, one paid, nothing said)."""

from __future__ import annotations

import re

from ..number_words import N
from .unit_fractions import counts_said_fine, rest_said_fine

# The remedy's words: money back, a refund, a replacement, a return.
_REMEDY = (r"(?:refund\w*|refnd\w*|reimburs\w*|money\s+back|(?:pay|paid)\s+(?:me\s+)?back|credit\w*|replace\w*|"
           r"send\w*\s+(?:me\s+|us\s+)?(?:new|fresh)|return\w*|exchang\w*)")
# All of the goods, by a word that counts them whole: "both (of them)", "all of them", "all 4", "each of them", "every
# one", "the pair", "the lot", "the whole set of them" (never "both ways", "all the best", "all sorted").
_ALL = (rf"(?:both(?!\s+(?:ways|sides|times|days|orders|parcels|charges|payments|fees|deliveries|boxes))(?:\s+of\s+(?:them|em|'em|the\s+[a-z-]+))?(?:\s+[a-z-]+s)?"
        rf"|all\s+(?:of\s+)?(?:them|em|'em|{N[1:-1]}(?:\s+of\s+them)?)|all\s+(?:the|my|our)\s+[a-z-]+s\b|each\s+of\s+them|every\s+(?:single\s+)?one(?:\s+of\s+them)?"
        rf"|the\s+(?:pair|lot)|the\s+(?:two|three|four|five|six)\s+of\s+them)")
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
    return asked if asked and some_said_fine([text, *around]) else ""


MORE_UNITS_WHY = ("asks a remedy for all of the goods while saying some of them came fine: the claim pays the damaged ones, "
                  "a person answers for the rest")
