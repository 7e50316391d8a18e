"""A claim told as settled in its own clause beside a claim of another kind. A delay: "parcel arrived late (your team compensated me already
via voucher, ty) but anyway the cup inside is chipped" paid the late fee beside the right damage claim. The settling
words (runs/intents/settled.py _settling, with runs/intents/settled_other_means.py) stand between the delay and the next
claim, so they settle the delay only; the claim after them stands.

Near-misses, still asked: "late, and the cup is chipped, you refunded the cup already" (the settling follows the other
claim: it is that claim's), "I was refunded for the mug but not the late delivery fee" (denied: no settling read).

Goods the same (goods_settled_beside): "My refund for the cracked bowl came through, thanks - but you only refunded the bowl,
not the $5.99 shipping I was charged twice" (verify48 V48-310) made the bowl a new damage subtask beside the shipping asked.
The damage told inside or before settling words ("refund for the cracked bowl came through", "the lamp came broken but your
colleague replaced it, though I was charged twice") is settled; the other claim after them stands. Near-misses, still
asked: the same goods told again after the settling ("got a replacement for the broken lamp but it's broken too, and I
was charged twice"), a settling denied ("the refund for the cracked bowl never came through"), another claim told among
the goods' own words.
"""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .cues import _spans_of
from .settled import _RECURS, _settling

_AGAIN = _RECURS  # it happened again, or this time (runs/intents/settled.py)
_NOT_CLAIMS = ("late_delivery", *NOT_A_CASE)
_GOODS = ("damaged_item", "wrong_item")
# What a remedy named before the goods was for: "the refund | for the broken lamp".
_FOR_THE_GOODS = re.compile(r"\s+(?:(?:(?:for|on|of)\s+)?(?:the|my|our|that|those|these)\s+(?:[\w-]+\s+){0,3}?)?$", re.I)
# Where the clause of those goods ends: "the refund for the broken lamp | but it's broken too".
_CLAUSE_END = re.compile(r"[,;:!?]|\s[-\u2013\u2014]+\s|\b(?:but|and|though|however|yet)\b", re.I)


def delay_settled_beside(sentence: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """The claims of `sentence` left standing when its delay is told settled right after it, before any other claim."""
    late = spans.get("late_delivery")
    others = sorted(h[0] for k, hits in spans.items() if k not in _NOT_CLAIMS for h in hits)
    if not late or not others:
        return spans
    for _, end in late:
        nxt = next((a for a in others if a >= end), None)
        if nxt is None:
            continue
        between = sentence[end:nxt]
        m = _settling(between)
        # ("..., you refunded it, but it's late again and the cup is chipped": the delay told again reopens it)
        if m is not None and not _AGAIN.search(between, m.end()):
            return {k: hits for k, hits in spans.items() if k != "late_delivery"}
    return spans


def goods_settled_beside(sentence: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """The claims of `sentence` left standing when its goods problem is told settled before any claim of another kind
    (module doc): the settling words end after the goods' last word and before the next claim, with nothing again between."""
    for kind in _GOODS:
        hits = spans.get(kind)
        others = sorted(h[0] for k, told in spans.items() if k not in (kind, *NOT_A_CASE) for h in told)
        if not hits or not others:
            continue
        last = max(h[1] for h in hits)
        nxt = next((a for a in others if a >= last), None)
        if nxt is None or any(a < last for a in others):
            continue  # the other claim told among the goods' own words, or none after them
        # (never goods told wrong again after the settling: "got a replacement for the broken lamp but it's broken too")
        m = _settling(sentence[:nxt])
        # (the settling may name the goods after it: "Got the refund for the broken lamp, cheers, but ...")
        if m is not None and (m.end() >= last or _named_after(sentence, m.end(), hits)) \
                and not _AGAIN.search(sentence, m.end(), nxt) and kind not in _spans_of(sentence[max(m.end(), last):nxt]):
            spans = {k: told for k, told in spans.items() if k != kind}
    return spans


def _named_after(sentence: str, at: int, hits: list[tuple[int, int]]) -> bool:
    """Whether the settling words ending at `at` name the goods right after them ("the refund for the broken lamp",
    "thanks for replacing the wrong jumper"), and the goods' problem is told nowhere past that clause."""
    if not _FOR_THE_GOODS.match(sentence, at, min(h[0] for h in hits)):
        return False
    end = next((c.start() for c in _CLAUSE_END.finditer(sentence, min(h[1] for h in hits))), len(sentence))
    return all(h[1] <= end for h in hits)
