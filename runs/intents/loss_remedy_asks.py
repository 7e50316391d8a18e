"""The remedy of a parcel claimed not come, asked in words of its own: "I require that you investigate and either locate
the goods or refund the purchase in full", "Please trace it or refund me", "can you look into it and find my parcel or
give me my money back?". Investigating, tracing, locating the goods or refunding them is what the non-delivery claim
just before it is for (a delivery investigation, then the goods or the money): the sentence is attached to that claim,
not a second request of no kind a person answers beside it (blind round ver26c, case 07).

Near-misses, still requests of their own: an ask beyond the claim's remedy in the same sentence ("investigate it and
pay me $40 for my time", "and call me"), and one with no non-delivery claim before it on the same order."""

from __future__ import annotations

from .looked_into import LOOKING_INTO_STEMS, asks_looked_into
from .reading import ReadSentence
from .stems import content_stems

LOSS_REMEDY_WHY = "asks for the remedy of the non-delivery claim before it (investigate, find the goods or refund them): that claim's subtask answers it"

# the words of that remedy, and of asking it: anything else in the sentence is an ask of its own
# (the looking into, "investigate", "trace", "chase", is runs/intents/looked_into.py's reading; finding the goods is this claim's own)
_FINDING = frozenset({"locate", "find", "search"})
_REMEDY_STEMS = LOOKING_INTO_STEMS | _FINDING | frozenset({"track", "look", "check", "require",
                           "request", "demand", "insist", "expect", "urgent", "urgently", "immediately", "promptly", "asap", "full", "fully",
                           "entire", "entirely", "whole", "purchase", "goods", "parcel", "package", "order", "item", "items", "delivery",
                           "money", "back", "refund", "either", "carrier", "courier", "matter", "properly"})


def attach_loss_remedy_asks(read: list[ReadSentence]) -> None:
    """A request of no kind, with no reason of its own, asking only the remedy of the non-delivery claim just before it."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or s.why:
            continue
        stems = content_stems(s.text)
        if not stems or stems - _REMEDY_STEMS or not (stems & _FINDING or asks_looked_into(s.text)):
            continue
        before = next((r for r in reversed(read[:i]) if r.role == "request"), None)
        if before is not None and "non_delivery" in before.kinds and (not before.order or not s.order or before.order == s.order):
            s.role, s.kinds, s.why = "attached", [], LOSS_REMEDY_WHY
