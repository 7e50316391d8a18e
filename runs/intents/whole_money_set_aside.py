"""The whole of the money set aside: "dont need the whole thing refunded", "doesnt need to be the full amount", "no need
for the full price", "I'm not after the full refund", "I don't want the whole amount back", "not the whole thing",
"rather than a full refund", "I wouldn't expect it in full". Said beside a sum or a share ("$10 back would be plenty",
"half of it would be fair", "just a bit off - say ten percent"), it tells that the sum is all the customer wants, never
a figure of the whole, so a person decides the amount and the line is not paid whole (runs/part_money_asked.py). Read as
"the whole money asked", the word "full" or "whole" there let "$10 back would be plenty" pay the whole line (issue #11,
partmoney A1, A22, A32, V40-1b: $134.76).

Never set aside: the whole asked ("I want the full $90 back", "a full refund please"), the whole told as fact ("I didn't
get the full refund you promised" is a chase the amount check weighs, never a wish: its verb is past), and the whole
of the goods rather than of the money ("not the whole order, just the mug": no sum or share beside it, nothing part).
"""

from __future__ import annotations

import re

# The whole: "the whole thing", "the full amount", "a full refund", "the entire price", "in full", "all of it", "all my money".
_WHOLE_SAID = r"(?:(?:(?:the|a|an|my|your|its|this|that)\s+)?(?:whole|full|entire|complete|total)\b|in\s+full\b|all\s+(?:of\s+)?(?:it|the|my)\b|(?:it|them)\s+all\b)"
# ...set aside by a "not" or a "no need" before it, a few words off at most: "dont need the whole thing", "doesnt need to be
# the full amount", "no need for the full price", "I'm not after the full refund", "rather than a full refund".
_SET_ASIDE = re.compile(
    r"(?:\b(?:not|no|never|nor|rather\s+than|instead\s+of|less\s+than|short\s+of|without)\b|n't|n’t"
    r"|\b(?:dont|doesnt|didnt|wont|wouldnt|isnt|aint|cant|shouldnt|neednt|havent|hasnt)\b)"
    rf"\s+(?:[\w'’]+\s+){{0,5}}?{_WHOLE_SAID}", re.I)
# ...but never the whole told as what came or was paid before ("I didn't get the full refund", "you never gave me the whole
# amount back", "it wasn't the full price I paid"): a chase or a fact, no wish.
_TOLD_NOT_WISHED = re.compile(r"\b(?:get|got|receive[d]?|gave|given|give|paid|pay|sent|send|issued|refunded|credited)\b", re.I)


def whole_set_aside(text: str) -> list[tuple[int, int]]:
    """Where a sentence sets the whole money aside as not wanted ("dont need the whole thing refunded"), as spans."""
    return [m.span() for m in _SET_ASIDE.finditer(text) if not _TOLD_NOT_WISHED.search(m.group(0))]


_WHOLE_WORD = re.compile(r"\b(?:full|whole|entire|in\s+full|every\s+(?:cent|penny)|all\s+of\s+(?:it|my\s+money)|total)\b", re.I)


def whole_asked(text: str) -> bool:
    """Whether a sentence names the whole money other than to set it aside ("I want the full $90 back", "refund it in
    full, $40"): there a sum is a figure of the whole, weighed by the amount check, never a part."""
    aside = whole_set_aside(text)
    return any(not any(a <= m.start() < b for a, b in aside) for m in _WHOLE_WORD.finditer(text))
