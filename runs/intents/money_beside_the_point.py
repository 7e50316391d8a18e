"""The money said to be beside the point: "The refund isn't the point - I'd like to know why it was packed so badly", "it's
not about the money, I want to know what happened", "money's not really the issue here". Neither asked nor turned down:
read as telling, the whole lamp was paid while the customer asked only why (verify38 Y-22). Read as a hold on the refund
(money._HOLD_SHAPES): no money without a clear ask, a person asks the customer, and the question beside it is its own
request.

Near-misses: the money said to be the point ("the refund is the point", "the point is I want a refund"), or another thing
said not to be ("the dent isn't the point, the refund is")."""

_MONEY = r"(?:(?:a|the|my|any)\s+)?(?:refund|money(?:\s+back)?|cash|reimbursement|compensation)"
MONEY_BESIDE_THE_POINT = (
    # "The refund isn't the point", "money's not really the issue"
    rf"\b{_MONEY}(?:\s+(?:is\s*n['’]?t|isnt|is\s+not|was\s*n['’]?t)|['’]s\s+not)\s+(?:really\s+|even\s+|actually\s+)?(?:the|my)\s+"
    r"(?:main\s+|real\s+)?(?:point|issue|priority|concern|problem|thing)\b"
    # "it's not about the money", "this isn't really about a refund"
    rf"|\b(?:it|this|that)(?:['’]s\s+not|\s+is\s*n['’]?t|\s+isnt|\s+is\s+not)\s+(?:really\s+|even\s+|just\s+)?(?:about|for)\s+{_MONEY}\b")
