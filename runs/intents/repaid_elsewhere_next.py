"""A claim told, then the next sentence telling the same money given back by a third party in words that name the claim
again: "I was charged twice for the throw. Revolut already reversed the second payment, so all good.", "The mirror came
cracked. The courier's claims team paid me out for the cracked mirror." The settling sentence is read as settled, but
it names the charge or the damage, so the claim before it (settled._context_reason reads a following sentence only when
it tells no problem of its own) stayed asked and was paid (the class of V1-15 / V5-05, found by our own phrasings).

Only a claim that asks nothing of its own ("please refund it" keeps it asked, and the guard weighs the settling), of
kinds the settling sentence tells, in the same paragraph, and settled by a third party (third_party_money_back.py)."""

from __future__ import annotations

from .asks import _asks
from .reading import SETTLED_WHY, ReadSentence
from .third_party_money_back import returned_by_third_party

SETTLED_NEXT_WHY = "a past problem the next sentence says was settled"  # (settled._context_reason's own words)


def read_repaid_elsewhere_next(read: list[ReadSentence]) -> None:
    """The claim just before a sentence settling its money through a third party is settled too (module doc)."""
    for before, w in zip(read, read[1:]):
        if w.role != "context" or w.why != SETTLED_WHY or not w.kinds or not returned_by_third_party(w.text):
            continue
        if before.role == "request" and before.index > 0 and before.paragraph == w.paragraph and set(before.kinds) <= set(w.kinds) \
                and not _asks(before.text, title=False):
            before.role, before.why, before.spans = "context", SETTLED_NEXT_WHY, {}
