"""The claim's own refund demanded under a threat of a review, a report or a bank dispute: the same ask, not a second one.

"Your toaster arrived with the lever snapped off. Refund it today or I will leave one-star reviews everywhere, report you
to trading standards and call my bank to charge the whole lot back." (blind round adv31, A31-10): the refund asked is
the damage claim's own, paid from the record, but the threat's words ("trading standards", "charge the whole lot back")
kept the sentence from being read as that claim's money asked again (runs/intents/restatements.py), and it became a
request of no known kind for a person. The reply then said "I've refunded $42.12" and, next, "I couldn't sort out your
request ("Refund it today or ...")": a contradiction to the customer.

Read here: a request of no known kind whose words, less the threat after its "or I will" (runs/intents/threats.py: a
review, a report to a regulator or the press, a bank dispute or chargeback), only ask a claim's money again, adding no sum,
goods or action of their own. It is context, its reason saying the claim's subtask pays what the record shows and the
threat is shown here for a person to read. A threat of the law (a lawyer, legal action, court) still goes to a person
(runs/intents/asks_told_as_statements.py), and so does a sum of the customer's own ("Refund $300 or I'll ...":
runs/intents/threatened_demands.py).
"""

from __future__ import annotations

import re

from .reading import ReadSentence
from .restatements import money_restated
from .threats import _THREAT as THREAT
from ..threat_tails import _THREAT_OPENS as THREAT_OPENS

THREATENED_REFUND_WHY = ("asks again, under a threat (a review, a report, a dispute), the refund of the claim beside it: that claim's subtask "
                         "pays what the record shows; the threat is shown here for a person to read")
_LAW = re.compile(r"\b(?:legal|lawyers?|solicitors?|attorneys?|court|su(?:e|ing)|lawsuit|police)\b", re.I)


def before_threat(text: str) -> str:
    """The words of `text` before a threat after its "or I will" (a review, a report, a dispute; never the law), or ''."""
    m = THREAT_OPENS.search(text)
    if not m or _LAW.search(text[m.start():]) or not THREAT.search(text, m.start()):
        return ""
    return text[:m.start()].rstrip(" ,;:-\u2013\u2014") + "."


def read_threatened_restatements(read: list[ReadSentence]) -> None:
    """Each request of no known kind that only asks a claim's money again under a threat: context, with its reason."""
    for s in read:
        if s.role != "request" or s.kinds != ["other"] or s.forbids or not (head := before_threat(s.text)):
            continue
        if money_restated(read, s, head):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, THREATENED_REFUND_WHY
