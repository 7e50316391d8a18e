"""Another person's order told with the possessive's apostrophe left off: "my sisters order SU-82002 which I paid for never
arrived", "my husbands account", "a friends parcel". With the mark ("my sister's order SU-82002") the sentence was passed
on for that person (runs/intents/doubt.py); without it, it read as the customer's own non-delivery and a follow-up run paid
$49.15 by carrier claim (blind round 31, verify31 V31-11). Read only after "my", "our" or "a" and right before a word of an
order or account, so a plural ("my sisters ordered it for me", "my sisters and I") is not read so."""

from __future__ import annotations

_ORDER_WORDS = r"(?:order|parcel|package|delivery|purchase|account)s?\b"


def unmarked_possessive(person: str) -> str:
    """A pattern for `person` (an alternation of words for people) in the possessive with no apostrophe, before an order
    word: "my sisters order", "our neighbours parcel", "my husbands online account"."""
    return rf"\b(?:my|our|a)\s+{person}s\s+(?:\w+\s+)?{_ORDER_WORDS}(?!\s+(?:from|for)\s+me\b)"
