"""A line named by the family of its colour: "the green one has a chunk out of the rim" beside a "chalk white" planter
and a "sage" one is the sage one, sage being a green. Customers say the plain colour; shops name the shade.

Read only where it cannot mislead: the customer says one plain colour, no line's own words name the goods, and
exactly one line's colour is of that family (two greens, "sage" and "olive", leave it to a person; so does a shade of no family
listed here). A shade may be of two families ("teal": green and blue): it answers to either."""

from __future__ import annotations

import re

# Each plain colour a customer says, and the shades a shop names that are of it.
FAMILIES: dict[str, frozenset[str]] = {k: frozenset(v.split()) for k, v in {
    "green": "green sage olive mint forest emerald khaki moss pistachio jade lime fern pine-green teal seafoam",
    "blue": "blue navy cobalt indigo azure cornflower midnight teal petrol duck-egg aqua",
    "white": "white cream ivory chalk off-white ecru alabaster",
    "grey": "grey gray charcoal slate graphite dove stone pewter silver",
    "red": "red burgundy maroon crimson scarlet rust oxblood",
    "pink": "pink blush rose coral fuchsia magenta dusky-pink",
    "yellow": "yellow mustard ochre saffron gold",
    "brown": "brown chocolate tan taupe walnut cognac",
    "purple": "purple lilac lavender violet aubergine mauve",
    "orange": "orange terracotta burnt-orange amber apricot peach tangerine",
    "black": "black ebony onyx",
    "beige": "beige oat oatmeal sand camel fawn biscuit mushroom latte",
}.items()}

# Every colour (or finish told as one) a customer names goods by or says was picked or came: "the blue throw", "an oak
# frame", "I asked for sage and it came in mustard". In the order a pattern tries them.
_COLOURS_SAID = ("black white grey gray green blue red navy pink yellow brown beige cream silver gold purple orange teal charcoal ivory "
                 "olive burgundy maroon mustard sage tan khaki lilac lavender turquoise coral mint rust ochre taupe indigo violet "
                 "magenta peach oatmeal stone sand natural oak walnut pine chrome brass copper").split()


def colour_words() -> tuple[str, ...]:
    """The words a customer says a colour by ("blue", "sage", "oak"); a colour alone names no goods."""
    return tuple(_COLOURS_SAID)


def colour_pattern() -> str:
    """`colour_words` as a regex alternation ("black|white|..."), for patterns that read a colour picked or come."""
    return "|".join(_COLOURS_SAID)


_WORD = re.compile(r"[a-z]+(?:-[a-z]+)*")


def families_of(words: list[str]) -> set[str]:
    """The colour families the words name, each as its plain colour."""
    return {family for w in words for family, shades in FAMILIES.items() if w in shades}


def lines_of_colour(lines: list[dict], clause: str) -> set[str]:
    """The sku of the one line whose colour is of the one plain colour `clause` says (or is that colour: "chalk white"
    for "the white one"); {} otherwise."""
    said = [w for w in _WORD.findall(clause.lower()) if w in FAMILIES]
    if len(set(said)) != 1:
        return set()
    family = said[0]
    own = {x["sku"]: _WORD.findall(x.get("description", "").lower()) for x in lines}
    of_family = {sku for sku, words in own.items() if family in families_of(words)}
    return of_family if len(of_family) == 1 else set()


def colours_naming(line: dict, text: str) -> list[str]:
    """The plain colours `text` says whose family holds the line's colour ("green" of a "sage" planter): the words a
    claim named it by, when `lines_of_colour` read it so."""
    family = families_of(_WORD.findall(line.get("description", "").lower()))
    return sorted({w for w in _WORD.findall(text.lower()) if w in FAMILIES and w in family})


def says_other_colour(line: dict, word: str) -> bool:
    """Whether the customer's word before goods of this line's kind is a colour the line is not ("the oat chair" of a
    "Boucle accent chair, moss green"): goods of another colour, on another order or another line, not this line. Only
    where the line's own name gives its colour: a line with no colour in its name answers to any."""
    low = word.lower()
    said = families_of([low]) | ({low} if low in FAMILIES else set())
    if not said:
        return False
    own_words = _WORD.findall(line.get("description", "").lower())
    own = families_of(own_words) | {w for w in own_words if w in FAMILIES}
    return bool(own) and low not in own_words and not (said & own)
