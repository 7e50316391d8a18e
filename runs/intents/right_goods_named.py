"""The goods a wrong item should have been, named by what was wrong with it: "Could I return it for the right colour?",
"can I send them back for the correct size", "return it for the colour I ordered". Beside "Ordered the sage green
throw, got a mustard one." the word "colour" was read as other goods brought in, so the return was a second one, a
change of mind, that the guard refused beside the wrong item's own (a needless person); "for the right one" already
read as the wrong item's own return, as earlier rounds label it (ver19c R14: "Can I send them back for the right colour?"
after grey pillowcases came for sage: the line's return, resolved). These words name the goods ordered, no new thing.
"""
from __future__ import annotations

import re

_WHAT_WAS_WRONG = r"(?:colou?r|colou?rs|size|sizes|shade|length|fit|finish|style|pattern|version|model|variant)"
# "the right colour", "the correct size", "the proper length"; "the colour I ordered", "the size we actually picked"
RIGHT_GOODS_NAMED = re.compile(
    rf"\b(?:the|a)\s+(?:right|correct|proper)\s+{_WHAT_WAS_WRONG}\b"
    rf"|\bthe\s+{_WHAT_WAS_WRONG}\s+(?:i|we)\s+(?:actually\s+|originally\s+)?(?:ordered|wanted|picked|chose|selected|paid\s+for)\b", re.I)


def without_right_goods(text: str) -> str:
    """The sentence with the goods ordered, named by what was wrong with the goods that came, set aside."""
    return RIGHT_GOODS_NAMED.sub(" ", text)
