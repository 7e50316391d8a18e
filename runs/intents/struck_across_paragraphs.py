"""Goods struck by name in a paragraph of their own, after the paragraph that claimed them: "The mug and the bowl arrived
chipped.\n\nOn reflection, forget about the mug, it's only a tiny chip." paid the mug beside the bowl, since a striking
sentence looked back only within its own paragraph (waived_claims.hold_struck_goods). A customer who writes the claim, then
a fresh paragraph taking some of its goods back, strikes them as surely as in one paragraph.

The striking sentence reaches back across paragraphs only when nothing in its own paragraph before it is a request (it
opens its thought), and then only to the nearest paragraph before it holding a request that names the struck goods: a
later claim on the same goods is the one struck, never an older one. Near-misses left as they were: a paragraph naming
other goods than those struck ("forget the bowl" after a claim on the mug alone reaches nothing), a request in the
striking sentence's own paragraph before it (read within the paragraph, as before)."""

from __future__ import annotations

from .reading import ReadSentence
from .stems import content_stems


def requests_struck_from(read: list[ReadSentence], i: int, struck: set[str]) -> list[ReadSentence]:
    """The requests the striking sentence read[i] (striking `struck` goods) takes goods from: the two sentences before it in
    its paragraph; when none of those is a request, the requests of the nearest paragraph before it naming the goods."""
    w = read[i]
    own = [s for s in read[max(0, i - 2):i] if s.paragraph == w.paragraph and s.role == "request"]
    if own or any(s.role == "request" for s in read[:i] if s.paragraph == w.paragraph):
        return own
    for paragraph in sorted({s.paragraph for s in read[:i] if s.paragraph < w.paragraph}, reverse=True):
        named = [s for s in read[:i] if s.paragraph == paragraph and s.role == "request" and s.index != 0
                 and struck & content_stems(s.text)]
        if named:
            return named
    return []
