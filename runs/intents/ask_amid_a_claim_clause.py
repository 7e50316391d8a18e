"""The ask of no known kind told in the middle of a claim's clause: "So the kettle arrived yesterday and I was really
excited, and while I think of it could you update the phone number on my account to 0412 555 019 as my old one's been
cut off, anyway I filled the kettle and water came straight out of a crack in the base." Cut at its joining marks
(other_clause.py) the clause free of the claim's cue is the excitement, which asks nothing, and the phone number sits in
the clause with the crack: the person's subtask quoted the excitement, so the number was never in the plan (verify38
V-08, a drop the judge counted covered).

When no clause free of a known kind's cue asks anything, the sentence is cut finer, at every comma, semicolon, colon or
dash: the pieces free of the cues that ask (a question to the shop, an imperative) are the ask. When none asks, the
clauses are left as they were."""

from __future__ import annotations

import re

from .asks import _CLAUSE_ASK, _REMEDY

# Every mark a clause may end at, the joining words aside.
_MARK = re.compile(r"[,;:]\s*|\s+[-–—]{1,2}\s+")


def asking_pieces(text: str, known: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The pieces of `text` cut at every mark that hold none of the `known` cues' spans and ask (module doc); [] when none."""
    edges = [0, *(x for m in _MARK.finditer(text) for x in (m.start(), m.end())), len(text)]
    pieces = [(a, b) for a, b in zip(edges[::2], edges[1::2]) if text[a:b].strip()]
    # (never the claim's own remedy asked in a piece of its own: "..., please refund it, plus I reckon $10 off ...")
    return [(a, b) for a, b in pieces if not any(a < y and x < b for x, y in known) and _CLAUSE_ASK.search(text[a:b]) and not _REMEDY.search(text[a:b])]
