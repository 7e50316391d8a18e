"""Keeping the goods said alone, and part of their money asked in the next sentence (issue #11, V2-14): "The sofa has a
small scuff on the back leg. I'm keeping it. I'd be happy with 20 quid off as a gesture but I don't expect anything more
than that." The bare "I'm keeping it." was read as the remedy declined, so the scuff's claim was taken back and only the
wish was handed over: the damage went unread, no subtask of the sofa's. Kept in one sentence with the price ("I'll keep it
if you knock $20 off") it was read as an offer to keep the goods for part of their money; told over two sentences it is
the same offer. The claim stands (told before the keeping, or in its own sentence: "Small tear in the seam :( we're keeping it."), and the part money beside it holds its refund for a person
(runs/intents/part_money_beside_claims.py): a partial refund of a stated sum is a person's call, never paid by itself.

Near-misses left as they were: keeping with nothing asked ("I'm keeping it, no refund needed", "I'll keep it. Thanks
anyway"), keeping with the money given up ("I'll keep it and want nothing"), a wish after it that asks no money ("I'm
keeping it. Just wanted you to know")."""

from __future__ import annotations

from .cues import GOODS_PROBLEMS, _spans_of
from .part_money_wishes import part_money_wished
from .reading import ReadSentence
from .remedies import _DECLINES, _KEEPING, _WANTS_NOTHING

_DECLINED_WHY = "the customer declines the remedy (keeps the goods, fixed them or wants nothing)"
_DECLINED_NEXT_WHY = "the customer declines the remedy in the next sentence"  # (refusals._declined_goods)
CLAIM_KEPT_FOR_PART_WHY = "a claim whose goods the customer keeps for part of their money, asked after: it stands, its refund held for a person"
KEPT_FOR_PART_NEXT_WHY = "keeps the goods for the part of their money asked in the next sentence: the claim stands, a person weighs the sum"


def keeps_only(text: str) -> bool:
    """Whether a sentence only keeps the goods ("I'm keeping it."), giving up no money."""
    found = list(_DECLINES.finditer(text))
    return bool(found) and all(_KEEPING.search(m.group(0)) for m in found) and not _WANTS_NOTHING.search(text)


def read_kept_for_part_money_next(read: list[ReadSentence]) -> None:
    """Give back the claims a bare keeping took back when the next sentence asks part of the money (module doc)."""
    written = [s for s in read if s.role != "injected"]
    for i, s in enumerate(written[:-1]):
        after = written[i + 1]
        if s.role != "context" or not s.why.startswith(_DECLINED_WHY) or not keeps_only(s.text) \
                or after.paragraph != s.paragraph or not part_money_wished(after.text):
            continue
        if (own := [k for k in s.doubted if k in GOODS_PROBLEMS]):
            # "Small tear in the sofa's seam :( we're keeping it.": the claim told in the keeping sentence itself
            s.role, s.kinds, s.why = "request", own, CLAIM_KEPT_FOR_PART_WHY
            s.spans = {k: v for k, v in _spans_of(s.text).items() if k in own}
            continue
        taken = [c for c in written[max(0, i - 2):i] if c.why == _DECLINED_NEXT_WHY and c.kinds and (c.paragraph == s.paragraph or c.index == 0)]
        for c in taken:
            c.role, c.why = "request", CLAIM_KEPT_FOR_PART_WHY
        if taken:
            s.why = KEPT_FOR_PART_NEXT_WHY
