"""The money turned down by saying it is not what the customer wants: "Cash back isn't what I'm after, a working toaster
is.", "a refund is not what we're looking for", "It's not my money back I want", "what I'm after isn't a refund". Read as
telling, no refund was forbidden and the whole toaster was paid to a customer who had said money was not what they wanted
(verify38 Y-02). money._NEGATED_MONEY reads it beside "I'm not after a refund", so the refund is held.

Near-misses: the money said to be what is wanted ("a refund is what I'm after"), or something else not wanted ("a
replacement isn't what I'm after, just my money back"): only the money's own words before the denial turn it down."""

_MONEY = (r"(?:a\s+|any\s+|the\s+|my\s+|your\s+)?(?:full\s+)?(?:refund\w*|reimbursement|money(?:\s+back)?|cash(?:\s+back)?|"
          r"(?:store\s+)?credit(?!\s+card))")
_NOT = r"(?:is\s*n['’]?t|isnt|is\s+not|['’]s\s+not|was\s*n['’]?t|was\s+not|wasnt)"
_WANTED = (r"what\s+(?:i|we)(?:['’]m|\s+am|['’]re|\s+are|\s+was|\s+were)\s+(?:really\s+|actually\s+)?(?:after|looking\s+for|asking\s+for|wanting|hoping\s+for|chasing)"
           r"|what\s+(?:i|we)\s+(?:really\s+|actually\s+)?(?:want|need|asked\s+for|['’]d\s+like|would\s+like|am\s+after)")
MONEY_NOT_WANTED = (
    # "Cash back isn't what I'm after", "a refund really is not what we want"
    rf"\b{_MONEY}\s+(?:really\s+|honestly\s+|actually\s+)?{_NOT}\s+(?:really\s+|exactly\s+|actually\s+)?(?:{_WANTED})\b"
    # "what I'm after isn't a refund", "what I want is not my money back"
    rf"|\b(?:{_WANTED})\s+{_NOT}\s+(?:really\s+)?{_MONEY}"
    # "It's not a refund I'm after", "it isn't the money I want"
    rf"|\bit\s*{_NOT}\s+(?:really\s+)?{_MONEY}\s+(?:that\s+)?(?:i|we)(?:['’]m|\s+am|['’]re|\s+are)?\s+(?:after|looking\s+for|asking\s+for|want|need)\b")
