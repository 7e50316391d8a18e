"""The lines a ticket says the customer keeps: "The lamp I'm keeping, it's lovely", "I'll keep the
rug but the runner goes back", "happy to keep the candle". A return or a collection takes goods
back, so the guard never starts one for a line the customer says stays with them (line_in_ticket):
keeping a damaged line and asking its money back (the refund-and-keep remedy) is another matter,
and a refund is not refused for it.

A keep names the line its head noun names: "Keeping the lamp base" keeps the base, not the "Lamp shade" that
shares its word "lamp"; "keeping the lamp", naming both alike, keeps both (a person tells them apart).

A keep the customer wished, weighed or denied ("I was going to keep the lamp, but", "I don't want
to keep it", "rather than keep the shade") is no keep."""

from __future__ import annotations

import re

from .ticket_lines import mentioned, words_mentioned

# The pieces a sentence is read in: a keep reaches no further than its clause ("I'll keep the lamp,
# the shade goes back"; "I'll keep the lamp but return the shade").
_PIECE = re.compile(r"[.;:!?()\n]+|,|\s[-–—]+\s|\b(?:but|while|whereas|although|though|however|and\s+(?=(?:please\s+)?(?:return|send|refund|take|"
                    r"collect|exchange|swap|replace|i|we)\b)|(?:because|since|so|as|when|once)\s+(?=(?:the|my|our|it|they|i|we)\b))", re.I)
_SUBJECT = r"(?:i|we)(?:'ll|’ll|\s+will|'m|’m|\s+am|'re|’re|\s+are|\s+shall)?"
_TO = r"(?:happy|glad|going|want|wants|like|love|prefer|decided|decide|planning|plan|rather|fine|ok|okay|able)\s+to"
# "I'll keep the lamp", "we're keeping both mugs", "happy to keep the candle", "keeping the rug though"
_KEEPS_WHAT = re.compile(rf"(?:\b{_SUBJECT}\s+(?:\w+\s+)?|\b{_TO}\s+|^\W*(?:(?:and|so|just|oh)\s+)?)(?:keep|keeping)\s+(?P<what>.+)$", re.I)
# "The lamp I'm keeping", "the rug we'll keep", "the candle I'm happy to keep"
_KEPT_BEFORE = re.compile(rf"(?P<what>\b(?:the|my|our|that|this|those|these|both)\s+(?:(?!(?:and|or|plus)\b)[\w'’-]+\s+){{0,3}}?[\w'’-]+)\s+{_SUBJECT}\s+(?:(?:definitely|happily|gladly|still|certainly)\s+|{_TO}\s+)?(?:keep|keeping)"
                          r"(?:\s+(?:it|them|though|too|anyway|for\s+now|thanks|thank\s+you))*\W*$", re.I)
# A keep wished, weighed or denied.
_NOT_KEPT = re.compile(r"\b(?:not|never|no\s+longer|rather\s+than|instead\s+of|than|wanted|was\s+going|were\s+going|had\s+planned|hoped|thought|"
                       r"would\s+have|could\s+have|if|unless|whether|can'?t|cannot|won'?t|don'?t|didn'?t|do\s+i|should\s+i|have\s+to|must)\b|n'?t\b", re.I)


def lines_kept(order: dict, texts: list[str]) -> dict[str, str]:
    """{sku: the words saying it is kept} for each line of the order these sentences say the customer keeps."""
    out: dict[str, str] = {}
    for text in texts:
        for piece in _PIECE.split(text):
            piece = piece.strip()
            m = _KEEPS_WHAT.search(piece) or _KEPT_BEFORE.search(piece)
            if not m or _NOT_KEPT.search(piece[:m.start("what")] if m.re is _KEEPS_WHAT else piece[m.end("what"):]):
                continue
            for sku in _named_by_head_noun(order, m.group("what")):
                out.setdefault(sku, piece)
    return out


# Goods listed in one keep: "the rug and the runner", "the base plus the bulb".
_LISTED = re.compile(r"\s*(?:,|&|\band\b|\bor\b|\bplus\b)\s*", re.I)
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")


def _named_by_head_noun(order: dict, what: str) -> set[str]:
    """The lines each listed name in `what` names by its last word that names any line (its head noun): "the lamp
    base" names the "Lamp base", not the "Lamp shade" beside it; a last word naming several lines names them all."""
    out: set[str] = set()
    for name in _LISTED.split(what):
        named = mentioned(order, [name])
        for word in reversed(_WORD.findall(name)):
            by_word = {sku for sku in named if words_mentioned(next(x for x in order["lines"] if x["sku"] == sku), word)}
            if by_word:
                named = by_word
                break
        out |= set(named)
    return out
