"""A waiver under its own goods' heading takes back only those goods: "Vase: cracked, refund please. Candle holder: small
chip, never mind it.", "Teapot: refund please, spout snapped. Sugar bowl: chipped but forget it." (waivers round B16, B26:
"never mind it" was read as taking back the claim before it, the vase asked was held for a person with the candle
holder). The goods heading the sentence ("Candle holder:") are what its "it" points at, as "The salt shaker has a
scratch, no need to refund that" points at the salt shaker (refusals._take_back reads them as the sentence's own goods).

Near-misses left as they were: a heading that is no goods ("Update: never mind it", "PS: forget it", "Edit - ignore
that"), a bare calling off with no heading ("Never mind it." after a claim takes that claim back)."""

from __future__ import annotations

import re

from .stems import content_stems

# The goods heading a sentence: one to three words, then a colon or a spaced dash ("Candle holder:", "Sugar bowl - ").
_HEADING = re.compile(r"^\W*(?P<goods>[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,2})\s*(?::|\s[-–—])\s", re.I)
# Headings that name no goods: the mail's own labels.
_NOT_GOODS = frozenset(content_stems("update edit ps note fyi also and but so ok okay oh re subject order item items issue problem "
                                     "thing things other another second first last one two three then again sorry actually"))


def heading_goods(text: str) -> set[str]:
    """The stems of the goods heading a sentence ("Candle holder: small chip, never mind it": candle, holder), or none."""
    m = _HEADING.match(text)
    if not m:
        return set()
    stems = content_stems(m.group("goods"))
    return set() if not stems or stems <= _NOT_GOODS else stems - _NOT_GOODS
