"""A delivery fee told as paid, then asked back in plain words after the facts: "I paid $5.95 for delivery that came
on the 7th when the site said the 3rd, I want that back", "...give me that back", "that should come back to me", "I'd
like it returned". The fee asked back is the late claim's own remedy (runs/intents/cues.py FEE_BACK reads it where the
fee's name and the ask stand close: "the delivery, I want that back"); told at length, the dates between them, the ask
went to a person as a request of no kind while the record proved the fee owed (held-back round ver25a, VER25A-02).

Read only where the pronoun can stand for nothing but the fee: the fee told as paid in the sentence, or in the one before
it in its paragraph (a sentence of facts may sit between: "I paid $5.95 for delivery. It came on the 7th, the site said
the 3rd. I want that back.": fee_asked_across.py), no problem with goods told in the sentence ("I paid $5.95 for delivery and the mug came
chipped, I want that back" asks the mug's money), and the ask not turned down ("I don't want that back").

The fee readers share their words here: the fee's name (FEE_WORD, SPEED) and the money said owed back (`comes_back`). Each
module reads what the others do not: this one the fee told as paid and asked back by a pronoun in the same sentence;
fee_asked_across.py the same ask alone in a later sentence of the paragraph; fee_comes_back.py the fee named as money and
asked to come back, with no fee told as paid; cues.FEE_BACK the fee's name beside a refund word ("refund the shipping")."""

from __future__ import annotations

import re

from .cues import FREE_SHIPPING, _spans_of
from .unchosen_charges import OPTION_BILLED, charge_not_chosen

FEE_TOLD_ASKED_WHY = "the delivery fee told as paid, then asked back in plain words: the late delivery's own remedy, the record decides"

_AMOUNT = (r"(?:[$€£]\s?\d[\d,]*(?:\.\d\d)?|\d+[.,]\d\d(?:\s*(?:dollars?|usd|bucks|quid|pounds?|euros?))?"
           r"|\d+\s*(?:dollars?|bucks|quid|pounds?|euros?))")
# The fee named by what it paid for (not "post" alone, a place: "I paid $3.50 at the post office", runs/intents/fee_comes_back.py
# reads it only before a money word).
FEE_WORD = r"(?:delivery|shipping|postage|courier|carriage|p&p)"
SPEED = r"(?:(?:fast|faster|quick|express|priority|next[- ]day|expedited|premium|tracked|guaranteed|special|standard)\s+)?"
# The fee told as paid: "I paid $5.95 for delivery", "we spent 7.95 on postage", "paid 3.99 delivery", "the $5.95 delivery
# fee", "I was charged £4 for shipping", "the delivery charge of $5.95".
FEE_PAID = re.compile(
    rf"\b(?:paid|spent|was\s+charged|were\s+charged|got\s+charged|forked\s+out|shelled\s+out|handed\s+over)\s+(?:an?\s+)?(?:extra\s+)?"
    rf"(?:{_AMOUNT}\s+)?(?:(?:extra\s+)?(?:for|on|in)\s+)?(?:the\s+|my\s+|our\s+|that\s+|this\s+)?{SPEED}{FEE_WORD}\b"
    rf"|{_AMOUNT}\s+(?:for\s+(?:the\s+)?)?{SPEED}{FEE_WORD}(?:\s+(?:fee|charge|cost))?\b"
    rf"|\b(?:the|my|our|that)\s+{SPEED}{FEE_WORD}\s+(?:fee|charge|cost)\s+(?:of\s+{_AMOUNT}|(?:was|is)\s+{_AMOUNT})", re.I)
_BACK_TO = r"back(?:\s+to\s+(?:me|us|my\s+(?:card|account)))?"


def comes_back(money: str) -> str:
    """A pattern of the money (`money`, a pattern naming it) said to be owed back: "that should come back to me", "the
    delivery money must be given back", "it ought to be refunded". One reading for the pronoun after the fee told as paid
    (here) and for the fee named as money (runs/intents/fee_comes_back.py)."""
    return (rf"{money}\s+(?:should|ought\s+to|must|needs?\s+to|has\s+to|had\s+better)\s+(?:really\s+|surely\s+)?"
            rf"(?:(?:come|go)\s+{_BACK_TO}|be\s+(?:given|paid|sent|put|handed)\s+{_BACK_TO}|be\s+(?:refunded|returned|reimbursed|credited))")


