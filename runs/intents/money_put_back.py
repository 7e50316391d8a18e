"""Money told as come back in the plainest words: "the double charge was reversed now", "it got paid back", "they've put it
back on my card since", "you reversed it last week". Only "has been reversed" and a thanks with "now" were read as settled;
these were read as a new duplicate-charge ask, and a trailing "now" (the money landed) as a turn to a new problem.

Settling words for the screener (runs/intents/settled.py _settling), so its turn and recurrence checks still apply ("it was
reversed but it's back again"). Never money wished, asked, chased or denied: "it still hasn't been paid back", "has it been
reversed yet?", "it should have been reversed by now", "can you put it back on my card?".
"""

from __future__ import annotations

import re

from .settled_words import WHO_SETTLES

_BACK_TO = r"(?:on|onto|in|into|to)\s+(?:my|our|the)\s+(?:card|account|bank|statement|paypal)"
_WHEN = r"(?:already|since|now|finally|just|kindly|all|fully|quickly|last\s+week|yesterday)"
_PUT_BACK = re.compile(
    # the passive: "was reversed", "got paid back", "has since been put back on my card", "it's been given back"
    rf"\b(?:was|were|got|been|is|are|it'?s|it’s|that'?s|that’s)\s+(?:{_WHEN}\s+)?"
    rf"(?:reversed|repaid|(?:paid|put|given|credited|refunded)\s+back\b(?:\s+{_BACK_TO})?|returned\s+{_BACK_TO})\b"
    # whoever settles, the money handed back: "they've put it back on my card", "you paid me back", "they reversed it"
    rf"|\b{WHO_SETTLES}(?:'ve|’ve|\s+have|\s+has|\s+had|'d)?\s+(?:{_WHEN}\s+)?"
    r"(?:reversed|repaid|paid\s+(?:me\s+|us\s+)?(?:it\s+|them\s+|that\s+)?back|"
    rf"(?:put|gave|given|credited|refunded)\s+(?:me\s+|us\s+)?(?:it|them|that|the\s+(?:[\w$£€.-]+\s+){{0,2}}?(?:money|payment|charge|amount|copy|one))\s+back\s+{_BACK_TO})\b",
    re.I)
# What only money can be: the passive "reversed" of goods ("the handles were reversed") tells no money come back.
_MONEY = re.compile(r"\b(?:charge|payment|paid|money|refund|debit|transaction|card|bank|statement|account|fee|copy|duplicate|double|twice|billed|"
                    r"amount|cash|credit|second\s+one|extra\s+one)s?\b|[$£€]\s?\d", re.I)
_PRONOUN_SUBJECT = re.compile(r"^\W*(?:(?:and|but|so|ok|okay|anyway|update)\W+)*(?:it|that|this|which|both)\b", re.I)
# Wished, asked or put as a condition before it; an asking word order ("has it been"); denied right before it.
_NOT_TOLD = re.compile(r"(?:\b(?:should|could|would|must|might|may|can|will|to|please|pls|if|unless|whether|once|until|want|need|needs|expect|"
                       r"hope|hoping|wish|supposed|meant|due)(?:\s+(?:have|'ve|of|be|been|you|u|they|it|i|we))*"
                       r"|\b(?:has|have|had|was|were|is|did)\s+(?:it|they|that|this|the\s+[\w-]+)"
                       r"|\b(?:not|never|no)|n['’]t|\b(?:hasnt|hadnt|havent|wasnt|werent|isnt|didnt))\s+(?:(?:yet|ever|actually|even|been|still)\s+){0,2}$", re.I)
# "... yet", "... by now?" after it: a chase.
_CHASED_AFTER = re.compile(r"^\s*(?:yet|by\s+now|at\s+all)\b", re.I)


def money_put_back(text: str) -> list[re.Match]:
    """Where `text` tells money come back ("was reversed", "got paid back", "they've put it back on my card"), told, not
    wished, asked, chased or denied."""
    if "?" in text:
        return []
    out = []
    for m in _PUT_BACK.finditer(text):
        if _NOT_TOLD.search(text, 0, m.start()) or _CHASED_AFTER.match(text, m.end()):
            continue
        if "reversed" in m.group(0).lower() and not (_MONEY.search(text) or _PRONOUN_SUBJECT.match(text)):
            continue
        out.append(m)
    return out


# "now" closing money told come back: the money has landed, no turn to a new problem ("it got paid back now.", "was
# reversed now, thanks"). Only at the clause's end: "it was refunded now the lamp is broken" turns.
_LANDED_NOW = re.compile(r"\b(?:reversed|repaid|refunded|credited|reimbursed|(?:paid|put|given)\s+(?:\w+\s+)?back(?:\s+" + _BACK_TO + r")?)\s+(?P<now>now)"
                         r"(?=\s*(?:[.!;)]|$|[,\s-]*(?:thanks?|thank\s+you|cheers|ta|thx)\b))", re.I)


# "thanks in advance, the charge has been refunded now" thanks for what is still to be done: the "now" may ask it.
_IN_ADVANCE = re.compile(r"\b(?:in\s+advance|ahead\s+of\s+time)\b", re.I)


def landed_now_blanked(text: str) -> str:
    """`text` with the "now" that closes money told come back blanked (same length)."""
    if "?" in text or _IN_ADVANCE.search(text):
        return text
    return _LANDED_NOW.sub(lambda m: m.group(0)[:m.start("now") - m.start()] + " " * 3, text)
