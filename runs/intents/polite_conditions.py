"""A condition that is only politeness: "If not too much trouble, a refund please", "if it's no bother, refund me",
"if not too much hassle could I have the money back". The fallback shape of a hold (money._HOLD_SHAPES: "If not, a
refund please" after a remedy asked first) read "if not" as a first choice failing, and held the refund for a person:
the customer's plain request was paid late or not at all. "If not" followed by the trouble it would cause is a courtesy.

Near-misses: "If not, a refund please." after "Can you send a new one by Friday?", "if not in stock, refund me" (a
real condition: whether it holds is a person's to find out) keep the hold."""

# "if not" said of trouble or bother: "too much trouble", "a problem", "any bother", "too much of a hassle", "too difficult"
NOT_A_COURTESY = (r"(?!\s+(?:(?:too|that|so)\s+(?:much\s+)?(?:of\s+a\s+)?|a\s+|any\s+|much\s+|a\s+big\s+)?"
                  r"(?:trouble|bother|problem|hassle|faff|inconvenien\w*|difficult|hard|pain|issue)\b)")
