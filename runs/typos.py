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


# --- a long word typed further off ------------------------------------------------------------------------------
# A stem this long is seldom one slip away from another word (a shorter one is: "planter" and "plaster"; "chipping"
# stems to "chipp", never near "chopping"), so two slips are read in it ("caffetierre": two letters doubled), or one
# letter typed for another ("expresso").
MIN_LENGTH_NEAR = 8


def _undoubled(word: str) -> str:
    """`word` with each run of one letter typed once ("caffetierre" -> "cafetiere")."""
    return "".join(c for i, c in enumerate(word) if not i or word[i - 1] != c)


def _edits(a: str, b: str) -> int:
    """The letters added, dropped, changed or swapped with a neighbour between `a` and `b` (the optimal string alignment
    distance)."""
    d = [[i + j if not i or not j else 0 for j in range(len(b) + 1)] for i in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]


def _skeleton(word: str) -> str:
    """The consonants of `word` in order, each typed once."""
    return "".join(c for c in _undoubled(word) if c not in VOWELS)


def near(said: str, word: str) -> bool:
    """Whether the stem `said` is a long stem `word` (eight letters or more) typed further off than one slip: one
    letter added, dropped, changed or swapped ("expresso" for "espresso"), or two slips on vowels or doubled letters that
    keep its consonants ("caffetierre" for "cafetiere"); always with its first letter, never `word` itself, never a
    shorter word."""
    said, word = said.lower(), word.lower()
    if said == word or len(word) < MIN_LENGTH_NEAR or len(said) < MIN_LENGTH_NEAR - 2 or said[0] != word[0] or said in _SOUNDING_WORDS:
        return False
    edits = _edits(said, word)
    return edits <= 1 or _undoubled(said) == _undoubled(word) or (edits == 2 and _skeleton(said) == _skeleton(word))


def ing_said_in(said: str, word: str) -> bool:
    """Whether `said` is `word`, a word ending in "-ing", said "-in" and maybe with one slip besides ("chopin" for
    "chopping", "choppin" too); never a word of four letters or fewer before its "-in" ("robin" is no robing)."""
    said, word = said.lower(), word.lower()
    if not (said.endswith("in") and word.endswith("ing")) or len(said) < 6:
        return False
    said += "g"
    return said == word or misspelt(said, word)
