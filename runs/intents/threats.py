"""A threat of what the customer will do if not satisfied: "or I dispute the whole lot with my bank and leave a one-star
review on every site I can find" (blind round adv25, ADV25-23), "otherwise I'm reporting you to Trading Standards",
"I'll post about this all over social media". It tells how strongly the ticket's asks are asked; the shop is asked to do
nothing by it. Cut at "and leave ..." into a sentence of its own, the threat read as an imperative, and a person was
asked to answer it. A sentence whose only ask is such a threat is context.

Near-misses: "please leave the parcel with my neighbour" or "leave it in the porch" asks where goods go; "can you remove
the review I left?" or "please delete my review" asks something of the shop; a threat beside an ask keeps the ask ("Refund
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
    r"|(?:report(?:ing)?|tak(?:e|ing)|go(?:ing)?|escalat(?:e|ing)|complain(?:ing)?|writ(?:e|ing))\s+(?:you\s+|it\s+|this\s+|the\s+matter\s+)?(?:straight\s+)?(?:to|on)\s+"
    r"(?:the\s+)?(?:trading\s+standards|ombudsman|bbb|better\s+business\s+bureau|consumer\s+\w+|press|papers|media|social\s+media|twitter|x|facebook|"
    r"tiktok|instagram|reddit|trustpilot|watchdog|small\s+claims(?:\s+court)?|court|my\s+(?:lawyer|solicitor|mp)|a\s+(?:lawyer|solicitor))\b[^.!?]*"
    # telling everyone: "tell everyone I know", "warn all my friends", "name and shame you"
    r"|(?:tell|warn)(?:ing)?\s+(?:everyone|everybody|all\s+my\s+\w+|every\w*\s+i\s+know|people)\b[^.!?]*|name\s+and\s+sham(?:e|ing)\b[^.!?]*"
    # never buying again: "never shop with you again"
    r"|(?:never|not)\s+(?:shop|order|buy)(?:ing)?\s+(?:with|from|here)\s*(?:you\s+)?again\b[^.!?]*",
    re.I)


def threat_only(text: str, asks: Callable[..., bool]) -> bool:
    """Whether a sentence threatens and asks nothing once the threat is taken out."""
    if not _THREAT.search(text):
        return False
    rest = _THREAT.sub(" ", text)
    return not asks(rest, title=False)


def read_threats(read: list[ReadSentence], asks: Callable[..., bool]) -> None:
    """A request of no known kind that is only a threat: context, with its reason."""
    for s in read:
        if s.role in ("request", "request_unread") and s.kinds in ([], ["other"]) and not s.forbids and threat_only(s.text, asks):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, THREAT_WHY
