"""Goods the customer says came right, and a part that does not fit the goods it came with.

"I ordered the large and got the large, fits perfectly", "I asked for the green and green is what came -
love it", "it's exactly the blue in the photo": what came is what was ordered, so no wrong item is told,
whatever words of ordering and arriving the sentence shares with one ("ordered ... and got ..."). And
"I love the cups", "the chest of drawers is lovely": those goods are praised; the guard never takes them
back (runs/fine_lines.py, lines_praised).

"The brass knobs don't fit the drawers", "the teapot lid doesn't fit the teapot": a part that does not
match the goods it is for is no change of mind (the customer's own choice) but goods not as described:
a person looks at it, or the wrong-item words beside it ("like it's for a different model") say which
line came wrong."""

from __future__ import annotations

import re

from ..read_once_per_text import immutable_once_per_text
from .ordered_words import ordered_words
from .cues import _PART_WORD, _TURN, _typed_right

# What was ordered, named just after the ordering words: "ordered the large", "asked for the green one".
_ORDERED = re.compile(r"\b(?:ordered|order|asked\s+for|picked|chose|bought|selected|went\s+for|paid\s+for)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?"
                      r"(?P<what>[\w-]+(?:\s+(?!and\b|but\b|it\b|they\b|got\b|received\b)[\w-]+){0,2})", re.I)
# Words that name no one thing ordered: "the blue one", "the large size".
_FILLER = frozenset("one ones pair pairs set size colour color version model style shade kind type in of".split())
# What came, told after the ordering: "and got the large", "green is what came", "it's exactly ...".
_CAME = re.compile(r"\b(?:got|received|recieved|came|arrived|turned\s+up|showed\s+up|sent|delivered|it'?s|it\s+is|they'?re|they\s+are|"
                   r"is\s+what|are\s+what)\b", re.I)
# Told as exactly what the listing showed: "exactly the blue in the photo", "just as pictured", "spot on".
_EXACT = re.compile(
    r"\bexactly\s+(?:the\s+(?:[\w-]+\s+){0,2}(?:in|on|from)\s+the\s+(?:photos?|pictures?|pics?|listing|website|site|ad|advert|image|description)"
    r"|as\s+(?:pictured|shown|described|advertised|listed)|what\s+(?:i|we)\s+(?:ordered|wanted|asked\s+for|picked|chose|expected))\b"
    r"|\b(?:just|exactly)\s+(?:as|like)\s+(?:pictured|shown|described|advertised|(?:in\s+)?the\s+(?:photos?|pictures?|listing|website))\b"
    r"|\b(?:true\s+to|matches\s+the)\s+(?:photos?|pictures?|listing|description)\b|\bspot\s+on\b", re.I)
# What unsays a match: "not the large", "got the large instead", "a different blue".
_UNMATCHED = re.compile(r"\b(?:not|never|wrong|instead|different|rather\s+than|than|except|mix(?:ed)?[\s-]?up|swap\w*|exchange\w*)\b|n't\b", re.I)
CAME_AS_ORDERED_WHY = "the customer says what came is what they ordered: no wrong item"


def came_as_ordered(text: str) -> int:
    """Where the words saying what came is what was ordered end (0: the sentence says no such thing). Read up to
    the first turn ("I ordered the black and got the black, but the strap is brown" says the strap came wrong), its
    words typed in a hurry read as meant ("ordred a 9, recieved a 9, fits great": runs/intents/cues.py _typed_right)."""
    typed, back = _typed_right(text)
    return (back[end] if (end := _came_as_ordered(typed)) else 0) if typed != text else _came_as_ordered(text)


def _came_as_ordered(text: str) -> int:
    turn = _TURN.search(text)
    end = turn.start() if turn else len(text)
    part = text[:end]
    if _UNMATCHED.search(part):
        return 0
    if _EXACT.search(part):
        return end
    for m in _ORDERED.finditer(part):
        words = ordered_words(m.group("what"), _FILLER)  # never "it on the" of "I ordered it on the 8th" (ordered_words.py)
        rest = part[m.end():]
        if words and _CAME.search(rest) and all(re.search(rf"\b{re.escape(w)}\b", rest, re.I) for w in words):
            return end
        if (came := _CAME.search(rest)) and praised_clause(rest[came.end():]):
            return end  # "So I ordered this one and it's perfect"
    return 0


# Goods praised in a clause of their own: "I love the cups", "the chest of drawers is lovely", "fits perfectly".
PRAISE = re.compile(r"\b(?:love|loved|loving|adore)\b|\b(?:lovely|gorgeous|beautiful|stunning|perfect|perfectly|brilliant|fab(?:ulous)?|amazing|great)\b", re.I)
_PRAISE_UNSAID = re.compile(r"\b(?:not|never|hardly|would|wish|if|hoped|hoping|expected|thought)\b|n't\b|\b(?:otherwise|apart|except|but)\b", re.I)


@immutable_once_per_text
def praised_clause(clause: str) -> bool:
    """Whether a clause praises what it names, as it is (not "would have been lovely", "not perfect")."""
    return bool(PRAISE.search(clause)) and not _PRAISE_UNSAID.search(clause)


# A part or a piece that does not match the goods it is for: "the knobs don't fit the drawers", "the lid doesn't
# fit the teapot", "the refill won't fit the pen". Not goods that do not fit the customer, a person, a space or the
# customer's own things ("doesn't fit me", "don't fit my son", "won't fit the alcove", "the covers don't fit my
# cushions"): those are the customer's own choice.
_PART_MISFIT = re.compile(
    r"\b(?:doesn'?t|does\s+not|doesnt|don'?t|do\s+not|dont|won'?t|wont|will\s+not|didn'?t|did\s+not|can'?t|cannot)\s+(?:quite\s+|actually\s+|even\s+)?"
    r"(?:fit|go\s+(?:on|onto|into)|screw\s+(?:on|onto|into)|attach\s+to|sit\s+on|match)\s+(?:on\s+|onto\s+|into\s+)?(?:the|its|their)\s+"
    r"(?!(?:\w+\s+)?(?:me|us|him|her|son|daughter|wife|husband|partner|kid|kids|child|children|baby|boy|girl|mum|mom|dad|feet|foot|head|hands?|"
    r"wrists?|waist|legs?|arms?|body|neck|finger|fingers|shoulders?|chest\s+(?!of)|space|room|gap|alcove|corner|hallway|car|boot|doorway|wall|"
    r"window|budget|style|taste|decor|décor|vibe|theme|aesthetic|sofa|colour|color|scheme)\b)[\w-]+", re.I)


# The goods asked back in the same sentence: "the shade doesnt fit the lamp so can it go back": the customer's
# own remedy, a return, which a change of mind reads.
_ASKED_BACK = re.compile(r"\b(?:go|goes|going|send|sent|post|take|bring)\s+(?:\w+\s+){0,3}?back\b|\breturn(?:ing|ed|s)?\b|\bexchange\b|\bswap\b", re.I)


def part_does_not_fit(text: str) -> bool:
    """Whether a sentence tells of a part or a piece (named by a part word: a lid, knobs, a shade, screws) that does
    not fit the goods it is for, asking nothing back: "The brass knobs don't fit the drawers though". Goods named
    by no part word ("it simply doesn't fit the shelf") are the customer's own choice."""
    return any(_PART_NAMED.search(text, max(0, m.start() - 40), m.start()) for m in _PART_MISFIT.finditer(text)) \
        and not _ASKED_BACK.search(text)


_PART_NAMED = re.compile(rf"\b{_PART_WORD}\b", re.I)
