"""A charge taken twice told by its amounts, with no word of twice: one amount seen twice on the card
("45.50 on first of june and 45.50 again on third of june"), a line of a statement pasted twice, and an
amount charged that is twice what the goods cost or the receipt says ("charged $70 for a $35 tote bag",
"Your receipt says $58.00. My bank says $116.00.").

The screener only reads the claim: the order's record decides whether a copy was taken
(runs.policy_charges.copies, POL-BILL-001), so a claim the record does not bear out ("two charges of $28.00, for
two towels of $28.00") is deferred and never paid. A leaf: it reads amounts and nothing of the screener.
"""

from __future__ import annotations

import re

from ..sentences import amounts_in
from .goods_named_bank import BANK

_CLAUSE = r"(?:[^.;!?\n]|\.(?=\d))"
# An amount with cents and no currency, as a statement or a learner writes it ("-44.00", "45,50"); never a
# date ("01.06"), a time or a part of a longer number ("01.06.2026", "1.2.3").
_BARE = re.compile(r"(?<![\w.,/:])(?!0\d)\d{1,5}[.,]\d{2}(?![\d.,/:]*\d)(?![.,]\d)")
# Words that tell money leaving the customer: the card, the bank, a charge.
_TAKEN = re.compile(rf"\b(?:cards?|statements?|{BANK}(?:ing)?|accounts?|app|paypal|visa|mastercard|amex|debit\w*|transactions?|charg\w*|bill(?:ed|ing)|"
                    r"taken|took|paid|payed|pay|pays|paying|payments?|deduct\w*|came\s+(?:off|out)|went\s+out|gone\s+out|withdrawn|pending)\b", re.I)
# ...and what the goods cost: the receipt, the price, the listing, or the amount set before the goods as their price.
_PRICE_BEFORE = re.compile(r"\b(?:receipts?|invoices?|prices?|priced|costs?|costing|cost\s+me|listed|listing|website|site|checkout|"
                           r"tags?|labels?|stickers?|confirmation|(?:order\s+)?total|worth|(?<!there\s)(?<!there's\s)(?:is|was)|only|just|at)\b[\s:,\-]*(?:(?:of|at|as|says?|said|shows?|showed|reads?|is|was|"
                           r"only|just)\s+)*(?:[$€£]|\b(?:usd|eur|gbp)\s?)?$", re.I)
_AS_PRICE = re.compile(r"\b(?:a|an|one|the|my|this|that|single|1)\s+$", re.I)
_NOUN_AFTER = re.compile(r"^\s*(?!(?:on|in|for|and|twice|again|each|x|from|to|of|off|out|at|per|by|was|were|is|are|back|refund\w*)\b)[a-z][\w-]*", re.I)
# Goods of more than one unit, or a price told per unit: then an amount twice the price is what they cost.
_MANY = re.compile(r"\b(?:two|2|both|pair|pairs|couple|twin|each|apiece|per|x\s?2|2\s?x|sets?\s+of|packs?\s+of)\b", re.I)
# An amount given back, not taken: "refunded 20.00", "20.00 back"; or the one asked back, named again as the ask ("i paid
# about $60 for it so please refund the $60", "refund me my 45.50"): the same figure told as paid and asked back is one payment.
_GIVEN_BACK = re.compile(r"\b(?:refund\w*|credit\w*|revers\w*|returned|got\s+back|gave\s+back|given\s+back)\s+(?:of\s+|me\s+|you\s+|us\s+)?"
                         r"(?:(?:the|my|our|that|this|full|whole|entire)\s+)*$", re.I)
_BACK_AFTER = re.compile(r"^\s*(?:back|refund\w*|credit\w*)\b", re.I)
# Something else the amount paid for: "$20 for the mug and $20 for the plate" (two lines, two charges).
_FOR_WHAT = re.compile(r"^\s*for\s+(?:the\s+|a\s+|an\s+|my\s+|one\s+)?([a-z][\w-]*)", re.I)
# A month by its name or its first letters (runs/intents/told.py reads the days goods were due and came by it too).
MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
# When: a date or a day beside an amount ("on first of june", "01/06", "on the 3rd", "Monday").
_DATE = re.compile(rf"\b\d{{1,2}}[/.-]\d{{1,2}}(?:[/.-]\d{{2,4}})?\b|\b(?:\d{{1,2}}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|"
                   rf"[a-z]+(?:teen|ty)(?:[\s-]?[a-z]+)?)\s+(?:of\s+)?{MONTH}\b|\b{MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?\b|\bthe\s+\d{{1,2}}(?:st|nd|rd|th)\b"
                   r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:yesterday|today)\b", re.I)
_AGAIN = re.compile(r"^\W*(?:\w+\s+){0,3}?(?:again|a\s+second\s+time|once\s+more|as\s+well|too)\b", re.I)
_NEGATED = re.compile(r"\b(?:not|no|never|n't|nt)\s+(?:\w+\s+){0,3}$", re.I)


def amounts_at(text: str) -> list[tuple[int, int, int]]:
    """(cents, start, end) for each amount the text states, in figures or words, with a currency or as a
    bare price with cents, in the order they come."""
    spans: dict[tuple[int, int], int] = {}
    for a in amounts_in(text):
        if a.cents:
            for m in re.finditer(re.escape(a.text), text):
                if not any(x < m.end() and m.start() < y for x, y in spans):
                    spans[m.span()] = a.cents
    for m in _BARE.finditer(text):
        if not any(x < m.end() and m.start() < y for x, y in spans):
            cents = int(re.sub(r"\D", "", m.group()))
            if cents:
                spans[m.span()] = cents
    return sorted(((c, a, b) for (a, b), c in spans.items()), key=lambda t: t[1])


