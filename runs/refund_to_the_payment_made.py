"""A refund asked paid elsewhere ("send the money to my other card ending 9910 instead of the one I paid with") is
paid back to the payment the order was made with, and the ask for the other account goes to a person on its own.

The refund tool pays only the original payment. Holding the whole refund for a person because the customer named
another card held $37.80 the policy owed (adv29 A29-24): money returned where it came from is never paid to the wrong
person, whoever writes the ticket, and the sentence asking for the other account stays an `other` request a person
answers, quoted. Only when the ticket says the payment made can no longer take it ("the card's been cancelled", "the old
one was stolen", "my account is closed") does the refund wait for a person: paid to a closed card, it would not reach
the customer.
"""

from __future__ import annotations

import re

from .intents import refund_elsewhere

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


def still_held(decision: dict, held: list[str], requests: list[dict]) -> list[str]:
    """The refusals that still hold a refund: a sentence asking only that the money go elsewhere does not, unless the
    ticket tells the payment made unusable (then a person arranges it)."""
    if str(decision.get("action") or "refund") != "refund":
        return held
    texts = [t for r in requests for t in (*r.get("told", ()), r["text"], *r.get("attached", ()), *r.get("told_after", ()))]
    if payment_made_unusable([*held, *texts]):
        return held
    return [t for t in held if not _another_account(t)]


def asks_only_elsewhere(text: str, texts: list[str]) -> bool:
    """Whether a sentence holding a refund asks only that the money go elsewhere, with the payment made still usable: the
    refund is paid back to it, so a reply saying so contradicts nothing the customer asked (runs.walk.reply)."""
    return _another_account(text) and not payment_made_unusable([text, *texts])


def paid_back_told(texts: list[str]) -> str:
    """What a refund's sentence adds when the ticket asked the money paid elsewhere and the payment made can still take
    it: where it really went, so the customer is not left looking for it on the other account, or ''."""
    if not any(_another_account(t) for t in texts) or payment_made_unusable(texts):
        return ""
    return " It has gone back to the card or account you paid with, as refunds always do."


def other_account_asked(goal: str, texts: list[str]) -> str:
    """The sentence for the `other` subtask quoting the ask for another account: the ask told as heard and left to a
    colleague, in no words of work done (the refund's own sentence says where the money went), or ''."""
    quoted = re.search(r'"(.+)"', goal, re.S)
    if not quoted or not _another_account(quoted.group(1)) or payment_made_unusable([quoted.group(1), *texts]):
        return ""
    words = " ".join(quoted.group(1).split())
    return (f'You asked for the money to go to another card or account ("{words}"); I can\'t arrange that myself, so a '
            "colleague will follow up with you about the other account.")


def _another_account(text: str) -> bool:
    """Whether the sentence asks the money paid to another card or account (not shop credit, which holds the refund)."""
    where = refund_elsewhere(text)
    return bool(where) and not _SHOP_CREDIT.search(where)
