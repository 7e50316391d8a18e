"""An order told placed some time ago and "still nothing": the goods never came, a non-delivery claim in plain words.

"WHERE IS MY ORDER" over "Ordered 8 days ago (SU-93040) and STILL nothing. Refund me NOW or tell me where it is."
(blind round ver23a, V23-40) was read as a status question of no known kind: the ticket went to a person whole, where
the record answers it (in transit, promised by 28 Nov: the claim waits for that date, the customer told). "Ordered ...
and still nothing", "paid two weeks ago, nothing yet", "bought it on the 3rd and still nothing has come" now tell a
non-delivery (runs/intents/cues.py reads these with its own). Never a reply, money or news that has not come ("still
nothing back from you", "nothing yet on the refund")."""

from __future__ import annotations

# The order told as placed or paid for, then "still nothing" / "nothing yet" in the same sentence.
NOTHING_YET_TOLD = (
    r"\b(?:ordered|paid|bought|purchased|placed\s+(?:the|my|an|this)\s+order|order(?:ed)?\s+(?:it|them|this|these))\b[^.!?]{0,60}?"
    r"(?:\b(?:still|yet)\s+nothing\b|\bnothing\s+(?:yet|still|so\s+far)\b|\bnothing\s+(?:has\s+)?(?:come|arrived|turned\s+up)\s+(?:yet|still)\b)"
    r"(?!\s*(?:back|from\s+(?:you|your|the\s+(?:shop|seller|team))|in\s+reply|about|on\s+(?:the|my)\s+(?:refund|money|credit|reply)|"
    r"(?:on|for|re|regarding)\s+(?:the|my)\s+(?:refund|money|credit|reply|email))\b)"
)
