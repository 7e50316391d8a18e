"""A figure the customer takes back in the same breath and puts right: "$54 twice - sorry, it's $45", "charged £30, no
wait, £38", "the $20 - I mean $28 - fee", "$19.99 (correction: $16.99)". The corrected figure is the customer's; the
withdrawn one is no amount they state. Read before, both were the claim's and the withdrawn one won: the amount owed was
held against the record and the reply quoted it back (held-back round 35, item 2).

Left as two figures: "$54, sorry to bother you, and $20 for delivery" (an apology, no correction before a figure), "$54
and actually $20 more for delivery" ("more": a second charge), "$30, actually $20 of that was delivery" (a part of it),
"it was $30 - I mean, really, $30!" (the same figure).

Other shapes of the same correction (held-back round 35b, item 2): the right figure bare, in the withdrawn one's money
("$54 twice - sorry, typo, forty-five", "$54, my bad, 45"); the right figure in brackets after the wrong one ("charged 54
(45 actually) twice", "$54 ($45 actually)"); and the correction told as a sentence of its own ("... $54 twice.
Correction: $45.", "Sorry, typo - I meant $45.", "I said $54 above, it was $45"): the figure it puts right, in the
sentences before it, becomes the corrected one (`put_right_across`)."""

from __future__ import annotations

import re

# Between the withdrawn figure and the right one: a few words of the figure's own ("twice", "for it"), then the words
# that put it right, then the figure at once (after "it's", "it was", "it should be").
_PUT_RIGHT = re.compile(
    r"[^.!?\n$€£\d]{0,40}?(?:[,;:(\-–—]\s*|\s)"
    r"(?:(?:oh\s+)?sorry,?\s+(?=(?:it|that|i\s+mean|i\s+meant|meant|should|typo|my\s+(?:bad|mistake))\b)|oops,?\s+|my\s+(?:bad|mistake),?\s+)?"
    r"(?:no,?\s+wait|wait,?\s+no|wait|i\s+mean|i\s+meant|meant|or\s+rather|rather|correction|actually|make\s+that|scratch\s+that|"
    r"typo|my\s+(?:bad|mistake)|sorry|oops)\b[,:\s]*"
    r"(?:(?:it|that)\s*(?:['’]s|\s+is|\s+was|\s+should\s+(?:be|have\s+been))\s+|should\s+(?:be|have\s+been|say|read)\s+|it\s+was\s+|)"
    r"(?:actually\s+|really\s+)?(?=[$€£]|\d|(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|ten|eleven|twelve|"
    r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|one|two|three|four|five|six|seven|eight|nine)\b))", re.I)
# The right figure in brackets straight after the wrong one: "$54 ($45 actually)", "54 (45 actually)", "£30 (I mean £38)".
_BRACKETED = re.compile(r"\s*\(\s*(?:(?:i\s+mean|i\s+meant|actually|sorry,?|correction:?|typo,?)\s*)?"
                        r"(?P<fig>[$€£]?\s?\d[\d.,]*)(?:\s*(?:actually|i\s+mean|sorry|my\s+bad))?\s*\)", re.I)
# Bare figures put right, neither marked as money, after a word of paying: "you charged 54 (45 actually) twice".
BARE_BRACKETED = re.compile(r"\b(?:charged|billed|paid|took|taken|debited|cost)\s+(?:me\s+|us\s+)?(?:for\s+\w+\s+)?"
                            r"\d[\d.,]*\s*\(\s*(?:(?:i\s+mean|actually|correction:?|sorry,?)\s+(?P<fig>\d+(?:[.,]\d\d)?)|"
                            r"(?P<fig2>\d+(?:[.,]\d\d)?)\s+(?:actually|i\s+mean|sorry|my\s+bad))\s*\)", re.I)
# A bare right figure, after the words putting a figure right: "sorry, typo, forty-five", "my bad, 45".
# (a bare figure only where the clause ends on it or says it again: "... forty-five.", "45, not 54", "45 twice"; never
# "sorry, one more thing")
BARE_RIGHT = re.compile(r"(?:\d+(?:[.,]\d\d)?|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-]"
                        r"(?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
                        r"seventeen|eighteen|nineteen)(?=\s*(?:[.,;!?)\-–—]|$|twice|two\s+times|actually|not\b|sorry|please|pls|thanks))", re.I)
