"""A subject line that chooses the remedy of the claim the body tells: "Desk lost - refund, not a resend", "Cracked
vase: money back please, no replacement", "Wrong size - refund not exchange".

A sentence that declines another unit and asks money asks the money of the claim told just before it; with no claim
before, the money is a remedy of no kind a person must read (runs.intents.asks._second_ask). The subject line comes
before the body, so the claim it chooses for is told after it: read alone, "refund, not a resend" sent a ticket whose
body the run paid and answered in full to a person as well (blind round ver26c, VER26C-21). The subject's choice is the
body's claim's when the body tells a claim of goods (damaged, wrong or not come)."""

from __future__ import annotations

from .cues import GOODS_PROBLEMS


def claim_told_below(index: int, body: list[str], spans_of) -> bool:
    """Whether the piece at `index` is the subject line and a body sentence (`body`, the texts after it, injected ones
    left out) tells a goods claim (`spans_of`: the kinds a text asks, runs.intents.cues._spans_of)."""
    return index == 0 and any(set(spans_of(t)) & set(GOODS_PROBLEMS) for t in body)
