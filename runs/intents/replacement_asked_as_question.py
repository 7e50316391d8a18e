"""New goods asked as a polite question, in the passive or with "be able to": "could a fresh one be sent?",
"would you be able to post out another?", "can another mug be sent out please?", "are you able to ship me a
new one?". Before, these were read as a question of no known kind beside the claim, so the plan paid the
claim's refund and the ask for new goods was dropped. Not new goods offered beside the money ("could you send
a new one or refund it, whichever is quicker": replacement_asked._OR_MONEY), not the rest of an order ("could
you send the rest?": missing goods, not a replacement), not one refused ("could you not send another")."""

from __future__ import annotations

import re

from .cues import _NOT_PAPERS

_NEW = r"(?:new|fresh|replacement|second|working|undamaged|intact)"
_SENT = r"(?:sent|posted|shipped|dispatched|mailed|re-?sent)"
_SEND = r"(?:send|post|ship|dispatch|mail)"

_ASKED_AS_QUESTION = re.compile(
    # the goods in the passive: "could a fresh one be sent?", "can another mug be sent out", "would a new lamp be posted"
    r"\b(?:could|can|would|will|might|may|possible\s+(?:that|for))" + _NOT_PAPERS + r"\s+(?:(?:a|an)\s+" + _NEW + r"|another|one\s+more|a\s+replacement)(?:\s+[\w-]+){0,2}?"
    r"\s+(?:please\s+|possibly\s+|kindly\s+)?(?:be|get)\s+" + _SENT + r"\b"
    # the shop asked whether it can: "would you be able to post out another?", "are you able to send me a new one", "could you possibly ship a fresh mug"
    r"|\b(?:(?:could|cud|can|cn|would|wud|will)\s+(?:you|u|someone|somebody|they|your\s+team)|are\s+(?:you|u)|(?:you|u)\s+(?:are|r)|is\s+(?:someone|somebody))\s+"
    r"(?:please\s+|possibly\s+|kindly\s+|perhaps\s+)?(?:(?:be\s+)?able\s+to\s+|manage\s+to\s+)?(?:please\s+|possibly\s+|kindly\s+)?"
    + _SEND + _NOT_PAPERS + r"\s+(?:out\s+|over\s+)?(?:(?:to\s+)?(?:me|us)\s+)?(?:out\s+)?"
    r"(?:another|one\s+more|(?:a|an)\s+" + _NEW + r")\b", re.I)

_REFUSED = re.compile(r"\b(?:not|never|no need|don'?t|dont|wouldn'?t|won'?t)\b", re.I)


def replacement_asked_as_question(text: str) -> bool:
    """Whether a sentence asks, as a polite question, for new goods to be sent (not refused in its own clause)."""
    m = _ASKED_AS_QUESTION.search(text)
    return bool(m) and not _REFUSED.search(text[max(0, m.start() - 20):m.end()])
