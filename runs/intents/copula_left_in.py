"""A linking verb kept before a bare verb, as a customer writing in a second language may: "kettle is never come",
"chair is still not arrive", "the lamps are not reach me".

Blind round ver26a (VER26A-04): "But kettle is never come." over a parcel the carrier records lost was read as a problem
of no known kind, and the whole ticket went to a person unread. The bare-goods non-delivery cue in runs/intents/cues.py
took "kettle never come" and "table not reach me" but not the same words with "is" between the goods and "never":
the words before the "not" were the goods' own, and "is" is never goods. This is the one word it may now stand there.

The cue around it stays as it was: the goods opening a sentence or a clause, nothing after the verb but where or how
long (never "is not come with the screws", "is not come down in price"), never money, a reply or a person ("refund is
never come", "the driver is not come"), and never after other goods told as come in the same sentence ("toaster is
arrive good but kettle is not come": goods missing from a delivery, a person's)."""

from __future__ import annotations

# "is", "are", "was", "were" between the goods and "not"/"never" (optional: "kettle never come" reads as before)
LINK_BEFORE_NOT = r"(?:(?:is|are|was|were|be)\s+)?"