def _as_price(text: str, start: int, end: int) -> bool:
    """Whether the amount at start:end is what the goods cost ("for a $35 tote bag", "the receipt says
    $58.00", "the rug is $58"), not what was taken."""
    before = text[max(0, start - 40):start]
    return bool(_PRICE_BEFORE.search(before) or (_AS_PRICE.search(before) and _NOUN_AFTER.match(text[end:end + 30])))


def _given_back(text: str, start: int, end: int) -> bool:
    return bool(_GIVEN_BACK.search(text[max(0, start - 30):start]) or _BACK_AFTER.match(text[end:end + 15]))


def _near_date(plain: str, start: int, end: int) -> bool:
    """Whether a date or a day stands beside the amount at start:end of `plain` (the text with its amounts as "#")."""
    return bool(_DATE.search(plain[max(0, start - 30):start]) or _DATE.search(plain[end:end + 30]))


def _without_amounts(text: str, found: list[tuple[int, int, int]]) -> str:
    """`text` with each amount's characters as "#" (offsets kept): a price with cents is no date."""
    out = list(text)
    for _, a, b in found:
        out[a:b] = "#" * (b - a)
    return "".join(out)


def same_amount_twice(text: str) -> tuple[int, int] | None:
    """The span of one amount told twice as taken, in one sentence: on the card on two days ("45.50 on first
    of june and 45.50 again on third of june"), or twice among the card's lines, else None. Not two things
    that cost the same ("$20 for the mug and $20 for the plate"), a price and what was paid for it ("$35 for
    the $35 bag"), nor money given back ("charged 20.00, refunded 20.00")."""
    found = amounts_at(text)
    plain = _without_amounts(text, found)
    for i, (cents, a1, b1) in enumerate(found):
        for _, a2, b2 in (f for f in found[i + 1:] if f[0] == cents):
            if any(_as_price(text, a, b) or _given_back(text, a, b) for a, b in ((a1, b1), (a2, b2))) or _NEGATED.search(text[max(0, a1 - 30):a1]):
                continue
            what = [_FOR_WHAT.match(text[b:b + 40]) for b in (b1, b2)]
            if all(what) and what[0].group(1).lower() != what[1].group(1).lower():
                continue
            told = _AGAIN.match(text[b2:b2 + 40]) or (_near_date(plain, a1, b1) and _near_date(plain, a2, b2)) or _TAKEN.search(text)
            if told:
                return a1, b2
    return None


def charged_double(text: str) -> tuple[int, int] | None:
    """The span of an amount taken that is exactly twice what the goods cost or the receipt says ("I've been
    charged $70 for a $35 tote bag", "Your receipt says $58.00, my bank says $116.00"), else None. Not goods
    of two units or a price per unit ("$70 for two $35 cushions", "$35 each"): then twice the price is owed."""
    if _MANY.search(text):
        return None
    found = amounts_at(text)
    values = [c for c, _, _ in found]
    for cents, a, b in found:
        if values.count(cents) > 1 or not _as_price(text, a, b) or _given_back(text, a, b):
            continue
        for _, x, y in (f for f in found if f[0] == 2 * cents):
            if _as_price(text, x, y) or _given_back(text, x, y) or _NEGATED.search(text[max(0, x - 30):x]):
                continue
            if _TAKEN.search(text[max(0, x - 60):x]) or _TAKEN.search(text[y:y + 40]):
                return min(a, x), max(b, y)
    return None


def told_by_amounts(text: str) -> tuple[int, int] | None:
    """Where a sentence tells a charge taken twice by its amounts alone, else None."""
    return same_amount_twice(text) or charged_double(text)


# A line pasted from a statement: a short line holding an amount and no sentence of the customer's own.
_OWN_WORDS = re.compile(r"\b(?:i|we|my|our|me|us|you|your|please|pls|can|could|would|why|what|is|are|was|were|have|has|see|saw)\b", re.I)


# ...which a bank's lines bear: a date, a sign or a debit's mark, or the payee in capitals ("HOMEWARES DIRECT", "SUNDRY*ORDER");
# a list of the goods ("Bath towel 28.00" on two lines, two towels) bears none.
# (read with the amounts taken out, as "#": a price with cents is no date)
_BANK_MARK = re.compile(rf"{_DATE.pattern}|(?<![\w.])-\s?[$€£]?#|\b(?:DR|CR|POS|DD)\b|(?-i:\b[A-Z]{{3,}})", re.I)


def statement_line_key(text: str) -> str:
    """What a pasted statement line says with its date and sign left out ("01/06 HOMEWARES DIRECT SU-75009 -44.00"
    and "03/06 Homewares Direct SU-75009 44.00" say the same), or '' when it is no such line."""
    found = amounts_at(text)
    if not found or len(text) > 140 or _OWN_WORDS.search(text):
        return ""
    if not _BANK_MARK.search(_without_amounts(text, found)):
        return ""
    out, at = [], 0
    for cents, a, b in found:
        out += [text[at:a], f" <{cents}> "]
        at = b
    out.append(text[at:])
    key = _DATE.sub(" ", "".join(out).lower())
    key = re.sub(r"[^\w<> -]|(?<!\w)-|-(?!\w)", " ", key)
    return " ".join(key.split()) if re.search(r"[a-z]", key) else ""
