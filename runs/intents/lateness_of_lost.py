"""Lateness told of a parcel that never came ("This time it simply hasn't arrived. It's been two weeks
past the date you gave me."): the lateness is the non-delivery, told on in a sentence of its own, not a
second claim. The non-delivery claim pays the delivery charge back itself (POL-NDL-003); read as a
late-delivery claim of its own, it asked for a subtask nobody needed, and with none it showed on
/metrics/ as a silent drop to look at. Within one sentence the cue tables already read it so
(runs/intents/cues.py `_spans_of`); this pass reads it across sentences.

A lateness told with an arrival ("the rug came a week late") or in a ticket where some of the order
came ("the first parcel", "only 3 of the 4") is a claim of its own, and so is a delivery fee asked back
in the late sentence itself ("...and I want the postage back"): that ask keeps its own subtask."""

from __future__ import annotations

from .cues import _ARRIVAL, _SHORT_OR_SOME_CAME, FEE_BACK, _cue_hits
from .missing_items import parcel_came_short
from .reading import ReadSentence

LATENESS_OF_LOST_WHY = "tells how late a parcel that never came is: part of the non-delivery claim beside it, not a claim of its own"


def _same_order(a: ReadSentence, b: ReadSentence) -> bool:
    return not a.order or not b.order or a.order == b.order


def fold_lateness_into_loss(read: list[ReadSentence]) -> None:
    told = [s for s in read if s.role != "injected"]
    lost = [s for s in told if s.role == "request" and "non_delivery" in s.kinds and not parcel_came_short(s.text)]
    if not lost or any(_SHORT_OR_SOME_CAME.search(s.text) for s in told):
        return
    for s in told:
        if s.role != "request" or "late_delivery" not in s.kinds or "non_delivery" in s.kinds or _ARRIVAL.search(s.text) \
                or _cue_hits("late_delivery", s.text, FEE_BACK) or not any(_same_order(s, n) for n in lost):
            continue
        s.kinds = [k for k in s.kinds if k != "late_delivery"]
        s.spans.pop("late_delivery", None)
        if not s.kinds:
            s.role, s.spans, s.why = "attached", {}, LATENESS_OF_LOST_WHY
