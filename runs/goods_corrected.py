"""Goods named and put right in the same breath: "the bowl - sorry, actually the plate - arrived cracked", "the mug, I
mean the jug, came chipped", "the lamp (sorry, the lampshade) is torn", "the rug, no wait, the runner, has a stain",
"the teapot - or rather the milk jug - is cracked". The goods corrected away are no goods of the claim: the claim is the
corrected goods' (blind round, issue #11: a claim so told named both lines, the run saw two goods and held $16.50 the
customer was owed).

Not a correction, both goods stand: "the bowl, and actually the plate too, arrived cracked", "the bowl - actually the
plate as well - is chipped" (goods added, not put right)."""

from __future__ import annotations

import re

# The goods said first (a name of up to three words, no mark inside), a mark, a "sorry" and/or the correcting words,
# the goods meant.
_WORD = r"[\w'’]+(?:-[\w'’]+)*"
_SORRY = r"(?:sorry|sry|oops|whoops|err?|erm|um+|no|oh|my\s+bad|my\s+mistake)"
_FIX = r"(?:i\s+mean[t]?|actually|no\s+wait|wait|or\s+rather|rather|correction:?|make\s+that|i\s+should\s+(?:say|have\s+said))"
_CORRECTION = re.compile(
    rf"(?P<wrong>(?:\b(?:the|my|a|an|our|that|this)\s+)?(?:{_WORD}\s+){{0,2}}{_WORD})"
    rf"(?:\s*[-–—,(]\s*|\s+(?={_SORRY}\b|i\s+mean))"
    rf"(?:(?:{_SORRY}[,!.]?\s+)+(?:{_FIX}[,:]?\s+)?|{_FIX}[,:]?\s+)"
    r"(?P<right>(?:the|my|a|an|our|that|this|it'?s\s+the|it\s+was\s+the)\s+(?:[\w'’-]+\s+){0,2}?[\w'’-]+)"
    r"(?P<after>[^.!?;]{0,40})", re.I)
# goods added, not put right: "actually the plate too", "the plate as well"
_ADDED = re.compile(r"\b(?:too|as\s+well|also)\b", re.I)
_AND_BEFORE = re.compile(r"\b(?:and|plus|&)\s*$", re.I)
# a clause told of the first goods, not their name: "the bowl is fine, actually the plate ..." (no correction of a name)
_TOLD = re.compile(r"\b(?:is|was|are|were|arrived|came|come|has|have|had|got|looks?|seems?|'s|’s)\b", re.I)


# The goods said not to be the ones, then the goods meant: "not the bowl, it's one of the dinner plates", "Edit: not the
# kettle, the toaster", "no, not the mug - I mean the jug" (verify38 Y-09 and the bowl-to-plate case: issue #11).
_NOT_THIS_BUT = re.compile(
    # ("not the plate but the bowl": the "but" alone sets them apart)
    rf"\bnot\s+(?P<wrong>(?:the|my|a|an|our|that|this)\s+(?:{_WORD}\s+){{0,2}}?{_WORD})\s*(?:[,;:]|\s[-–—]|(?=\s+but\s))\s*"
    r"(?:(?:but|sorry|actually|i\s+mean[t]?|it'?s|it\s+is|it\s+was|its)\s+)*(?:one\s+of\s+|both\s+of\s+|two\s+of\s+)?"
    r"(?:the|my|our|that|this)\s+[\w'’-]+", re.I)


# a correction said between the goods named first and "not the ...": "Plate broken - sorry, not the plate but the bowl"
_MARKED = re.compile(r"\b(?:sorry|sry|oops|whoops|no|wait|actually|correction|edit|my\s+(?:bad|mistake)|i\s+mean[t]?)\b", re.I)


def corrected_away_spans(text: str) -> list[tuple[int, int]]:
    """The spans of the goods a sentence names and corrects in the same breath to other goods (above)."""
    out = []
    for m in _NOT_THIS_BUT.finditer(text):
        out.append(m.span("wrong"))
        # the same goods named before the correction in the sentence: "Plate broken - sorry, not the plate but the bowl"
        head = re.findall(r"[\w'’-]+", m["wrong"])[-1]
        if _MARKED.search(text, 0, m.start()):
            out += [x.span() for x in re.finditer(rf"\b{re.escape(head.rstrip('s'))}s?\b", text[:m.start()], re.I)]
    for m in _CORRECTION.finditer(text):
        if _ADDED.search(m["after"]) or _TOLD.search(m["wrong"]) or _AND_BEFORE.search(text[:m.start("wrong")]):
            continue
        out.append(m.span("wrong"))
    return out
