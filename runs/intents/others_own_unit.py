"""Another person's own unit of the same goods, told only as a comparison beside the customer's claim: "My mum ordered one
at the same time on her own account and hers is fine", "My colleague bought the same teapot on her own order and hers is
perfect", "my husband pointed out the second one was his order for the same vase". That person bought goods of their own;
the goods the customer claims are still the customer's, on the order the ticket names. Read as telling whose the claimed
goods are (runs/intents/doubt.others_goods_told_after, runs/others_lines.py), the comparison passed the customer's own
claim on for "another person" and the guard refused the line; read as the goods called fine (runs/fine_lines.py), "hers
came perfect" held the customer's broken lamp as fine.

Never the claimed goods pointed back at as that person's ("She bought it on her own account", "The cushion is my
flatmate's"): there is no unit of their own, and the claim is passed on as before."""

from __future__ import annotations

import re

from ..read_once_per_text import immutable_once_per_text
from .person_words import person_words

_PERSON = person_words() + r"(?:-in-law)?"
_WHO = rf"(?:(?:my|our|a|her|his)\s+(?:[\w'-]+\s+)?{_PERSON}|(?<![\w'’])(?:he|she|they)|(?-i:[A-Z][a-z]{{2,}}))"
# ...one of their own, not the claimed goods: "one", "another", "the same lamp", "an identical one" (never "one of them", "the same day")
_A_UNIT = (r"(?:one(?!\s+of\b)|another(?!\s+(?:one\s+)?of\b)|(?:the|a)\s+(?:exact\s+|very\s+)?same\s+(?!(?:day|time|week|month|year|morning|afternoon|evening|"
           r"night|address|way|problem|issue|thing|fault|damage|experience)\b)[\w-]+|an?\s+(?:identical|matching|twin)\s+[\w-]+|(?:one|them|these)\s+too)\b")
_UNIT_TOLD = re.compile(
    # "My mum ordered one at the same time on her own account", "my colleague bought the same teapot from you"
    rf"\b{_WHO}\s+(?:also\s+|just\s+|recently\s+|had\s+|has\s+|have\s+)*(?:bought|ordered|purchased|got|received)\s+{_A_UNIT}"
    # "the second one was his order for the same vase"
    rf"|\b(?:(?:her|his|their)\s+(?:own\s+)?|(?:my|our)\s+{_PERSON}(?:'s|’s|s'|s’)\s+)(?:order|purchase|account)\s+(?:for|of|with)\s+{_A_UNIT}", re.I)
# ...and that person's unit told apart from the customer's: "hers is fine", "his arrived perfect", "theirs came intact"
_THEIRS_TOLD = re.compile(r"\b(?:hers|his|theirs)\s+(?:one\s+)?(?:is|was|were|are|came|arrived|turned\s+up|showed\s+up|got\s+here|looks?|seems?|had)\b", re.I)
# ...never the claimed goods pointed back at as that person's: "she bought it on her own account", "the cushion is my flatmate's"
_CLAIMED_GOODS_THEIRS = re.compile(rf"\b(?:bought|ordered|purchased|got|paid\s+for)\s+(?:it|them|this|that|these|those)\b"
                                   rf"|\b(?:it|they|this|that|these|those|the\s+[\w-]+)(?:'s|’s|'re|\s+(?:is|are|was|were))\s+(?:(?:my|our)\s+)?{_PERSON}(?:'s|’s|s'|s’)",
                                   re.I)


def others_own_unit(text: str) -> bool:
    """Whether `text` tells another person's own unit of the same goods (module doc), and never the claimed goods as theirs."""
    return bool(_UNIT_TOLD.search(text) or _THEIRS_TOLD.search(text)) and not _CLAIMED_GOODS_THEIRS.search(text)


def others_unit_at(text: str) -> int:
    """Where `text` begins to tell another person's own unit (module doc); its length when it tells none."""
    found = [m.start() for m in (_UNIT_TOLD.search(text), _THEIRS_TOLD.search(text)) if m] if others_own_unit(text) else []
    return min(found, default=len(text))


# Where the comparison stops and the customer speaks of their own again: "..., so please sort mine out", "but mine came chipped".
_BACK_TO_OWN = re.compile(r"(?:[,;:]\s*|\s[-–—]+\s*|\s)(?:so|but|yet|whereas|while|and|though|which)\s+(?:(?:that\s+)?(?:mine|my|i|i'm|i've|we|our|ours|please|pls|could|can|would)\b)", re.I)


@immutable_once_per_text
def without_others_units(text: str) -> str:
    """`text` with the words telling another person's own unit of the same goods blanked (module doc), up to where the
    customer turns back to their own goods; the text itself when it tells none."""
    if not others_own_unit(text):
        return text
    out = text
    for m in [*_UNIT_TOLD.finditer(text), *_THEIRS_TOLD.finditer(text)]:
        start = m.start()
        back = _BACK_TO_OWN.search(text, m.end())
        end = back.start() if back else len(text)
        out = out[:start] + " " * (end - start) + out[end:]
    return out
