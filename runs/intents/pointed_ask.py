"""An ask that only points back at the thing told before it ("I still haven't received the certificate of authenticity.
Could you send it?", "...the assembly service booking confirmation. I should be grateful if you would forward it."):
a person handed the ask reads "Could you send it?" with nothing to send. The sentence it points at is quoted before it,
so the open item names the thing (adversarial round notgoods42: escalations naming no certificate, no confirmation).
"""

from __future__ import annotations

import re

from .cues import MESSAGE_WORDS
from .reading import TELLS_MORE
from .returns_sent_already import ASK_ON_A_RETURN_SENT_WHY

# an ask whose only object is a pronoun: "send it", "forward it", "apply it", "add them"
_POINTS_BACK = re.compile(r"\b(?:it|them|this|that|one|these|those)\b(?:\s+(?:over|on|again|through|across|to\s+me|to\s+us))?\s*(?:please|pls|thx|thanks)?\W*$", re.I)
_MOST = 80  # longer asks carry their own words


def pointed_at(reading, s) -> str:
    """The request's words, after the sentence it points back at when it names nothing of its own."""
    if s.why == ASK_ON_A_RETURN_SENT_WHY and s.about and len(s.text) <= _MOST:
        return f"{s.about} {s.text}"  # "I sent back the rain boots two weeks ago. Please chase this." (returns_sent_already.py)
    if len(s.text) > _MOST or not (_POINTS_BACK.search(s.text) or s.why == PAPER_RESENT_WHY):
        return s.text
    before = next((t for t in reading.sentences if t.index == s.index - 1), None)
    if before is None or before.role != "attached" or before.why != TELLS_MORE or before.paragraph != s.paragraph:
        return s.text
    return f"{before.text} {s.text}"


# "Could you resend?", "can u send it again", "please forward it": sent again, with no goods named
_SENT_AGAIN = re.compile(r"\b(?:re-?send|re-?send\s+(?:it|them|that|this)|send\s+(?:it|them|that|this)\s+(?:again|over|through|across)|forward\s+(?:it|them|that|this))\b\W*(?:please|pls|thx|thanks)?\W*$", re.I)
_PAPER = re.compile(rf"\b{MESSAGE_WORDS}\b", re.I)
PAPER_RESENT_WHY = "asks to send again the paper or message told as not come before it: a person sees to it"


def read_papers_resent(read: list) -> None:
    """A bare "resend" read as a question about goods sent again is the paper or message the sentence before it tells
    as not come ("Still waiting on the assembly instructions PDF ... Could you resend?"): a person's, no replacement."""
    told = [s for s in read if s.role != "injected"]
    for before, s in zip(told, told[1:]):
        if s.role == "request" and s.kinds == ["question"] and len(s.text) <= _MOST and _SENT_AGAIN.search(s.text) \
                and before.role == "attached" and before.why == TELLS_MORE and _PAPER.search(before.text) and before.paragraph == s.paragraph:
            s.kinds, s.why = ["other"], PAPER_RESENT_WHY
