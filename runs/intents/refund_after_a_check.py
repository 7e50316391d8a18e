"""A refund asked only once a check shows the parcel lost: "Could you check where it is? If it turns out to be lost then
I'd want a refund, but let's see first.", "In case it's gone missing for good, I'd want a refund, but please ask the
courier first.", "Only if it can't be found, refund me - I'd really prefer the cover itself."

The customer asks for the check now and the money only after it: the loss is theirs to hear of first, so the refund
waits for a person (a hold, runs.intents.money._HOLD_SHAPES), and what is asked now (chase the courier, say where it is)
is still asked. Read as the claim's remedy, the parcel was paid as lost and closed with the chase unanswered (refused42
R3-12, R4-08, R5-09).

Only the loss condition gated by the check coming first ("first", "let's see", "for now") or by "only if" holds: the
established reading of a plain "I'd like a refund if it is lost" beside a parcel not come is the loss claimed, paid when
the carrier's scans show it lost (tests/test_screening_a_question_where_the_parcel_is_claims_no_loss.py), and so is "If
it is lost, could you refund it, as we would rather have the money". A deadline ("if it's not here by Friday") is not
read here."""

from __future__ import annotations

_REFUND = r"\b(?:refund\w*|money\s+back|reimburs\w*)"
# the parcel proving lost: "it turns out to be lost", "it's gone missing for good", "it can't be found", "it never turns up"
_LOSS = (r"(?:it(?:'s|’s|s)?|they|the\s+[\w-]+|my\s+[\w-]+)\b[^.!?;,]{0,40}?\b(?:lost|missing|gone\s+for\s+good"
         r"|(?:can'?t|cannot|can\s+not|couldn'?t|could\s+not)\s+be\s+(?:found|traced|located)|(?:isn'?t|is\s+not|aren'?t)\s+(?:found|traced|located)"
         r"|(?:never|doesn'?t|does\s+not|don'?t|won'?t)\s+(?:turns?|shows?)\s+up)\b")
_IF = r"\b(?:if|in\s+case|should)\s+"
_ONLY_IF = r"\bonly\s+(?:if|in\s+case|when)\s+"
# the check asked to come first: "let's see first", "please ask the courier first", "for now"
_GATE = r"\b(?:first(?!-)|let'?s\s+see|wait\s+and\s+see|see\s+what\s+(?:happens|they\s+say)|for\s+now|before\s+(?:any\s+refund|refunding|you\s+refund))\b"

REFUND_AFTER_A_CHECK = (
    rf"{_ONLY_IF}{_LOSS}[^.!?]{{0,80}}?{_REFUND}|{_REFUND}[^.!?]{{0,60}}?{_ONLY_IF}{_LOSS}"
    rf"|(?=[^.!?]*{_GATE}){_IF}{_LOSS}[^.!?]{{0,80}}?{_REFUND}"
    rf"|(?=[^.!?]*{_GATE}){_REFUND}[^.!?]{{0,60}}?{_IF}{_LOSS}"
    # the check first, then the condition: "Please check with the carrier first - should it never turn up, a refund ..."
    rf"|{_GATE}[^.!?]{{0,60}}?{_IF}{_LOSS}[^.!?]{{0,80}}?{_REFUND}"
)
