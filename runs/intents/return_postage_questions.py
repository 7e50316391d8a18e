"""Who pays the postage of a return, asked beside the return: "I'd like to return the rug. Do I have to pay the return
postage?", "sending the lamp back - who covers the postage?", "Is the return label free?".

Beside a return the question was read as asking that return's remedy (attached to it), so it got no subtask and the reply
said only that the return had started: the question went unanswered (blind round probe30). Who pays the postage is the
seller's terms, which differ by seller and by why the goods go back; no claim's decision answers it. So it is a request
of its own, `other`, quoting the sentence, for a person to answer from the policy: read so already when asked alone.

Near-misses: the postage asked back ("please refund the return postage": return_postage_asked.py), turned down ("no need
to refund the return postage": return_postage_waived.py), told ("I'll pay the return postage myself"), or how to send the
goods back ("how do I send it back?": the return's own)."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .reading import ReadSentence

RETURN_POSTAGE_QUESTION_WHY = "asks who pays the postage of sending goods back: the seller's terms answer it, a person replies"

_POSTAGE = r"(?:return\w*\s+)?(?:postage|shipping|delivery|courier|label|p\s*&\s*p|post)|(?:to\s+)?(?:send|post|ship|return)\w*\s+(?:[\w-]+\s+){0,3}?back|returns?"
_WHO_PAYS = re.compile(
    rf"\b(?:do|will|would|should|must|shall|have|am|are|is|'ll)\s+(?:i|we)\s+(?:(?:have\s+to\s+|need\s+to\s+|got\s+to\s+)?(?:pay|cover|foot)|paying|covering|be\s+(?:charged|paying))"
    rf"\b[^?.!]{{0,40}}?\b(?:{_POSTAGE})\b"
    rf"|\bwho\s+(?:pays|covers|foots|is\s+paying|pays\s+for)\b[^?.!]{{0,30}}?\b(?:{_POSTAGE})\b"
    r"|\b(?:is|are|will)\s+(?:the\s+)?(?:return\w*\s+)?(?:postage|shipping|label|delivery|returns?)\s+(?:be\s+)?(?:free|included|covered|paid|prepaid|pre-paid|on\s+(?:you|the\s+house))\b"
    r"|\bhow\s+much\s+(?:is|does|will|would)\s+(?:the\s+)?(?:return\w*\s+(?:postage|shipping|label)|it\s+cost\s+(?:me\s+)?to\s+(?:return|send|post))\b"
    r"|\b(?:do|will|would)\s+you\s+(?:pay|cover)\s+(?:for\s+)?(?:the\s+)?(?:return\w*\s+)?(?:postage|shipping|label)\b"
    r"|\b(?:is|will)\s+there\s+(?:be\s+)?(?:a|any)\s+(?:charge|fee|cost)\s+(?:for|to)\s+(?:the\s+)?(?:return|send|post)", re.I)
_RETURN_KINDS = frozenset({"change_of_mind", *GOODS_PROBLEMS})


def asks_who_pays_return_postage(text: str) -> bool:
    """Whether a sentence asks who pays the postage of sending goods back."""
    return bool(_WHO_PAYS.search(text)) and ("?" in text or re.match(r"\W*(?:do|will|would|who|is|are|how|am|shall|must)\b", text, re.I) is not None)


def who_pays_span(text: str) -> tuple[int, int] | None:
    """Where a sentence asks who pays the postage of sending goods back, or None."""
    return m.span() if (m := _WHO_PAYS.search(text)) else None


def read_return_postage_questions(read: list[ReadSentence]) -> None:
    """A question who pays the return postage, read as the remedy of a return or claim beside it, is a request of its own."""
    if not any(s.role == "request" and (set(s.kinds) & _RETURN_KINDS or s.asks_return) for s in read):
        return
    for s in read:
        # (read as the claim's remedy asked, or as words that name nothing beside it: "Who pays the postage?")
        if s.role in ("attached", "courtesy") and asks_who_pays_return_postage(s.text):
            s.role, s.kinds, s.spans, s.restates, s.why = "request", ["other"], {}, [], RETURN_POSTAGE_QUESTION_WHY
        elif s.role == "request" and s.kinds == ["change_of_mind"] and asks_who_pays_return_postage(s.text) and not s.forbids \
                and sum(1 for r in read if r.role == "request" and "change_of_mind" in r.kinds) > 1:
            # ("Do I pay to return it?" beside "I'd like to return the rug": a question of the return asked, no second return)
            s.kinds, s.spans, s.doubted, s.why = ["other"], {}, ["change_of_mind"], RETURN_POSTAGE_QUESTION_WHY