# ...asked back, the fee named by a pronoun or as the money: "I want that back", "give me that back", "that should come
# back to me", "I'd like it returned", "can I have that back", "refund it", "I expect that money back".
_IT = r"(?:that|it|this|the\s+(?:money|fee|charge|amount|cost|lot)|that\s+(?:money|fee|charge|amount)|my\s+money)"
_ASKED_BACK = re.compile(
    rf"\b(?:i|we)(?:'d|’d|\s+would|\s+really|\s+do|\s+certainly|\s+definitely|\s+just)?\s+(?:want|need|expect|like|deserve|should\s+(?:get|have))\s+"
    rf"{_IT}\s+(?:back|refunded|returned|reimbursed|credited|paid\s+back|given\s+back)\b"
    # (goods are sent back: "can I send it back?" asks no money)
    rf"|\b(?:give|pay|hand|put)\s+(?:me\s+|us\s+)?{_IT}\s+back\b|\bsend\s+(?:me|us)\s+{_IT}\s+back\b"
    r"|\b(?:refund|reimburse|credit)\s+(?:me\s+|us\s+)?(?:that|it)\b"
    rf"|\b{comes_back(_IT)}\b"
    rf"|\b(?:can|could|may)\s+(?:i|we)\s+(?:please\s+)?(?:have|get)\s+{_IT}\s+back\b", re.I)
# ...not turned down: "I don't want that back", "no need to give it back", "you can keep it".
_TURNED_DOWN = re.compile(r"\b(?:not|n'?t|never|no\s+need|nor)\b[\w\s’']{0,12}$", re.I)
_DECLINED = re.compile(
    rf"\b(?:don'?t|dont|do\s+not|didn'?t|did\s+not|won'?t|wouldn'?t)\s+(?:really\s+|even\s+|actually\s+|honestly\s+)?(?:want|need|expect|ask\s+for)\s+"
    rf"{_IT}\s+(?:back|refunded|returned|reimbursed)\b"
    rf"|\b(?:no\s+need\s+to|(?:you\s+)?(?:don'?t|do\s+not)\s+(?:need|have)\s+to|needn'?t)\s+(?:give|pay|send|refund|reimburse|credit|return)\s+"
    rf"(?:me\s+|us\s+)?{_IT}\b"
    rf"|\bnot\s+(?:after|asking\s+for|bothered\s+about|fussed\s+about|expecting)\s+(?:getting\s+)?{_IT}\s+back\b"
    r"|\b(?:you\s+can|just|please|happy\s+for\s+you\s+to)\s+keep\s+(?:that|it|the\s+(?:money|fee))\b", re.I)
# A fee told as never owed ("which the site said was free", "I never chose express"): a charge a person checks, no lateness.
_NOT_OWED = re.compile(r"\b(?:free|complimentary|included|no\s+charge|shouldn'?t\s+have\s+(?:been\s+)?(?:charged|paid|billed))\b", re.I)
# What the pronoun could stand for besides the fee: a problem with the goods told in the same sentence.
_GOODS_KINDS = ("damaged_item", "wrong_item", "non_delivery", "change_of_mind", "duplicate_charge")


def asked_back(text: str, start: int = 0) -> re.Match | None:
    declined = [m.span() for m in _DECLINED.finditer(text, start)]
    return next((m for m in _ASKED_BACK.finditer(text, start) if not _TURNED_DOWN.search(text[max(0, m.start() - 16):m.start()])
                 and not any(a <= m.start() < b or m.start() <= a < m.end() for a, b in declined)), None)


def fee_told_then_declined(text: str) -> bool:
    """Whether a sentence tells the fee paid and then turns its money down by a pronoun: "I paid $5.95 for delivery
    that came on the 7th, but I don't want that back" (the fee named declines it in runs/intents/money.py)."""
    paid = FEE_PAID.search(text)
    return bool(paid and _DECLINED.search(text, paid.end())) and fee_alone(text)


def fee_alone(text: str) -> bool:
    """Whether `text` tells no goods problem (nor a copy, nor a fee not owed at all) the pronoun could stand for."""
    return not (FREE_SHIPPING.search(text) or _NOT_OWED.search(text) or OPTION_BILLED.search(text) or charge_not_chosen(text)) \
        and not set(_spans_of(text)) & set(_GOODS_KINDS)


def fee_told_then_asked(text: str) -> tuple[int, int] | None:
    """The span from the fee told as paid to the ask after it, in one sentence ("I paid $5.95 for delivery that came on
    the 7th when the site said the 3rd, I want that back"), else None."""
    paid = FEE_PAID.search(text)
    asked = asked_back(text, paid.end()) if paid else None
    return (paid.start(), asked.end()) if asked and fee_alone(text) else None


def with_fee_asked_back(text: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """`spans` with the fee told then asked back read as the late claim's, where the sentence tells it."""
    if (told := fee_told_then_asked(text)) is None:
        return spans
    return {**spans, "late_delivery": sorted({*spans.get("late_delivery", []), told})}
