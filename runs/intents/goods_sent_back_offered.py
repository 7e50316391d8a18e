"""Goods the customer offers to send back: "I'll just send the grey one back if you can set that up", "happy to post the
large ones back", "I can ship the wrong kettle back tomorrow". Read by the words of goods asked sent ("just send the grey
one", runs.intents.goods_sent_wanted; "send the grey", remedies._UNIT_SEND), the offer was a remedy other than a refund
and forbade the refund, where it asks a return: the goods go back to the shop, nothing is asked sent to the customer.

`without_sent_back` blanks the words of sending goods back (offsets kept), so that what is asked of the shop is read
without them. Never goods asked sent to the customer beside it ("send the grey one back and send me the blue one": the
second clause still asks the blue one), nor sending back as a condition of goods wanted ("I'll send it back once you send a
new one"), nor sending back FOR something or in exchange ("can I send it back for the navy one or a refund", "Can I post them
back and have the 43s please?"): that names what the return is for, an exchange or the money, and is read as before."""

from __future__ import annotations

import re

# "send the grey one back", "post them back", "ship the wrong kettle back to you": a sending verb, up to five words of
# goods (no "me"/"us": "send me the blue one back" is no such offer) and "back", in one clause
_SENT_BACK = re.compile(
    r"\b(?:send|sending|post|posting|ship|shipping|mail|mailing|return|returning|pop|drop)\s+(?!(?:me|us)\b)"
    r"(?:(?!(?:and|but|or|then|me|us)\b)[\w'’-]+\s+){0,5}?back\b(?!\s+(?:to\s+\w+(?:\s+\w+)?\s+)?(?:for|(?:and|&)\s+(?:to\s+)?(?:have|get|receive|swap|exchange)|in\s+exchange)\b)"
    r"(?:\s+to\s+(?:you|u|the\s+(?:shop|seller|store|warehouse)))?", re.I)


# "tell me how to send these back", "where do I post them back to": a question about the return, the return asked, never an
# offer (read as before)
_ASKED_HOW = re.compile(r"\b(?:how|where)\s+(?:(?:do|can|should|shall)\s+(?:i|we)\s+|to\s+)$", re.I)


def without_sent_back(text: str) -> str:
    """`text` with each offer to send goods back blanked, offsets kept."""
    return _SENT_BACK.sub(lambda m: m.group(0) if _ASKED_HOW.search(text[max(0, m.start() - 24):m.start()])
                          else " " * len(m.group(0)), text)
