"""An ask to sort, fix or deal with goods a claim in the ticket already names is that claim's remedy, not a request of
its own: "Only 4 of the 6 wine glasses were in the box ... Can you refund the decanter and sort the missing glasses?"
(blind round ver23a, V23-36) read "sort the missing glasses?" as an `other` request beside the short-delivery claim
of the same glasses, so a person was asked twice and the reply said two things of them. Goods no claim names ("sort
the lamp too") stay a request (runs/intents/claim_remedy_asks.py)."""

from __future__ import annotations

import re

from .claimed_goods import beyond_claims, claimed_words
from .reading import ReadSentence
from .stems import content_stems

# The whole clause an ask to put goods right: "sort the missing glasses?", "and could you fix the broken lid", "please deal
# with the two mugs".
_SORT_ASK = re.compile(r"^\W*(?:(?:and|also|then|so|please|pls|plz|just|kindly|can|could|would|will|you)\s+)*"
                       r"(?:sort(?:\s+out)?|fix|deal\s+with|look\s+into|resolve|handle|chase(?:\s+up)?)\s+(?:out\s+)?(?:the|my|those|these)\s+[^.!?,;]*[.!?]*\s*$", re.I)
# The words of the ask itself, and words saying which of the goods: nothing a person must act on beyond the claim.
_ASK_WORDS = frozenset(content_stems("sort sorted sorting fix fixed deal look resolve handle chase please pls plz just also can could would will "
                                     "kindly then out into with up missing remaining broken cracked chipped damaged faulty lost short smashed "
                                     "dented torn two three four five six one other rest"))


def sorts_a_claim(s: ReadSentence, read: list[ReadSentence]) -> bool:
    """Whether `s`, read as a request of no kind, only asks that goods a claim of the ticket names be put right."""
    if not (s.role == "request" and s.kinds == ["other"] and _SORT_ASK.search(s.text)):
        return False
    claimed = claimed_words(read, s.order)
    words = set(content_stems(s.text)) - _ASK_WORDS
    return bool(claimed) and bool(words) and not beyond_claims(words, claimed)
