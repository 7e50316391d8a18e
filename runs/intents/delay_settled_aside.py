"""A delay told as settled in its own clause beside another claim: "parcel arrived late (your team compensated me already
via voucher, ty) but anyway the cup inside is chipped" paid the late fee beside the right damage claim. The settling
words (runs/intents/settled.py _settling, with runs/intents/settled_other_means.py) stand between the delay and the next
claim, so they settle the delay only; the claim after them stands.

Near-misses, still asked: "late, and the cup is chipped, you refunded the cup already" (the settling follows the other
claim: it is that claim's), "I was refunded for the mug but not the late delivery fee" (denied: no settling read).
"""

from __future__ import annotations

from ..shop.kinds import NOT_A_CASE
from .settled import _RECURS, _settling

_AGAIN = _RECURS  # it happened again, or this time (runs/intents/settled.py)
_NOT_CLAIMS = ("late_delivery", *NOT_A_CASE)


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
