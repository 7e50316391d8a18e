"""The month the goods were bought told beside their damage: "The jug I bought back in August has a crack in the
handle", "Bought back in July, the kettle already has a broken switch" (mendM: read as a problem of an earlier time and
dropped as context, so the claim was never checked).

"back in <month>" said of the buying dates the purchase, not the problem: with no word that the problem was settled
(those are read before, runs.intents.settled), the damage is a live claim and the policy's damage window (POL-DMG-002)
decides whether it is still owed. A problem told of that time ("back in March the mug came chipped"), or an earlier
order ("from my previous order"), still tells of an earlier time."""

from __future__ import annotations

import re

_MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)"
_BOUGHT = r"(?:bought|ordered|purchased|got|paid\s+for|received)"
# "I bought back in August", "ordered this lamp back in October", "the kettle I got from you back in July"
_PURCHASE_MONTH = re.compile(rf"\b{_BOUGHT}\b(?:\s+(?!back\b)[\w'’-]+){{0,5}}?\s+back\s+in\s+(?:early\s+|late\s+|mid[- ]?)?{_MONTH}\b(?:\s+(?:19|20)\d\d\b)?",
                             re.I)


def purchase_month_struck(text: str) -> str:
    """`text` with the month its goods were bought taken out (the rest still read for an earlier time)."""
    return _PURCHASE_MONTH.sub(" ", text)