# A sentence that only puts a figure right: "Correction: $45.", "Sorry, typo - I meant $45.", "Make that 45 please." And
# one that names the wrong figure it takes back: "I said $54 above, it was $45", "where I wrote $54 I meant $45".
_CORRECTION_ALONE = re.compile(
    r"^\W*(?:(?:oh\s+|oops,?\s+)?sorry[,\s\-–—:]*|oops[,\s\-–—:]*|my\s+(?:bad|mistake)[,\s\-–—:]*)?"
    r"(?:correction|typo|i\s+meant|meant|make\s+that|should\s+(?:be|have\s+been|say|read)|that\s+should\s+(?:be|say|read)|"
    r"(?:the\s+)?(?:amount|figure|charge|price)\s+(?:was|is|should\s+be)(?:\s+actually)?)\b(?:\s+(?:above|earlier|there))?"
    r"(?:[,\s]+sorry)?[,\s\-–—:]*"
    r"(?:(?:it|that)\s*(?:['’]s|\s+is|\s+was|\s+should\s+(?:be|have\s+been|say|read))\s+|i\s+meant\s+)?(?:actually\s+)?(?P<fig>[$€£]?\s?\d[\d.,]*(?:\s*(?:usd|eur|gbp|dollars|euros|pounds))?)"
    r"[\s,]*(?:not\s+[$€£]?\s?\d[\d.,]*)?[\s,]*(?:sorry|thanks|please|pls|,)*[\s.!)]*$", re.I)
_NAMED_BACK = re.compile(
    r"^\W*(?:i\s+(?:said|wrote|put|typed)|where\s+i\s+(?:said|wrote|put|typed))\s+(?P<wrong>[$€£]?\s?\d[\d.,]*)\s+"
    r"(?:above|earlier|before|there|by\s+mistake|in\s+error)?[\s,\-–—]*(?:but\s+)?(?:it\s*(?:['’]s|\s+is|\s+was|\s+should\s+(?:be|have\s+been))|"
    r"i\s+meant|(?:that\s+)?should\s+(?:be|have\s+been|say|read)|sorry,?\s+it\s+was)\s+(?:actually\s+)?(?P<fig>[$€£]?\s?\d[\d.,]*)", re.I)
_MORE = re.compile(r"\s*[$€£]?\s?\d[\d.,]*\s*(?:[a-z]{3}\s+)?(?:more|extra|on\s+top|as\s+well|too|again|of\s+(?:that|it|this|which|them|those|the\s+total))\b", re.I)


_ANOTHER = re.compile(r"\b(?:and|plus|then|also|with|but|another|each)\b", re.I)


def _withdrawn(text: str, end: int, right: int) -> bool:
    """Whether the figure ending at `end` in `text` is taken back and put right by the figure starting at `right`."""
    if (b := _BRACKETED.match(text, end)) and b.start("fig") == right:
        return True
    m = _PUT_RIGHT.match(text, end)
    return bool(m and m.end() == right and not _ANOTHER.search(text, end, m.end()) and not _MORE.match(text, right))


def bare_put_right(text: str, ends: list[int]) -> list[tuple[int, int]]:
    """Spans of the bare figures ("forty-five", "45") that put right a figure ending at one of `ends`: money in the
    withdrawn figure's currency, which the customer did not write again."""
    out = []
    for end in ends:
        m = _PUT_RIGHT.match(text, end)
        if m and not _ANOTHER.search(text, end, m.end()) and (bare := BARE_RIGHT.match(text, m.end())):
            out.append((end, *bare.span()))
    return out


def figure_put_right_alone(sentence: str) -> tuple[str, str] | None:
    """(the wrong figure or "", the right figure) when `sentence` only puts a figure of an earlier sentence right."""
    if m := _NAMED_BACK.match(sentence):
        return m.group("wrong").rstrip(".,"), m.group("fig").rstrip(".,")
    if m := _CORRECTION_ALONE.match(sentence):
        return "", m.group("fig").rstrip(".,")
    return None


def without_withdrawn(text: str, found: list, text_of) -> list:
    """`found` (amounts of `text`, each told by `text_of`) without the figures the customer put right after them."""
    spans = []
    for a in found:
        start = text.find(text_of(a))
        spans.append((start, start + len(text_of(a))) if start >= 0 else None)
    placed = sorted((s, i) for i, s in enumerate(spans) if s)
    gone = {i for (s, i), (t, _) in zip(placed, placed[1:]) if _withdrawn(text, s[1], t[0])}
    return [a for i, a in enumerate(found) if i not in gone]
