"""A fault told of the customer's own details is no fault of the goods: "I need to update the phone
number on my account, the old one doesn't work anymore" asks a change of details (kind `other`, for a
person), and "doesn't work" there is said of the old number, not of anything the shop sent."""

from __future__ import annotations

import re

# The details themselves, just before the fault's words: "the old one doesn't work", "my previous email no longer works".
_OLD_DETAIL = re.compile(r"\b(?:the|my|our|that)\s+(?:old|previous|current|former|existing|other)\s+"
                         r"(?:one|number|phone|mobile|e-?mail(?: address)?|address|card|account|password|login|landline)\s+(?:\w+\s+)?$", re.I)
# A change of details asked in the sentence: "update the phone number on my account", "change my email to ...".
_DETAILS_ASKED = re.compile(r"\b(?:updat\w*|chang\w*|correct\w*|amend\w*|edit\w*|swap\w*)\b[^.!?]{0,25}\b(?:phone|mobile|number|e-?mail|address|"
                            r"postcode|zip|name|surname|card|details|password|login|contact)\b", re.I)


# The details themselves, named anywhere: "address", "e-mail", "phone number", "card".
_DETAIL = re.compile(r"\b(?:address|phone|mobile|number|e-?mail|surname|name|card|details|postcode)\b", re.I)


def details_named(text: str) -> set[str]:
    """The account details a sentence names ("email", "address"): a subject naming one asks about it, unless a body ask names it too."""
    return {m.group(0).lower().replace("-", "") for m in _DETAIL.finditer(text)}


def fault_of_details(text: str, hits: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The cue hits that are said of the customer's own details in a sentence asking to change them."""
    if not _DETAILS_ASKED.search(text):
        return []
    return [(a, b) for a, b in hits if _OLD_DETAIL.search(text[max(0, a - 60):a])]
