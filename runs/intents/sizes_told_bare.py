"""Sizes set one against the other with no size word: "Came as a 38 not 40", "Received the XL, not the M", "they sent an
M instead of the L". colours_set_against.py reads a side as a size only where size_words.py does ("size 38", "the 38s",
"an XL"), so "a 38" and a lone "M" named nothing, and the sentence was a problem of no kind (a person asked) or, with a
return asked beside it, the customer's change of mind: the shop's wrong size sent back at the customer's cost.

A side is a size here when it is a number after "a" / "an" ("a 38", "as an 8": a count never takes "a"), or a letter
size standing alone after its article ("the M", "an L", "the XL one"), or a number made plural ("9s not 7s"). A bare number or letter ("40", "the 9", "M") is a
size only set against a side told so ("a 38 not 40"); two bare numbers are counts ("got 2 not the 3 I paid for", "came with 4 not 6
glasses": runs.own_choice_words.SHORT_DELIVERY and runs/bare_counts.py read those)."""

from __future__ import annotations

import re

_NUMBER = r"\d{1,2}(?:\.5)?"
_LETTER = r"xxxl|xxl|xl|xxs|xs|s|m|l"
# what may follow a side's size and still leave it the whole side: "the M I ordered", "an L one", "the XL size"
_TAIL = r"(?:\s+(?:one|ones|size|pair|i|we|you|that|which|like|as)\b.*)?\s*$"
# "a 38", "as an 8" (not "a 12-pack", "a 2 day wait", "a 10% discount": a number of other things)
_ARTICLE_NUMBER = re.compile(rf"^\W*(?:\w+\s+){{0,3}}?\b(?:a|an)\s+(?P<n>{_NUMBER})(?![\w%-])(?!\s*(?:x|pack|day|week|hour|month|year|piece|set|star|minute)s?\b){_TAIL}", re.I)
# "the M", "an L", "the XL one": a letter size alone on its side (a lone "m" elsewhere is no size: "I'm")
_ARTICLE_LETTER = re.compile(rf"^\W*(?:\w+\s+){{0,3}}?\b(?:a|an|the|size)\s+(?P<n>{_LETTER})\b(?!['’]){_TAIL}", re.I)
# "9s", "the 7's": a number made plural is goods of that size ("received 9s not 7s")
_PLURAL_NUMBER = re.compile(rf"^\W*(?:the\s+|those\s+|some\s+)?(?P<n>{_NUMBER})['’]?s\b{_TAIL}", re.I)
# "40", "the 9", "M": a number or a letter size alone on its side (the article may have been read with the "not" before it)
_BARE = re.compile(rf"^\W*(?:the\s+|a\s+|an\s+)?(?P<n>{_NUMBER}|{_LETTER})(?![\w%'’-]){_TAIL}", re.I)


def _told(side: str) -> str:
    """The size a side tells by an article alone ("a 38", "the M"), or ''."""
    m = _ARTICLE_NUMBER.match(side) or _ARTICLE_LETTER.match(side) or _PLURAL_NUMBER.match(side)
    return m.group("n").lower() if m else ""


def sizes_told_bare(came: str, wanted: str) -> bool:
    """Whether the two sides set against each other are different sizes told with no size word: one told by its article
    ("a 38", "the XL") and the other told so or a bare number ("40")."""
    sides = [_told(came), _told(wanted)]
    if not any(sides):
        return False
    came_size, wanted_size = (told or ((m := _BARE.match(side)) and m.group("n").lower()) or ""
                              for told, side in zip(sides, (came, wanted)))
    return bool(came_size and wanted_size and came_size != wanted_size)
