"""A sentence opened by a word of assent or of moving on ("Ok so pls send me a return label for the boots", "Okay, can you
refund the extra charge", "Alright then - the boots go back", "Fine, I'll send the mug back"): the word answers or
carries on the talk, and says nothing of how the goods came.

Read as "the goods are OK", "Ok so pls send me a return label for the boots" called the boots fine, so the return asked
in it was laid on the one other line of the order (the socks: "return the wool socks for a refund", a person asked to
return goods nobody named). Only the opening word, followed by "so", "then", "well", "right", a comma or a dash and
more words; "the boots are ok", "Mugs ok." and "OK, the lamp is fine" still say so of the goods they name."""

from __future__ import annotations

import re

from .read_once_per_text import immutable_once_per_text

_OPENING = re.compile(r"^\W{0,3}(?:ok(?:ay)?|k|alright|all\s+right|fine|right)\b(?:\s*[,.!:–—-]+\s*|\s+(?=(?:so|then|well|right|now|and|but)\b))"
                      r"(?:(?:so|then|well|right|now|and|but)\b\s*[,.:–—-]?\s*)*(?=\w)", re.I)


@immutable_once_per_text
def opening_assent_blanked(text: str) -> str:
    """The sentence with an opening word of assent or of moving on blanked out (offsets kept), unless what follows it
    says the goods are all right themselves ("OK, the lamp is fine" keeps its "fine")."""
    m = _OPENING.match(text)
    return text if not m else " " * m.end() + text[m.end():]
