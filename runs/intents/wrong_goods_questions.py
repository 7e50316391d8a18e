"""What to do with the wrong goods, asked right after the wrong item is told: "you sent a paring knife instead of the
20 cm chef's knife. Your chat person on Friday said the right one is on its way, great - but what do I do with the paring
knife, do I send it back?" (blind round ver25a, VER25A-30), "Should I keep the blue one or post it back?", "do you want
them back?". The wrong item's own subtask answers it (its return, or the reply telling the customer what to do while the
right goods come); read as a request of no known kind, a second person was asked the same thing.

Only a question about the goods the wrong item names (their words, or "it" / "them"), with nothing else asked in the
sentence. Near-misses: a question about other goods ("what do I do with the rug?" after a wrong knife), or one asking
something besides ("do I send it back, and can you refund my postage?"), stays a request."""

from __future__ import annotations

import re
from collections.abc import Callable

from .reading import ReadSentence
from .stems import content_stems

WRONG_GOODS_QUESTION_WHY = "asks what to do with the wrong item told before it (send it back, keep it): that item's own subtask answers it"

_SUBJ = r"(?:i|we|u)"
_WORD = r"(?!(?:or|and|back|to|away|out|then|now|too|please|pls)\b)[\w'’-]+"
_THEM = rf"((?:the|this|that|these|those|my)\s+(?:{_WORD}\s+){{0,3}}{_WORD}|it|them|this|that|these|those)"
_QUESTION = re.compile(
    rf"\b(?:what|wot)\s+(?:do|should|shall|must|am|are|can)\s+{_SUBJ}\s+(?:supposed\s+to\s+|meant\s+to\s+)?do\s+with\s+{_THEM}(?=\W|$)"
    rf"|\b(?:do|should|shall|must|can|am|need)\s+{_SUBJ}\s+(?:to\s+|supposed\s+to\s+|meant\s+to\s+)?(?:send|post|return|ship|mail|keep|bin|throw\s+away|donate|hold\s+on\s+to)\s+{_THEM}(?:\s+(?:back|away|out))?"
    # the other choice put with it: "keep the knife or post it back", "send them back or bin them"
    r"(?:\s+or\s+(?:send|post|return|keep|bin|throw|donate)\s+(?:it|them)(?:\s+(?:back|away|out))?)?(?=\W|$)"
    rf"|\b(?:do|would)\s+(?:you|u)\s+(?:want|need)\s+{_THEM}\s+back\b"
    rf"|\bhow\s+(?:do|should|shall|can)\s+{_SUBJ}\s+(?:send|post|return|ship|get)\s+{_THEM}(?:\s+back)?(?=\W|$)", re.I)
_PRONOUN = re.compile(r"^(?:it|them|this|that|these|those)(?:\s+ones?)?$", re.I)
_FILLER = content_stems("do send back keep return post ship mail supposed meant need want bin throw away donate hold")


def _about_wrong_goods(text: str, wrong: ReadSentence) -> bool:
    goods = [next(g for g in m.groups() if g) for m in _QUESTION.finditer(text)]
    told = content_stems(wrong.text)
    return bool(goods) and all(_PRONOUN.match(g) or (content_stems(g) - _FILLER) & told for g in goods)


def read_wrong_goods_questions(read: list[ReadSentence], asks: Callable[..., bool]) -> None:
    """A question what to do with the wrong goods, after a wrong-item claim in its paragraph or the one before, with
    nothing else asked: attached to that claim."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or s.forbids or not _QUESTION.search(s.text):
            continue
        wrong = next((w for w in reversed(read[max(0, i - 3):i]) if w.role == "request" and "wrong_item" in w.kinds), None)
        if wrong is None or s.paragraph - wrong.paragraph > 1 or not _about_wrong_goods(s.text, wrong):
            continue
        rest = re.sub(r"\s+[-–—]+\s+|[,;]", " . ", _QUESTION.sub(" ", s.text))
        if any(asks(part, title=False) for part in re.split(r"(?<=[.?!])\s+", rest) if part.strip(" .?!")):
            continue
        s.role, s.kinds, s.spans, s.why = "attached", [], {}, WRONG_GOODS_QUESTION_WHY
