"""Two asks of no known kind in one sentence ("I need a VAT invoice for the order and I'd also like to be taken off your
mailing list", "could you merge my two accounts and reset my password?") are cut apart, so each is a request of kind
`other` of its own, with its own quote: read whole, one subtask quoted both and a reviewer saw one request where there
were two. A list that opens with an imperative is cut by runs/sentences.py already; this reads the asks opened in other
words ("I need", "can I get", "would it be possible to").

One ask that merely holds "and" stays whole: "send the invoice and receipt" (no second ask opens after it), "cancel and
refund the order" or "cancel the order and refund me" (a part that names nothing beyond its verb is the same ask's).
A sentence with a cue of a known kind is left to the readings of that kind (a second ask beside a claim is read there)."""

from __future__ import annotations

import re

from .. import sentences as cut
from ..threat_tails import inside_threat
from .asks import _IMPERATIVE, _asks
from .cues import _WEAK, _spans_of
from .money import actions_forbidden
from .stems import content_stems

# Verbs of account work the ask tables leave out: "reset my password", "set up my trade account", "renew my membership".
_MORE_VERBS = r"reset|set|sign|register|verify|link|unlink|renew|activate|deactivate|subscribe|enrol|enroll|reactivate|re-?open"
# Where a second ask opens: after a comma, a semicolon or "and" ("and also", "plus"), words that open an ask of their own.
_OPENER = (r"(?:please|pls|plz|kindly)\s+[a-z]"
           r"|(?:can|could|would|will)\s+(?:you|u|ya|someone|somebody|one\s+of\s+you)\b"
           r"|(?:can|could|may)\s+(?:i|we)\s+(?:also\s+|please\s+)?(?:get|have|ask|be|receive|change|update|see|check)\b"
           r"|(?:i|we)(?:'d|’d|\s+would|d)?\s+(?:also\s+|really\s+|still\s+|just\s+)?(?:like|love|want|need|appreciate)\b"
           r"|(?:is|would|will)\s+(?:it|there)\s+(?:\w+\s+)?(?:be\s+)?(?:possible|a\s+way|any\s+way|any\s+chance)\b"
           rf"|(?:{_IMPERATIVE}|{_MORE_VERBS})\s+(?:me|us|my|our|the|a|an|your|all|any|this|that|those|these|from|off|up)\b")
_JOIN = re.compile(r"(?:\s*[,;]\s*(?:and\s+|&\s+|plus\s+)?|\s+(?:and|&|plus)\s+)(?:also\s+|then\s+|additionally\s+|separately\s+|secondly\s+)?"
                   rf"(?=(?:{_OPENER}))", re.I)
# The verbs that open an ask, which name nothing asked ("cancel" alone, before "and refund the order", is that one ask).
_ASK_VERBS = content_stems(f"{_IMPERATIVE} {_MORE_VERBS}".replace("|", " ") + " like love want need appreciate possible way chance")
# An ask that something not be done: "don't cancel", "do not send", "never call", "no need to".
_NOT_DONE = re.compile(r"\b(?:don'?t|dont|do\s+not|never|no\s+need\s+to|please\s+not)\b|n['’]t\s+(?:want|need)\b", re.I)
# The account's own things, which the content words leave out as the order in general: "merge my two accounts", "cancel my order".
_ACCOUNT_THINGS = re.compile(r"\b(?:my|our|the|your|this|that|both|two|all|these|those)\s+(?:[\w-]+\s+)?(?:accounts?|orders?|e-?mails?|cards?|"
                             r"subscriptions?|memberships?|details|numbers?|address(?:es)?|profile|password|login)\b", re.I)


def _names_something(part: str) -> bool:
    """Whether a part names something beyond the verb asking it ("reset my password", "merge my two accounts"; not
    "cancel", "refund it" nor "refund the money", which are the same ask as the one beside them)."""
    return bool(content_stems(part) - _ASK_VERBS) or bool(_ACCOUNT_THINGS.search(part))


def ask_gaps(text: str) -> list[tuple[int, int]]:
    """The (start, end) of the joining words between the asks of no known kind a sentence holds, each ask reading as a
    request and naming something; [] when it holds one ask, or a cue of a known kind."""
    if _spans_of(text) or any(p.search(text) for patterns in _WEAK.values() for p in patterns) or actions_forbidden(text) or _NOT_DONE.search(text):
        return []  # (nor an ask that something not be done, "Don't cancel the order, we still want the rug": the rest is its reason)
    joins = [m for m in _JOIN.finditer(text) if m.start() > 0]
    joins = [m for m in joins if not inside_threat(text, m.start())]  # "or I'll post ... and call my lawyer" (runs/threat_tails.py)
    gaps, start = [], 0
    for i, m in enumerate(joins):
        end = joins[i + 1].start() if i + 1 < len(joins) else len(text)
        before, after = text[start:m.start()], text[m.end():end]
        if _asks(before, title=False) and _names_something(before) and _asks(after, title=False) and _names_something(after):
            gaps.append(m.span())
            start = m.end()
    return gaps


def cut_paired_asks(text: str, pieces: list[cut.Sentence]) -> list[cut.Sentence]:
    """The ticket's sentences with each body sentence holding two asks of no known kind cut between them (the subject line
    and injected or quoted-chat pieces left whole)."""
    return cut.cut_body_sentences(text, pieces, ask_gaps)
