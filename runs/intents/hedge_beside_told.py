"""A hedge in the same sentence as damage told outright: "The jug arrived smashed and I think the lid might be cracked too"
paid the lid beside the jug, since a sentence telling any damage outright was read as claiming every goods it names
(runs/intents/damage_unconfirmed.py read suppositions a sentence at a time). The sentence is cut where its hedged clause
opens, so the told clause claims its goods and the hedged one is read as any only-supposed damage beside told damage is:
to a person, quoted, no money (damage_unconfirmed._unclaim_hedged_beside_told); the guard's damage_not_only_supposed
reads the clauses apart the same way (runs/supposed_damage_check.py).

Cut only when the hedged clause names goods the told clause does not ("the mug is cracked, the plate might be chipped
too"), after a joining word or mark ("and", "but", "though", ",", ";", " - "). Near-misses left whole: a hedge on the same
goods ("the mug is cracked and the mug may be worse than it looks"), a hedge naming no goods ("it might be cracked inside
too"), a hedge on the cause ("it arrived smashed, might have been the courier"), "may I" ("the bowl is broken, may I have a
refund"), and a hedge before the told damage ("I think it may be cracked - the jug definitely is", nothing told before)."""

from __future__ import annotations

import re

from .. import sentences as cut
from .damage_unconfirmed import _ANY_DAMAGE, _HEDGE, _goods_of, only_supposed
from .cues import tells_damage
from .stems import content_stems

# Where a clause opens after the told one: a joining word, or a comma, semicolon or dash (with a joining word after it).
_JOIN = re.compile(r"(?:\s*[,;]\s*|\s+[-–—]+\s+|\s+)(?:(?:and|but|though|tho|while|whereas|plus|also)\s+)+|\s*[,;]\s+|\s+[-–—]+\s+", re.I)


# Where the hedged clause ends: a comma, semicolon or dash after its hedge ("..., please refund the jug" is not its goods).
_CLAUSE_END = re.compile(r"[,;]|\s[-–—]+\s")


def _hedged_clause_end(tail: str) -> tuple[int, int]:
    """Where the hedged clause of `tail` ends: the mark after its hedge, or the tail's end."""
    hedge = _HEDGE.search(tail)
    end = _CLAUSE_END.search(tail, hedge.end()) if hedge else None
    return end.span() if end else (len(tail), len(tail))


def hedge_cuts(text: str) -> list[tuple[int, int]]:
    """The joining words around the hedged clause of a sentence that tells damage outright before it and only supposes
    damage to other goods in it (module doc): before it, and after it when words follow ("..., please refund the jug" is
    the told claim's ask, never the hedged goods'); [] for any other sentence."""
    if not _HEDGE.search(text) or not (_ANY_DAMAGE.search(text) or tells_damage(text)):
        return []
    for m in _JOIN.finditer(text):
        head, tail = text[:m.start()], text[m.end():]
        if not (_ANY_DAMAGE.search(head) or tells_damage(head)) or only_supposed(head) or not _HEDGE.search(tail):
            continue
        end, after = (m.end() + x for x in _hedged_clause_end(tail))
        if not only_supposed(text[m.end():end]):
            continue
        goods = _goods_of(text[m.end():end])
        if goods and not goods & content_stems(head):
            return [m.span()] + ([(end, after)] if text[after:].strip(" ,;-–—.!?") else [])
    return []


def clauses_apart(text: str) -> list[str]:
    """The sentence as its told and hedged clauses (module doc), or whole."""
    edges = [0, *(x for gap in hedge_cuts(text) for x in gap), len(text)]
    return [text[a:b] for a, b in zip(edges[::2], edges[1::2]) if text[a:b].strip()]


def cut_hedges_beside_told(text: str, pieces: list[cut.Sentence]) -> list[cut.Sentence]:
    """The ticket's sentences with each body sentence holding told damage and a hedge on other goods cut between them (the
    subject line and injected or quoted-chat pieces left whole)."""
    return cut.cut_body_sentences(text, pieces, hedge_cuts)
