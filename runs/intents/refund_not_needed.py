"""The money turned down with the refund as the subject: "A refund isn't needed; could you let me know the return
address?", "refund not necessary - just tell me where to send them", "the money back really isn't required". Read as a
statement, the refusal was lost at the semicolon or the dash, and the return asked after it would have paid the refund
the customer turned down when the goods arrived. money._NEGATED_MONEY reads it beside "no refund necessary".

Near-misses: a refund said to be needed or late ("a refund is needed urgently", "the refund isn't here yet", "a refund
isn't what I was promised") turns nothing down."""

# "a refund isn't needed", "refund not necessary", "any refund is not required", "my money back really isn't wanted"
REFUND_NOT_NEEDED = (r"\b(?:a\s+|any\s+|the\s+|my\s+)?(?:refund|reimbursement|money\s+back)s?\s+(?:(?:really|honestly|truly|actually)\s+)?(?:is|are)?\s*"
                     r"(?:n'?t|not)\s+(?:really\s+|honestly\s+|at\s+all\s+)?(?:necessary|needed|required|wanted|needed)\b")
