"""A refund asked only if the goods have not come by a day still to come: "If it still isn't here by next Friday, then I
would like my money back - but not before then please", "Should it not arrive by the end of the week, please refund me",
"if its still not here by friday i want my money back", "Give it till the 20th, then refund".

The customer sets the day; until it passes there is nothing to pay, and the screener reads no calendar (the ticket's
"Friday" is a day a person reads against the date the mail came). Read as a lost parcel's remedy, the parcel was paid
as lost the moment its promised date had gone by, against the customer's own "not before then" (verify42, verify43
V1-03). So the refund is held (runs.intents.money._HOLD_SHAPES): it waits for a person, who sees the day asked.

Not held: a deadline on the refund itself ("please refund me by Friday"), a day already past told as fact ("it was due
by Friday and never came, refund me"), and a fallback of goods the shop cannot send, read by its own shape in money.py."""

from __future__ import annotations

from .deadline_on_an_ask import WHEN

_REFUND = r"\b(?:refund\w*|money\s+back|reimburs\w*|cancel\s+(?:it|the\s+order|my\s+order)\s+and\s+refund)"
# the condition on a day to come: "if it (still) isn't here by Friday", "should it not arrive by the end of the week",
# "unless it turns up before Monday", "if nothing comes till the 20th"
_BY_A_DAY = rf"\b(?:by|before|until|till|til|within)\s+(?:{WHEN})\b"
# ("should" only inverted, opening its clause: "Should it not arrive", never "it should have come by the 3rd")
_CONDITION = (rf"(?:\b(?:if|unless|in\s+case)\b|(?:^|[,;:(–—-]\s*|\b(?:and|but|so|then)\s+)\W*should\s+(?:it|they|nothing|the|my|this|that)\b)"
              rf"[^.!?;]{{0,60}}?{_BY_A_DAY}")
# the time given first: "give it till Friday, then refund", "I'll wait until Monday and then I want my money back"
_GIVEN = rf"\b(?:give\s+(?:it|them|you|u)|(?:i'?ll|i\s+will|we'?ll|we\s+will|happy\s+to|can)\s+wait)\s+(?:until|till|til|to|up\s+to)\s+(?:{WHEN})\b"

REFUND_ON_A_DEADLINE = (
    rf"{_CONDITION}[^.!?;]{{0,60}}?{_REFUND}"
    rf"|{_REFUND}[^.!?;]{{0,40}}?{_CONDITION}"
    rf"|{_GIVEN}[^.!?;]{{0,40}}?\bthen\b[^.!?;]{{0,30}}?{_REFUND}"
)
