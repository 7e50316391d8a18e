"""A waiver by a pronoun that names goods of its own: "the teapot came with the spout snapped off so please refund that.
The mug has a tiny nick on the handle but forget about the mug, I'm not fussed, no need to refund it." (V41-02). Its "it"
is the mug it names, never the teapot claimed in the sentence before: that claim stands and is paid, and only the goods
the waiver names are held (ticket_lines.lines_refused reads them by name). Before, the pronoun was bound to the claim just
before it, the teapot's claim was read as taken back, and the whole ticket went to a person.

Only goods named with an article or possessive ("the mug", "my saucer"); a waiver naming goods the claim before names too
("The mug is chipped. The mug is fine really, don't refund it") or none at all ("no need to refund it") takes that claim
back as before."""

from __future__ import annotations

import re

from ..part_words import PARTS
from .stems import content_stems

_NAMED = re.compile(r"\b(?:the|my|our|that|this)\s+([a-z][\w'-]*)(?:\s+([a-z][\w'-]*))?", re.I)
# words after an article that are no goods: the money, the problem, how bad it is, the customer's feelings
_NOT_GOODS = content_stems(
    "refund refunds money cash credit charge price cost amount order parcel package delivery item items thing things one ones "
    "rest other others same whole lot nick chip chipped crack cracked scratch scratched dent dented mark marks damage damaged "
    "tiny small little slight minor bit hairline first second last way time issue problem fault flaw defect worry hassle "
    "bother fuss fussed end day moment point matter it that this them "
    # what a retraction blames instead of the goods: "Turns out the socket was off", "it was a mark on the box" (the claim's
    # own "it" then, taken back as before)
    "socket outlet switch power wall box packaging packing wrapping wrapper mistake error") | content_stems(" ".join(PARTS))

_PLACE_BEFORE = re.compile(r"\b(?:in|into|to|at|inside|outside|under|behind|around|round|onto)\s+$", re.I)
_POINTED = re.compile(r"\b(?:refund\w*|reimburs\w*|credit\w*)\s+(?:me\s+|us\s+)?(?:for\s+)?(?:it|that|them|this|those|these)\b", re.I)


def _goods_named(text: str) -> set[str]:
    """The goods words a sentence names after an article or possessive, without money, problem or degree words."""
    # (never a place the goods go: "it's going in the garden anyway", "it's off to the tip")
    words = " ".join(w for m in _NAMED.finditer(text) for w in m.groups() if w and not _PLACE_BEFORE.search(text, 0, m.start()))
    return content_stems(words) - _NOT_GOODS


def waives_goods_of_its_own(text: str, claim_before: str) -> bool:
    """Whether a sentence refusing money by a pronoun names goods of its own, none of them told in the claim before it
    (module doc): its pronoun is those goods, and the claim before is not taken back."""
    pointed = _POINTED.search(text)  # only goods named before the pronoun are its ("... it was my gran's pattern" names none)
    own = _goods_named(text[:pointed.start()] if pointed else text)
    return bool(own) and not own & content_stems(claim_before)
