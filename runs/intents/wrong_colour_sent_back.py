"""A colour that came set against the one ordered, with the goods sent back in the same breath: "The towels I ordered in
sage came in bright lime green, so they need to go back." The return words ("need to go back") were read as a change of
mind, and, on a ticket naming two orders, the run started a return of the woven basket on the other order, goods nobody
named (ver30a V30-31). The goods came other than ordered: a wrong item, whose own remedy is their return; the return
words are that remedy, not a change of mind.

Two shades of one family both named by their shade ("sage" and "lime green", "navy" and "cobalt") are told apart by
the customer: a colour other than the one ordered came. A plain colour on either side ("ordered green, came in forest
green", "navy, not blue") tells no mismatch by itself (runs/intents/colours_set_against.py reads the families).
Near-misses: the customer's own pick ("I ordered them in lime by mistake, so they need to go back"), goods that came as
ordered ("came in sage as ordered, but they're too thin, so they're going back"), a colour changed after use."""

from __future__ import annotations

import re

from ..colour_families import FAMILIES
from .reading import ReadSentence

WRONG_COLOUR_SENT_BACK_WHY = "sets the colour or size that came against the one ordered and sends the goods back: a wrong item, its return the remedy"
_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")
_SHADES = {shade for family, shades in FAMILIES.items() for shade in shades if shade not in FAMILIES and shade != "gray"}


def shades_apart(wanted: str, came: str) -> bool:
    """Whether both sides name a shade by its own name (not a plain colour), and no shade is on both: "sage" against
    "bright lime green"; never "forest green" against "green" (a plain colour may be any of its shades)."""
    one, other = ({w for w in _WORD.findall(side.lower()) if w in _SHADES} for side in (wanted, came))
    return bool(one and other and not one & other)


def read_wrong_colour_sent_back(read: list[ReadSentence], set_against) -> None:
    """A sentence read as a change of mind only, whose words set the colour or size that came against the one ordered
    (`set_against`: colours_set_against.colours_set_against), is a wrong item; its return words are that claim's remedy."""
    for s in read:
        if s.role != "request" or s.kinds != ["change_of_mind"]:
            continue
        if (span := set_against(s.text)):
            s.kinds, s.spans, s.why = ["wrong_item"], {"wrong_item": [span]}, WRONG_COLOUR_SENT_BACK_WHY
