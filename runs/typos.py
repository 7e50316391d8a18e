"""A word a hurried customer misspelt, told from a different word.

"teepot", "creamr", "sugr", "kettel" are the order's teapot, creamer, sugar bowl and kettle: a line
named with a typo is still named (runs.ticket_lines.words_mentioned). A different word one letter
away is not: "settle" is no kettle, "shell" no shelf, "plane" no plate, "stable" no table. What
tells them apart is the kind of slip: a typo keeps the word's first letter and its consonants in
order, and slips on a vowel (changed, dropped or added), a doubled letter, or two neighbours
swapped ("crakced"); a different word changes a consonant.

One sound spelt another way is a slip too, though it changes a consonant: "ck" typed as "k" ("crak",
"chek"), "tch" as "ch" ("scrached"), a soft "c" at the start typed as "s" ("seramic", "sement"). Only
the sound slip alone (a second slip on top of it would make "creaked" of "cracked"), and never a word
of its own that only sounds alike ("sensor" is no censor).
"""

from __future__ import annotations

VOWELS = frozenset("aeiouy")
MIN_LENGTH = 5  # shorter words are too close to one another ("mug", "rug", "cup", "cap") to guess at
# A vowel changed in a word of five letters makes another word too often ("glass", "gloss"; "chair", "choir").
MIN_LENGTH_CHANGED_VOWEL = 6


# Words of their own that a sound slip would make of another word ("sensor" sounds like "censor").
_SOUNDING_WORDS = frozenset({"sensor", "sensors", "session", "sessions", "sell", "sells", "seller", "sellers", "sent", "site", "sites"})


def _sounded(word: str) -> str:
    """`word` spelt as it sounds, for the sound slips of the module's docstring."""
    if len(word) > 1 and word[0] == "c" and word[1] in "eiy":
        word = "s" + word[1:]
    return word.replace("tch", "ch").replace("ck", "k")


def sound_slip(said: str, word: str) -> bool:
    """Whether `said` is `word` with one sound spelt the plain way ("crak", "seramic", "scrached"); never `word` itself,
    nor a word spelt out in full where the plain way is meant ("licking" is no slip of "liking")."""
    said, word = said.lower(), word.lower()
    return (said != word and len(word) >= MIN_LENGTH and len(said) >= MIN_LENGTH - 1 and said not in _SOUNDING_WORDS
            and _sounded(said) == said == _sounded(word))


def misspelt(said: str, word: str) -> bool:
    """Whether `said` is `word` with one typing slip (see the module's docstring); never `word` itself."""
    said, word = said.lower(), word.lower()
    if sound_slip(said, word):
        return True
    if said == word or len(word) < MIN_LENGTH or len(said) < MIN_LENGTH - 1 or said[0] != word[0]:
        return False
    if len(said) == len(word):
        diff = [i for i in range(len(word)) if said[i] != word[i]]
        if len(diff) == 1:
            return len(word) >= MIN_LENGTH_CHANGED_VOWEL and said[diff[0]] in VOWELS and word[diff[0]] in VOWELS
        i = diff[0] if len(diff) == 2 else -1
        return len(diff) == 2 and diff[1] == i + 1 and said[i] == word[i + 1] and said[i + 1] == word[i]
    if abs(len(said) - len(word)) != 1:
        return False
    short, long_ = (said, word) if len(said) < len(word) else (word, said)
    for i, letter in enumerate(long_):
        if long_[:i] + long_[i + 1:] == short:
            doubled = (i > 0 and long_[i - 1] == letter) or (i + 1 < len(long_) and long_[i + 1] == letter)
            if letter in VOWELS or doubled:
                return True
    return False
