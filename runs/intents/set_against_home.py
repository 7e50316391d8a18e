"""Goods whose colour, size or look is told as wrong for the customer's own home or things: a change of mind, not a
wrong item. "I ordered the grey rug for the living room but it's the wrong colour for the space" and "The bedding is a
different colour from our other bedding, so it doesn't go" were read as wrong items: the goods went back filed as the
shop's fault and the change of mind asked beside them went to a person. What the goods are set against here is a room
or the customer's own things, not what was ordered, so what came is what was ordered and it does not suit.

Read as a change of mind:
- "wrong"/"different" colour, size, shade, look ... "for" a place or the decor, whoever's: "the wrong colour for the
  space", "wrong size for the hallway", "a different shade for this room than we wanted";
- "different" ... "from"/"to" the customer's own things or place: "a different colour from our other bedding", "a
  different shade to the rest of my kitchen", "different colour than our sofa".

Near-misses, still a wrong item: "you sent a different colour from the one I ordered", "a different colour from the
photo" (the listing, not the home), "the wrong colour, I ordered it for the living room in grey" (no "for" the place
after the wrong words), and anything the shop is told to have sent ("you sent the wrong colour for our living room set").
"""

from __future__ import annotations

import re

from ..own_choice_words import shops_error_told
from .unsuited_not_broken import _DECOR, _PLACE

_WHAT_SUITS = r"(?:colou?r|shade|tone|hue|size|length|height|width|depth|style|look|finish|pattern|shape|scale|proportions?|design)"
_OWNED = r"(?:our|my|his|her|their)"
# "the wrong colour for the space", "the wrong size for our new hallway"
_FOR_PLACE = (rf"\b(?:wrong|different)\s+(?:[\w-]+\s+)?{_WHAT_SUITS}\s+for\s+(?:the|this|that|our|my|a|his|her|their)\s+"
              rf"(?:[\w'-]+\s+){{0,2}}?(?:{_PLACE}|{_DECOR})\b")
# "a different colour from our other bedding", "a different shade to the rest of my kitchen"
_FROM_OWN = (rf"\bdifferent\s+(?:[\w-]+\s+)?{_WHAT_SUITS}\s+(?:from|to|than)\s+(?:the\s+rest\s+of\s+(?:the\s+|{_OWNED}\s+)?|{_OWNED}\s+)"
             r"(?!(?:other\s+)?(?:order|parcel|package|delivery|items?|ones?|photos?|pictures?|images?|listing|website|site)\b)[\w'-]+")
SET_AGAINST_HOME = re.compile(rf"{_FOR_PLACE}|{_FROM_OWN}", re.I)
# A wrong colour or look told bare ("it is the wrong shade of green entirely"), with the goods set against the customer's own
# place or things in the same sentence by other words than "for": "next to the new paint", "against our walls", "clash with
# the wallpaper", or the home told freshly changed ("the paint went on yesterday", "our newly painted walls"). ver34a V34-04:
# "The paint went on yesterday and, sadly, it is the wrong shade of green entirely" was read as a wrong item.
_WRONG_LOOK = re.compile(rf"\b(?:wrong|different)\s+(?:[\w-]+\s+)?{_WHAT_SUITS}\b", re.I)
# (the things of a home, never "colours" or "look": "came in the wrong colours" sets the goods against nothing)
_HOME_THINGS = (r"(?:d[eé]cor|furniture|furnishings|sofa|couch|settee|paint(?:work)?|walls?|wallpaper|curtains|blinds|rug|carpet|flooring|floor|"
                r"tiles|bedding|cushions|cupboards|cabinets|worktops?|units|other\s+(?:things|pieces|stuff))")
_HOME_BESIDE = re.compile(
    rf"\b(?:next\s+to|against|beside|alongside|with)\s+(?:the\s+|our\s+|my\s+|his\s+|her\s+|their\s+)(?:[\w'-]+\s+){{0,2}}?(?:{_PLACE}|{_HOME_THINGS})\b"
    rf"|\bin\s+(?:our|my|his|her|their)\s+(?:[\w'-]+\s+){{0,2}}?{_PLACE}\b"
    r"|\b(?:newly|freshly|just|recently)\s+(?:painted|decorated|papered|done)\b|\b(?:re-?paint\w*|re-?decorat\w*|paint\s+went\s+on)\b"
    r"|\b(?:our|my)\s+(?:new\s+|fresh\s+)?(?:paint(?:work)?|walls?|wallpaper)\b|\bthe\s+(?:new|fresh)\s+(?:paint(?:work)?|wallpaper)\b", re.I)
# What was ordered, shown or listed told in the sentence: then the wrong look may be set against the order, the shop's error.
_ORDER_TOLD = re.compile(r"\b(?:ordered|order|chose|picked|selected|asked\s+for|photo|picture|pic|image|listing|website|site|advert|description|"
                         r"described|catalogue|swatch|sample|label|box\s+says)\b", re.I)


def _wrong_look_beside_home(text: str) -> re.Match | None:
    m = _WRONG_LOOK.search(text)
    return m if m and _HOME_BESIDE.search(text) and not _ORDER_TOLD.search(text) else None
# What came told in the shop's doing or against the order beside it: then the wrong words are the shop's error.
_SENT = re.compile(r"\b(?:you|u|they|the\s+(?:shop|seller|store|warehouse))(?:'ve|\s+have|\s+has)?\s+(?:\w+\s+)?(?:sent|shipped|gave|packed|delivered)\b"
                   r"|\b(?:instead\s+of|rather\s+than|not\s+(?:the|what)\s+(?:\w+\s+)?(?:i|we)\s+(?:ordered|picked|chose|asked\s+for))\b", re.I)


def set_against_home(text: str) -> tuple[int, int] | None:
    """Where a sentence tells its goods wrong or different for the customer's own place or things, told as nothing the
    shop sent; None when it does not."""
    m = SET_AGAINST_HOME.search(text) or _wrong_look_beside_home(text)
    if m is None or _SENT.search(text) or shops_error_told([text]):
        return None
    return m.span()
