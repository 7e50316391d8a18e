"""The customer buying their own replacement, told as context: "I need to buy a replacement for a party", "now I'll have
to go and buy another one", "we had to purchase a new one from the supermarket". It asks the shop for nothing: read as a
replacement asked, it held the card refund the customer expected and sent two items to a person (blind round 31, verify31
V31-06, $34.56 held). The words are blanked where the screener looks for a remedy asked of the shop (read.py), so the
claim's own refund stands.

Not read so: a replacement asked of the shop in the same words ("I need to buy a replacement from you, can you send one",
"I need a replacement") or wished ("I would like to get a replacement"): only the customer's own buying, told with need,
must or had to, or going to, is blanked."""

from __future__ import annotations

import re

# "I need to buy", "I'll have to go out and buy", "we had to purchase", "I'm going to buy myself", "I must buy"
_OWN_BUYING = re.compile(
    r"\b(?:i|we)(?:['’]ll|\s+will|['’]d|\s+would)?\s+(?:now\s+|still\s+|just\s+|probably\s+|already\s+)?"
    r"(?:need\s+to|needed\s+to|have\s+to|had\s+to|have\s+got\s+to|must|(?:am|['’]m|are|['’]re|was|were)\s+going\s+to|got\s+to|gotta)\s+"
    r"(?:go\s+(?:out\s+)?(?:and\s+)?|rush\s+out\s+(?:and\s+)?|quickly\s+)?(?:buy|purchase|pick\s+up|source)\s+(?:myself\s+|ourselves\s+|us\s+|me\s+)?"
    r"(?:a|an|another|some|one|the|new)\b[^.!?]*", re.I)
# ...bought of the shop after all: "from you", "from your shop", "off your site", "through you"
_FROM_SHOP = re.compile(r"\b(?:from|off|through|via)\s+(?:you|your|u|sundry)\b|\b(?:can|could|will|would)\s+(?:you|u)\b", re.I)


def without_own_purchase(text: str) -> str:
    """`text` with the customer's own buying of goods blanked (module doc), when it names no purchase from the shop."""
    m = _OWN_BUYING.search(text)
    if not m or _FROM_SHOP.search(m.group()):
        return text
    return text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]
