"""A one-line order's line named only where it excuses no other goods a claim names (runs.ticket_lines.other_goods_named).

The line named anywhere in the ticket lets a claim's other goods word stand for a part of it ("I ordered the oak frame ...
The glass is fine but the wood has a long scratch": the frame's glass and wood). Two namings never do:
- a title that only names the order and its goods ("SU-97008 rug", "Re: Jute rug order", "Fwd: rug - #97008"): it
  files the mail, and says nothing of what the claim's goods are;
- beside goods the customer tells as bought or ordered themselves ("The clock I ordered last week is broken", "the lamp
  we bought from you"): goods in their own right, never a part of another.

verify35 V35-095: "SU-97008 rug" over "The clock I ordered last week is broken, refund please." on an order of one jute
rug paid the rug $129.00; a person asks which order the clock is on. Near-misses still the line's: a part under a title
("Lamp" over "the shade is torn", parts are never goods heads), a subject that is a claim ("Broken rug"), the line's own
word or synonym in the claim ("The rug I ordered is stained")."""

from __future__ import annotations

import re

from .intents import content_stems
from .intents.title_words import without_title_labels
from .sentences import ORDER_IN_TEXT

# Words that only file a mail: "re", "fwd", "order", "my", "the", "ref".
_FILING = frozenset(content_stems("re fwd fw aw order orders ord my the your our a an no number ref reference su about regarding for of"))
_WORD = re.compile(r"[a-z][a-z'-]*", re.I)


def only_titles(line_words: set[str], text: str) -> bool:
    """Whether `text` is a title naming the order and the line and nothing else: every word left, once its order
    numbers and filing words are out, is one of the words naming the line (`line_words`, as ticket_lines.words_mentioned
    found them in `text`)."""
    left = frozenset(content_stems(" ".join(_WORD.findall(ORDER_IN_TEXT.sub(" ", text))))) - _FILING
    left = without_title_labels(left) if left else left
    named = frozenset(content_stems(" ".join(line_words)))
    return bool(named) and bool(left) and left <= named and len(_WORD.findall(text)) <= 6


def told_as_bought(head: str, texts: list[str]) -> bool:
    """Whether some of `texts` tells the goods `head` as bought or ordered by the customer: "the clock I ordered", "the
    lamp that we bought from you", "I ordered a clock"."""
    h = re.escape(head)
    after = re.compile(rf"\b{h}s?\s+(?:(?:that|which)\s+)?(?:i|we|my\s+\w+)\s+(?:had\s+|have\s+|'ve\s+|just\s+)?(?:ordered|bought|purchased|got)\b", re.I)
    before = re.compile(rf"\b(?:ordered|bought|purchased)\s+(?:a|an|the|one|two|some|this|that)\s+(?:[a-z-]+\s+){{0,2}}?{h}s?\b", re.I)
    return any(after.search(t) or before.search(t) for t in texts)
