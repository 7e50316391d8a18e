""""Still nothing" told in a sentence of its own, right after the order was told placed or paid for: "Paid for the rug on
the 2nd. Still nothing. Zilch.", "I ordered a kettle on the 1st. still nothing - zilch!". Told in one sentence ("Ordered
it two weeks ago and still nothing") it reads as a non-delivery (nothing_yet.py); split in two, the chase was left as
telling, more of nothing, and the goods that never came were no claim (verify38: "still nothing, zilch" not read as a
non-delivery). It is the same non-delivery, its words only emphasis ("zilch", "nada", "nowt", "not a thing").

Never a reply, money or news awaited ("I asked for a refund on the 2nd. Still nothing.", "Still nothing back from you"),
nor where the ticket already claims a non-delivery or the sentence before it tells a claim of its own."""

from __future__ import annotations

import re

from .reading import ReadSentence

# The sentence: "still nothing", with only emphasis around it.
_STILL_NOTHING = re.compile(
    r"^\W*(?:(?:and|but|so|yet|ok|okay|well|erm|um|and\s+yet|as\s+of\s+today|today|now)\W+)*(?:it'?s\s+|there'?s\s+|i'?ve\s+(?:had|got)\s+|got\s+)?"
    r"(?:still|yet|absolutely|literally)\s+nothing\b"
    r"(?:\W*(?:zilch|nada|nowt|zip|zero|nothing|at\s+all|whatsoever|not\s+a\s+(?:thing|sausage|peep|sign)|no\s+sign(?:\s+of\s+(?:it|them|anything))?|"
    r"here|yet|has\s+(?:come|arrived|turned\s+up|shown\s+up)|arrived|came|turned\s+up|showed\s+up|in\s+the\s+post|on\s+my\s+doorstep|"
    r"(?:\d+|two|three|four|five|six|seven|ten)\s+(?:days?|weeks?)\s+later)\b)*\W*$", re.I)
# The sentence before: the order placed or paid for, no reply or money awaited.
_ORDER_TOLD = re.compile(r"\b(?:ordered|paid(?:\s+for)?|bought|purchased|placed\s+(?:the|my|an|this)\s+order|put\s+(?:the|my|an)\s+order\s+in)\b", re.I)
_AWAITED = re.compile(r"\b(?:refund\w*|repl(?:y|ied)|e-?mail\w*|wrote|written|asked|contacted|called|rang|messaged|complain\w*|credit\w*|"
                      r"replacement|return\w*|money\s+back|sent\s+(?:it|them)\s+back)\b", re.I)

NOTHING_AFTER_ORDER_WHY = "tells that nothing came, right after the order was told placed or paid for: the goods never arrived"


def read_nothing_after_order_told(read: list[ReadSentence]) -> None:
    """Each "still nothing" sentence right after the order told placed or paid for, in a ticket claiming no non-delivery
    yet: a non-delivery claim on its order (module doc)."""
    if any("non_delivery" in s.kinds for s in read if s.role == "request"):
        return
    for before, s in zip(read, read[1:]):
        if s.role not in ("statement", "attached") or s.kinds or not _STILL_NOTHING.match(s.text):
            continue
        if before.paragraph != s.paragraph or before.role == "injected" or before.kinds or not _ORDER_TOLD.search(before.text) \
                or _AWAITED.search(before.text):
            continue
        s.role, s.kinds, s.why, s.spans = "request", ["non_delivery"], NOTHING_AFTER_ORDER_WHY, {"non_delivery": [(0, len(s.text))]}
        return
