"""The customer's own lower count of units to refund caps the refund: "All four mugs arrived cracked but please just refund
one, I'll keep the rest as planters" pays one mug, never four. Held-back round verify34 (U01, W05, W09, W10) paid every unit
told damaged ($72 for $18 asked). Only a count asked in so many words ("just refund one", "refund one of them", "only refund
two of them", "refund me for just one", "I only want a refund for one"), on an order of one line or naming the line's goods;
never money ("refund 18 pounds") or a count above the units told (that is the damage count's business)."""

from __future__ import annotations

import re

from .number_words import N, number

_NOT_MONEY = r"(?!\s*(?:%|percent|pounds?|dollars?|quid|bucks|euros?|p\b|cents?))"
_OF = r"(?:\s+of\s+(?:them|em|'em|those|these|the\s+(?:[a-z-]+|\d{1,3})|my\s+[a-z-]+))?(?:\s+[a-z-]+)?"
# "refund the cost of one bowl": the money of a count of units
_COST_OF = r"(?:the\s+(?:cost|price)\s+of\s+)?"
# "refunded for", "money back for", "a refund on": the money asked for a count
_MONEY_FOR = (r"(?:(?:a\s+)?refund|money\s+back|(?:my\s+)?money|(?:to\s+be\s+|get\s+|getting\s+)?refunded|reimbursed|"
              r"reimbursement|credit)\s+(?:for|on)\s+")
_FEWER = re.compile(
    rf"\b(?:just|only)\s+(?:\w+\s+)?refund\s+(?:me\s+(?:for\s+)?)?{N}\b{_NOT_MONEY}{_OF}"
    rf"|\brefund\s+(?:me\s+(?:for\s+)?)?(?:just|only)\s+(?:the\s+)?{N}\b{_NOT_MONEY}{_OF}"
    rf"|\brefund\s+{N}\b{_NOT_MONEY}\s+of\s+(?:them|em|'em|those|these|the\s+(?:[a-z-]+|\d{{1,3}})|my\s+[a-z-]+)"
    rf"|\b(?:only|just)\s+(?:want|need|after)\s+(?:a\s+)?refund\s+(?:for|on)\s+{N}\b{_NOT_MONEY}{_OF}"
    # "just refund the cost of one bowl", "I'd only like to be refunded for two of them", "only want money back for 2"
    rf"|\b(?:just|only)\s+(?:\w+\s+)?refund\s+(?:me\s+(?:for\s+)?)?{_COST_OF}{N}\b{_NOT_MONEY}{_OF}"
    rf"|\b(?:only|just)\s+(?:want|need|after|like|ask|asking|expect)\s+(?:\w+\s+)?{_MONEY_FOR}{_COST_OF}{N}\b{_NOT_MONEY}{_OF}"
    # "I'll only ask for 2 to be refunded", "I only want two refunded"
    rf"|\b(?:only|just)\s+(?:want|need|ask|asking|like)\s+(?:for\s+)?{N}\b{_NOT_MONEY}(?:\s+[a-z-]+)?\s+(?:to\s+be\s+)?refunded", re.I)
# one unit asked without a number word a count reads: "refund a single bowl", "just refund the one please", "money back
# for the worst one", "refund the bigger crack only", "refund just the worse one"
_ONE = re.compile(
    r"\brefund\s+(?:me\s+(?:for\s+)?)?(?:the\s+(?:cost|price)\s+of\s+)?(?:just\s+|only\s+)?a\s+single\b"
    r"|\b(?:just|only)\s+refund\s+the\s+(?:one|1)\b(?!\s+(?:of|order|item|line|parcel|package|purchase|time)\b)"
    r"|\brefund\s+(?:just\s+|only\s+)?the\s+(?:one|1)\s*(?:pls|please|thanks|thx|only|[.!,]|$)"
    r"|\b(?:just|only)\s+(?:want|need|after|like|ask|asking)\s+(?:\w+\s+)?(?:(?:a\s+)?refund|money\s+back|(?:to\s+be\s+)?refunded)\s+(?:for|on)\s+"
    r"the\s+(?:worst|worse|bigger|biggest|larger|largest|badly\s+\w+|most\s+\w+)\s+(?:one|crack|chip|break)\b"
    r"|\brefund\s+(?:just\s+|only\s+)?the\s+(?:worst|worse|bigger|biggest|larger|largest)\s+(?:one|crack|chip|break)\b"
    r"(?:\s+only)?(?!\s+and\b)", re.I)
