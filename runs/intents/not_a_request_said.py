"""The customer's own mail said to be no request: "This is not a refund request: the toaster has a scratch", "I know this
looks like a refund request but it isn't", "this isn't a complaint or a claim, just feedback". Read as the remedy declined
(runs/intents/remedies.py _DECLINES), as "I'm not asking for a refund" is: read as telling, the damage beside it was paid in
full to a customer who had said no money was wanted (verify38 Z-11, Q-04).

Only the mail (this, it, my message) said to be no request, complaint or claim; never the shop's doing denied ("this is not
a refund, it's a partial credit", "that isn't the refund I asked for"), nor a request said to be one ("this is a refund
request"). A remedy asked after it ("not a complaint, but could you refund it?") is still asked (remedies._REMEDY_AFTER)."""

_MAIL = r"(?:(?:this|that|my|the)\s+(?:e-?mail|message|mail|note|letter|ticket|query|contact)|this|it|that)"
_NOT = r"(?:['’]s\s+not|is\s+not|isn'?t|isnt|isn’t|'s\s+not|’s\s+not|is\s+no|was\s+not|wasn'?t|wasnt)"
_ASK_NOUN = (r"(?:(?:refund|return|replacement|money|compensation|goodwill|reimbursement)\s+)?(?:request|claim|demand|ask)"
             r"|complaint|refund\s+(?:request|claim)")
NOT_A_REQUEST = (
    # "This is not a complaint and not a refund request", "this isn't really a claim", "my email is not a refund request"
    rf"\b{_MAIL}(?:\s+|(?=['’]s\b)){_NOT}\s+(?:really\s+|actually\s+|meant\s+as\s+|intended\s+as\s+)?(?:a|an|any)\s+(?:{_ASK_NOUN})\b"
    # the mail left out, opening the sentence: "Not a refund request, this - ...", "Not a complaint! ..."
    rf"|^\W*not\s+(?:really\s+)?(?:a|an)\s+(?:{_ASK_NOUN})\b(?!\s+(?:about|of|against|to)\b)"
    # "I know this looks like a refund request but it isn't", "it may sound like a complaint but it's not"
    rf"|\b{_MAIL}\s+(?:\w+\s+)?(?:looks?|sounds?|seems?|reads?)\s+like\s+(?:a|an)\s+(?:{_ASK_NOUN})\b[^.!?]{{0,20}}?"
    r"\bbut\s+(?:it|this|that|i)\s*(?:isn'?t|isnt|is\s+not|'s\s+not|’s\s+not|really\s+isn'?t|'m\s+not|am\s+not)\b(?!\s+(?:only|just))")
