"""A question typed in a hurry, with no question mark and its question word misspelt: "hw long does the money take",
"wen do i get my money back", "whn will the refund come", or run together with its verb: "where's my refund", "whens the
refund coming thru, its been 2 wks". Read as written, no question word was there and the sentence
was a statement: the customer's question was dropped. The question word is read set right before a sentence's ask is
judged (asks._tidied) and where the cue tables read it (cues._typed_right); a sentence asking when the money comes is
then read as it is with its mark ("when do i get my money back" as "when do i get my money back?").

Near-misses: words that only look alike ("Wendy", "hwy", "whatnot") and a question word told, not asked ("I know how
long it takes", "the refund came through, thanks", "where's the harm") are read as before."""

from __future__ import annotations

import re

_SLIPS = {"hw": "how", "hwo": "how", "hpw": "how", "wen": "when", "whn": "when", "wehn": "when", "wnen": "when", "wat": "what", "wht": "what",
          "waht": "what", "whta": "what", "wher": "where", "whr": "where",
          # the question word run together with its verb, no mark after: "where's my refund", "whens the refund coming thru"
          "where's": "where is", "where’s": "where is", "wheres": "where is", "when's": "when is", "when’s": "when is", "whens": "when is"}
# (only where the word opens the sentence or a clause, or stands before "long", "much", "many", "soon": "hw long")
_AT = re.compile(r"(?:^|(?<=[,;:.!?\-–—(])\s*|\b(?:and|but|so|also|ok|okay|hi|hey|hello|thanks|pls|please)\s+)(?P<w>" + "|".join(_SLIPS) + r")\b"
                 r"|\b(?P<v>hw|hwo|hpw)\b(?=\s+(?:long|much|many|soon|quickly|do|does|did|can|will|would|is|are)\b)", re.I)


def question_word(text: str, at: int, word: str) -> str | None:
    """The question word `word` (at `at` in `text`) is a slip of, where it stands as a question word; else None."""
    fixed = _SLIPS.get(word.lower())
    if not fixed:
        return None
    m = _AT.search(text, max(0, at - 12))
    while m and m.start("w" if m.group("w") else "v") < at:
        m = _AT.search(text, m.end())
    return fixed if m and m.start("w" if m.group("w") else "v") == at else None


def question_words_set_right(text: str) -> str:
    """The sentence with its misspelt question words set right."""
    return _AT.sub(lambda m: m.group(0)[: (m.start("w") if m.group("w") else m.start("v")) - m.start()]
                   + _SLIPS[(m.group("w") or m.group("v")).lower()], text)
