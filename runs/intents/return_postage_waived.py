"""The refund of the return postage turned down beside a return: "I'd like to return the rug. No need to refund the return
postage", "returning the kettle pls. dont need the return postage back", "The return shipping doesn't need refunding."

Read before as the refund turned down: the return asked just before was taken back (no return started, the rug kept),
or in one sentence the rug's own money was held, or beside a damage its refund was held; "You don't have to cover the
cost of sending it back" was even read as asking the postage back (blind round probe30). The customer waives one sum,
the postage they pay to send the goods back, and nothing else: the return and any claim stand, and nothing is asked for
the postage.

Read by blanking the waiver's clause before the sentence is read (what is left is read as if alone: "I'd like to return
the rug, [no need to refund the return postage]" is the return), and showing the whole sentence again once read. A
waiver naming only "the postage" or "the shipping" is read so beside a return asked and no lateness told; it also
holds the delivery fee's refund, the one sum those words can name on the order ("The rug came late. No need to refund
the postage" waives the late fee, as before).

Near-misses: the postage asked back ("can you refund the $8.99 return postage?": return_postage_asked.py), asked about
("do I have to pay the return postage?"), or the goods' own money turned down ("No need to refund me")."""

from __future__ import annotations

import re
from dataclasses import replace

from .cues import _spans_of
from .money_back_words import PAY_BACK_VERBS
from .reading import ReadSentence
from .return_named import RETURN_NAMED
from .return_postage_asked import names_return_postage

RETURN_POSTAGE_WAIVED_WHY = "turns down a refund of the postage of sending goods back: nothing is asked for it, and the return and claims beside it stand"

_MONEY_VERB = rf"(?:{PAY_BACK_VERBS}|pay\w*(?:\s+(?:for|back))?|give\s+(?:me\s+)?back|send\s+(?:me\s+)?back)"
# the money turned down, the postage after it: "no need to refund the return postage", "dont need the return postage back",
# "you don't have to cover the cost of sending it back", "don't worry about refunding the postage to send it back"
_TURNED_DOWN = re.compile(
    r"(?:[,;:]\s*|\s*[-–—]\s*|\s+)?(?:(?:and|but|so|also|oh|ps)\s+)*(?:there'?s\s+|there\s+is\s+)?"
    r"(?:no\s+need\s+(?:for\s+you\s+)?to|(?:you|u)\s+(?:do\s+not|don'?t|dont)\s+(?:need|have)\s+to|(?:(?:i|we)\s+)?(?:do\s+not|don'?t|dont)\s+(?:need|want|expect)"
    r"(?:\s+(?:you|u)\s+to)?|(?:please\s+)?(?:don'?t|dont|do\s+not)\s+(?:worry|bother)\s+(?:about|with)|(?:i'?m|i\s+am|we'?re)\s+not\s+(?:asking|expecting)\s+(?:you\s+)?(?:to|for)"
    rf"|no\s+(?:refund|money)\s+(?:needed|required|necessary|wanted)\s+(?:for|on))\s+(?:{_MONEY_VERB}\s+)?(?:me\s+(?:for\s+)?)?"
    r"(?P<what>(?:the|my|any|a)\s+[^.!?;]{1,50}?|[^.!?;]{1,50}?)(?:\s+back)?\s*(?=[.!?;]|,\s*(?:but|and|just|please|pls)\b|$)", re.I)
# the postage first, turned down after it: "The return shipping doesn't need refunding", "return postage is on me"
_POSTAGE_FIRST = re.compile(r"(?:[,;:]\s*|\s+)?(?:(?:and|but|also)\s+)?(?P<what>(?:the\s+|my\s+)?[^.!?;,]{1,40}?)\s+(?:doesn'?t|does\s+not|won'?t|will\s+not|don'?t|do\s+not)\s+need\s+"
                            rf"(?:to\s+be\s+)?(?:{PAY_BACK_VERBS}|paid|paying|to\s+be\s+paid)\b[^.!?;]*", re.I)
_BARE_POSTAGE = re.compile(r"^(?:the\s+|my\s+|any\s+)?(?:postage|shipping|delivery(?:\s+(?:fee|charge|cost))?|p\s*&\s*p|postage\s+costs?)$", re.I)


def postage_waiver(text: str, beside_return: bool = False) -> tuple[int, int] | None:
    """The span of the clause of `text` that turns down a refund of the return postage, else None. `beside_return`: a
    return is asked and no lateness told in the ticket, so "the postage" alone is the return's."""
    for pattern in (_TURNED_DOWN, _POSTAGE_FIRST):
        for m in pattern.finditer(text):
            # (the clause whole: "the cost of sending it back" ends on the "back" the pattern sets apart)
            if names_return_postage(m.group(0)) or (beside_return and _BARE_POSTAGE.match(m.group("what").strip())):
                return m.span()
    return None


def blank_postage_waivers(pieces: list) -> tuple[list, dict[int, tuple[str, bool]]]:
    """The ticket's sentences with each return-postage waiver's clause blanked out (offsets kept), and {sentence index:
    (its text as written, whether the waiver named only "the postage")} for `show_postage_waivers`."""
    body = [p for p in pieces if not p.injected]
    late = any("late_delivery" in _spans_of(p.text) and not postage_waiver(p.text, True) for p in body)
    asked = [i for i, p in enumerate(pieces) if not p.injected and RETURN_NAMED.search(p.text) and not names_return_postage(p.text)]
    out, waived = list(pieces), {}
    for i, piece in enumerate(pieces):
        if piece.injected:
            continue
        span = postage_waiver(piece.text)
        bare = False
        if span is None and not late and any(j <= i for j in asked):
            span, bare = postage_waiver(piece.text, beside_return=True), True
        if span is None:
            continue
        a, b = span
        out[i] = replace(piece, text=piece.text[:a] + " " * (b - a) + piece.text[b:])
        waived[piece.index] = (piece.text, bare)
    return out, waived


def show_postage_waivers(read: list[ReadSentence], waived: dict[int, tuple[str, bool]]) -> None:
    """Each sentence read with its waiver blanked, shown as written again; one that asked nothing else is the waiver,
    context; a waiver of "the postage" alone holds the delivery fee's refund."""
    for s in read:
        if s.index not in waived:
            continue
        left = re.search(r"\w", s.text)  # (a full stop left alone asks nothing)
        s.text, bare = waived[s.index]
        if bare:
            s.forbids = list(dict.fromkeys([*s.forbids, "delivery_refund"]))
        if not left:
            s.role, s.kinds, s.spans, s.weak, s.why = "context", [], {}, [], RETURN_POSTAGE_WAIVED_WHY
