"""Goods joined by a "+" under one telling: "jug + mug both cracked", "the lamp + the shade arrived broken", "2 cups + saucer
smashed". The sentence splitter reads a "+" between words as joining two asks ("Address + cancel", "lamp late + please
change my number") and cut there, so "jug +" was a statement of its own and only the mug was claimed. A "+" joins goods, not
asks, when the words before it (back to the line's start or the last stop or comma) are only a short name with no problem or
ask in them, and the words after it are a short name and then what happened to both ("both", "are", "arrived", "cracked").
Near-misses still cut: "Armchair + cushion SU-82011" (nothing told after), "lamp late + please change my number", "Broken
frame + new address", "pitcher fine + cancel another order", "dbl chg + mug cracked"."""

from __future__ import annotations

import re

# The short name before the "+": at most three words, none of them a problem, an ask or a verdict ("late", "please", "fine").
_NAME_BEFORE = re.compile(r"(?:^|[\n.!?;:,(])[ \t]*((?:[\w'’-]+[ \t]+){0,2}[\w'’-]+)[ \t]*$")
_NOT_A_NAME = re.compile(r"\b(?:late|delayed|lost|missing|broken|broke|cracked|chipped|dented|damaged|smashed|wrong|charged|twice|refund\w*|"
                         r"return\w*|cancel\w*|exchange|replace\w*|please|pls|plz|fine|ok|okay|never|not|no|is|are|was|were|arrived|came|"
                         r"address|invoice|receipt|account|points|email|number|order|tax|fee|postage|delivery|shipping|"
                         r"charge[sd]?|chg|chrg|dbl|double|dup\w*|overcharged?)\b", re.I)  # ("dbl chg + mug cracked": two asks)
# ...and after it a short name, then what happened to the goods together.
_TOLD_AFTER = re.compile(r"[ \t]*(?:[\w'’-]+[ \t]+){0,2}?[\w'’-]+[ \t]+(?:both|all|each|are|were|have|arrived|came|got|turned\s+up|showed\s+up|"
                         r"broke|broken|cracked|chipped|dented|damaged|smashed|shattered|scratched|bent|torn|ripped|stained|leaked|leaking)\b", re.I)


def goods_joined(text: str, plus_start: int, plus_end: int) -> bool:
    """Whether the "+" at text[plus_start:plus_end] joins two goods named under one telling (module doc), not two asks."""
    before = _NAME_BEFORE.search(text, 0, plus_start)
    if not before or _NOT_A_NAME.search(before.group(1)):
        return False
    after = _TOLD_AFTER.match(text, plus_end)
    return bool(after) and not _NOT_A_NAME.search(text, plus_end, after.end() - len(after.group(0).split()[-1]) - 1)
