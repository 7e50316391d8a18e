"""Money refused in the shapes customers write it beside "don't want a refund" (runs/intents/money.py):
"I want no fuss and certainly no money", "we need no refund", "No money please", "I don't want anything
back", "I don't want a penny", "not looking for anything in return".

Read as telling more of a claim, or as an ask of no known kind, these refused nothing and a refund was
paid on a ticket that says "certainly no money". Each shape here is recorded as the refund forbidden
(ReadSentence.forbids), so the guard holds any refund on the goods the sentence names (runs/guards.py,
request_in_ticket) whoever proposes it.

Never a chase for money not yet come ("still no money", "no money has come through", "no refund yet"),
nor a complaint listing what the customer did not get ("no refund, no reply, nothing"): a refusal is said
of the customer's own wish (I want / need / expect no money), or with the words that make it one
("certainly no money", "no money please", "no money needed")."""

from __future__ import annotations

import re

_MONEY = (r"(?:(?:a|any|my|the|your)\s+)?(?:(?:delivery|shipping|postage)\s+)?"
          r"(?:money(?:\s+back)?|refunds?|reimbursement|compensation|cash(?:\s+back)?|credit|payment|pay-?out)")
# Another thing refused with it ("no fuss and certainly no money", "no replacement or refund").
_AND_NO = r"(?:[\w-]+\s+){1,2}(?:and|or|nor|,)\s+(?:(?:certainly|definitely|absolutely|especially|particularly|most\s+certainly)\s+)?(?:no\s+)?"
_REFUSED = re.compile(
    # the customer's own wish: "I want no money", "we need no refund", "I'd like no compensation", "I want no fuss and certainly no money"
    rf"\b(?:i|we)(?:'d|’d|\s+would)?\s+(?:really\s+|honestly\s+|truly\s+)?(?:want|need|expect|seek|require|ask\s+for|like|wish\s+for)\s+no\s+(?:{_AND_NO})?{_MONEY}\b"
    # made a refusal by its words: "certainly no money", "absolutely no refund"
    rf"|\b(?:certainly|definitely|absolutely|honestly|really)\s+no\s+{_MONEY}\b(?!\s+(?:yet|has|have|had|came|arrived|showed|shown|in|on|from)\b)"
    # "No money please", "no compensation needed", "no money back thanks", "no cash involved, honestly"
    rf"|\bno\s+{_MONEY}\s+(?:is\s+|at\s+all\s+|whatsoever\s+)?(?:please|pls|plz|thanks|thank\s+you|needed|necessary|required|wanted|expected|sought|for\s+(?:me|us))\b"
    # "I don't want anything back", "not after anything in return", "I don't expect a penny", "I'm not asking for a thing back"
    r"|\b(?:(?:don'?t|dont|do\s+not|didn'?t|did\s+not)\s+(?:really\s+|even\s+)?(?:want|need|expect|require)|(?:i'?m|i\s+am|we'?re|we\s+are)?\s*not\s+(?:really\s+)?"
    r"(?:after|asking\s+for|looking\s+for|wanting|seeking|expecting))\s+"
    r"(?:(?:anything|a\s+thing|something)\s+(?:back|in\s+return|refunded)|(?:a|one)\s+(?:single\s+)?(?:penny|cent|dime|pound|dollar|red\s+cent))\b", re.I)


def money_refused(text: str) -> list[re.Match]:
    """Where a sentence refuses money in the shapes above."""
    return list(_REFUSED.finditer(text))


# What the refused money is for, when it is some goods or a fee by name ("no money for the late delivery"): the
# refusal is of that money only, not every claim before it; "for it" / "for that" stands for the claim just told.
_SCOPED = re.compile(r"\s+(?:for|on|over|about|towards?|regarding)\s+(?!(?:it|them|this|that)\b)\w", re.I)


def refuses_all_money(text: str) -> re.Match | None:
    """The first refusal that names nothing it is for, or only the claim just told ("I want no money for it"):
    the customer declines the remedy of the claims told before it, as "I don't want a refund." does."""
    return next((m for m in money_refused(text) if not _SCOPED.match(text, m.end())), None)


_COURTESY_AFTER = re.compile(r"[\s,]*(?:please|pls|plz|thanks|thank\s+you)\b", re.I)


def without_refusals(text: str) -> str:
    """`text` with its refusals blanked out, and the courtesy said with them ("Certainly no money, please."): what
    is left is what the sentence asks besides refusing."""
    chars = list(text)
    for m in money_refused(text):
        end = (c.end() if (c := _COURTESY_AFTER.match(text, m.end())) else m.end())
        chars[m.start():end] = " " * (end - m.start())
    return "".join(chars)


# A refusal of the delay's money only: "no money for the delay", "I don't want anything back for the postage". It holds
# the late fee's refund, never the broken goods' the same ticket asks ("..., but please refund the vase").
_FEE_SCOPE = re.compile(r"\s+(?:for|on|of|over|about|regarding)\s+(?:the|my|that|this|its|their)\s+(?:[\w-]+\s+)?"
                        r"(?:delay\w*|wait\w*|lateness|late\s+(?:delivery|arrival|parcel)|delivery|shipping|postage|courier|express|p&p|carriage|fee|fees)\b", re.I)
_FEE_WORDS = re.compile(r"\b(?:delivery|shipping|postage|courier|express|fees?)\b", re.I)


def fee_scoped(text: str, end: int) -> bool:
    """Whether the money declined just before `end` is said to be the delivery fee's or the delay's ("not after a refund
    of the postage", "don't want money back for the delay"): a refusal of the fee only."""
    return bool(_FEE_SCOPE.match(text, end))


def refused_actions(text: str) -> list[str]:
    """The actions the refusals above forbid, each "delivery_refund" when it or what it is for names only the delivery
    fee or the delay, else "refund"."""
    return ["delivery_refund" if _FEE_WORDS.search(m.group(0)) or fee_scoped(text, m.end()) else "refund" for m in money_refused(text)]
