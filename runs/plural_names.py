"""A line's description said of several units: "2 ribbed glass tumblers", never "2 ribbed glass tumblerses" (the reply
for ver30a V30-14 added a plural ending to a description already plural). The noun is the description's head, before
any comma ("Velvet cushion cover, mustard": "velvet cushion covers, mustard"); one already plural ("Ribbed glass
tumblers", "Stoneware mugs, set of 4") is left as it is."""

from __future__ import annotations

import re

# Already plural: an "s" after a letter that makes no singular ending ("tumblers", "mugs", "boxes"), not "glass",
# "cactus", "chassis", "canvas".
_PLURAL = re.compile(r"(?<![su])(?<!\bi)(?<![aio])s$|(?:x|ch|sh|ss|z)es$", re.I)
_ES = re.compile(r"(?:s|x|z|ch|sh)$", re.I)


def plural(name: str) -> str:
    """`name` (a line's description, lowered as the caller wants it) for several units."""
    head, comma, rest = name.partition(",")
    head = head.rstrip()
    if _PLURAL.search(head):
        return name
    return f"{head}{'es' if _ES.search(head) else 's'}{comma}{rest}"
