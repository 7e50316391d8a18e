"""Wear told across two sentences: the use for a spell in one, the fault in the next ("We've cooked in the wok every
day for a month. Now the non-stick is peeling off. Refund please."). The damage sentence read alone is a damage
claim; read after its use it is wear, a fault a person answers (POL-DMG-002 pays damage on arrival), as the guard
reads it too (runs/worn_goods.py, over the same runs/intents/wear_faults.wear_in)."""

from __future__ import annotations

from .doubt import FAULT_AFTER_USE_WHY
from .reading import ReadSentence
from .wear_faults import wear_in


def wear_told_across(read: list[ReadSentence]) -> None:
    """Turn a damage claim told right after a use for a spell (in the sentence just before, in its paragraph or the one
    before: the guard reads the sentences told before a request the same way) into a request of kind `other` for a
    person, the damage kind kept as doubted."""
    body = [s for s in read if s.role != "injected"]
    for before, s in zip(body, body[1:]):
        if s.role != "request" or "damaged_item" not in s.kinds:
            continue
        if wear_in([before.text, s.text]):
            s.kinds = [k for k in s.kinds if k != "damaged_item"] or ["other"]
            if "other" not in s.kinds:
                s.kinds.append("other")
            s.spans = {k: v for k, v in s.spans.items() if k in s.kinds}
            s.doubted = [*s.doubted, "damaged_item"]
            s.why = f"{FAULT_AFTER_USE_WHY}, told after the use in the sentence before: not read as a claim of damaged item"
