"""Store credit asked in words that never say "store credit": "I'd rather have it as credit to spend on the site than
back on my card", "can I have credit for my next order instead", "put it as credit I can use in the shop". Read beside
"store credit instead of a card refund" (runs/intents/remedies.py _ELSEWHERE and _REMEDY_FORM): the refund tool pays only
the card, so the refund is held and a person arranges the credit. Missed, the card refund the customer set aside was
paid (verify38 Y-23).

Near-misses: credit on the card itself ("as a credit to my card", "credit back on my card", "credit card"), and credit
told of ("the credit showed up")."""

_NOT_THE_CARD = r"(?!\s+(?:card|back\b|(?:on|to|onto|into)\s+(?:my|the|our)\s+(?:\w+\s+)?(?:card|visa|mastercard|amex|bank)))"
CREDIT_IN_WORDS = (
    # "credit to spend on the site", "credit I can use in the shop", "credit to use on your website"
    r"\bcredit\s+(?:(?:that\s+)?(?:i|we)\s+can\s+|to\s+)(?:spend|use)\s+(?:\w+\s+){0,2}?(?:on|at|in|with)\s+(?:the|your|this)\s+"
    r"(?:site|shop|store|website|web\s*site|app)\b"
    # "credit for my next order", "credit towards a future purchase"
    r"|\bcredit\s+(?:for|towards?|against|off)\s+(?:my|our|a|the|any)\s+(?:next|future|later|another)\s+(?:order|purchase|buy)\b"
    # "as credit", "in credit", "as a credit" (not on the card)
    rf"|\b(?:as|in)\s+(?:a\s+)?credit\b{_NOT_THE_CARD}")
