"""A card or account told cancelled, closed or replaced is the customer's payment, never the claim settled: "The speaker's
charging port is broken ... I'd like a refund, but please don't process anything before the 20th of March - my card has
been cancelled and the new one arrives then" (V1-14). Read as "it was cancelled" (the order, the charge), the sentence
settled the broken speaker told before it, and the claim was dropped without a word to anyone (issue #11).

Only the settling words whose subject is the card or account just before them ("my card has been cancelled", "the old
debit card was blocked", "our bank account's closed"); "the order was cancelled" and "the charge was reversed" still
settle as before."""

from __future__ import annotations

import re

# the card or account itself, named as the one the settling words are said of: "my card has been cancelled", "the old bank
# card was blocked", "our account's closed" (never "my card company refunded it", settled by the bank)
_PAYMENT_GONE = re.compile(
    r"^(?:(?:my|the|our|old|bank|debit|credit|current|previous|original)\s+)*(?:card|visa|mastercard|amex|account|acct|acount)(?:'s|’s|s)?\s+"
    r"(?:(?:has|have|had|just|now|already|also|recently)\s+)*(?:been\s+|got\s+|was\s+|is\s+|were\s+)?"
    r"(?:cancell?ed|canceled|closed|blocked|expired|stolen|lost|frozen|replaced|stopped|deactivated|shut\s+down)\b", re.I)
_PAYMENT_BEFORE = re.compile(
    r"\b(?:card|visa|mastercard|amex|account|acct|acount)(?:'s|’s|s)?\s+(?:(?:has|have|had|just|now|already|also|recently)\s+)*$"
    # ... or pointed back at by "it" in the same breath: "my debit card got stolen so it's been cancelled"
    r"|\b(?:card|visa|mastercard|amex|account|acct|acount)\b[^.!?;]{0,30}?\b(?:so|and|which\s+means|now)\s+$", re.I)


def payment_told_cancelled(text: str, m: re.Match) -> bool:
    """Whether settling words found (`m`) are said of the customer's card or account, not of the claim."""
    return bool(_PAYMENT_GONE.match(m.group(0).strip())) or (
        bool(_PAYMENT_BEFORE.search(text[max(0, m.start() - 40): m.start()])) and bool(_PAYMENT_GONE.match("card " + re.sub(r"^it(?:'s|’s|s)?\s+", "", m.group(0).strip(), flags=re.I))))
