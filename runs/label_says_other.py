"""What came told by its own label, set against what was ordered: "hoodie tag says M but i ordered L", "the label reads
size 9, I ordered a 10", "I ordered the L (checked twice) and the tag says M".

Blind round ver26a (VER26A-28): the guard's reading of other goods come (runs/other_goods_told.py) took "it's a Large and
I ordered a Medium" but not the label's words ("tag says", "label reads"), and refused the hoodie's return as "no word of
it says other goods came than were ordered". What a tag or a label says of the goods is what came.

Only with two different values, each a size or a short word: "the tag says M and I ordered M" is no mismatch, and the
box or the label telling a price, a date or a name ("the label says Handle with care") sets nothing against the order."""

from __future__ import annotations

import re

_LABEL = r"(?:tag|tags|label|labels|size\s+label|sticker|box|packet|packaging|sole|inside\s+label)"
_SAYS = r"(?:says|said|say|reads|read|shows|showed|show|is|was|are|were|states|stated|has|had|marked)"
# a size or a short value: M, XL, 9, 9.5, 7s, "size 12", "medium" (a word of at most two: "extra large")
_VALUE = (r"(?:size\s+)?(?P<{n}>x{{0,3}}[sml]|xx?l|\d{{1,2}}(?:\.5)?s?|extra[- ](?:small|large)|small|medium|large|petite|tall|"
          r"single|double|queen|king|twin|uk\s?\d{{1,2}}|eu\s?\d{{2}}|us\s?\d{{1,2}})\b")
_ORDERED = r"(?:i|we)(?:'d|’d|\s+had|\s+have)?\s+(?:definitely\s+|clearly\s+|actually\s+)?(?:ordered|asked\s+for|paid\s+for|bought|chose|picked|selected|wanted)"
_LABEL_THEN_ORDERED = re.compile(
    rf"\b{_LABEL}\s+{_SAYS}\s+(?:a\s+|an\s+|the\s+)?{_VALUE.format(n='came')}[^.!?]{{0,40}}?(?:[,;:–-]|\b(?:but|and|when|whereas|though|while|yet))\s+"
    rf"{_ORDERED}\s+(?:a\s+|an\s+|the\s+|in\s+(?:a\s+)?)?{_VALUE.format(n='ordered')}", re.I)
_ORDERED_THEN_LABEL = re.compile(
    rf"\b{_ORDERED}\s+(?:a\s+|an\s+|the\s+|in\s+(?:a\s+)?)?{_VALUE.format(n='ordered')}[^.!?]{{0,60}}?(?:[,;:–-]|\b(?:but|and|yet|though|whereas|while))\s+"
    rf"(?:[\w-]+\s+)?(?:the\s+|its\s+|their\s+|my\s+)?(?:[\w-]+\s+)?{_LABEL}\s+{_SAYS}\s+(?:a\s+|an\s+|the\s+)?{_VALUE.format(n='came')}", re.I)


def _norm(v: str) -> str:
    return re.sub(r"^size\s+|\s+|s$", "", v.lower()) if not v.lower().endswith("ss") else v.lower()


def label_says_other(text: str) -> bool:
    """Whether `text` sets what a label or tag of the goods says against another value the customer ordered."""
    for p in (_LABEL_THEN_ORDERED, _ORDERED_THEN_LABEL):
        for m in p.finditer(text):
            if _norm(m.group("came")) != _norm(m.group("ordered")):
                return True
    return False
