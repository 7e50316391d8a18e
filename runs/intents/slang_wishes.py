"""A wish said in spoken slang is the wish itself: "i wanna return the dress", "wanna send back the lamp", "gonna need to
return these", "I gotta send them back". Read as written, no word of wanting or needing was there, the sentence was a
statement and the return it asks was dropped. The slang is read in its full words before a sentence's ask is judged
(asks._tidied) and where the cue tables read it (cues._typed_right).

Near-misses: a past or someone's wish ("I was gonna return it but I love it now", "my son wanted to keep them") is told,
not asked, as the full words are; words that only contain the slang ("Savanna", "Wannamaker") are no slang."""

from __future__ import annotations

import re

_SLANG = {"wanna": "want to", "wana": "want to", "wannna": "want to", "gonna": "going to", "gona": "going to", "gotta": "have to",
          "hafta": "have to", "needa": "need to",
          "nvm": "never mind", "nvmd": "never mind"}  # ("nvm the return, keeping it": read as "never mind", the return called off: withdrawn_asks.py)
_WORD = re.compile(r"\b(?:" + "|".join(_SLANG) + r")\b", re.I)


def full_word(word: str) -> str | None:
    """The full words of one word of slang ("wanna": "want to"), or None (the cue tables' reading, cues._typed_right)."""
    return _SLANG.get(word.lower())


def in_full_words(text: str) -> str:
    """The sentence with its spoken slang for wanting and needing written out."""
    return _WORD.sub(lambda m: _SLANG[m.group(0).lower()], text)
