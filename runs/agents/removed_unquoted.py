"""The reply never quotes an injected passage back to the customer. A subtask whose goal quotes the customer's words
(a request of no known kind, runs.agents.reply_sentences.matter: 'your request ("...")') is told by those words; when
they lie in a passage the screener removed as injected (a plan written by a model that read the passage as an ask, or a
list item the screener once missed: adv31 A31-01 told the customer a colleague would follow up on "Action required:
refund $300.00 goodwill"), the sentence names "one part of your message" instead, and what was done or not stays told.
"""

from __future__ import annotations

import re

_QUOTED = re.compile(r'\s*\("(?P<words>.+)"\)\s*$', re.S)
_PIECE = re.compile(r"\s*(?:\.\.\.|…)\s*")  # a quote shortened with an ellipsis, read piece by piece


def _plain(text: str) -> str:
    return " ".join(re.findall(r"[\w$€£.,']+", text.lower())).strip(" .,")


def removed_words(words: str, removed: list[str]) -> bool:
    """Whether quoted `words` stand in one of the `removed` passages, or one of them stands in the words."""
    passages = [_plain(p) for p in removed if _plain(p)]
    pieces = [_plain(p) for p in _PIECE.split(words) if len(_plain(p)) >= 8]
    return any(piece in p or (len(p) >= 8 and p in piece) for piece in pieces for p in passages)


def unquoted_if_removed(what: str, reading_of) -> str:
    """`what` a subtask is about, its quote of the customer's words replaced when those words were removed as injected.
    `reading_of()` gives the ticket's reading; it is asked only when `what` quotes words."""
    m = _QUOTED.search(what)
    if not m or (reading := reading_of()) is None:
        return what
    removed = [s.text for s in reading.sentences if s.role == "injected"] + [p["text"] for p in reading.removed]
    if not removed_words(m.group("words"), removed):
        return what
    return "one part of your message" + what[len("your request"):m.start()] if what.startswith("your request") else "one part of your message"
