"""Money the customer wants to hear of before it moves: "please check with me first before any money moves" (V1-01),
"run it by me before you refund anything", "don't refund without asking me", "ask me b4 processing anything", "before
any refund goes out, call me", "refund only with my ok".

The customer keeps the word on whether the money moves: paid at once, it was paid against that word (issue #11). The
refund is held (runs.intents.money._HOLD_SHAPES): a person speaks to the customer, then makes it.

Not held: a notice asked after the money ("let me know when the refund has gone through", "email me once it's
refunded"), a check asked of goods ("check with me before sending the courier" holds the courier, not here)."""

from __future__ import annotations

_ME = r"(?:me|us|myself)"
_MONEY_MOVES = (r"(?:(?:any|the|a|my|you|u)\s+)?(?:money|refund\w*|refnd\w*|reimburs\w*|process\w*|pay\w*|issu\w*|do(?:ing)?\s+anything|"
                r"go(?:ing)?\s+ahead|anything\s+(?:is\s+|gets\s+)?(?:done|processed|refunded|paid))")
_ASK = (r"(?:check(?:ing)?|confirm(?:ing)?|speak(?:ing)?|talk(?:ing)?|clear(?:ing)?\s+it|run(?:ning)?\s+it|ask(?:ing)?|contact(?:ing)?|"
        r"e-?mail(?:ing)?|call(?:ing)?|ring(?:ing)?|phon(?:e|ing)|get(?:ting)?\s+in\s+touch|let\s+me\s+know|tell(?:ing)?)")

MONEY_CHECKED_WITH_ME_FIRST = (
    # "check with me first before any money moves", "run it by me before you refund anything", "ask me b4 processing"
    rf"\b{_ASK}\s+(?:(?:with|to|by)\s+)?(?:{_ME}\s+)?(?:first\s+|beforehand\s+)?(?:before|b4|prior\s+to)\s+(?:you\s+|u\s+|any\s+)?{_MONEY_MOVES}"
    # "before any money moves, check with me", "before you refund anything please ring me"
    rf"|\b(?:before|b4)\s+(?:you\s+|u\s+|any\s+|the\s+)?(?:money|refund\w*|process\w*|pay\w*|issu\w*|do\s+anything)[^.!?;]{{0,30}}?\b{_ASK}\s+"
    rf"(?:(?:with|to|by)\s+)?{_ME}\b"
    # "don't refund without asking me", "no refund without my ok", "only with my say-so"
    rf"|\b(?:refund\w*|process\w*|money|pay\w*|anything)[^.!?;]{{0,30}}?\bwithout\s+(?:{_ASK}\s+(?:(?:with|to)\s+)?{_ME}|(?:my|our)\s+"
    r"(?:ok|okay|say-?so|go-?ahead|approval|permission|consent|agreement))"
    rf"|\b(?:refund\w*|money)[^.!?;]{{0,30}}?\bonly\s+(?:with|after)\s+(?:my|our)\s+(?:ok|okay|say-?so|go-?ahead|approval|permission|consent|agreement)"
)
