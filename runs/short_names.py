"""A word of a line's name said alone, that the same ticket also says with more of the line's name, is the customer's
short name for the goods: "Pendant light" in the subject and "the pendant arrived damaged (shade cracked)" in the body
name one pendant light, not a pendant of some other kind. Said alone with nothing else naming the line ("the throw is
torn" of a "Throw pillow cover"), the word still names the goods it is itself and a person asks (runs.goods_phrases);
a word of another kind before the line's head ("bread knife" of a "Cheese knife") is other goods whatever else is said.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable


def without_short_names(misfits: list[str], fuller: Iterable[set[str]], mentioned: Callable[[str], set[str]]) -> list[str]:
    """`misfits` (runs.goods_phrases: the phrases naming other goods) less each single word whose words of the line
    (`mentioned`) some naming in `fuller` (the line's words each other sentence uses in full, with no misfit) holds
    and goes beyond."""
    fuller = [f for f in fuller if len(f) >= 2]
    return [p for p in misfits if " " in p or not (own := mentioned(p)) or not any(own < f for f in fuller)]
