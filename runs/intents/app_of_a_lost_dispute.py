"""A payment app named as the party of a dispute that went against the customer is no account the money is asked to
(mend47left, a leftover of earlier rounds): "I disputed it but PayPal rejected the claim, so please refund me" read
"PayPal" as the refund asked paid to PayPal (runs/intents/remedies.py refund_elsewhere), and the claim went to a person.
The dispute is closed against the customer: nothing came back from it, so the claim is an ordinary one, paid when it
qualifies.

A mention of the app is blanked only when the sentence tells a dispute, claim or chargeback turned down ("rejected",
"declined", "said no", "closed it in favour of the seller", "sided with the shop", "lost") and nothing tells it went the
customer's way ("in my favour", "sided with me", "successful", "won", "refunded me"); and only a mention that names the
app as the party ("PayPal rejected", "disputed it with PayPal", "my PayPal claim"), never one the money is directed to
("refund it to my PayPal", "PayPal instead", "my paypal account")."""

from __future__ import annotations

import re

from .goods_named_bank import BANK

_APP = re.compile(r"\bpay\s?pal\b", re.I)
_DISPUTE = re.compile(r"\b(?:disput\w*|claim\w*|case|chargeback\w*|charge\s+back|complain\w*|complaint)\b", re.I)
_TURNED_DOWN = re.compile(
    r"\b(?:reject\w*|refus\w*|declin\w*|denied|deny|denies|turn\w*\s+(?:it\s+|me\s+)?down|threw\s+(?:it\s+)?out|thrown\s+out|dismiss\w*|"
    r"(?:said|say|says|told\s+me)\s+no|closed?\s+(?:it\s+|the\s+\w+\s+)?(?:in\s+(?:the\s+)?(?:seller|shop|merchant|store|your)(?:'?s|’s)?\s+favou?r|against\s+me)|"
    r"ruled\s+against|found\s+against|sided\s+with\s+(?:the\s+)?(?:seller|shop|merchant|store|you|u)\b|"
    r"in\s+(?:the\s+)?(?:seller|shop|merchant|store|your)(?:'?s|’s)?\s+favou?r|lost|wouldn'?t|won'?t|didn'?t\s+(?:help|do|give|refund|accept|agree)|"
    r"did\s+not\s+(?:help|do|give|refund|accept|agree)|unsuccessful|failed|no\s+luck|went\s+nowhere|got\s+nowhere|"
    r"(?:said|say|says|told\s+(?:me|us))\s+(?:i\s+(?:have|need|had)\s+)?to\s+(?:contact|ask|go\s+to|speak\s+to|talk\s+to|sort\s+it\s+(?:out\s+)?with)\s+(?:the\s+(?:seller|shop|merchant|store)|you|u)\b)\b", re.I)
_MY_WAY = re.compile(r"\b(?:in\s+my\s+favou?r|sided\s+with\s+me|(?:was|were)\s+successful|succeeded|won|refunded\s+(?:me|it|my)|gave\s+(?:me\s+)?"
                     r"(?:it|the\s+money|my\s+money|the\s+\w+)\s+back|gave\s+me\s+(?:a\s+)?(?:refund|credit)|(?:got|have|had)\s+(?:my\s+|the\s+)?money\s+back|"
                     r"paid\s+me|reimbursed|returned\s+(?:the|my)\s+money|partly|part\s+of|some\s+of|only\s+(?:[$£€]|\d))", re.I)
# the money directed to the app: "to my PayPal", "PayPal instead", "my paypal account", "via paypal please"
# (never the app gone to: "went to PayPal first", "complained to paypal")
_DIRECTED_BEFORE = re.compile(r"(?<!\bwent\s)(?<!\bgo\s)(?<!\bgone\s)(?<!\bturned\s)(?<!\bcomplained\s)(?<!\bwrote\s)(?<!\bspoke\s)"
                              r"(?<!\btalked\s)(?<!\bescalated\s)(?<!\breported\s)(?<!\bapplied\s)(?<!\bcomplain\s)(?<!\bclaim\s)(?<!\bdispute\s)"
                              r"\b(?:to|into|onto|on|back\s+to|back\s+on|via)\s+(?:my\s+|our\s+|the\s+)?$", re.I)
_DIRECTED_AFTER = re.compile(r"^\s*(?:account|acct|balance|wallet|instead|rather|please|pls|plz)\b", re.I)


# the party a dispute was taken to, or the dispute itself, as a sentence after it tells it: "PayPal rejected it", "The bank
# said no.", "They turned it down."
_PARTY = re.compile(rf"\b(?:pay\s?pal|klarna|clearpay|afterpay|stripe|apple\s+pay|google\s+pay|(?:my\s+|the\s+)?{BANK}|card\s+(?:issuer|company|provider)|"
                    r"amex|visa|mastercard|monzo|revolut|barclays|hsbc|natwest|lloyds|santander|chase|they|it|disput\w*|claim|case|chargeback)\b", re.I)


def told_turned_down(text: str) -> bool:
    """Whether a sentence tells a dispute, claim or chargeback turned down against the customer, and nothing of it going
    their way ("PayPal rejected it.", "but the bank said no"): the dispute is closed, nothing came back from it."""
    return bool(_TURNED_DOWN.search(text) and _PARTY.search(text) and not _MY_WAY.search(text))


def lost_dispute_app_blanked(text: str) -> str:
    """`text` with a payment app named as the party of a dispute turned down against the customer blanked (module doc)."""
    if not _APP.search(text) or not _DISPUTE.search(text) or not _TURNED_DOWN.search(text) or _MY_WAY.search(text):
        return text
    out = text
    for m in reversed(list(_APP.finditer(text))):
        if _DIRECTED_BEFORE.search(text[:m.start()]) or _DIRECTED_AFTER.match(text[m.end():]):
            continue
        out = out[:m.start()] + " " * (m.end() - m.start()) + out[m.end():]
    return out
