"""A part of a line praised is not the line cleared, and goods praised are not the goods claimed (V29C-17):

"one of the two cushion covers is mustard, not sage like I ordered - the other one is sage and perfect. Could I send the
mustard one back?" on an order of two sage cushion covers and a throw. "the other one is sage and perfect" names the
cushion-cover line (by its colour) and calls it fine; read as the whole line fine, the claim was left to the only other
line, the throw she had just praised ("the throw is every bit as soft as the photos"), and the guard refused a return of
the throw twice while the cover was never returned.

- `other_units_told`: a clause whose subject is "the other one", "the other two", "the remaining ones" tells of the rest
  of a line whose other units another clause names: some units are fine, the line is not.
- `praised_left_line`: the one line left when others are set aside is never the claim's when the ticket praises it: a
  person asks which goods, never the praised ones paid or taken back.
"""

from __future__ import annotations

import re

# The rest of a line as a clause's subject: "the other one is sage and perfect", "the other two are fine", "the remaining
# ones look ok", "the second one's perfect" (a word or two may follow the verb before the line's name: "is the right sage").
_OTHER_SUBJECT = re.compile(
    r"\b(?:the\s+)?(?:other|remaining|second|2nd)(?:\s+(?:one|ones|two|three|four|\d))?(?:\s+(?:is|are|was|were|looks?|looked|seems?|seemed|came|arrived)|['’]s)\s+"
    r"(?:[\w-]+\s+){0,2}$", re.I)


def other_units_told(before_mention: str) -> bool:
    """Whether the words before a clause's name of a line make it the rest of the line ("the other one is [sage]")."""
    return bool(_OTHER_SUBJECT.search(before_mention))


def praised_left_line(left: set[str], praised: set[str]) -> bool:
    """Whether the one line left for a claim naming none is a line the ticket praises."""
    return bool(left) and left <= praised
