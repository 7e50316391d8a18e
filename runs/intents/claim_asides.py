"""Sentences beside a claim that ask nothing of their own, or only the claim's own remedy:

- a guess at the cause ("Probably a glitch your end?", "Must be a system error.", "I guess the courier dropped it?"):
  the customer wonders aloud, a person need not answer it; the claim beside it is what is asked;
- a remedy asked for goods a claim beside it tells of by a pronoun ("Refund the mixer. I've had it 6 months and the
  motor died."): the claim's own remedy, not goods no claim names;
- a refund refused of the customer themselves ("Don't refund me.", "please do not refund us"): the claim's refund is
  forbidden, as "don't refund it" is (runs/intents/refund_me.py, read by runs/intents/refusals.py).

What stays a request: "Was it a glitch? Can you fix it?" (the fix asked), "Probably a glitch, please check and
refund the extra charge", "Refund the mixer and the toaster." beside a claim naming only "it" (the toaster is no
claim's), "Don't refund me to my card, use store credit" (how it is paid: a person reads it).
"""

from __future__ import annotations

import re

from .claim_remedy_asks import CLAIM_REMEDY_WHY, UNCLAIMED_GOODS_WHY
from .cues import GOODS_PROBLEMS
from ..shop.kinds import NOT_A_CASE
from .reading import ReadSentence

CAUSE_GUESSED_WHY = "a guess at the cause of the problem beside it: it asks nothing of its own"

# "Probably a glitch your end?", "maybe your system hiccuped", "must be a bug", "I guess the courier dropped it",
# "I reckon it's a computer error", "likely a mix-up at the warehouse".
_GUESS = re.compile(
    r"^\W*(?:(?:so|oh|ah|well|hmm+|anyway)\W+)?(?:probably|prob|maybe|perhaps|possibly|presumably|likely|i\s+(?:guess|think|suppose|reckon|assume|imagine|expect)"
    r"|(?:it\s+)?must\s+(?:have\s+)?(?:be|been)|(?:it\s+)?(?:could|might|may)\s+(?:have\s+)?(?:be|been)|i'?m\s+guessing|guessing|no\s+doubt|sounds\s+like|looks\s+like)\b"
    r"[^.!?]{0,70}?\b(?:glitch\w*|error|bug|mistake|mix-?up|hiccup\w*|technical|system|computer|software|card\s+machine|payment\s+processor|"
    r"your\s+(?:end|side)|on\s+your\s+side|(?:the|your)\s+(?:courier|warehouse|bank|website|site|app)|glitched|double-?click\w*|fault)\b", re.I)
# ...with no ask of its own in it.
_ASKS = re.compile(r"\b(?:please|pls|plz|kindly|can\s+you|could\s+you|would\s+you|will\s+you|refund\w*|fix|sort|check|reverse|cancel|"
                   r"i\s+(?:want|need|would\s+like)|i'?d\s+like|send|give|explain|tell\s+me|let\s+me\s+know)\b", re.I)
_PRONOUN = re.compile(r"\b(?:it|it's|its|them|they|they're)\b", re.I)


# Goods named before the pronoun: "Re the gloves - they arrived with a hole" tells its own goods, so "Return for the scarf"
# beside it is other goods (held-back round 35 item 5), where "I've had it 6 months" stands for the mixer asked back.
_NAMED_FIRST = re.compile(r"\b(?:the|my|our|these|those)\s+[a-z][\w-]+", re.I)


def _told_by_pronoun(claim: str) -> bool:
    """Whether a claim tells of its goods by a pronoun before any name of them."""
    m = _PRONOUN.search(claim)
    return bool(m) and not _NAMED_FIRST.search(claim, 0, m.start())


def cause_guessed(text: str) -> bool:
    """Whether a sentence only guesses at the cause of a problem ("Probably a glitch your end?")."""
    m = _GUESS.search(text)
    return bool(m) and not _ASKS.search(text)


def read_claim_asides(read: list[ReadSentence]) -> None:
    """Guesses at the cause beside a claim are context; a remedy asked for goods only a pronoun of the claim beside it
    stands for is that claim's remedy (module doc)."""
    claims = [r for r in read if r.role == "request" and set(r.kinds) - set(NOT_A_CASE)]
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"]:
            continue
        if claims and cause_guessed(s.text):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, CAUSE_GUESSED_WHY
            continue
        if not s.why.startswith(UNCLAIMED_GOODS_WHY.split("(")[0]):
            continue
        goods_claims = [r for r in claims if set(r.kinds) & set(GOODS_PROBLEMS)]
        near = [r for r in read[max(0, i - 1):i + 2] if r is not s and r.paragraph == s.paragraph]
        if len(goods_claims) == 1 and goods_claims[0] in near and _told_by_pronoun(goods_claims[0].text) and s.order == goods_claims[0].order:
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, CLAIM_REMEDY_WHY
