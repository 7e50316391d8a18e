"""A refund refused of the customer themselves: "Don't refund me.", "please do not refund us", "no need to refund me".
Read by runs/intents/refusals.py as "don't refund it" is: the claim just told is taken back and its refund forbidden.
"Don't refund me to my card" (how it is paid) and "don't refund me yet" stay with a person (refusals.py _REFUND_MANNER)."""

from __future__ import annotations

import re

from .money_not_worth_asking import MONEY_NOT_WORTH_ASKING

# "Don't refund me.", "please do not refund us", "no need to refund me" (a clause ending there, or with a courtesy).
# The refund waived with no object at all: "Don't bother refunding, it's a few quid", "no need to refund - it still works",
# "honestly not worth refunding", "dont bother with a refund tbh", "no need for a refund." The claim it waives is the
# one told just before it (runs/intents/refusals.py), as for "don't refund it".
_WAIVE = (r"(?:don'?t|dont|do\s+not|please\s+don'?t|no\s+need\s+(?:to|for)|you\s+needn'?t|needn'?t|never|(?:it'?s|its|it\s+is|that'?s)\s+"
          r"(?:really\s+|honestly\s+|just\s+)?not\s+worth|not\s+worth|wouldn'?t\s+bother|won'?t\s+bother)")
REFUND_ME_REFUSED = re.compile(r"\b(?:don'?t|dont|do\s+not|please\s+don'?t|no\s+need\s+to|you\s+needn'?t|never)\s+(?:bother\s+)?refund(?:ing)?\s+(?:me|us)\b"
                               r"(?=\s*(?:[.!,;]|$|please|pls|thanks|thank\s+you|for\s+(?:it|this|that|them)\b))"
                               rf"|\b{_WAIVE}\s+(?:(?:even\s+)?bother(?:ing)?\s+(?:with\s+|about\s+)?|(?:worry|worrying)\s+about\s+)?"
                               r"(?:refund(?:ing)?|(?:with\s+|for\s+)?an?\s+refund|the\s+(?:bother|hassle)\s+of\s+a\s+refund)\b"
                               r"(?=\s*(?:[.!,;:)\-–—]|$)|\s+(?:please|pls|thanks|thank\s+you|tbh|honestly|really|though|as\s+such)\b)", re.I)

# Goods named in place of the money: "just a new one please", "another tin", "a replacement would be great", "the right
# one". Defined once: runs/intents/goods_wanted.py reads them after money turned down.
GOODS_NAMED = re.compile(r"\b(?:new\s+one|another(?:\s+one)?|a\s+replacement|replacement|the\s+right\s+one)\b", re.I)
# ...unless the same sentence asks goods instead, named or sent, swapped: "Please don't refund me, I'd like a new lid sent"
# asks the lid, "don't refund me, I just want the right one" the right one.
GOODS_INSTEAD = re.compile(rf"{GOODS_NAMED.pattern}|\b(?:new|replace|exchange|swap|send|sent|post|posted)\b", re.I)


# The money let go as not worth asking for, no goods named ("Not worth the fuss of a refund honestly", "wont bother asking
# for money back, its a garden chair lol"): the claim told just before it is waived, as "not worth refunding" waives it.
_NOT_WORTH_ASKING = re.compile(rf"(?:{MONEY_NOT_WORTH_ASKING})(?=\s*(?:[.!,;:)\-–—]|$)|\s+(?:please|pls|thanks|thank\s+you|tbh|honestly|really|though|"
                               r"as\s+such|anyway|lol|haha|either|tho|to\s+be\s+honest)\b)", re.I)


def refund_me_refused(text: str) -> bool:
    """Whether `text` refuses a refund of the customer themselves and asks nothing in its place."""
    hit = REFUND_ME_REFUSED.search(text) or _NOT_WORTH_ASKING.search(text)
    return bool(hit) and not GOODS_INSTEAD.search(text[hit.end():])


# The refund barred and nothing more said: "Please do not refund me.", "don't refund us!", "Do NOT refund me for it please".
# No reason given (the goods kept, fixed, not worth it) and nothing waived: the refund is refused, never the claim told
# before it, which stands and goes to a person with the refusal quoted (no money moves; what the customer wants instead is
# theirs to say). "No need to refund me" and "don't bother refunding" waive the claim (REFUND_ME_REFUSED above).
_BARRED = re.compile(r"^\W*(?:(?:please|pls|plz|but|and|so|just)[\s,]+)*(?:do\s+not|don'?t|dont|never)\s+refund\s+(?:me|us)\b"
                     r"(?:[\s.!,;]|\b(?:please|pls|plz|thanks|thank\s+you|for\s+(?:it|this|that|them)|at\s+all)\b)*$", re.I)


def refund_me_barred(text: str) -> bool:
    """Whether `text` only bars a refund of the customer ("Please do not refund me."), giving no reason and waiving nothing."""
    return bool(_BARRED.match(text))
