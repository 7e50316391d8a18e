"""A request naming no goods that points straight back at the claim told just before it: "Finally, the bookends: I ordered
matte black and you sent polished brass ones. They are not what I ordered and I'd like to send them back."

The second sentence asks the same kind as the first and names no line of its own; its "They" / "them" are the goods the
sentence before it was read as being about. Read as a sentence whose lines cannot be read, it became a second subtask
handed to a person while the first was worked, and the reply said both that the return was started and that a colleague
would follow up on it (blind round ver24a, V24-05).

Only the sentence just before it counts (a request of the same kind whose lines were read, in the same paragraph), only
when the sentence points back (a pronoun, "both", "the broken ones") and brings in nothing new ("also", "another",
"the other thing"). It never adds a line: it is read as about the lines already read from the claim before it."""

from __future__ import annotations

import re

from .intents import Reading, ReadSentence
from .shop.kinds import NOT_A_CASE

# Words that point back at goods already named.
_POINTS_BACK = re.compile(r"\b(?:it|its|it's|they|them|their|they're|these|those|both|either|the\s+(?:(?:\d+|two|three|four|five|six)\s+)?"
                          r"(?:broken|damaged|smashed|cracked|chipped|snapped|shattered|dented|torn|ripped|split|bent|scratched|stained|faulty|wrong|bad)\s+ones?)\b", re.I)
# Words that bring in another thing: "Also the thing in the long box is scratched", "The little grey gadget came bent too",
# "Separately, whatever was in the brown paper broke" (runs/ticket_lines.py reads them too).
NEW_THING = re.compile(r"\b(?:also|too|as well|separately|another|other|plus|in addition|on top of that|besides|whatever|something|"
                       r"(?:the|a|one|that) (?:\w+ ){0,2}(?:thing|gadget|item|bit|piece)s?)\b", re.I)
# Sentences that stand between without telling anything: a greeting, a list mark.
_SKIPPED = ("courtesy", "injected")


def points_back_at_claim_before(reading: Reading, s: ReadSentence, voted_by: dict[int, set[str]]) -> bool:
    """Whether `s` (a request naming no line) points back at the request just before it in its paragraph, whose lines
    were read (`voted_by`: the lines read from each request, by its index) and whose kinds include all of `s`'s."""
    if not _POINTS_BACK.search(s.text) or NEW_THING.search(s.text):
        return False
    before = [t for t in reading.sentences if t.index < s.index and t.role not in _SKIPPED]
    if not before:
        return False
    last = before[-1]
    return (last.is_request and last.paragraph == s.paragraph and last.index in voted_by and bool(voted_by[last.index])
            and set(s.kinds) - set(NOT_A_CASE) <= set(last.kinds) and (not s.order or not last.order or s.order == last.order))