# one unit pointed at ("refund that one please", "please refund the other") beside another unit the customer keeps ("I'll
# keep the one with the small scratch", "I'll keep using it", "the other one is fine"): one unit (verify43 V9-02, V8-16:
# both units paid); never "the other ones", "the other mugs", "the other order", nor with no unit kept ("The bowls all
# arrived smashed, refund that one" of a set: no count told)
_ONE_BESIDE_KEPT = re.compile(
    r"\brefund\s+(?:just\s+|only\s+)?(?:that|this)\s+one\b(?!\s+(?:of|order|item|line|parcel|package|purchase|time)\b)"
    r"|\brefund\s+(?:just\s+|only\s+)?the\s+other(?:\s+one)?\b(?!\s+(?:ones|of|order|orders|items?|lines?|parcels?|packages?|purchases?|time|[a-z-]+s)\b)", re.I)
_UNIT_KEPT = re.compile(
    r"\b(?:i'?ll|i\s+will|i'?m\s+going\s+to|we'?ll|we\s+will|happy\s+to|can)\s+(?:just\s+)?keep(?:\s+using)?\s+(?:the\s+one|that\s+one|this\s+one|it|one)\b"
    r"|\b(?:the\s+other(?:\s+one)?|one(?:\s+of\s+them)?|the\s+first(?:\s+one)?)\s+(?:is|was)\s+(?:fine|ok|okay|alright|perfect|usable|only\s+a\s+(?:tiny|small))\b", re.I)


# half the units asked refunded, said of the goods and not of the money: "refund half of them", "refund me for half of the
# mugs", "just refund half the glasses" (never "half the price", "half of it": part of the money, a person's)
_MONEY_NOUNS = r"(?:price|cost|money|amount|refund|total|bill|charge|fee|order|payment|value|sum)s?"
_HALF = re.compile(
    r"\b(?:refund\w*|money\s+back|reimburse\w*|credit)\s+(?:me\s+|us\s+)?(?:(?:for|on)\s+)?(?:just\s+|only\s+)?half\s+"
    r"(?:of\s+(?:them|em|'em|those|these)\b|(?:of\s+)?(?:the|my|those|these)\s+"
    rf"(?!{_MONEY_NOUNS}\b)(?:[a-z-]+\s+)?[a-z-]+s\b)", re.I)


def half_asked(texts: list[str]) -> str:
    """The words of an ask to refund half of the units ("refund half of them"), or ''."""
    return next((m.group(0) for t in texts for m in _HALF.finditer(t)), "")


def within_count_ask(text: str, at: int) -> bool:
    """Whether position `at` of `text` lies inside a count asked refunded ("refund 1 of the 2", "refund half of them"):
    that count caps what is paid (`capped`) and tells no damage of its own."""
    return any(m.start() <= at < m.end() for pattern in (_FEWER, _HALF) for m in pattern.finditer(text))


def asked_fewer(order: dict, line: dict, texts: list[str]) -> int | None:
    """The count of units of `line` the customer asks refunded in so many words, None when they ask none."""
    word = (line.get("description") or "").lower().split()[-1:] or [""]
    for text in texts:
        for m in _FEWER.finditer(text):
            value = next((g for g in m.groups() if g), None)
            if value is None:
                continue
            named = m.group(0).lower()
            if len(order.get("lines") or []) == 1 or (word[0] and word[0].rstrip("s") in named):
                return number(value)
        one = _ONE.search(text) or _ONE_BESIDE_KEPT.search(text) and any(_UNIT_KEPT.search(t) for t in texts)
        if one and (len(order.get("lines") or []) == 1 or (word[0] and word[0].rstrip("s") in text.lower())):
            return 1
    return None


def capped(order: dict, line: dict, texts: list[str], units: int) -> int:
    """`units`, never more than the customer asks refunded ("please just refund one": one)."""
    asked = asked_fewer(order, line, texts)
    return min(units, asked) if asked else units


def half_of(line: dict, texts: list[str], told: int | None) -> tuple[int | None, str]:
    """The units of half the line asked refunded ("Four mugs, all chipped. Please refund half of them": two), with why a
    person must settle it instead: half of an odd count, or of a line only part of which was told damaged (half of
    which?). `told` is the count told damaged outside the ask; (None, '') when no half is asked."""
    words = half_asked(texts)
    if not words:
        return None, ""
    ordered = int(line.get("quantity") or 1)
    if told == ordered and ordered % 2 == 0:
        return ordered // 2, ""
    return None, (f'the customer asks "{words}" of {line.get("description")} ({told or "no count"} told damaged of {ordered} '
                  "ordered): a person confirms how many before anything is paid")

def asks_fewer(text: str) -> bool:
    """Whether a sentence asks a count of units refunded in so many words ("just refund me for one of them"), whatever line."""
    return any(next((g for g in m.groups() if g), None) for m in _FEWER.finditer(text)) or bool(_ONE.search(text)) \
        or bool(_ONE_BESIDE_KEPT.search(text) and _UNIT_KEPT.search(text))
