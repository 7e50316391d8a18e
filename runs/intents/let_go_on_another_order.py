"""A problem on another of the customer's orders, told as let go at the time, beside a claim on this one: "The salad bowl
from SU-49002 is cracked, refund please. This happens a lot - the plates in SU-49102 came cracked too, I just binned them
at the time.", "Same as the wine glasses in SU-50107 which arrived broken last month - I didn't bother complaining then."
The customer tells why this claim wears on them, and asks nothing of the other order: read as a claim there, a follow-up
run paid the plates and the glasses nobody asked for (pastorders41 V41-158, V41-173: $129.60).

Let go at the time: the customer never complained or reported it ("I didn't bother complaining then", "never reported
it", "let it slide"), or got rid of the goods then ("binned them at the time", "threw it away back then"). The sentence
is context only when it numbers its own order, another request of the ticket stands on a different order, nothing in it
asks or turns to now ("... I didn't complain then, but I'd like it refunded now" is a claim), and no ask of the remedy
follows it. A problem on another order told with no word of letting it go stays that order's claim
(test_a_texted_damage_aside_on_a_second_order_is_its_own_claim)."""

from __future__ import annotations

import re

from ..sentences import normalise_ref
from .asks import _asks
from .reading import ReadSentence

LET_GO_WHY = "a problem on another order let go at the time, nothing asked of it now"

_GOODS_KINDS = {"damaged_item", "wrong_item", "missing_item"}
_NOT_TOLD = (r"(?:complain(?:ed|ing)?|report(?:ed|ing)?|mention(?:ed|ing)?|say(?:ing)?|said|contact(?:ed|ing)?|claim(?:ed|ing)?|raise[ds]?|raising|"
             r"chas(?:e|ed|ing)|tell(?:ing)?|told|flag(?:ged|ging)?|email(?:ed|ing)?|ask(?:ed|ing)?\s+for\s+(?:anything|a\s+refund|money))")
_LET_GO = re.compile(
    # "I didn't bother complaining then", "we never reported it", "I never got round to telling you"
    rf"\b(?:i|we)\s+(?:just\s+|simply\s+)?(?:didn[o'’]?t|did\s+not|never)\s+(?:(?:bother(?:ed)?|get|got|think|thought)\s+(?:round\s+|around\s+)?(?:to\s+)?)?{_NOT_TOLD}\b"
    # the same with no subject, where the words can only be the customer's: "didn't bother reporting it", "never got round to it"
    rf"|\b(?:didn[o'’]?t|did\s+not|never)\s+(?:bother(?:ed)?|got\s+(?:a)?round)\s+(?:to\s+)?{_NOT_TOLD}\b"
    # "I just binned them at the time", "threw it away back then", "we recycled them that day"
    r"|\b(?:i|we)\s+(?:just\s+|simply\s+)?(?:binned|threw|tossed|chucked|dumped|recycled|got\s+rid\s+of|let)\s+(?:[\w'’]+\s+){0,3}?"
    r"(?:at\s+the\s+time|back\s+then|then|that\s+(?:day|time|week))\b"
    r"|\b(?:i|we)\s+(?:just\s+)?let\s+(?:it|that|them)\s+(?:go|slide|pass)\b", re.I)
# What turns a told past to an ask of now: "but now", "still", "this time".
_NOW_TURN = re.compile(r"\b(?:but|however|though|now|still|this\s+time|anymore|any\s+more)\b", re.I)


def let_go_at_the_time(text: str) -> bool:
    """Whether a sentence tells its problem let go at the time, with no turn to now after it."""
    m = _LET_GO.search(text)
    return m is not None and not _NOW_TURN.search(text, m.end()) and not _asks(text, title=False)


def read_let_go_on_another_order(read: list[ReadSentence]) -> None:
    """Each goods claim on another order told as let go at the time, beside a claim on a different order: context."""
    for i, s in enumerate(read):
        if s.role != "request" or not s.order or not s.kinds or not set(s.kinds) <= _GOODS_KINDS or s.also or s.kinds_by_order:
            continue
        after = next((r for r in read[i + 1:] if r.role != "injected"), None)
        # the letting go told in a sentence of its own after it: "...SU-2's glasses also came broken; we never reported it."
        told_next = after is not None and after.role == "attached" and let_go_at_the_time(after.text)
        if after is not None and after.role == "attached" and not told_next:
            continue  # "... I binned them at the time. Could you refund those too?": asked after all
        mine = normalise_ref(s.order)
        others = [r for r in read if r is not s and r.role in ("request", "attached") and not (told_next and r is after)]
        if not any(r.role == "request" and normalise_ref(r.order or "") != mine for r in others) \
                or any(normalise_ref(r.order or "") == mine for r in others):
            continue
        if told_next or let_go_at_the_time(s.text):
            for told in (s, after) if told_next else (s,):
                told.role, told.why = "context", LET_GO_WHY
