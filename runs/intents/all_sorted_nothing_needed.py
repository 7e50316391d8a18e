"""A ticket whose customer says, in their own words, that all is sorted and nothing else is needed asks for nothing: the
goods problems it tells without asking anything for them are context. "both vases arrived. one is cracked at the neck."
over a quoted "We have refunded $23.76 for the cracked vase", then "thanks, so all sorted now! just confirming nothing
else needed.", paid the vase as a new claim (verify36 V36-076): the quote was rightly not trusted as a refund made, but
the customer's own words settle the claim whatever the quote says. The quote stays context.

Near-misses left asking: a claim with an ask of its own ("one is cracked, please refund it. nothing else needed" asks
that refund and nothing more), "nothing else needed" without the matter said sorted, "sorted?" asked, "not sorted"."""

from __future__ import annotations

import re

from .asks import _asks
from .cues import GOODS_PROBLEMS
from .one_word_subjects import SETTLED_GIVEN_WHY
from .reading import ReadSentence

# "nothing else needed", "nothing more is required", "no further action needed", "don't need anything else"
_NOTHING_NEEDED = re.compile(
    r"\b(?<!not\s)(?:nothing\s+(?:else|more|further)\s+(?:is\s+|was\s+)?(?:needed|required|necessary|to\s+do)"
    r"|no\s+(?:further|more)\s+action\s+(?:is\s+)?(?:needed|required|necessary)"
    r"|(?:i|we)\s+(?:don'?t|do\s+not|dont)\s+need\s+anything\s+(?:else|more|further))\b(?!\s*\?)", re.I)
# "all sorted", "all sorted now", "all good now", "all resolved", "all fine now" (never "not all sorted" nor "sorted?")
_ALL_SORTED = re.compile(r"\b(?<!not\s)(?:all|everything(?:'s|\s+is)?)\s+(?:sorted|resolved|settled|good|fine|ok|okay)(?:\s+now)?\b(?!\s*\?)", re.I)
ALL_SORTED_WHY = "the customer says all is sorted and nothing else is needed: the problem told is context"


def read_all_sorted_nothing_needed(read: list[ReadSentence], quoted_why: str) -> None:
    """Goods problems told without an ask, in a ticket whose own (unquoted) words say all is sorted and nothing else is
    needed, are context; so is the closing sentence."""
    own = [s for s in read if s.why != quoted_why and s.role != "injected"]
    closing = [s for s in own if _NOTHING_NEEDED.search(s.text)]
    if not closing or not any(_ALL_SORTED.search(s.text) or s.why == SETTLED_GIVEN_WHY for s in own):
        return
    last = closing[-1].index
    claims = [s for s in own if s.role == "request" and s.index < last]
    if not claims or any(not set(s.kinds) <= set(GOODS_PROBLEMS) or _asks(s.text, title=s.index == 0) for s in claims) \
            or any(s.role == "attached" for s in own):
        return  # an ask of its own ("please refund it. nothing else needed"), or a request of another kind: still asked
    if any(s.role in ("request", "request_unread") for s in own if s.index > last):
        return  # something asked after it
    for s in claims:
        s.role, s.why = "context", ALL_SORTED_WHY
