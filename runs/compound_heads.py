"""A line written as one closed compound, named by its short head alone: "it's two of the four cups that arrived cracked"
names the "Porcelain teacup", "the pot is cracked" a "Glass teapot", "the pan is dented" a "Copper saucepan".

The line matcher (runs.ticket_lines.words_mentioned) names a compound by its end said alone only when that end is five
letters or more, so "the rest" never names a footrest; a cup, a pot or a pan is shorter, and the guard's line check
refused the two teacups the customer asked for, twice, before sending them to a person (blind round 33, P33-14, $21.60
held). The heads here are the goods words a shop sells under such compounds, nothing like "rest" or "ring"; a head is
read only where it stands as the customer's goods noun:
- whole, singular or plural ("cup", "cups"), never inside another word ("cupboard", "cupcake");
- not the first word of another compound ("cup holder", "pot plant", "pan lid": the word after it is no noun of its
  own, only a verb, a linking word or the sentence's end);
- not made another thing by the word before it ("egg cups", "paper cups", "plant pot" name other goods)."""

from __future__ import annotations

import re

from .read_once_per_text import immutable_once_per_text

# Goods heads of closed compounds: teacup, eggcup; teapot, coffeepot; saucepan, frypan; milkjug; placemat, bathmat;
# handbag; breadbin; ashtray; fruitbowl, washbowl; soapdish; tealight lamp...; never "rest", "ring", "case", "box".
HEADS = frozenset("cup mug pot pan jug jar tin mat rug bag tray bowl dish vase".split())
# What may follow the head for it to stand as the goods noun: a verb, a linking word, a count word or the end.
_AFTER_OK = frozenset("""
that which who whose is are was were be been being has have had arrived arrive arrives came come comes got get turned showed
and or but nor with without in inside on of from to for at by as so too also though tho both all each either
i we you it they he she my our your his her their the a an this these those
please pls plz thanks thank
broke broken cracked chipped smashed shattered split snapped dented leaks leaked leaking look looks looked seem seems seemed
arrived damaged missing
""".split())
# Words before the head that make it other goods: "egg cups", "paper cups", "plant pot", "dog bowl".
_OTHER_THING_BEFORE = frozenset("""
egg paper plastic measuring sippy suction travel sake espresso coffee plant flower dog cat pet bird mixing pudding
pie cake muffin bread butter sugar gravy sauce frying roasting baking cooking soup salad yoga bath door mouse car
sleeping shopping tote lunch wash tool make-up makeup cosmetic
""".split())
_WORD = re.compile(r"[a-z][a-z'-]*|[^\sa-z]", re.I)


@immutable_once_per_text
def _head_of(word: str) -> str | None:
    """The head of the line's word when it is a closed compound ending in one of HEADS, its first part three letters or more."""
    return next((h for h in HEADS if word.endswith(h) and len(word) - len(h) >= 3), None)


def head_said_alone(word: str, text: str) -> bool:
    """Whether `text` names the line's compound `word` ("teacup") by its head alone ("the cups", "two cups that arrived
    cracked"), as the module doc reads it."""
    head = _head_of(word.lower())
    if head is None:
        return False
    tokens = [t.lower() for t in _WORD.findall(text)]
    for i, t in enumerate(tokens):
        if t not in (head, head + "s", head + "es"):
            continue
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        before = tokens[i - 1] if i else ""
        if after and after[0].isalpha() and after not in _AFTER_OK:
            continue  # "cup holder", "pot plant": the head is the first word of other goods
        if before in _OTHER_THING_BEFORE and not word.lower().startswith(before):
            continue  # "egg cups" of a teacup line
        return True
    return False
