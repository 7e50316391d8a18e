"""The head of a sentence cut off before its claim names the claim's goods: "Anyway when we unwrapped the lamp the shade
was crushed flat on one side and the base has a dent ... Could you refund the lamp?" A stretch with no marks is cut
where its clauses begin (runs/run_on.py), so the claim read is "the shade was crushed ... the base has a dent" and the
lamp stood only in the head cut off before it: "Could you refund the lamp?" was read as a remedy for goods no claim names
and handed to a person, beside the damage subtask that paid the lamp.

The head counts only when it was cut from the claim's own sentence: the piece right before it, in the same paragraph,
ending with no mark of its own and nothing but space between the two. A sentence of its own before a claim ("We ordered
a lamp and a rug. The shade was crushed.") names nothing for it.
"""

from __future__ import annotations

from .reading import ReadSentence

_MARKS = ".!?;:"


def heads_cut_off(read: list[ReadSentence], claims: list[ReadSentence]) -> list[str]:
    """The texts of the pieces cut off right before `claims` from the same sentence (module doc)."""
    by_index = {r.index: r for r in read}
    out = []
    for c in claims:
        head = by_index.get(c.index - 1)
        if head and head.role in ("statement", "context") and head.paragraph == c.paragraph and not head.text.rstrip().endswith(tuple(_MARKS)) \
                and 0 <= c.start - head.end <= 2:
            out.append(head.text)
    return out
