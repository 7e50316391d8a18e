"""The "please" of a ban on a remedy, said beside goods the customer keeps: "Gloves are a slightly different tan than the
photo but I'm keeping them, so please don't refund or take those back." (blind round ver25a, VER25A-10). The sentence
asks that nothing be done to goods kept; its "please" belongs to the ban, yet read as an ask of its own it sent the
sentence to a person as a request of no known kind. The ban stays recorded (ReadSentence.forbids: no refund, and the goods
kept go nowhere), and the sentence is context, as "I'll keep them, no refund needed" is.

The same holds the other way: a sentence declining the goods' trip back ("I'm keeping the socks, so please don't take
them back") is context only when it asks nothing else; "..., and please change my email to new@example.org" asks the
change of a person (it was read away with the ban before).

Near-misses: anything asked beside the ban keeps the sentence a request ("please don't refund the gloves, but please
send the scarf in red", "..., can you swap the hat instead?"), and a "please" that opens a remedy asked, not banned
("please refund the gloves"), is untouched."""

from __future__ import annotations

import re
from collections.abc import Callable

from .money_refused import without_refusals
from .remedies import _NOT_SENT_BACK

# The goods a remedy is done to: "it", "them", "those", "the gloves", "my order".
_GOODS = r"(?:\s+(?:it|them|those|these|that|this|(?:the|my|our|these|those)\s+(?:[\w-]+\s+){0,2}?[\w-]+))?"
# One remedy banned: "refund", "take those back", "send them back", "collect them", "replace it", "swap them".
_REMEDY = (r"(?:refund(?:\s+(?:me|us))?|reimburse|credit(?:\s+(?:me|us))?|return|collect|pick\s+up|replace|exchange|swap|"
           r"take|send|post|ship)" + _GOODS + r"(?:\s+(?:back|away|up))?(?:\s+(?:for\s+(?:it|them|those|these)|either))?")
_HANDS_OFF = re.compile(
    r"\b(?:please|pls|plz|kindly)\s*,?\s+(?:(?:do\s+not|don'?t|dont|no\s+need\s+to|there'?s\s+no\s+need\s+to)\s+)(?:bother\s+(?:to\s+)?|try\s+to\s+)?"
    + _REMEDY + r"(?:\s*(?:,|or|and|nor|/)\s*(?:(?:do\s+not|don'?t)\s+)?" + _REMEDY + r")*\b", re.I)


def without_hands_off(text: str) -> str:
    """`text` with a "please don't refund or take those back" taken out: what is left is what it asks besides."""
    return _HANDS_OFF.sub(" ", text)


def hands_off_read(text: str, took_back: bool) -> str:
    """What a declining sentence asks besides its refusals, its "please don't ..." taken out too unless the keeping took back
    a claim told just before it: then the sentence stays with a person, who sees both ("The throw I'd like to send back.
    The gloves I'm keeping, so please don't refund them" must not lose the throw's return unseen)."""
    return without_refusals(text) if took_back else without_hands_off(without_refusals(text))


_PLEASE_BEFORE = re.compile(r"\b(?:please|pls|plz|kindly)\s*,?\s*$", re.I)


def asks_beside_return_ban(text: str, asks: Callable[..., bool]) -> bool:
    """Whether a sentence declining the goods' trip back ("please don't take them back") asks something else besides."""
    rest, at = [], 0
    for m in _NOT_SENT_BACK.finditer(text):
        before = text[at:m.start()]
        rest.append(_PLEASE_BEFORE.sub(" ", before))
        at = m.end()
    rest.append(text[at:])
    return asks(without_hands_off("".join(rest)), title=False)
