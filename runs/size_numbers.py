"""Numbers told as sizes, not counts: "a size 7 instead of the 9 I ordered", "ordered 10s got 8s", "a UK 6, I ordered a
UK 8". Read by the screener (runs/intents/sizes_not_counts.py: the sentence tells a wrong item) and by the policy
table's short count (runs.own_choice_words.only_a_short_count: no units short), so the two never part ways. A number with a size
word before it ("size", "sz", "UK", "EU", "US"), after "a" ("Got a 7 not the 9 I ordered": a count never takes "a") or in
the plural of a size ("10s", "8's") is a size; a number before "of"
or after "only" ("5 of the size 10 plates", "only 4 came") is the count, whatever size the goods are."""

from __future__ import annotations

import re

_SIZE_NUMBER = re.compile(r"\b(?:size|sz|uk|eu|us|euro)\s*\d{1,2}(?:\.5)?\b|\b(?:a|an)\s+\d{1,2}(?:\.5)?(?![\w%-])(?!\s*(?:x|pack|day|week|hour|month|year|piece|set|star|minute)s?\b)|(?<![\w$£€.,])\d{1,2}(?:\.5)?'?s\b(?!\s+(?:of|each)\b)", re.I)
_COUNT_OF = re.compile(r"(?<![\w.])\d{1,2}\s+(?:of|out\s+of)\b|\b(?:only|just)\s+\d{1,2}\b(?!'?s\b)", re.I)
# (the size word may stand just before a short count's own words: "Got a size 7 instead of ...")
_BEFORE = 8


def told_as_sizes(text: str, start: int, end: int) -> bool:
    """Whether the numbers set against each other in text[start:end] are sizes: two of them told as sizes, or one and
    none told as a count."""
    words = text[max(0, start - _BEFORE):end]
    told = len(_SIZE_NUMBER.findall(words))
    return told >= 2 or told == 1 and not _COUNT_OF.search(words)
