"""An ask said as what the customer needs or wants being the remedy: "the only other thing I actually need from you is the
refund for the two mixing bowls that broke", "all I want is a replacement", "what I'm after is my money back for the
chipped one". Its "is the refund" is the copula of the ask, not a question whether a refund is under way ("is the refund
on its way?"); read as that question, the claim inside it became a status ask for a person and its damage was never paid
(blind round ver24a, V24-21).

`without_cleft_copula` blanks only that copula, so anything else in the sentence that does chase a remedy ("all I want is
my refund, which you promised two weeks ago") is still read as the chase it is."""

from __future__ import annotations

import re

_REMEDY = r"(?:refund|replacement|credit|reimbursement|exchange|new one|money(?:\s+back)?)"
# "what I need", "all we want", "the only (other) thing I (actually) need from you", "the one thing I'm asking for", then
# "is" and the remedy. (Not "what I need to know is whether the refund went through": a question follows "know".)
_CLEFT = re.compile(
    r"\b(?:all|what|the\s+(?:only\s+)?(?:other\s+)?(?:one\s+)?thing|the\s+one\s+(?:other\s+)?thing)\s+(?:that\s+)?(?:i|we)\s+(?:really\s+|actually\s+|still\s+|now\s+)?"
    r"(?:need|want|ask|am\s+after|'m\s+after|are\s+after|'re\s+after|would\s+like|'d\s+like|am\s+asking(?:\s+for)?|'m\s+asking(?:\s+for)?|require)"
    r"(?:\s+(?:from|of)\s+(?:you|u)(?:\s+(?:guys|all|folks))?)?(?:\s+(?:now|here|really|today))?\s+(?P<copula>is)\s+(?:(?:just|simply|only)\s+)?(?:the|my|a|our)\s+"
    + _REMEDY + r"\b", re.I)


# Words that chase a remedy already asked for or promised: where any stands in the sentence, its "is the refund" is left as
# it is, and the sentence is read as the chase it may be ("All I need is the refund for the bowl, it still hasn't come
# through": the refund's, not the bowl's, coming through). When in doubt, the chase stands: a person answers it.
_CHASED = re.compile(r"\b(?:still|yet|promised|assured|told\s+me|waiting|already|again|any\s+news|update|status|where\s+is|come\s+through|"
                     r"gone\s+through|go\s+through|went\s+through|arrived|received|reached|showed\s+up|never|no\s+sign|back\s+in\s+(?:my|the)\s+account)\b"
                     r"|n't\b|\bnot\b", re.I)


def without_cleft_copula(text: str) -> str:
    """`text` with the "is" of an ask said as a cleft ("all I need is the refund") blanked out (offsets kept), unless the
    sentence also has words that chase a remedy."""
    if _CHASED.search(text):
        return text
    out = text
    for m in _CLEFT.finditer(text):
        a, b = m.span("copula")
        out = out[:a] + " " * (b - a) + out[b:]
    return out
