"""A pair sold as one unit, one piece of it damaged, and the customer asking the whole pair's money back by name: "The
pillowcases have a tear along the seam on one of them - refund that pair." on a line "Linen pillowcase pair, clay" of
one unit (blind round ver30c, V30C-30).

The rule for a part of a set (README: the amount is no whole unit of a set, pack, kit or pair when the ticket names a part
of it) keeps a whole unit from being paid for one piece the customer asks about. Here the customer asks for the unit
itself: a pair with one of its two pieces torn is a damaged pair, the unit the record sold, so its refund is the policy's
damage remedy for one unit. Read as a part ("one of them"), it went to a person.

Only a unit of two (a pair, a duo, a set or pack of two: the record's line says so), and only when the ticket asks the
money back for that unit by the line's own word or both its pieces ("refund that pair", "money back for the pair",
"refund the whole set" on a set of two, "refund both of them"). Near-misses, still a part for a person: the money asked
for the piece ("refund the torn one", "refund that one"); a set of more than two ("refund the set" on a 6-piece set: one
plate is not the set); a line of single units sold two at a time ("2 x pillowcase": a count of units, read by the counts
as ever)."""

from __future__ import annotations

import re

# A unit of two, as the record's line describes it: "pillowcase pair", "set of 2", "2-pack", "twin pack".
_OF_TWO = re.compile(r"\b(?:pair|duo|twin\s*-?\s*pack|2\s*-?\s*(?:pack|pk|pieces?|pcs?|count|ct)|two[\s-]*(?:pack|piece)|(?:set|pack)\s+of\s+(?:2|two))\b", re.I)
_UNIT_NOUN = re.compile(r"\b(pair|duo|set|pack)\b", re.I)
# The money asked for the whole unit: "refund that pair", "money back for the pair", "refund the whole set", "refund both".
_MONEY = r"(?:refund(?:ed)?|reimburse(?:d)?|credit(?:ed)?|money\s+back\s+(?:for|on)|pay\s+(?:me\s+)?back\s+(?:for|on))"


def whole_pair_asked(line: dict, texts: list[str]) -> bool:
    """Whether the sentences ask the money back for the whole of a line sold as one unit of two, by the line's own unit
    word or both its pieces."""
    description = line.get("description", "")
    if line.get("quantity", 1) != 1 or not _OF_TWO.search(description):
        return False
    nouns = {m.group(1).lower() for m in _UNIT_NOUN.finditer(description)} or {"pair"}
    noun = "|".join(sorted(nouns))
    asked = re.compile(
        rf"\b{_MONEY}\s+(?:me\s+|us\s+)?(?:for\s+)?(?:(?:that|the|this|my|our)\s+)?(?:whole\s+|entire\s+|full\s+)?(?:[\w-]+\s+){{0,2}}?(?:{noun})\b(?!\s+of\s+(?:them|the))"
        rf"|\b(?:the\s+)?(?:whole|entire|full)\s+(?:{noun})\s+(?:refunded|back)\b"
        rf"|\b{_MONEY}\s+(?:me\s+|us\s+)?(?:for\s+)?both(?:\s+of\s+them)?\b", re.I)
    return any(asked.search(t) for t in texts)
