"""An explanation asked instead of any remedy: "No refund and no replacement needed, I'd just like an explanation.", "don't
want money or a new one - just tell me why it keeps happening", "not after a refund, I only want to understand what went
wrong". The remedies declined are no ask; the explanation is one, which no claim's reply gives: a request of kind `other`,
quoted, that a person answers. Read before, the sentence was a question of kind `question`, planned as "confirm no
replacement is being sent", and the explanation asked was dropped (held-back round 35, item 6).

Not read here: a decline scoped to a fee ("I don't want a refund of the postage - just an explanation", which holds only the
fee: runs/intents/money.py reads it), an explanation asked beside a remedy still wanted ("refund it, and I'd like an explanation too": the claim's
own sentence), a refund only put off ("not yet - I want to know why first": a hold), or a remedy declined with nothing asked ("no refund needed, just letting you know")."""

from __future__ import annotations

import re

# Declining a remedy: "no refund", "no replacement needed", "don't want my money back", "not after a refund".
_DECLINED = re.compile(
    r"\b(?:no|not\s+(?:after|asking\s+for|looking\s+for|chasing|wanting|needing)(?:\s+an?)?|(?:don['’]?t|do\s+not|dont)\s+(?:need|want|require|expect)(?:\s+an?)?|"
    r"without(?:\s+an?)?)\s+(?:(?:new|fresh|full|partial)\s+)?(?:refund|replacement|money(?:\s+back)?|compensation|credit|exchange|new\s+one|voucher|"
    r"discount|return)s?\b(?!\s+(?:of|for|on)\s+(?:the|my|our|that|this)\b)", re.I)  # (a fee's own refund declined: money_refused's)
# Asking to be told why: "an explanation", "explain", "tell me why", "know what happened", "understand what went wrong".
_EXPLANATION = re.compile(
    r"\b(?:an?\s+(?:\w+\s+)?explanation|explain|(?:tell|told)\s+(?:me|us)\s+(?:why|what|how)|(?:know|understand|hear)\s+(?:why|what|how)|"
    r"an?\s+(?:\w+\s+)?(?:answer|reason)\b)", re.I)
# A remedy still asked in the same breath: then the explanation rides with the claim's own ask.
_REMEDY_ASKED = re.compile(r"\b(?:please\s+|pls\s+|could\s+you\s+|can\s+you\s+)(?:refund|replace|send|reimburse|credit)\b|\bbut\s+(?:a|the)\s+(?:refund|replacement)\b", re.I)

# A refund put off, not declined: "I don't want a refund yet - I want to know first why it happened" (a hold, read as one).
_NOT_YET = re.compile(r"\b(?:yet|for\s+now|until|till|unless|first|before)\b", re.I)

EXPLANATION_INSTEAD_WHY = "declines every remedy and asks for an explanation instead: a person answers it, quoted"


def explanation_instead(text: str) -> bool:
    """Whether `text` declines a remedy and asks, in its stead, to be told why."""
    declined = _DECLINED.search(text)
    asked = _EXPLANATION.search(text)
    return bool(declined and asked and declined.start() < asked.start() and not _REMEDY_ASKED.search(text) and not _NOT_YET.search(text))
