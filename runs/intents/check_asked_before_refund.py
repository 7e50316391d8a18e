"""The check a customer asks for now, beside a refund they want only once that check shows the parcel lost: "Could you
check where it is? If it turns out to be lost then I'd want a refund, but let's see first.", "In case it's gone missing
for good, I'd want a refund, but please ask the courier first.", "Only if it can't be found, refund me. Please check with
the courier."

The refund waits (runs/intents/refund_after_a_check.py), and the check is what is asked today: a person chases the
carrier and tells the customer where the parcel is. Folded into the lost-parcel claim as its remedy, the check was
answered by nobody: the claim's subtask went to a person only as "a refund ... the customer asks that it wait", and the
reply never spoke of the check (refused42 R3-12, R4-08, R5-09). So the sentence asking the check (or the clause of the
condition's own sentence that asks it) is a request of kind `other`, and the condition next to it is told with it: one
subtask quotes both, the lost-parcel claim is deferred to it (runs/held_ask_apart.py), one person has the matter.

Only a check asked (a question, "please", "could you", an imperative) in the condition's sentence or the one just before
or after it, in its paragraph; a check told as done ("I checked the tracking") asks nothing, and a condition with no
check asked beside it is held as before."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .refund_after_a_check import REFUND_AFTER_A_CHECK

CHECK_ASKED_WHY = "asks for the check that the refund asked beside it waits on: a person chases the carrier and answers"
WAITS_ON_CHECK_WHY = "asks a refund only once the check asked beside it shows the parcel lost: told with that check, the refund held"

_AFTER_A_CHECK = re.compile(REFUND_AFTER_A_CHECK, re.I)
_CARRIER = (r"(?:courier|carrier|delivery\s+(?:company|firm|service|driver|people)|post\s+office|postman|depot|ups|dhl|fedex|usps"
            r"|royal\s+mail|dpd|evri|hermes|parcelforce|shipping\s+company)s?")
# what is asked checked: the parcel followed up, or the carrier asked ("chase the courier", "look into it", "ask UPS")
_CHECK = re.compile(
    r"\b(?:check(?!ed\b)|chase|trace|track\s+(?:it|them)\s+down|look\s+into|find\s+out|investigate|follow\s+(?:it\s+|this\s+)?up|locate|find\s+(?:it|them))\b"
    rf"|\b(?:ask|contact|call|ring|phone|e-?mail|speak\s+(?:to|with)|talk\s+to|get\s+(?:in\s+touch\s+with|on\s+to|hold\s+of)|query)\s+(?:the\s+|your\s+)?{_CARRIER}\b"
    r"|\bwhere\s+(?:it|they|the\s+[\w-]+|my\s+[\w-]+)\s+(?:is|are|has\s+got\s+to|went)\b", re.I)
# asked, not told: a question, a "please", "could you", or the verb opening its clause
_ASKED = re.compile(
    r"\?\s*$|\b(?:please|pls|plz|kindly)\b|\b(?:could|can|would|will)\s+(?:you|u|someone|somebody)\b|\b(?:i|we)(?:'d|’d|\s+would)\s+like\s+you\s+to\b"
    r"|(?:^|[,;:–—-])\W*(?:(?:but|and|so|just|first|then)\W+)*(?:check|chase|trace|ask|contact|call|ring|phone|find|look|investigate|get|speak|talk|follow)\b",
    re.I)


def _asks_check(text: str) -> bool:
    return bool(_CHECK.search(text)) and bool(_ASKED.search(text))


def _check_beside(text: str) -> bool:
    """Whether the condition's sentence asks the check in a clause of its own ("..., but please ask the courier first")."""
    m = _AFTER_A_CHECK.search(text)
    return m is not None and _asks_check(text[:m.start()] + " , " + text[m.end():])


def read_check_asked_before_refund(read: list[ReadSentence]) -> None:
    """Make the check asked beside a refund that waits on it a request of kind `other`, the condition told with it (module doc)."""
    written = [s for s in read if s.role != "injected"]
    for i, held in enumerate(written):
        if "refund" not in held.forbids or not _AFTER_A_CHECK.search(held.text) or set(held.kinds) & set(GOODS_PROBLEMS):
            continue
        if _check_beside(held.text):
            held.role, held.kinds, held.spans, held.why = "request", ["other"], {}, CHECK_ASKED_WHY
            continue
        near = [s for s in (written[i + 1] if i + 1 < len(written) else None, written[i - 1] if i else None)
                if s is not None and s.paragraph == held.paragraph and not set(s.kinds) - set(NOT_A_CASE) and _asks_check(s.text)]
        if near:
            near[0].role, near[0].kinds, near[0].spans, near[0].why = "request", ["other"], {}, CHECK_ASKED_WHY
            held.role, held.kinds, held.spans, held.why = "attached", [], {}, WAITS_ON_CHECK_WHY


def with_refund_it_waits_on(reading, s: ReadSentence, words: str) -> str:
    """A check's words with the condition told with it, in the ticket's order: what the person handed the check reads."""
    if s.why != CHECK_ASKED_WHY:
        return words
    held = next((t for t in reading.sentences if t.why == WAITS_ON_CHECK_WHY and abs(t.index - s.index) == 1), None)
    if held is None:
        return words
    return f"{held.text} {words}" if held.index < s.index else f"{words} {held.text}"


def refund_waits_on_check(text: str) -> bool:
    return bool(_AFTER_A_CHECK.search(text))
