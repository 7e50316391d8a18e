"""Money the customer lets go as not worth asking for, in the words the refusal table did not know: "Not worth the fuss
of a refund honestly, it's going in the garden anyway", "wont bother asking for money back, its a garden chair lol",
"can't be bothered chasing a refund for a $6 spoon", "not gonna ask for my money back", "forget the refund" (verify43
waive43 V10-01, V10-02: read as telling more of the damage beside it, the goods were paid in full against the
customer's word). A refusal shape of runs.intents.money (`_REFUSAL_SHAPES`): the sentence forbids the refund, the
claim's money is held for a person, and the guard refuses any refund on it.

Near-misses still asking: the fuss of something else ("not worth the fuss of sending it back, just refund it": the
return let go, the refund asked), the waiver on a condition ("I won't ask for a refund if you send a new one"), "not
worth the money" (a complaint of the goods)."""

from __future__ import annotations

_MONEY = (r"(?:(?:a|the|my|any|our|your)\s+)?(?:full\s+|partial\s+)?(?:refund\w*|refnd\w*|reimburs\w*|money\s+back|cash\s+back|compensation|"
          r"(?:delivery|shipping|postage)\s+(?:fee|charge|cost)\s+back)")
_ASKING = r"(?:ask(?:ing)?|claim(?:ing)?|chas(?:e|ing)|request(?:ing)?|get(?:ting)?|go(?:ing)?\s+after|push(?:ing)?)\s+(?:(?:you|u)\s+)?(?:for\s+)?"
_FUSS = r"(?:fuss|hassle|bother|effort|faff|trouble|time|aggro|stress|palaver|drama|grief|headache)"
# not on a condition: "I won't ask for a refund if you send a new one"
_UNCONDITIONAL = r"(?![^.!?;]{0,40}?\b(?:if|unless|as\s+long\s+as|provided|so\s+long\s+as|as\s+soon\s+as|until|till)\b)"
MONEY_NOT_WORTH_ASKING = (
    # "not worth the fuss of a refund", "not worth the hassle of asking for my money back", "not worth chasing a refund"
    rf"\bnot\s+(?:really\s+)?worth\s+(?:(?:the|all\s+the|any)\s+{_FUSS}\s+(?:of\s+|for\s+)?)?(?:{_ASKING})?{_MONEY}"
    # "wont bother asking for money back", "I won't be asking for a refund", "not gonna ask for my money back",
    # "can't be bothered chasing a refund", "I shan't claim a refund"
    rf"|\b(?:won'?t|wont|will\s+not|shan'?t|not\s+(?:going\s+to|gonna)|can'?t\s+be\s+bothered(?:\s+to)?|cant\s+be\s+bothered(?:\s+to)?|"
    rf"not\s+bothering(?:\s+to)?)\s+(?:even\s+|really\s+)?(?:bother(?:ing)?\s+(?:to\s+|with\s+)?)?(?:be\s+)?{_ASKING}{_MONEY}{_UNCONDITIONAL}"
    # "forget the refund", "never mind the money back", "skip the refund" (said to the shop)
    rf"|(?:^\W*|[,;:–—(]\s*|\s-\s*|\b(?:so|just|honestly|and|but|please)\s+)(?:forget|never\s*mind|skip)\s+(?:about\s+)?{_MONEY}{_UNCONDITIONAL}"
)
