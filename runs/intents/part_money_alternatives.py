"""Part of the money offered as the alternative of the claim's refund asked just before: "Refund please for the set? Or
half? Whatever's fair.", "Can I have my money back? or 50%?", "refund the lamp pls. Or a partial refund maybe?". The
customer leaves the amount between the whole and a part of it: one claim whose money a person decides, never a second
ask. Read as a question of its own, "Or half?" went to a person apart from the claim, which went to a person as well
(inject42 R8-08: two hand-offs for one matter), and where the claim had no reason of its own to go to a person, its
whole refund was paid beside the open question.

So the alternative is told with the claim's remedy ask (attached), and holds the claim's refund: the claim goes to one
person, the alternative quoted (runs/agents/offline_decisions.py). Only a sentence that is nothing but the alternative
("or" and a part: half, a percentage, some of it, a partial refund), just after a sentence in its paragraph asking the
money of a claim; "Or a replacement?" (goods) and "Or should I send it back?" are not a part of the money."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .reading import ReadSentence

PART_ALTERNATIVE_WHY = "offers part of the money as the alternative of the claim's refund asked just before: a person decides how much"

_PART = (r"(?:half|a\s+half|(?:a\s+)?\d{1,2}\s*(?:%|percent|per\s+cent)|a\s+(?:third|quarter)|some|some\s+of\s+it|part|part\s+of\s+it|a\s+part"
         r"|(?:a\s+)?partial(?:\s+refund)?|a\s+bit|a\s+portion|a\s+discount|(?:a\s+)?(?:\$|£|€)\s?\d+(?:\.\d\d)?)")
_PART_ALTERNATIVE = re.compile(
    rf"^\W*or\s+(?:(?:maybe|perhaps|even|at\s+least|just|only|possibly)\s+)?{_PART}"
    r"(?:\s+(?:of\s+(?:it|that|them|the\s+[\w-]+|what\s+i\s+paid)|back|the\s+money(?:\s+back)?|refund(?:ed)?|off|maybe|perhaps|then|instead|even))*"
    r"\s*[?.!]*\s*$", re.I)
_MONEY_ASKED = re.compile(r"\b(?:refund\w*|money\s+back|reimburs\w*|my\s+money)\b", re.I)
_PARTED_CLAIMS = frozenset({*GOODS_PROBLEMS, "late_delivery", "change_of_mind"})


def part_alternative(text: str) -> bool:
    """Whether a sentence is only part of the money offered as an alternative ("Or half?")."""
    return bool(_PART_ALTERNATIVE.match(text))


def read_part_money_alternatives(read: list[ReadSentence]) -> None:
    """Attach each part-of-the-money alternative to the claim's money ask before it, holding the claim's refund (module doc)."""
    written = [s for s in read if s.role != "injected"]
    claims = sorted({k for r in written if r.role == "request" for k in r.kinds if k in _PARTED_CLAIMS})
    if not claims:
        return
    for before, s in zip(written, written[1:]):
        if before.paragraph != s.paragraph or not part_alternative(s.text) or before.role not in ("request", "attached") \
                or not _MONEY_ASKED.search(before.text):
            continue
        s.role, s.kinds, s.spans, s.why = "attached", [], {}, PART_ALTERNATIVE_WHY
        s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
        s.forbid_kinds = claims
