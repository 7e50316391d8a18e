"""Paperwork a person cannot close or open is no goods failing: "our accounts team cannot close the PO without it"
(ver37c V37C-06, a business buyer asking a VAT invoice) was read as goods that "cannot close", a damage claim, and the
claim was paid on the one line of the order the ticket was filed under: notebooks nobody said were damaged.

Read after a failing verb ("can't close", "won't open"): the object it takes, when that is paperwork or an account
(a purchase order, the books, the month, a ticket). Goods that will not close stay goods ("the lid won't close", "I
can't close the lid"). A leaf: runs/intents/cues.py and told.py read it."""

# after "cannot close" / "won't open": what follows is paperwork, never goods
PAPERWORK_AFTER = (r"(?!\s+(?:the|our|my|this|that|a|an|its|their)\s+(?:po|p\.o\.|purchase\s+order|books|accounts?|ledger|month|quarter|year|"
                   r"ticket|case|claim|file|deal|sale|invoice|order|loop|matter|complaint|query)\b)")
