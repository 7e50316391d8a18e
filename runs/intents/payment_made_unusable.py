"""Whether the payment an order was made with can still take a refund asked paid elsewhere: the words that tell it
closed, cancelled or stolen, or the money asked onto another person's own card (runs/refund_to_the_payment_made.py, which
pays the refund back there otherwise). Read here, in the screener's package, so that its accounting of a plan can tell an
ask the claim's refund waits on (runs/intents/elsewhere_held_by_claim.py) without reading the runtime above it."""

from __future__ import annotations

import re

from .remedies import refund_elsewhere

# the payment made told unusable: cancelled, closed, expired, stolen, lost, blocked, frozen, no longer had or used
_UNUSABLE = re.compile(
    r"\b(?:cancell?ed|canceled|closed|expired|stolen|lost|blocked|frozen|deactivated|shut\s+down|terminated|compromised|"
    r"no\s+longer\s+(?:active|valid|works?|working|exists?|open|have|use|got)|(?:doesn|does\s+not|won['’]?t|isn['’]?t|is\s+not)\W*t?\s*"
    r"(?:work|exist|active|valid|open)\w*|(?:don['’]?t|do\s+not|no\s+longer)\s+(?:have|use|own)\s+(?:it|that|the|this))\b", re.I)


# a form of credit the shop itself gives ("I'd prefer a voucher", "store credit instead"), not another account: the refund
# paid back to the card would not be what the sentence asks, so such a sentence still holds it (tests/test_screening_doubt.py)
_SHOP_CREDIT = re.compile(r"\b(?:vouchers?|store\s+credit|shop\s+credit|credit\s+note|gift\s*cards?|coupons?|points)\b", re.I)


# the money asked onto another person's own card or account ("She wants a refund to her own card, not mine", verify33
# P04): paid back to the account holder's card it would not reach the one asking, so a person decides, as for a closed card
_SOMEONE_ELSES = re.compile(
    r"\b(?:(?:her|his|their)\s+own|(?:wife|husband|partner|mum|mom|dad|son|daughter|sister|brother|friend|flatmate)(?:'s|’s|s))\s+"
    r"(?:\w+\s+)?(?:card|account|visa|mastercard|amex|debit\s+card|credit\s+card|bank\s+account)\b", re.I)


def payment_made_unusable(texts: list[str]) -> str:
    """The sentence telling the payment the order was made with can no longer take a refund, or would not reach the
    person asking (the money asked onto another person's own card), or ''."""
    return next((t for t in texts if _UNUSABLE.search(t) or _SOMEONE_ELSES.search(t)), "")


def asks_only_elsewhere(text: str, texts: list[str]) -> bool:
    """Whether a sentence holding a refund asks only that the money go elsewhere, with the payment made still usable: the
    refund is paid back to it, so a reply saying so contradicts nothing the customer asked (runs.walk.reply)."""
    return another_account(text) and not payment_made_unusable([text, *texts])


def another_account(text: str) -> bool:
    """Whether the sentence asks the money paid to another card or account (not shop credit, which holds the refund)."""
    where = refund_elsewhere(text)
    return bool(where) and not _SHOP_CREDIT.search(where)
