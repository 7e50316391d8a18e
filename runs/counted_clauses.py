"""A clause whose subject is only a count ("three arrived smashed", "two of them were chipped") tells damage of the
goods the clause just before it names: "Ordered a dozen tumblers, three arrived smashed and the ice bucket has a big
dent" claims the tumblers (three of them) and the bucket. Read by its nearest named clause only, the sentence claimed
the bucket alone and the tumblers were dropped without a trace (the shape of blind round ver24a V24-36).

Only when the clause before names exactly one line: "the tumblers and the glasses came, two arrived smashed" names no
line for sure, and the claim stays as it was read (a person asks which). How many units the count pays is read by the
guard and the agent as for any claim (runs.unit_counts): the clause holding the count is the claim's own sentence."""

from __future__ import annotations

import re
from collections.abc import Callable

from .number_words import N

# Where a sentence turns from one thing told to the next: a comma, a semicolon, a dash, "and", "but"; and the strong
# turns alone (not "and": "the tumblers and the tongs came" is one clause naming two things).
_BREAK = re.compile(r"[,;:]|\s[-–—]+\s|\b(?:and|but|while|whereas|though|although|plus)\b", re.I)
_STRONG = re.compile(r"[,;:]|\s[-–—]+\s|\b(?:but|while|whereas|though|although)\b", re.I)
# A clause opening with a count as its subject: "three arrived smashed", "2 of them were cracked", "a few came chipped".
_COUNT_SUBJECT = re.compile(rf"^\s*(?:sadly\s+|unfortunately\s+|only\s+|just\s+)?(?:{N}|some|most|half|a\s+few|a\s+couple|several)"
                            rf"(?:\s+of\s+(?:them|those|these|em|'em|the\s+{N}|the\s+lot|all))?\s+(?:were|was|are|is|came|arrived|got|had|have|has|turned\s+up|showed\s+up|broke|cracked|"
                            r"smashed|shattered|chipped)\b", re.I)


def counted_after(text: str, spans: list[tuple[int, int]] | None, names: Callable[[str], set[str]], tells_damage: Callable[[str], bool]) -> set[str]:
    """The lines (`names(words)`: the lines some words name) that the clauses of `text` opening with a count, naming no
    line and telling damage, are told of: the one line named just before the count, in its clause or the clause before
    it ("Ordered a dozen tumblers, three arrived smashed"), or none when that names several. With `spans` (where damage
    was read), only the count clauses holding one of them."""
    bounds = [0, *(m.end() for m in _BREAK.finditer(text)), len(text)]
    strong = [0, *(m.end() for m in _STRONG.finditer(text))]
    out: set[str] = set()
    for a, b in zip(bounds, bounds[1:]):
        clause = _BREAK.sub(" ", text[a:b])
        if (spans is not None and not any(a <= s < b for s, _ in spans)) or not _COUNT_SUBJECT.match(clause) or names(clause) \
                or not tells_damage(clause):
            continue
        opens = max(x for x in strong if x <= a)
        before = names(text[opens:a]) if text[opens:a].strip() else set()
        if not before and opens:
            before = names(text[max(x for x in strong if x < opens):opens])
        if len(before) == 1:
            out |= before
    return out
