"""Numbers that are sizes, not counts: "Got a size 7 instead of the 9 I ordered", "ordered 10s got 8s", "you sent me
size 12 jeans, not the 14 I ordered". The short-delivery table (runs.own_choice_words.SHORT_DELIVERY) reads two numbers set one
against the other as a count short, so a wrong size was read as a short delivery. Numbers told as sizes
(runs/size_numbers.py) make the sentence a wrong item.

Near-misses: "ordered 10 got 8", "I got 2 candles instead of the 3 I paid for", "They sent the 8 instead of the 10 I
ordered" stay counts."""

from __future__ import annotations

from ..own_choice_words import SHORT_DELIVERY
from ..size_numbers import told_as_sizes


def sizes_not_counts(text: str, spans: dict) -> dict:
    """The spans with a short count whose numbers are sizes read as a wrong item, not a non-delivery."""
    hits = spans.get("non_delivery", [])
    sized = [h for h in hits if SHORT_DELIVERY.fullmatch(text, *h) and told_as_sizes(text, *h)]
    if not sized:
        return spans
    out = {k: list(v) for k, v in spans.items()}
    if not (kept := [h for h in hits if h not in sized]):
        del out["non_delivery"]
    else:
        out["non_delivery"] = kept
    out["wrong_item"] = sorted({*out.get("wrong_item", []), *sized})
    return out
