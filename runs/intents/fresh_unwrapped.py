"""Goods told just taken out of their wrapping: the fault found then is found on arrival, not worn in use, whatever use
the sentence before tells. "I've been wearing them [the boots] around the house ... so please cancel that return. Bad
news on the scarf though - I finally took it out of the tissue paper yesterday and there's a small hole near the fringe"
was read as wear on the scarf, and $30.24 the record supports was held with the whole ticket (runs/intents/wear_faults.py
reads the use across two sentences; this says the second sentence's goods were never in that use)."""

from __future__ import annotations

import re

_WRAPPING = (r"(?:tissue(?:\s+paper)?|box|boxes|packaging|package|packet|parcel|bag|wrapping|wrapper|wrap|plastic|sleeve|envelope|cellophane|"
             r"bubble\s*wrap|paper|carton|mailer|polybag)")
FRESH_UNWRAPPED = re.compile(
    # "took it out of the tissue paper", "got the scarf out of its bag", "pulled them out of the box"
    r"\b(?:took|taken|take|takin[g']?|got|get|getting|pulled|pull|lifted|lift)\s+(?:it|them|(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+"
    rf"(?:out\s+of|from)\s+(?:the|its|their|my|our|a)\s+(?:[\w-]+\s+)?{_WRAPPING}\b"
    # "unwrapped it", "unboxed the lamp yesterday", "opened the parcel"
    r"|\b(?:unwrapp?ed|unboxed|unpacked|unpackaged)\b"
    r"|\b(?:opened|open)\s+(?:the|my|our|it|its|their)\s+(?:[\w-]+\s+)?" + _WRAPPING + r"\b"
    # "straight out of the box", "fresh out of the packaging"
    rf"|\b(?:straight|fresh|right|just)\s+out\s+of\s+(?:the|its|their)\s+(?:[\w-]+\s+)?{_WRAPPING}\b", re.I)


def fresh_from_wrapping(text: str) -> bool:
    """Whether `text` tells the goods just taken out of their wrapping (a first look, not a spell of use)."""
    return bool(FRESH_UNWRAPPED.search(text))
