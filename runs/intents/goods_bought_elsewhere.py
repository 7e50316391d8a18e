"""Goods the customer bought elsewhere, told not fitting or failing beside the order's goods: "the replacement bulb I
bought separately doesn't fit - which bulb type does the lamp take?", "the cover I got from the hardware store won't
go on, what size is it?". What fails is no goods of the order: read as the order's goods not fitting, it was a
change-of-mind return of the lamp nobody asked for (wishes-stated VF-320). Asked or told, it is a matter for a person:
`other`, the sentence quoted, never a claim on the order.

Never goods bought of the shop ("the bulb I bought from you", "I bought it on your site"), nor the order's goods told
bought ("I bought the lamp in March and it's cracked": no word saying elsewhere)."""

from __future__ import annotations

import re

from .reading import ReadSentence

ELSEWHERE_WHY = "tells of goods the customer bought elsewhere, beside the order's: no claim on the order, a person answers it"

# "I bought separately", "we got elsewhere", "I picked up at the hardware store", "I ordered from another shop"
_ELSEWHERE = re.compile(
    r"\b(?:i|we|i've|we've|i'd|we'd)\s+(?:had\s+|have\s+|just\s+|also\s+)?(?:bought|buyed|buy|purchased|got|ordered|picked\s+up|sourced)\s+"
    r"(?:it\s+|them\s+|one\s+|myself\s+)?"
    # (when, told before where: "The candle snuffer I bought at the same time from a different website", R4-15)
    r"(?:(?:at\s+the\s+same\s+time|at\s+the\s+time|around\s+the\s+same\s+time|the\s+same\s+(?:day|week)|last\s+(?:week|month)|too|as\s+well|also)\s+)?"
    r"(?:separately|elsewhere|somewhere\s+else|independently|locally"
    r"|(?:from|at|in|on|off)\s+(?:a|an|another|other|the|my|our|some)?\s*(?:local\s+|nearby\s+|different\s+)?(?:[\w&'-]+\s+){0,2}?"
    r"(?:store|shop|supermarket|market|retailer|seller|site|website|amazon|ebay|hardware|diy|garden\s+cent(?:re|er)))\b", re.I)
# ...of the shop after all
_OF_THE_SHOP = re.compile(r"\b(?:from|at|on|off|through)\s+(?:you|your|u|ur)\b", re.I)
# The claims such goods were read as.
_GOODS_KINDS = {"change_of_mind", "damaged_item", "wrong_item"}


def bought_elsewhere(text: str) -> bool:
    """Whether a sentence tells of goods the customer bought elsewhere (module doc)."""
    m = _ELSEWHERE.search(text)
    return bool(m) and not _OF_THE_SHOP.search(m.group())


def read_goods_bought_elsewhere(read: list[ReadSentence]) -> None:
    """Each request read as a claim on the order's goods that tells of goods bought elsewhere is an ask of kind `other`."""
    for s in read:
        if s.role == "request" and s.kinds and set(s.kinds) <= _GOODS_KINDS | {"question"} and set(s.kinds) & _GOODS_KINDS \
                and bought_elsewhere(s.text):
            s.kinds, s.why, s.spans = ["other"], ELSEWHERE_WHY, {}
