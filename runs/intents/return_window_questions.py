"""Whether goods may still go back after a time, asked beside a return: "I'd like to return the rug. Can I return it after
30 days?", "Is it too late to send it back?", "what's your returns window?".

Its words of returning made it a second change of mind beside the first (one return, the question folded into it), or
it was read as asking the return's remedy: either way the question of the window had no answer (blind round probe30).
It asks what the shop allows, not a second return: a request of its own, `other`, quoting the sentence, a person
answers it from the policy; the return asked beside it is decided on the window that applies, as before.

Near-misses: the window guessed ("it's 30 days isn't it?": unread.py, the decision answers it), a return asked with its
reason in a time ("I'd like to return it, I've had it 3 days"), a return asked alone as a question ("Can I return the
rug?": the return), and the question asked with no other return asked beside it in words, a reason or a claim told without asking the goods back
included ("The throw just isn't working in our lounge. Can I still send it back?": read as before, the return it hopes
for)."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .return_named import RETURN_NAMED

RETURN_WINDOW_ASKED_WHY = ("asks whether goods may still go back after a time (the return window): a question the policy answers, not a "
                           "second return; a person replies")

_RETURNING = r"(?:return|send|post|ship|take|bring)\w*(?:\s+(?:[\w-]+\s+){0,3}?back)?|returns?|exchange\w*|refund\w*"
_TIME = r"(?:\d{1,3}|a|one|two|three|four|six|fourteen|twenty[- ]\w+|thirty|sixty|ninety|a\s+couple\s+of|a\s+few)\s*(?:days?|weeks?|months?|d)\b"
_WINDOW = re.compile(
    rf"\b(?:after|past|beyond|outside(?:\s+of)?|over)\s+(?:the\s+|your\s+)?(?:{_TIME}|(?:return\w*\s+)?(?:window|period|deadline|time\s+limit|cut-?off)|a\s+month)"
    r"|\btoo\s+late\s+(?:to|for)\b|\bstill\s+(?:be\s+)?(?:able\s+to\s+)?(?:return|send|exchange)\w*|\b(?:still\s+)?(?:within|in)\s+(?:the\s+)?(?:return\w*\s+)?(?:window|period|time\s+limit)\b"
    r"|\bhow\s+(?:long|many\s+days)\s+(?:do|have|will|would)\s+(?:i|we)\s+(?:have|got|get)\b"
    r"|\bwhat(?:'s|\s+is)\s+(?:the|your)\s+return\w*\s+(?:window|period|time\s+limit|deadline|policy)\b"
    r"|\bis\s+there\s+a\s+(?:time\s+limit|deadline|cut-?off)\b|\bhow\s+long\s+(?:is|are)\s+(?:the\s+|your\s+)?return\w*", re.I)
_RETURN_WORDS = re.compile(rf"\b(?:{_RETURNING})\b", re.I)
_QUESTION = re.compile(r"\?\s*$|^\W*(?:can|could|may|am|is|are|do|does|will|would|how|what|whats|what's)\b", re.I)
_RETURN_KINDS = frozenset({"change_of_mind", *GOODS_PROBLEMS})


def asks_return_window(text: str) -> bool:
    """Whether a sentence asks whether goods may still go back after a time, or how long the shop allows."""
    return bool(_QUESTION.search(text) and _WINDOW.search(text)
                and (_RETURN_WORDS.search(text) or re.search(r"\bwindow|period|deadline|time\s+limit\b", text, re.I)))


def read_return_window_questions(read: list[ReadSentence]) -> None:
    """A question of the return window beside another request the window decides is a request of its own (`other`)."""
    for s in read:
        if s.role not in ("request", "attached") or s.forbids or not asks_return_window(s.text):
            continue
        if s.role == "request" and set(s.kinds) - {"change_of_mind"}:
            continue  # (a claim told in the question itself stands as read)
        # (a return asked beside it in words, of a change of mind or a claim: "...I'd like to send it back", "return it please"; never a reason told alone, "it isn't working in
        # our lounge", where "Can I still send it back?" is the only return the ticket asks)
        beside = [r for r in read if r is not s and r.role == "request" and set(r.kinds) & _RETURN_KINDS
                  and (r.asks_return or RETURN_NAMED.search(r.text))]
        if not beside:
            continue
        s.doubted = list(dict.fromkeys([*s.doubted, *(["change_of_mind"] if "change_of_mind" in s.kinds else [])]))
        s.role, s.kinds, s.spans, s.weak, s.restates, s.why = "request", ["other"], {}, [], [], RETURN_WINDOW_ASKED_WHY
