"""The money a remedy ask names is the claim's own, never something new asked: "I should be obliged if you would refund
the sum of twenty-four dollars and fifty cents, being its price." after "I found the porcelain bird figurine broken".

Read by its content words, "sum" and "dollar" were two things no request around it named, so the ask went to a person as a
request of no known kind while the figurine's refund was paid: the reply said both that it was refunded and that a
colleague would follow up (blind round ver24a, V24-39). The amounts the sentence states (read by runs/sentences.py, in
figures or in words) and the word that frames them ("the sum of", "a total of", "the full amount of") are blanked before
the words are counted; the guard still reads the amount itself against the record (a figure the record does not show
pays the record's figure or goes to a person: stated_amounts.py)."""

from __future__ import annotations

import re

_FRAME = re.compile(r"\b(?:the|a|an)\s+(?:full\s+|whole\s+|total\s+|exact\s+)?(?:sum|total|figure|amount)\s+of\b"
                    r"|\b(?:the|my|its|their)\s+(?:full\s+)?(?:sum|total|figure)\b(?=\s*(?:[,.;!?)]|$|back\b))", re.I)


def without_sums_named(text: str, amounts) -> str:
    """`text` with the amounts it states (`amounts`: each with its `text`) and the words framing them blanked."""
    out = text
    for a in amounts:
        if a.text and (at := out.find(a.text)) >= 0:
            out = out[:at] + " " * len(a.text) + out[at + len(a.text):]
    return _FRAME.sub(lambda m: " " * len(m.group(0)), out)
