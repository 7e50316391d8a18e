"""A threat of what the customer will do if not satisfied: "or I dispute the whole lot with my bank and leave a one-star
review on every site I can find" (blind round adv25, ADV25-23), "otherwise I'm reporting you to Trading Standards",
"I'll post about this all over social media". It tells how strongly the ticket's asks are asked; the shop is asked to do
nothing by it. Cut at "and leave ..." into a sentence of its own, the threat read as an imperative, and a person was
asked to answer it. A sentence whose only ask is such a threat is context, and so is one told as a statement ("If this
isn't sorted I'm going to my bank and disputing the charge.", "Expect a 1-star review and reporting you to trading
standards."): left a bare statement it had no reason on the run page; as context its reason says a person should read it
there, and no money follows it. A threat of the law asks a person to answer it (runs/intents/asks_told_as_statements.py).

Near-misses: "please leave the parcel with my neighbour" or "leave it in the porch" asks where goods go; "can you remove
the review I left?" or "please delete my review" asks something of the shop; "I went to my bank yesterday" or "the bank
disputed it for me" tells what happened; a threat beside an ask keeps the ask ("Refund
it today or I'll leave a bad review": the refund is asked)."""

from __future__ import annotations

import re
from collections.abc import Callable

from .reading import ReadSentence

THREAT_WHY = "a threat of what the customer will do if not satisfied (a review, a report, a dispute): it asks the shop for nothing"

_WHO = r"(?:(?:or|and|otherwise|else|if\s+not|then)[\s,]+)*(?:(?:i|we)(?:'ll|’ll|\s+will|\s+shall|'m|’m|\s+am|'re|\s+are)?\s+(?:(?:be|going\s+to|gonna|have\s+to|just|also|definitely|happily|straight)\s+)*)?"
_THREAT = re.compile(
    _WHO +
    # a review or a rating: "leave a one-star review on every site I can find", "post a 1 star rating", "write a scathing review"
    r"(?:leav|post|writ|giv|put|add)(?:e|es|ing)?\s+(?:you\s+)?(?:(?:a|an|my|the|some|one|plenty\s+of)\s+)?(?:[\w*-]+\s+){0,3}?"
    r"(?:reviews?|ratings?|stars?|feedback)\b[^.!?]*"
    # a report: "report you to Trading Standards", "take this to the ombudsman", "go to the press"
    r"|(?:report(?:ing)?|tak(?:e|ing)|go(?:ing)?|escalat(?:e|ing)|complain(?:ing)?|writ(?:e|ing))\s+(?:you\s+|u\s+|ya\s+|it\s+|this\s+|the\s+matter\s+)?(?:straight\s+)?(?:to|on)\s+"
    r"(?:the\s+)?(?:trading\s+standards|ombudsman|bbb|better\s+business\s+bureau|consumer\s+\w+|press|papers|media|social\s+media|twitter|x|facebook|"
    r"tiktok|instagram|reddit|trustpilot|watchdog|small\s+claims(?:\s+court)?|court|my\s+(?:lawyer|solicitor|mp)|a\s+(?:lawyer|solicitor))\b[^.!?]*"
    # telling everyone: "tell everyone I know", "warn all my friends", "name and shame you"
    r"|(?:tell|warn)(?:ing)?\s+(?:everyone|everybody|all\s+my\s+\w+|every\w*\s+i\s+know|people)\b[^.!?]*|name\s+and\s+sham(?:e|ing)\b[^.!?]*"
    # never buying again: "never shop with you again"
    r"|(?:never|not)\s+(?:shop|order|buy)(?:ing)?\s+(?:with|from|here)\s*(?:you\s+)?again\b[^.!?]*"
    # a review as a noun: "expect a 1-star review", "you'll be getting a one star review"
    r"|(?:expect|get(?:ting)?|earn(?:ing)?|deserve)\s+(?:a|an|my|one)\s+(?:[\w*-]+\s+){0,2}?(?:reviews?|ratings?)\b[^.!?]*"
    # the bank turned to, to take the money back: "going to my bank and disputing the charge", "ringing the bank to reverse it"
    r"|(?:go(?:ing)?|head(?:ing)?|turn(?:ing)?|complain(?:ing)?|speak(?:ing)?|talk(?:ing)?|ring(?:ing)?|call(?:ing)?|contact(?:ing)?)\s+"
    r"(?:straight\s+)?(?:to\s+)?(?:my|the|our)\s+(?:own\s+)?(?:bank|card\s+(?:company|issuer|provider))\s+(?:and|to)\s+"
    r"(?:get\s+(?:it|the\s+money|my\s+money)\s+back|disput|revers|claim|charg(?:e|ing)\s*back|fil)\w*\b[^.!?]*"
    # a dispute or a chargeback to come: "disputing the charge", "file a chargeback", "raise a dispute with my card company"
    r"|(?:disput(?:e|ing)\s+(?:the|this|that|my|your)\s+(?:whole\s+)?(?:charge|payment|transaction|debit|lot)|"
    r"(?:fil|rais|open|start|put|issu|initiat|lodg|do)(?:e|es|ing)?\s+(?:in\s+)?(?:a|an)\s+(?:charge\s*back|dispute|claim\s+with\s+(?:my|the)\s+bank))\b[^.!?]*",
    re.I)


def threat_only(text: str, asks: Callable[..., bool]) -> bool:
    """Whether a sentence threatens and asks nothing once the threat is taken out."""
    if not _THREAT.search(text):
        return False
    rest = _THREAT.sub(" ", text)
    return not asks(rest, title=False)


def read_threats(read: list[ReadSentence], asks: Callable[..., bool]) -> None:
    """A request of no known kind, or a sentence left as telling, that is only a threat: context, with its reason (shown
    on the run page, where a person reads it; no money follows it)."""
    for s in read:
        if s.role in ("request", "request_unread", "statement") and s.kinds in ([], ["other"]) and not s.forbids and threat_only(s.text, asks):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, THREAT_WHY
