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

from .intents.money import holds_money
from .intents.payment_made_unusable import another_account as _another_account, asks_only_elsewhere, payment_made_unusable

__all__ = ["asks_only_elsewhere", "other_account_asked", "paid_back_told", "payment_made_unusable", "still_held"]


def still_held(decision: dict, held: list[str], requests: list[dict]) -> list[str]:
    """The refusals that still hold a refund: a sentence asking only that the money go elsewhere does not, unless the
    ticket tells the payment made unusable (then a person arranges it)."""
    if str(decision.get("action") or "refund") != "refund":
        return held
    texts = [t for r in requests for t in (*r.get("told", ()), r["text"], *r.get("attached", ()), *r.get("told_after", ()))]
    if payment_made_unusable([*held, *texts]):
        return held
    # (a sentence that asks the money to wait holds it wherever it is to go: "Hold the refund until I confirm I've got my new
    # card" names the card only as the day it waits for, V5-01)
    return [t for t in held if not _another_account(t) or holds_money(t)]


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
