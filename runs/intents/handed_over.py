"""A matter handed to the shop to put right: "I'll leave it with you", "over to you", "I'll let you decide what's
fair", "see what you can do", "I trust you'll sort it out", "what are you going to do about it?".

Told beside a delay the customer tells only as news ("Just so you know, the parcel came a week late and I'd paid for
next-day. I'll leave it with you."), it waives nothing: the customer leaves the remedy to the shop, and the shop's
late-delivery policy (POL-LATE-006) refunds the fee of a parcel that came late. Read as the delay waved away, the
$12.99 express fee was never paid and the reason given named words the ticket does not contain. Only news-like
wording gives way to it: a delay waved off in words of its own ("no big deal", "not asking for anything for it")
stays waved, whoever is left to decide."""

from __future__ import annotations

import re

HANDED_OVER = re.compile(
    r"\b(?:i'?ll|i\s+will|i'?m\s+going\s+to|we'?ll|we\s+will)\s+(?:just\s+)?leave\s+(?:it|this|that|things|the\s+matter|the\s+rest)\s+(?:with|to|in)\s+(?:you|u|your)\b"
    r"|\b(?:leave|leaving)\s+(?:it|this|that)\s+in\s+your\s+(?:capable\s+)?hands\b"
    r"|\b(?:over|up)\s+to\s+(?:you|u)\b(?!\s+(?:if|whether)\b)"
    r"|\b(?:i'?ll|i\s+will|we'?ll)\s+let\s+(?:you|u)\s+(?:decide|judge|work\s+out|figure\s+out|sort\s+out|choose)\b"
    r"|\b(?:do|whatever)\s+(?:you\s+)?(?:what\s+)?(?:you\s+)?(?:think|feel|consider|see)\s+(?:is\s+)?(?:fair|right|best|appropriate|fit)\b"
    r"|\bsee\s+what\s+(?:you|u)\s+can\s+do\b"
    r"|\b(?:i\s+)?trust\s+(?:you|u)(?:'ll|\s+will|\s+to)\s+(?:sort|put|make|do)\b"
    r"|\bwhat\s+(?:are\s+you|will\s+you|can\s+you|do\s+you\s+(?:propose|suggest|intend))\s+(?:going\s+to\s+)?(?:do|offer)\b", re.I)

# The words that make a wave news only: telling the shop, not letting it off.
_NEWS_ONLY = re.compile(r"^\W*(?:just\s+)?(?:letting\s+you\s+know|so\s+you\s+know|a\s+heads[- ]up|fyi|for\s+(?:your\s+)?info\w*)\W*$", re.I)


def handed_over(sentence: str, following: str | None) -> bool:
    """Whether the sentence, or the one after it, hands the matter to the shop."""
    return bool(HANDED_OVER.search(sentence) or HANDED_OVER.search(following or ""))


def news_only(words: str) -> bool:
    """Whether waving words only tell the shop something ("just so you know", "fyi")."""
    return bool(_NEWS_ONLY.match(words))
