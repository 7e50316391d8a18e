"""Words the customer goes on writing on the "Sent from my phone" line: "Sent from my phone -- pls refund the delivery fee
too it came 4 days late", "Sent from my iPhone, also the lid was cracked", "Sent via Outlook | can you refund the mug"
(inject43 V4-13). The whole line was read as the mail program's footer (runs/intents/mail_footers.py) and its ask as
nothing: the $5.99 owed was held. The line is cut after the footer's words and their mark, so the footer stays context
and the customer's words after it are read as their own.

Not cut: the footer alone ("Sent from my iPhone", "Sent from my Galaxy S23"), or a line break after it (already its own
sentence)."""

from __future__ import annotations

import re

_SENT_FROM = re.compile(
    r"(?:^|(?<=\n))[ \t]*sent\s+(?:from|via|with)\s+(?:my\s+)?(?:iphone|ipad|android|galaxy|samsung|pixel|mobile|(?:smart)?phone|"
    r"blackberry|outlook|yahoo|gmail|aol)(?:[ \t]+(?:phone|mail|for\s+\w+|[A-Z0-9][\w+]{0,10})){0,3}"
    r"[ \t]*(?:[-–—]{1,2}|[,;:|])[ \t]*(?=\w)", re.I)


def sent_from_cuts(text: str) -> list[tuple[int, int]]:
    """Where the customer's words open after a "Sent from my ..." footer on its line (module doc): each (at, at)."""
    return [(m.end(), m.end()) for m in _SENT_FROM.finditer(text)]
