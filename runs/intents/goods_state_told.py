"""The goods' state told in a clipped note: "Never used, still has the tag on.", "never worn", "Never opened - still
sealed." (blind round ver25a, VER25A-22). "Never" opens the sentence as it opens a ban ("Never send me a paper
invoice"), so the sentence was read as an imperative and a person was asked to answer a statement that only supports
the return asked beside it. Before a participle ("used", "worn", "opened", "been used") "never" tells what has not
happened to the goods; those words are taken out before a sentence is read for an ask.

Near-misses: a ban with a verb of its own stays a request ("Never send another one", "never charge this card again"),
and so does anything asked beside the state ("Never used - can I return it?")."""

from __future__ import annotations

import re

# What has never been done to the goods: a participle of use, or "been" before one.
_NEVER_DONE = re.compile(
    r"\bnever\s+(?:(?:ever|once|actually|even|really)\s+)?(?:been\s+)?(?:even\s+)?"
    r"(?:used|worn|opened|unopened|washed|touched|unboxed|unwrapped|assembled|installed|fitted|plugged\s+in|switched\s+on|turned\s+on|"
    r"tried(?:\s+(?:it|them))?\s+on|tried|taken\s+out(?:\s+of\s+(?:the|its|their)\s+(?:box|packaging|bag|wrapper))?|played\s+with|slept\s+(?:on|in)|"
    r"sat\s+on|lit|filled|cooked\s+with|put\s+(?:up|on)|hung|laundered|ironed|out\s+of\s+(?:the|its|their)\s+(?:box|packaging|bag|wrapper))\b", re.I)


def without_state_told(text: str) -> str:
    """`text` with "never used" and its kind taken out: the goods' state, no ban."""
    return _NEVER_DONE.sub(" ", text)
