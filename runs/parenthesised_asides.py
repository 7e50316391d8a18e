"""A short aside in brackets after goods' name is part of their noun group, no clause of its own.

Issue #11 (mendJ): on an order of one line, an electric kettle, "My grinder ($45.00) doesn't work, I want a refund for
it." paid the kettle $42.12. The readers of the goods a damage is told of (runs.goods_told_damaged, the guard
runs.damage_told_of_the_line) cut clauses at "(" and ")", so the damage's clause opened after the price and named no
goods: "nothing named", the line's. The aside ("($45.00)", "(the steel one)", "(bought last week)") is blanked to spaces
of its own length, so every offset into the text stays where it was and the group heading the clause is read through it:
"my grinder", "my kettle". Only closed asides of up to 60 characters holding no bracket of their own are blanked; an
open one, or a long one, still breaks the clause as ever. A price told between commas is such an aside too ("the
grinder, which cost $45, is broken": the grinder's).
"""

from __future__ import annotations

import re

_ASIDE = re.compile(r"\([^()\n]{0,60}\)"
                    # a price told between commas: "the grinder, which cost $45, is broken"
                    r"|,\s*(?:which|that)\s+(?:cost|was|were|is|came\s+to)\s+(?:about\s+|around\s+)?[$£€]\s?\d[\d.,]*\d\s*,", re.I)


def asides_blanked(text: str) -> str:
    """`text` with each short closed bracketed aside turned to spaces of the same length (module doc)."""
    return _ASIDE.sub(lambda m: " " * len(m.group(0)), text)
