"""Goods the claim's own sentence tells bought before this order was placed are another order's claim, never this one's.

V2-08: "This latest order is fine, thank you. But the pillar candle set I bought from you back in January arrived half
melted and I never got round to telling you. Could you refund that one?" on an order placed on 2 March holding a pillar
candle set: $24.00 was paid on this order's candle line, though the customer said the set was bought two months before
this order existed (an earlier order, no number given), and called this order fine. The goods' name matched the line, so
every check passed.

A claim's sentence (the request, or the remedy attached to it) that places the purchase at a time that ended before
the order was placed ("back in January", "last year", "a few months ago", "at Christmas", "in 2024") or on another,
earlier order ("my previous order", "an order before this one", "last time I ordered") is another order's; so is a claim
told after the ticket calls this order fine as a whole ("This latest order is fine"). No money or goods move on this
order for it: a person finds the earlier order (the guard's `claim_bought_on_this_order`, and the offline agent hands it
over). Goods told an earlier purchase without a date are too ("my previous ones", "the one before this", "the last one I
bought", "the first two" beside "This is my third stovetop kettle from you": verify45 R4-07), and so is a claim beside a
request asking a remedy for goods so told, when the claim names no goods of this order's own and never turns to it
("Could you refund one of the tumblers from my order last autumn though? It's had a crack in it since it arrived": R2-06). Times are read against the order's own `placed_at` and the ticket's moment, so "I ordered it in January and it
only arrived last week, broken" still pays on an order placed in January, and "I've been a customer since January",
"the candle set arrived melted" (no time) and "I bought it for Christmas" (the coming one) change nothing.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta

from .sentences import ORDER_IN_TEXT, normalise_ref
from .ticket_lines import LINE_KINDS, asking_only, words_mentioned

CHECK = "claim_bought_on_this_order"
# The claims about goods, whose purchase the customer's words may date: a charge or a parcel's time is the order's own record.
GOODS_CLAIMS = (*LINE_KINDS, "non_delivery")
INCIDENT = ("\"the pillar candle set I bought from you back in January arrived half melted\", on an order placed on 2 March whose "
            "customer had just called it fine, was paid $24.00 on this order's candle line: the goods were another, earlier order's.")

_MONTHS = {m: n for n, names in enumerate([("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",),
                                           ("june", "jun"), ("july", "jul"), ("august", "aug"), ("september", "sept", "sep"),
                                           ("october", "oct"), ("november", "nov"), ("december", "dec")], start=1) for m in names}
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))
_COUNTS = {"a couple of": 2, "couple of": 2, "a couple": 2, "a few": 2, "few": 2, "several": 3, "some": 2, "two": 2, "three": 3, "four": 4,
           "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11}
_COUNT = "|".join(sorted((re.escape(c) for c in _COUNTS), key=len, reverse=True))

# Buying told: "bought", "ordered", "purchased", "got from you", "paid for", "my purchase"; the time must sit in the same clause.
_BUY = (r"(?:bought|boughten|brought|buyed|ordered|orderd|purchased|purchaced|got\s+(?:it\s+|them\s+)?(?:from|off)\s+(?:you|your)|paid\s+for|purchase"
        r"|(?:from|on|in)\s+(?:my|an|the)\s+order)")  # ("one of the tumblers from my order last autumn": R2-06)
# The times, each read to the last day it could mean ("back in January": the end of the latest January before the ticket).
_TIME = re.compile(
    rf"\b(?:back\s+)?in\s+(?:early\s+|mid[-\s]?|late\s+|the\s+middle\s+of\s+|the\s+end\s+of\s+)?(?P<month>{_MONTH})\b\.?(?:\s+(?P<month_year>20\d\d))?"
    rf"|\blast\s+(?P<last_month>{_MONTH})\b"
    rf"|\b(?P<last_year>last\s+year)\b"
    rf"|\blast\s+(?P<season>autumn|fall|summer|spring)\b"
    rf"|\b(?:back\s+)?in\s+(?P<year>20\d\d)\b"
    rf"|\b(?P<count>{_COUNT}|\d{{1,2}})\s+months?\s+ago\b|\b(?P<bare_months>months)\s+ago\b"
    rf"|\b(?P<year_ago>(?:a|one|over\s+a|more\s+than\s+a)\s+year)\s+ago\b"
    rf"|\b(?:back\s+)?(?:at|over|around|last|after|in\s+the)\s+(?P<christmas>christmas|xmas|x-mas)\b(?!\s+(?:present|gift)s?\s+for\b)", re.I)
# An earlier order said in words: always before this one, whatever its date.
_EARLIER_ORDER = re.compile(r"\b(?:my|a|an|the|one\s+of\s+my|on\s+my|from\s+my)\s+(?:previous|earlier|older|prior|old|past|last\s+but\s+one)\s+(?:order|purchase)s?\b"
                            r"|\b(?:an?|the)\s+order\s+(?:i\s+placed\s+)?before\s+(?:this|that)(?:\s+one)?\b"
                            r"|\blast\s+time\s+(?:i|we)\s+(?:ordered|bought|purchased)\b"
                            # "on my order before this one" (R1-08), "my order from before this one"
                            r"|\bmy\s+(?:other\s+)?order\s+(?:from\s+)?before\s+(?:this|that)(?:\s+one)?\b", re.I)
# This order called fine as a whole: "This latest order is fine", "my most recent order was perfect", "The new order arrived fine".
_THIS_ORDER_FINE = re.compile(
    r"\b(?:this|my|the|your)\s+(?:(?:latest|newest|new|most\s+recent|recent|current|latest\s+new)\s+(?:order|delivery|parcel|one)"
    r"|order\s+(?:this\s+time|today|this\s+week))\s+(?:itself\s+)?(?:is|was|'s|came|arrived|turned\s+up)\s+(?:all\s+|totally\s+|completely\s+|absolutely\s+|perfectly\s+)?"
    r"(?:fine|ok|okay|good|great|perfect|lovely|grand|alright|all\s+right|spot\s+on|no\s+problem)\b", re.I)
# The claim turned to this order after the earlier one told: "My previous order had a cracked jug - this time the vase is cracked".
# ("has now split" tells when the damage came, no turn: R1-15's "the identical board I bought from you back in January has now split")
_TURN_TO_NOW = re.compile(r"\bthis\s+time\b|(?<!has\s)(?<!have\s)(?<!had\s)(?<!is\s)(?<!'s\s)(?<!’s\s)(?<!are\s)(?<!its\s)\bnow\b|\bthis\s+(?:order|one|parcel|delivery)\b|\b(?:the|my)\s+(?:new|latest|current)\s+(?:order|one)\b", re.I)
_BUT_THIS_ORDER = re.compile(r"\b(?:except|apart|but|although|though|only|however|other\s+than)\b", re.I)

# Goods told as an earlier purchase without a date (verify45 R4-07, "compensation for the first two" of a third kettle):
# "my previous ones", "the earlier kettle", "the one before this", "the ones I bought before", "the last one I bought"
# (never "the older model": an X100 "which is the older slower model" is the goods sent, described).
_NOT_GOODS = (r"(?:order|purchase|refund|message|e-?mail|mail|ticket|reply|answer|request|complaint|case|address|owner|tenant|agent|"
              r"time|chat|call|contact|note|letter|response|week|month|year|day|one\s+before\s+(?:this|that)\s+(?:order|purchase))s?\b")
_GOODS_COUNT = r"(?:one|ones|two|three|four|five|pair|couple|few|lot|batch|\d{1,2})\b"
_EARLIER_GOODS = re.compile(
    rf"\b(?:the|my|our)\s+(?:previous|earlier|prior|past)\s+(?!{_NOT_GOODS})(?:{_GOODS_COUNT}|[a-z]{{3,}}\b)"
    rf"|\bthe\s+(?:{_GOODS_COUNT}|(?!{_NOT_GOODS})[a-z]{{3,}}\s+)\s*(?:(?:that|which)\s+)?(?:(?:i|we)(?:'ve|\s+have|'d|\s+had)?\s+(?:had|got|bought|ordered|purchased)\s+(?:(?:from|off)\s+you\s+)?)?"
    r"before\s+(?:this|these|that|it|them|the\s+(?:new|latest|current)\s+one)(?:\s+one)?\b"
    rf"|\bthe\s+(?:{_GOODS_COUNT}|(?!{_NOT_GOODS})[a-z]{{3,}}\s+)\s*(?:(?:that|which)\s+)?(?:i|we)(?:'ve|\s+have|'d|\s+had)?\s+(?:had|got|bought|ordered|purchased)\s+"
    r"(?:(?:from|off)\s+you\s+)?(?:before|previously|earlier|last\s+time)\b(?!\s+(?:this|these|that|it|them|the|my|christmas|xmas|\w+day)\b|\s*\d)"
    rf"|\bthe\s+last\s+{_GOODS_COUNT}\s*(?:(?:that|which)\s+)?(?:i|we)(?:'ve|\s+have)?\s+(?:had|got|bought|ordered|purchased)\b", re.I)
# "the first two" / "the first kettle" are earlier goods only beside a count of purchases told ("my third kettle from you",
# "I'm on my third", "I've bought three of these"): alone, "the first two I unpacked" are this order's.
_FIRST_GOODS = re.compile(rf"\b(?:the|my|our)\s+(?:very\s+)?(?:first|1st)\s+(?:{_GOODS_COUNT}|(?!{_NOT_GOODS}|thing|place|step|photo|picture|page)[a-z]{{3,}}\b)", re.I)
_PURCHASES_COUNTED = re.compile(
    r"\b(?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th)\b(?![\s-]+hand)(?!\s+(?:e-?mail|message|mail|ticket|request|attempt|try|reminder|chaser|"
    r"follow[\s-]?up|day|week|month|year|time\s+(?:i(?:'ve|\s+have)?|we(?:'ve|\s+have)?)\s+(?:writ|wrote|contact|e-?mail|messag|ask|call|chas|complain|reach))\w*)"
    r"|\b(?:bought|ordered|purchased|had|gone\s+through)\s+(?:two|three|four|five|several|\d)\s+(?:of\s+(?:these|them|those)|\w+\s+(?:from|off)\s+you)", re.I)
# A remedy asked: a sentence asking money or goods for goods it tells bought earlier sends its claim there (R2-06).
_REMEDY = re.compile(r"\b(?:refund\w*|money\s+back|compensat\w*|reimburs\w*|replace\w*|credit|goodwill|make\s+(?:it\s+)?up|something\s+back|"
                     r"send\s+(?:me\s+)?(?:a\s+)?(?:new|another)|exchange|swap)", re.I)
# The claim turned to this order's own goods, told beside a remedy asked for earlier goods: "this order", "this one",
# "the new lamp", "today's parcel", "now the ..." (never "its split now": when the damage came).
_THIS_ORDERS_OWN = re.compile(r"\bthis\s+(?:time|order|one|parcel|package|box|delivery|shipment|batch|lot)\b|\b(?:the|my)\s+(?:new|latest|current)\s+(?!order\s+(?:last|from|in|on)\b)\w+"
                              r"|\b(?:today's|yesterday's|this\s+week's)\s+(?:parcel|package|box|delivery|order)\b|(?:^|[,;:-]\s*|\b(?:and|but|so)\s+)now\b", re.I)


def _day(value) -> date | None:
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value or "")[:10])
    except ValueError:
        return None


def _month_end(year: int, month: int) -> date:
    return (date(year + (month == 12), month % 12 + 1, 1)) - timedelta(days=1)


def _last_day(m: re.Match, today: date) -> date | None:
    """The last day the time `m` can mean, told on `today`."""
    if month := m.group("month") or m.group("last_month"):
        n = _MONTHS[month.lower()]
        year = int(m.group("month_year")) if m.group("month_year") else today.year - (n > today.month or bool(m.group("last_month")) and n == today.month)
        return _month_end(year, n)
    if m.group("last_year"):
        return date(today.year - 1, 12, 31)
    if season := m.group("season"):  # "from my order last autumn" (R2-06): the latest end of that season before today
        month = {"spring": 5, "summer": 8, "autumn": 11, "fall": 11}[season.lower()]
        end = _month_end(today.year, month)
        return end if end < today else _month_end(today.year - 1, month)
    if m.group("year"):
        return date(int(m.group("year")), 12, 31)
    if m.group("count") or m.group("bare_months"):
        count = m.group("count") or ""
        months = int(count) if count.isdigit() else _COUNTS.get(count.lower(), 2)
        return today - timedelta(days=30 * months - 20) if months >= 2 else None  # "a month ago" is too loose to say
    if m.group("year_ago"):
        return today - timedelta(days=300)
    if m.group("christmas"):
        year = today.year if today >= date(today.year, 12, 25) else today.year - 1
        return date(year, 12, 31)
    return None


def _clauses_buying(text: str):
    """The pieces of `text` from a buying word to the clause's end, and from the clause's start to it ("back in January
    I ordered ..."): where a time told is the purchase's."""
    for clause in re.split(r"[.;!?]|\b(?:and|but)\s+(?:it|they|the|this|that)\b|,\s*(?=(?:and|but|so|which)\b)", text):
        if re.search(rf"\b{_BUY}\b", clause, re.I):
            yield clause


def earlier_goods_told(text: str, ticket=()) -> str:
    """The words of `text` telling its goods an earlier purchase without a date, or "": "my previous ones", "the one before
    this", "the ones I bought before", "the last one I bought", and "the first two" when `text` or the rest of the ticket
    (`ticket`) counts the purchases ("This is my third stovetop kettle from you"). Not when the text turns to this order
    after them ("The first one leaked and now this one does too")."""
    found = [m for m in _EARLIER_GOODS.finditer(text)]
    if any(_PURCHASES_COUNTED.search(t) for t in (text, *ticket)):
        found += list(_FIRST_GOODS.finditer(text))
    for m in sorted(found, key=lambda m: m.start()):
        if not _TURN_TO_NOW.search(text, m.end()):
            return m.group(0).strip()
    return ""


def told_bought_before(text: str, placed_at, now, ticket=(), order_ref: str = "", relative: bool = True) -> str:
    """The words of `text` that place its goods' purchase before an order placed on `placed_at` (told at `now`), or "":
    an earlier order named ("my previous order"), or a time told with the buying that ended before the order was placed
    ("the candle set I bought from you back in January" of an order placed in March), or goods told an earlier purchase
    without a date ("compensation for the first two" of a third kettle: earlier_goods_told, `ticket` the rest of it).
    An order numbered other than this one (`order_ref`) ties the claim to it; with this order's number alone, only the
    goods told an earlier purchase ("This one (SU-48007) seems ok so far, but I'd like compensation for the first two").
    `relative` False (a follow-up run, handed the sentence by the run of the order it was told beside): goods told bought
    before other goods without a date ("the candle I ordered before that") were that run's to resolve, and it handed them
    to this order, whose record holds them (runs/goods_of_another_order.py)."""

    def earlier() -> str:
        return earlier_goods_told(text, ticket) if relative else ""

    numbered = {normalise_ref(m.group(1)) for m in ORDER_IN_TEXT.finditer(text)}
    if numbered - {normalise_ref(order_ref)} if order_ref else numbered:
        return ""  # an order numbered ("my earlier order SU-2"): the reader ties the claim to it (runs/intents/earlier_order_asked.py)
    if numbered:
        return earlier()
    if m := _EARLIER_ORDER.search(text):
        return "" if _TURN_TO_NOW.search(text, m.end()) else m.group(0)
    placed, today = _day(placed_at), _day(now)
    if placed is None:
        return earlier()
    today = today or placed
    for clause in _clauses_buying(text):
        for m in _TIME.finditer(clause):
            if re.search(r"\bsince\s+$", clause[:m.start()], re.I):
                continue  # "I've bought from you since last autumn": a customer since then, no purchase dated
            last = _last_day(m, today)
            # (two days' grace: an order placed just after midnight in another zone was bought "in February" all the same)
            if last is not None and last < placed - timedelta(days=2) and not _TURN_TO_NOW.search(clause, m.end()):
                return m.group(0).strip()
    return earlier()


def remedy_asked_for_earlier_goods(text: str, placed_at, now, order_ref: str = "", ticket=()) -> str:
    """The words of `text` telling goods bought earlier when it asks a remedy for them ("Could you refund one of the
    tumblers from my order last autumn though?", "I'd like some compensation for the first two"), or ""."""
    return told_bought_before(text, placed_at, now, ticket, order_ref) if _REMEDY.search(text) else ""


def remedy_for_earlier_goods(texts, beside, placed_at, now, order_ref: str = "", lines=(), ticket=()) -> str:
    """The words of a sentence `beside` the claim's own `texts` that asks a remedy for goods it tells bought earlier
    ("Could you refund one of the tumblers from my order last autumn though?" beside "It's had a crack in it since it
    arrived": verify45 R2-06), when the claim names no goods of this order's own (a line that sentence does not name) and
    never turns to this order ("this one", "the new lamp", this order's number), or "": the claim is that remedy's goods."""
    own = [t for t in texts if t]
    ref = normalise_ref(order_ref)
    if any(_THIS_ORDERS_OWN.search(t) or (ref and any(normalise_ref(m.group(1)) == ref for m in ORDER_IN_TEXT.finditer(t))) for t in own):
        return ""
    for other in beside:
        if other in own or not (words := remedy_asked_for_earlier_goods(other, placed_at, now, order_ref, ticket)):
            continue
        if not any(words_mentioned(line, t) and not words_mentioned(line, other) for line in lines for t in own):
            return words
    return ""


def this_order_called_fine(text: str) -> str:
    """The words of `text` calling this order fine as a whole ("This latest order is fine, thank you."), or "" (also when
    the sentence goes on to a problem of it: "the new order is fine except the mug")."""
    m = _THIS_ORDER_FINE.search(text)
    return m.group(0) if m and not _BUT_THIS_ORDER.search(text[m.end():]) else ""


def _this_ref(order_ref: str) -> str:
    """This order's number as the customer may write it: "SU-71002", "SU 71002", "#71002", "71002"."""
    digits = re.sub(r"\D", "", order_ref or "")
    return rf"(?:SU[\s#-]*|#)?{digits}\b" if digits else ""


def this_order_set_apart(text: str, order_ref: str) -> str:
    """The words of `text` setting this order apart from the claim: "Not the one in SU-71002 - that one is fine",
    "(not this latest one, SU-71002)", "not SU-71002", "My own order SU-71002 was fine" (R1-08, R3-03, R2-01, R3-02), or ""
    (also "SU-71002 was fine but the mug arrived chipped", and "the lamp from my order SU-71002 is fine": a line, not the order)."""
    ref = _this_ref(order_ref)
    said = [rf"\bnot\s+(?:the\s+one\s+|the\s+(?:one|order|ones)\s+)?(?:in|on|from|of)?\s*(?:my\s+)?(?:order\s+)?\(?{ref}" if ref else "",
            r"\bnot\s+(?:this|the)\s+(?:(?:latest|newest|new|current|recent|most\s+recent)\s+)(?:one|order)\b",
            r"\bnot\s+this\s+(?:one|order)\s*(?:,|\(|-)\s*" + ref if ref else "",
            rf"(?<!from\s)(?<!in\s)(?<!on\s)(?<!of\s)\b(?:my\s+(?:own\s+)?|this\s+|the\s+)?order\s+\(?{ref}\)?\s+(?:itself\s+)?(?:is|was|'s|came|arrived|turned\s+up)\s+"
            r"(?:all\s+|totally\s+|completely\s+|perfectly\s+|absolutely\s+)?(?:fine|ok|okay|good|great|perfect|grand|alright|all\s+right)\b" if ref else ""]
    for pattern in filter(None, said):
        called_fine = pattern.startswith("(?<!")
        # (a line of the order fine, "the lamp from my order SU-71002 is fine", or the order fine but for a claim: not set apart)
        if (m := re.search(pattern, text, re.I)) and not (called_fine and (_BUT_THIS_ORDER.search(text[m.end():]) or re.search(
                r"\b(?:from|in|on|of)\s+(?:my\s+(?:own\s+)?|this\s+|the\s+)?$", text[:m.start()], re.I))):
            return m.group(0)
    return ""


def another_orders_words(texts, told_before, placed_at, now, order_ref: str = "", told_after=(), beside=(), lines=(),
                         relative: bool = True) -> str:
    """The words setting a claim on another order than one placed on `placed_at`: in the claim's own sentences `texts`
    (the request, its remedy) a purchase told before the order was placed, or in a sentence `beside` it (the ticket's
    other requests) a remedy asked for goods told bought earlier that the claim names no goods of this order (`lines`)
    apart from, or in the sentences told before it this order called fine as a whole; "" when none (module doc)."""
    ticket = (*texts, *told_before, *told_after, *beside)
    for text in texts:
        if words := told_bought_before(text, placed_at, now, ticket, order_ref, relative):
            return words
    if relative and (words := remedy_for_earlier_goods(texts, beside, placed_at, now, order_ref, lines, ticket)):
        return words
    # this order set apart by its number or as "this latest one", in the claim or around it (R1-08, R3-03, R2-01, R3-02)
    for text in (*texts, *told_before, *told_after):
        if words := this_order_set_apart(text, order_ref):
            return words
    if any(ORDER_IN_TEXT.search(t) for t in (*texts, *told_before)):
        return ""  # orders numbered: the reader ties each claim to its own
    return next((w for t in told_before if (w := this_order_called_fine(t))), "")


def claims_of_another_order(kind: str, order: dict, ticket_requests: list[dict], now, statements=(), beside=(), relative: bool = True) -> list[dict]:
    """The requests of `kind` (the guard's request dicts) whose own sentences tell the goods bought before `order` was
    placed, or that follow the ticket calling this order fine, or whose ticket sets this order apart by its number in
    `statements` (what it told anywhere: "My own order SU-71002 was fine", R3-02), or beside which another request
    (`beside`, the ticket's asking ones) asks a remedy for goods told bought earlier (R2-06): [{sentence, words}] (module doc)."""
    return [{"sentence": r["text"], "words": words} for r in ticket_requests if kind in (r.get("kinds") or [])
            and (words := another_orders_words((r["text"], *r.get("attached", ())), r.get("told") or (), order.get("placed_at"), now,
                                                 order.get("order_ref") or "", (*(r.get("told_after") or ()), *statements),
                                                 [q["text"] for q in beside if q is not r], order.get("lines") or (), relative))]


def check(decision: dict, order: dict, ticket_requests: list[dict], now, kind_set_by: str = "") -> tuple[str, bool, dict, str]:
    """(check, passed, inputs, incident) for a decision: refused when every request of its kind is another order's
    (module doc). A person's edit of the plan clears it."""
    kind = decision.get("case_type") or ""
    asked = [r for r in ticket_requests if kind in (r.get("kinds") or [])]
    if kind_set_by or not asked or kind not in GOODS_CLAIMS:
        return CHECK, True, {"case_type": kind, **({"cleared_by": kind_set_by} if kind_set_by else {})}, INCIDENT
    statements = [t for r in ticket_requests for t in (*r.get("told", ()), *r.get("told_after", ()))]
    # (a follow-up run's requests were handed to this order by the run that read the ticket: told_bought_before)
    other = claims_of_another_order(kind, order, asked, now, statements, asking_only(ticket_requests), not all(r.get("handed") for r in asked))
    ours = len(other) < len(asked)
    says = [] if ours else [
        f"order {order.get('order_ref')} was placed on {order.get('placed_at')}; the claim tells its goods bought before it, on another order: "
        + "; ".join(f'"{o["words"]}" in "{o["sentence"]}"' for o in other),
        "no money or goods move on this order for it: a person finds the earlier order"]
    return CHECK, ours, {"case_type": kind, "order_ref": order.get("order_ref"), "placed_at": order.get("placed_at"),
                         **({"another_orders_claims": other} if other else {}), "says": says}, INCIDENT
