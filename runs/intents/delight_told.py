"""Delight told in words that look like a problem: "my grandson absolutely adored the wooden train set, he has not
stopped playing with it since Tuesday" (blind round ver25c, VER25C-03) was read as a problem of no kind ("not") and
handed to a person, and the reply told a happy grandmother a colleague would follow up on her compliment. The negation
is the delight's own idiom: "hasn't stopped playing with it", "can't stop wearing them", "won't put it down", "hasn't
taken it off since", "couldn't love it more". Those words are taken out before the sentence is read for a problem told.

Near-misses: a fault beside the delight still tells one ("she loves it but the wheels don't turn"), and a fault told
with the same verb ("it hasn't stopped leaking", "it won't stop beeping") is no delight."""

from __future__ import annotations

import re

_DELIGHT = re.compile(
    # using the goods without stopping: "has not stopped playing with it", "can't stop wearing them", "won't stop talking about it"
    r"(?:\b(?:has|have|had|did|does|do|can|could|will|would|is|was)\s*(?:not\b|n'?t\b)|\b(?:cant|wont|hasnt|havent|didnt|cannot|never|not))\s+"
    r"(?:once\s+|really\s+|yet\s+)?(?:stopped|stop)\s+"
    r"(?:playing|using|wearing|reading|cuddling|hugging|talking\s+about|raving\s+about|showing\s+(?:it|them)\s+off|smiling|listening\s+to|"
    r"cooking\s+with|baking\s+with|sleeping\s+(?:with|on|in|under)|sitting\s+(?:in|on))\b"
    # not letting the goods go: "won't put it down", "hasn't taken them off", "won't let go of it", "hasn't left his side"
    r"|\b(?:won'?t|wont|will\s+not|hasn'?t|has\s+not|haven'?t|have\s+not|didn'?t|did\s+not|can'?t|cannot|couldn'?t)\s+"
    r"(?:put|taken?|let\s+go\s+of|left)\s+(?:it|them|the\s+\w+|his|her|their)\s*(?:down|off|side|out\s+of\s+(?:his|her|their)\s+sight)?\b"
    r"|\b(?:couldn'?t|could\s+not|can'?t|cannot)\s+(?:love|like|rate|praise|recommend)\s+(?:it|them|this|these|the\s+\w+|you)\s+(?:any\s+)?(?:more|enough|highly\s+enough)\b"
    r"|\b(?:couldn'?t|could\s+not)\s+(?:have\s+)?(?:asked|wished|hoped)\s+for\s+(?:a\s+)?(?:better|more|nicer|anything\s+(?:better|more))\b", re.I)


def without_delight(text: str) -> str:
    """`text` with the idioms of delight in the goods taken out."""
    return _DELIGHT.sub(" ", text)
