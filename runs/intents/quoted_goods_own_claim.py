"""Goods a forwarded or quoted message told a problem of, and the customer's own words claim again.

"Thanks, the delivery fee refund came through fine. Now that I've unpacked it, the base of the lamp has a crack right
through it. Could you refund the lamp as well? > The lamp arrived four days late. > Could you refund the delivery fee
please?": the ask names the lamp, which the customer's own new claim (the crack) names. Read as adopting the quoted
lateness too, the old late fee was planned again and only the earlier refund on the record stopped a second $5.99
(blind round ver34c B34-05). The ask is the own claim's remedy; the quoted problem stays the thread it came from."""

from __future__ import annotations

from .claimed_goods import beyond_claims, claimed_words
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence


def own_claim_named(ask: ReadSentence, read: list[ReadSentence], shared: set[str] | frozenset[str]) -> bool:
    """Whether the words an ask shares with a quoted problem (`shared`) all name goods a claim in the customer's own
    words (a request of a goods problem, not quoted) already names."""
    own = [r for r in read if r is not ask and r.role == "request" and set(r.kinds) & set(GOODS_PROBLEMS)]
    return bool(own and shared) and not beyond_claims(frozenset(shared), claimed_words(own, ask.order))
