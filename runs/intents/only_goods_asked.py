"""Money asked for some goods ONLY, after a claim telling of several: "Both the teapot and sugar bowl arrived chipped,
but I only want a refund for the teapot.", "Cracked teapot, chipped sugar bowl. Only want my money back on the
teapot.", "Bowl, plate and espresso cup all chipped. I only want a refund for the bowl." (waivers round B32, B43, B51,
MB1: every goods the claim named was paid, $81.36). "Only" binds the refund to the goods it names: the other goods of
the claim are waived, as "I'm not claiming for the sugar bowl" waives them (waived_goods.py); a claim of them is set
aside from the lines asked (ticket_lines._refund_declined_for).

Near-misses left as they were: "only" said of the remedy ("I only want a refund, not a replacement": no goods named),
of a count ("only one of the plates is chipped"), or with the other goods asked a remedy of their own elsewhere ("I only
want a refund for the teapot; please send a new sugar bowl": the sugar bowl's ask stands, only_asked_aside keeps it)."""

from __future__ import annotations

import re

_GOODS = r"(?:the|my|our|that|this)\s+(?P<goods>[a-z][\w-]*(?:\s+(?!(?:and|or|&)\b)[a-z][\w-]*)?)"
# More goods listed with the first, all under the one "only": "just refund the vase and both holders" (both are asked),
# never goods told something of their own ("refund only the teapot and the lid is fine": the lid is not asked).
_TOLD = r"(?:is|are|was|were|can|could|will|would|should|seems?|looks?)\b"
_LISTED_TOO = re.compile(r"(?:\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+)(?:(?:the|my|our|both|all|two|three|\d+)\s+)+"
                         rf"(?:(?!{_TOLD}|and\b|or\b)[a-z][\w-]*\s+)?(?!{_TOLD}|and\b|or\b)[a-z][\w-]*\b(?!['’]s\b|\s+{_TOLD})", re.I)
ONLY_ASKED = re.compile(
    # "I only want a refund for the teapot", "only want my money back on the teapot", "we'd only like a refund on the bowl"
    r"\b(?:only|just)\s+(?:really\s+)?(?:want(?:ing)?|need(?:ing)?|would\s+like|'d\s+like|like|asking\s+for|after|expect(?:ing)?|claiming)\s+"
    r"(?:a\s+|the\s+)?(?:refund|my\s+money\s+back|money\s+back|the\s+money|reimbursement|compensation)\s+(?:for|on|of)\s+" + _GOODS
    # "please only refund the teapot", "refund only the teapot", "refund just the bowl please"
    + r"|\b(?:only|just)\s+refund\s+(?:me\s+)?(?:for\s+)?" + _GOODS.replace("goods", "goods2")
    + r"|\brefund\s+(?:me\s+)?(?:for\s+)?(?:only|just)\s+" + _GOODS.replace("goods", "goods3"), re.I)
# A remedy asked in a clause of its own: what keeps other goods asked.
_REMEDY = re.compile(r"\b(?:refund\w*|replace\w*|replacement|send\w*|swap\w*|exchange\w*|return\w*|money\s+back|reimburs\w*)\b", re.I)
_CLAUSE = re.compile(r"[^.!?;,–—]+")


def goods_only_asked(text: str) -> list[str]:
    """The goods a sentence asks money for ONLY (module doc), never goods asked on a condition ("only if ...")."""
    return [next(g for g in m.groups() if g) + _listed_after(text, m.end()) for m in ONLY_ASKED.finditer(text)
            if not re.match(r"\s+(?:if|unless|for\s+now)\b", text[m.end():], re.I)]


def _listed_after(text: str, end: int) -> str:
    """The goods listed after the first goods an "only" names (see _LISTED_TOO), as one text."""
    out = ""
    while listed := _LISTED_TOO.match(text, end):
        out, end = out + listed.group(0), listed.end()
    return out


def only_asked_aside(lines: list[dict], texts: list[str], named_in) -> set[str]:
    """The lines the ticket's sentences (`texts`) leave out of money asked ONLY for some goods: every line the "only"
    does not name, except a line a clause elsewhere asks a remedy of by name. `named_in(line, text)` tells whether a
    text names a line. Empty when no sentence says "only" of goods, or its goods name no line."""
    only = [(t, g) for t in texts for g in goods_only_asked(t)]
    kept = {x["sku"] for x in lines for _, g in only if named_in(x, g)}
    if not kept:
        return set()
    asked_elsewhere = {x["sku"] for t in texts for c in _CLAUSE.findall(t) if _REMEDY.search(c) and not ONLY_ASKED.search(c)
                       for x in lines if named_in(x, c)}
    return {x["sku"] for x in lines} - kept - asked_elsewhere
