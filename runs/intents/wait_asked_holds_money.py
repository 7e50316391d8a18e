"""A request to wait, put to the shop, holds the money: "Please don't start anything yet, I'll send photos first", "Don't
process the return until I confirm", "just dont open a return yet", "do nothing for now please", "pls dont action anything
till you hear from me", "Please not start anything, I send photos first" (adversarial round 47).

plans_not_goods.py reads these words as an instruction to the shop, never goods that "won't start"; but an instruction
that forbade nothing let the claim told beside it be paid at once, against the customer's own words (issue #11). So the
refund is held (runs.intents.money._HOLD_SHAPES), and with it the return of a claim whose money comes on the goods'
arrival (money.forbids_action): a person waits for what the customer sends, then settles it.

The wait is the shop's work put off: a verb of starting or processing ("start", "process", "open", "action", "go ahead
with", "proceed with", "do"), said to the shop ("please don't", "don't" at a clause's head), of anything or of the claim,
the return or the refund, with the waiting told: "yet", "for now", "until/till I ...", "before I ...", or "anything" and
nothing after it but a reason. Not held: "don't start me on the courier" (a figure of speech), "please don't send a
replacement, just refund it" (a remedy declined, the refund asked), "it won't start at all" (goods that fail), "I haven't
opened it yet" (the customer's own doing), "don't arrange a replacement yet, just refund it" (a replacement put off, the
refund asked: a replacement or an exchange is no work the money waits on).

A leaf: runs/intents/money.py reads it.
"""

from __future__ import annotations

# Said to the shop: at a clause's head or after "please", "just", "so" ... (never "I don't start work until 9").
_TO_SHOP = (r"(?:^\W*|[,;:\u2013\u2014(]\s*|\s-\s*|\b(?:please|pls|plz|kindly|just|so|and|but|then|for\s+now|now|ok|okay|actually|"
            r"honestly|sorry|hi|hello|hey|thanks)\s*,?\s+)")
_DONT = (r"(?:(?:please|pls|plz|kindly|just)\s*,?\s+)?(?:(?:do\s+not|don'?t|dont|dnt|donot|don;t|do\s+n'?t)"
         # a learner's "please not start", "pls no start" (only after the "please": "I not start" is the customer's own)
         r"|(?<=please\s)not|(?<=pls\s)not|(?<=plz\s)not|(?<=please\s)no|(?<=pls\s)no)\s+")
_SOFT = r"(?:(?:actually|yet|go\s+ahead\s+and|bother\s+to|rush\s+to|try\s+to|even|just)\s+)?"
# The shop's work put off: starting, processing, opening, actioning a claim or anything.
_WORK = (r"(?:start(?:ing)?|process(?:ing)?|proces|prosess|open(?:ing)?|begin(?:ning)?|action(?:ing)?|initiat\w*|do(?:ing)?|"
         r"proceed(?:\s+with)?|go\s+ahead(?:\s+with)?|move\s+(?:forward|ahead)(?:\s+with)?|progress|raise|file|submit|log|set\s+up|"
         r"put\s+(?:anything|it|this|that|the\s+\w+)\s+through|put\s+through|sort(?:\s+out)?|arrange|book|issue|touch)")
# What is put off: anything, the claim, the return, the refund, "it" (a clause's edge or up to three words).
_THING = (r"(?:anything(?:\s+(?:else|at\s+all|more))?|nothing|any\s+of\s+(?:it|this|that)|"
          r"(?:it|this|that|them)|(?:(?:the|a|an|my|any|this|that|our)\s+)?(?:[\w-]+\s+){0,2}?"
          r"(?:return|refund|claim|case|request|complaint|ticket|collection|pick-?up|rma|money|reimbursement|process|procedure))")
# The waiting told after it: "yet", "for now", "until I confirm", "before I send photos", "till you hear from me".
_UNTIL = (r"(?:(?:just\s+)?yet|for\s+(?:now|the\s+(?:moment|time\s+being)|a\s+(?:bit|while|few\s+days|day\s+or\s+two|couple\s+of\s+days))|"
          r"right\s+now|at\s+the\s+moment|at\s+this\s+(?:point|stage)|today|until|untill|till|til|b4|before\s+(?:i|we|you\s+(?:hear|get|see|have))|"
          r"unless\s+i|without\s+(?:my|our|me)|first)\b")

WAIT_ASKED_HOLD = (
    # "Please don't start anything yet", "Don't process the return until I confirm", "just dont open a return yet"
    rf"{_TO_SHOP}{_DONT}{_SOFT}{_WORK}\s+(?:(?:on|with|about)\s+)?{_THING}\s+(?:(?:now|please|pls|for\s+me|for\s+us)\s+)?{_UNTIL}"
    # "please don't do anything, I'll send photos first", "pls dont start anything." ("anything" at a clause's edge)
    rf"|{_TO_SHOP}{_DONT}{_SOFT}(?:start|process|proces|open|begin|action|initiate|do|proceed\s+with|go\s+ahead\s+with)\s+"
    r"(?:anything|nothing)(?:\s+(?:else|at\s+all|please|pls|for\s+me))?\s*(?:[.,;:!\u2013\u2014-]|$)"
    # "please do nothing yet", "do nothing for now", "Please do nothing until I've sent the photos"
    rf"|{_TO_SHOP}(?:(?:please|pls|plz|kindly|just)\s*,?\s+)?do\s+nothing\s+(?:(?:please|pls|more|else)\s+)?(?:{_UNTIL}|\s*[.,;:!]|$)"
)
