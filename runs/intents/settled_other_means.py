"""A past problem told as settled by someone else or in another form than the shop's own refund: "Refunded by bank.",
"Reversed by my bank already.", "the chargeback went through", "customer service gave me store credit for it",
"you already gave me the shipping back", "shipping refunded already". The verifier found each read as a new request
and paid again ($20 for a duplicate charge the bank had reversed, $6.95 for a late delivery settled with a voucher).

Each is settling words for the screener (runs/intents/settled.py _settling), so the turn and recurrence checks there
still apply: "you gave me store credit but I want the money" turns after it and stays asked; "my bank says it will
reverse it if you don't" tells no settling at all (nothing past). And settling words denied are no settling: "The
duplicate charge was never refunded", "the late fee still hasn't been refunded" were read as settled before.
"""

from __future__ import annotations

import re

# Who else settles money: the customer's bank, card company or payment provider.
_OTHERS = (r"(?:(?:my|our|the)\s+)?(?:bank|card\s+(?:company|issuer|provider)|credit\s+card(?:\s+company)?|card|paypal|amex|"
           r"american\s+express|visa|mastercard|klarna|clearpay|building\s+society|payment\s+provider|issuer)")
_MONEY_BACK = r"(?:refunded|refundd|reversed|reimbursed|credited|returned|charged\s+back|cancel+ed|voided|paid\s+back)"
# Up to three words naming which refund ("the $5.99 delivery fee refund"), none a clause's: no comma, no ask, no link.
_REFUND_NAMED = r"(?:(?!(?:please|pls|plz|so|and|but|then|to|you|u|can|could|would|will|it|them)\b)[\w£$€.&-]+\s+){0,3}?"
_OTHER_MEANS = re.compile(
    # done by the bank, told in the passive: "Refunded by bank.", "Reversed by my bank already", "charged back by Amex"
    rf"\b{_MONEY_BACK}\s+(?:already\s+|back\s+|in\s+full\s+)?(?:by|through|via)\s+{_OTHERS}\b"
    # a chargeback done: "the chargeback went through", "chargeback was approved"
    r"|\bcharge-?back\s+(?:has\s+|had\s+|finally\s+|already\s+)*(?:went|gone|come|came)\s+through\b"
    r"|\bcharge-?back\s+(?:was\s+|has\s+been\s+|got\s+|'s\s+been\s+)?(?:approved|accepted|successful|granted|upheld|won|processed)\b"
    # a remedy in another form had: "customer service gave me store credit", "got a voucher for it", "issued a gift card"
    r"|\b(?:gave|given|got|received|issued|sent)\s+(?:me\s+|us\s+)?(?:a\s+|an\s+|some\s+)?(?:[\w£$€.,-]+\s+){0,2}?"
    r"(?:store\s+credit|vouchers?|e-?vouchers?|gift\s*cards?|credit\s+notes?|coupons?|goodwill\s+(?:credit|gesture|payment))\b"
    r"|\bcompensated\s+(?:me|us)\b(?=[^.!?]*\b(?:already|via|with|by|for\s+(?:it|that|the))\b)"
    # the fee or money handed back: "you already gave me the shipping back", "paid the postage back"
    r"|\b(?:gave|given|paid|sent|handed|put)\s+(?:me\s+|us\s+)?(?:the\s+|my\s+|our\s+)?(?:shipping|postage|delivery|p&p|carriage|fee|money|"
    r"payment|charge|cash)(?:\s+(?:fee|charge|cost|money))?\s+back\b"
    # a bare "refunded already" after the problem: "shipping refunded already", "that was reversed already"
    rf"|\b{_MONEY_BACK}\s+already\b"
    # the shop's own refund told received, often with thanks: "Got the delivery refund, thank you", "received the $5.99 back",
    # "cheers for the shipping refund" (blind round ver34c B34-05: thanks for a refund had are no ask to pay it again)
    # (the words between name the refund, never a clause: "had the glass shattered, please refund that one" had none)
    rf"|\b(?:got|received|recieved|(?:have|'ve)\s+had)\s+(?:the\s+|my\s+|your\s+|a\s+|an\s+)?{_REFUND_NAMED}refund\b(?!\s+(?:request|form|policy|info|email|e-mail|link))"
    r"|\b(?:got|received|recieved|had)\s+(?:the\s+|my\s+|our\s+)?(?:[£$€]\s?\d[\d.,]*|(?:shipping|postage|delivery|fee|money|cash)(?:\s+(?:fee|charge|cost|money))?)\s+back\b"
    rf"|\b(?:thanks|thank\s+you|cheers|ta)\s+(?:(?:so\s+)?much\s+|again\s+|a\s+lot\s+|lots\s+)?for\s+(?:the\s+|my\s+|your\s+)?{_REFUND_NAMED}"
    r"refund\b(?!\s+(?:request|form|policy|info|offer|link))", re.I)
# ... never a settling wished, asked or put as a condition: "you should have given me the postage back", "if the
# bank reversed it", "can you make sure the chargeback went through?"
# ... nor one preferred against another remedy: "I'd rather you posted a new lid than gave me money back".
_WISHED_BEFORE = re.compile(r"(?:\b(?:should|could|would|must|might|may|can|to|please|if|unless|whether|once|until|want|wanted|expect|expected|"
                            r"than|rather|prefer|preferred|wish|hope|instead\s+of)"
                            r"(?:\s+(?:have|'ve|of|be|been|you|u|they|it|i|we))*|n['’]t)\s+(?:[\w'’-]+\s+){0,3}$", re.I)


def settled_other_means(text: str) -> list[re.Match]:
    """Settling words in `text` told as done by the bank or in another form ("Refunded by bank", "gave me store credit",
    "shipping refunded already"), none wished or asked, and no question."""
    return [m for m in _OTHER_MEANS.finditer(text) if not _WISHED_BEFORE.search(text, 0, m.start()) and "?" not in text[m.end():]]


# Settling words denied: "was never refunded", "still hasn't been refunded", "wasn't credited".
_DENIED_AT = re.compile(r"(?:\b(?:not|never|no)|n['’]t|\b(?:hasnt|hadnt|havent|wasnt|werent|isnt|didnt))\s+(?:(?:yet|ever|actually|even|been|already)\s+){0,2}$", re.I)
_DENIED_INSIDE = re.compile(r"\b(?:never|not)\s+(?:been\s+)?(?:refund\w*|reimbursed|credited|replaced|sorted|fixed|resolved|settled|reversed)\b", re.I)


def settling_denied(text: str, m: re.Match) -> bool:
    """Whether the settling words at `m` are denied where they stand: "was never refunded", "hasn't been refunded"."""
    return bool(_DENIED_INSIDE.search(m.group(0)) or _DENIED_AT.search(text, 0, m.start()))
