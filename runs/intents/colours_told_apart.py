"""A wrong item told across sentences, what came in one and what was ordered in another: "...then I opened it and it is
grey. Not a greenish grey, properly charcoal grey. I ordered forest green, I have the confirmation email right here. So
I need to send this one back to you." (held-back ver27a, V27-05).

runs/intents/colours_set_against.py reads the two sides set against each other in one sentence. Told apart, "it is
grey" was read as a problem of no kind (a person asked to answer it) and "I ordered forest green" as more of it, so the
return asked after them was read as a change of mind (the customer's choice, not the shop's error) beside an extra ask
for a person.

The sentence telling what was ordered is the wrong-item claim, and the one telling what came tells more of it; the later
of the two is the claim, so a return asked right after it is the wrong item's remedy (passes._return_of_wrong_item).
Only where both sides name a colour or a size and they share none, in the same paragraph, at most two sentences apart,
and no sentence there already claims a wrong item or another problem of the goods."""

from __future__ import annotations

import re

from .colour_denied import DENIED_COLOUR
from .colours_set_against import _OTHERWISE, _said
from .reading import TELLS_MORE, ReadSentence
from ..colour_families import FAMILIES, colour_words

COLOURS_TOLD_APART_WHY = "tells the colour or size ordered, set against the one a sentence beside it says came: a wrong item"

# what came: "it is grey", "they're charcoal", "it came in navy", "this one is a medium"
_CAME_AS = re.compile(r"\b(?:it|they|this(?:\s+one)?|these|the\s+(?!(?:box|boxes|parcel|package|packaging|packet|wrapping|paper|bag|envelope|label|tape|tag|"
                      r"tissue|ribbon|card|lid|courier|van|driver|weather|sky)\b)[a-z-]+)\s*(?:is|are|'s|’s|'re|’re|was|were|came|arrived|turned\s+out)\s+"
                      r"(?:(?:in|actually|clearly|definitely|properly|very|totally|completely|a|an|to\s+be)\s+)*(?!not\b|never\b)(?P<side>[^.!?,;]{1,30})", re.I)
# what was ordered: "I ordered forest green", "we chose the navy", "I'd picked a large", "it should have been green"
_ORDERED_AS = re.compile(r"\b(?:i|we)(?:'d|’d|\s+had)?\s+(?:definitely\s+|clearly\s+)?(?:ordered|wanted|chose|picked|selected|asked\s+for|paid\s+for)\s+"
                         r"(?:(?:it|them|the|a|an|in|one|colour|color|size)\s+)*(?P<side>[^.!?,;]{1,30})"
                         r"|\b(?:should\s+have\s+been|was\s+meant\s+to\s+be|was\s+supposed\s+to\s+be|were\s+supposed\s+to\s+be)\s+(?P<side2>[^.!?,;]{1,30})", re.I)
# what _said gives that is a colour (a family or a plain colour word); anything else it gives is a size
_COLOURS = frozenset(FAMILIES) | frozenset(colour_words())
_OPEN_ROLES = ("statement", "attached", "request")
_NO_KIND_WHYS = ("", "tells of a problem of no kind the screener knows", TELLS_MORE)


def _sides(pattern: re.Pattern, text: str) -> set[str]:
    return {said for m in pattern.finditer(text) for side in m.groups() if side for said in _said(side)}


def _set_against(came: set[str], wanted: set[str]) -> bool:
    """Whether the two sides name the same sort of thing (colours, or sizes) and share none of it: "brown" against
    "large" sets nothing against anything."""
    sizes_came, sizes_wanted = came - _COLOURS, wanted - _COLOURS
    colours_came, colours_wanted = came & _COLOURS, wanted & _COLOURS
    return bool(colours_came and colours_wanted and not colours_came & colours_wanted
                or sizes_came and sizes_wanted and not sizes_came & sizes_wanted) and not came & wanted


def _open(s: ReadSentence) -> bool:
    return s.role in _OPEN_ROLES and set(s.kinds) <= {"other"} and s.why in _NO_KIND_WHYS and not _OTHERWISE.search(s.text)


def read_colours_told_apart(read: list[ReadSentence]) -> None:
    """A sentence telling the colour or size ordered, near one telling a different one came: the wrong-item claim."""
    for i, came in enumerate(read):
        if not _open(came) or not (came_as := _sides(_CAME_AS, came.text)) or _sides(_ORDERED_AS, came.text):
            continue
        near = [s for s in read[max(0, i - 2):i + 3] if s is not came and s.paragraph == came.paragraph]
        if any(s.is_request and set(s.kinds) - {"other", "change_of_mind"} for s in near):
            continue  # a claim told there already reads it
        # (or the colour ordered denied of what came: "the candles are not ivory!! they're pink.", runs/intents/colour_denied.py)
        ordered = next((s for s in near if _open(s) and _set_against(came_as, wanted := _sides(_ORDERED_AS, s.text) | _sides(DENIED_COLOUR, s.text))
                        and not _sides(_CAME_AS, s.text) & wanted), None)
        if ordered is None:
            continue
        claim, more = (ordered, came) if ordered.index > came.index else (came, ordered)
        claim.role, claim.kinds, claim.spans, claim.why = "request", ["wrong_item"], {"wrong_item": [(0, len(claim.text))]}, COLOURS_TOLD_APART_WHY
        more.role, more.kinds, more.spans, more.why = "attached", [], {}, TELLS_MORE
