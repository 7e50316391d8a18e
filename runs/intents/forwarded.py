"""A message the customer forwards as what they write about ("Forwarding from my wife:", "Sending this
again, nobody answered:") still asks: its problems, told in the quoted lines and not settled there, are
the customer's requests. A reply from the shop quoted below the customer's words ("On Tue, Support
wrote: > we will send a replacement") stays what was said before: context."""

from __future__ import annotations

import re

from ..sentences import orders_in
from .doubt import OTHER_PERSONS_ORDER, others_goods_elsewhere
from .forwarded_put_aside import put_aside_below, settled_in_thread
from .passes import ADOPTED_WHY, QUOTED_WHY
from .reading import ReadSentence
from .settled import _settled
from .told import came_right_by_itself

FORWARDED_OWN_WHY = "told in a message the customer forwards as what they write about, not settled there: the customer's request"

# The customer's own words putting the forwarded message forward as the ask.
_FORWARD_INTRO = re.compile(
    r"\b(?:forward(?:ing|ed)?\b(?:\s+(?:this|it|the below|below|on|along))?\s+(?:from|for|by|on behalf of)\s+(?:my|our)\b"
    r"|forward(?:ing|ed)? (?:my|our) (?:own |earlier |previous |last |original )?(?:message|email|e-mail|mail|note|complaint)"
    r"|(?:sending|resending|re-sending|sent|pasting|copying) (?:this|it|the below|my (?:earlier |previous |last |original )?(?:message|email|e-mail|note))"
    r"(?: (?:again|below|in))?\b[^.!?\n]{0,40}\b(?:no (?:reply|answer|response)|nobody|no one|no-one|never (?:heard|got)|again|unanswered|still)"
    r"|(?:my|our) (?:earlier|previous|last|original|first) (?:message|email|e-mail|note)\b[^.!?\n]{0,40}\b(?:no (?:reply|answer|response)|unanswered|"
    r"never (?:answered|got)|nobody|no one|ignored|below)"
    r"|(?:see|read) (?:below|my (?:message|email|e-mail|note) below|my (?:earlier |previous |last |original )?(?:message|email|e-mail|note) below)"
    r"|(?:sending|passing|forwarding) (?:this|it) on\b|(?:she|he|they) (?:wrote|asked me|sent me)\b"
    # sent before and sent again: "Forwarding this again.", "forwarding my email once more" (ver34a V34-10's kin)
    r"|forward(?:ing|ed)? (?:this|it|my (?:earlier |previous |last |original )?(?:message|email|e-mail|mail|note)) (?:again|once more|a second time)\b)", re.I)
# A message forwarded whole ("Fwd: where is my rug", "---------- Forwarded message ---------"): the customer's own words
# unless its sender is the shop ("From: Support Team <help@...>").
_FORWARDED_BLOCK = re.compile(r"-{3,}\s*forwarded message\s*-{3,}|^\W*(?:subject:\s*)?(?:fwd?|fw)\s*:", re.I)
_PASSED_ON_ONLY = re.compile(r"\bfyi\b|\bfor (?:your )?information\b|\bjust so you know\b"
                             r"|\b(?:neighbou?r|friend|colleague|someone|somebody|stranger)\b[^.!?]{0,30}\b(?:sent|forwarded|wrote|passed)\b", re.I)
_FROM_SHOP = re.compile(r"^\W*from:.*\b(?:support|help|team|customer\s+(?:service|care|support)|care|orders?|no-?reply|shop|store|sales|service)\b", re.I)
# The shop's own voice in a quoted line: what it said before, never the customer's ask.
_SHOP_VOICE = re.compile(r"\b(?:we(?:'ve|'ll|'re|'d)?|our (?:team|records|courier|warehouse|policy)|us at|customer (?:service|support|care) team|"
                         r"thank you for (?:contacting|your patience)|sorry to hear)\b", re.I)


def read_forwarded_own(read: list[ReadSentence]) -> None:
    """The quoted sentences telling a problem, under the customer's words forwarding them as the ask
    (the subject included), read as the customer's requests of those kinds."""
    if any(s.why == ADOPTED_WHY for s in read):
        return  # the customer's own words below it ask its remedy: the problem is theirs through that ask
    for i, s in enumerate(read):
        if s.role != "context" or s.why != QUOTED_WHY or not s.doubted or _settled(s.text) or _SHOP_VOICE.search(s.text):
            continue
        own = [e for e in read[:i] if e.why != QUOTED_WHY]
        whole = not any(_PASSED_ON_ONLY.search(e.text) for e in own)  # "FYI only, my neighbour sent me this": not taken up
        intros = [e for e in own if _FORWARD_INTRO.search(e.text) or (whole and _FORWARDED_BLOCK.search(e.text))]
        if intros and not any(_FORWARD_INTRO.search(e.text) for e in intros) \
                and any(_FROM_SHOP.search(q.text) for q in read[read.index(intros[-1]):i]):
            continue  # a shop's reply forwarded: what was said before
        if any(others_goods_elsewhere(e.text) for e in own):
            # "forwarding this from my friend, it's her order not mine": her claim, on the order her message names, a person's
            s.role, s.kinds, s.spans = "request", ["other"], {}
            s.why = f"{OTHER_PERSONS_ORDER}: not read as a claim of {', '.join(k.replace('_', ' ') for k in s.doubted)}"
            s.order = s.order or next((o for q in read[i:] if q.why == QUOTED_WHY for o in orders_in(q.text)), "")
            continue
        if not intros or any(_put_right(e.text) for e in [*intros, *(n for n in read[i + 1:i + 3] if n.why == QUOTED_WHY)]):
            continue  # not forwarded as the ask, or told as put right ("forwarding from my wife, all sorted now")
        if put_aside_below(own, _settled) or settled_in_thread(read, i, QUOTED_WHY):
            continue  # "please ignore the request below", or a quoted shop reply refunded it (forwarded_put_aside.py)
        s.role, s.kinds, s.why = "request", list(dict.fromkeys(s.doubted)), FORWARDED_OWN_WHY
        s.spans, s.doubted = {k: [(0, len(s.text))] for k in s.kinds}, []


_SORTED = re.compile(r"\b(?:all |now |since )?(?:sorted|resolved|fixed|settled|fine now|turned up|came (?:this|in the end|after all)|arrived (?:this|in the end|after all))\b|"
                     r"\bnever ?mind\b", re.I)


def _put_right(text: str) -> bool:
    return bool(_settled(text) or came_right_by_itself(text) or _SORTED.search(text))
