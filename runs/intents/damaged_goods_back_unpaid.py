"""A return label (or the way back) asked for damaged goods whose money the customer turns down: "The stoneware jug was
chipped when it arrived. Please don't refund me; I only want a return label.", "The jug came broken. No refund needed.
Can you send me a returns label so it can go back?", "Return label please - the jug turned up cracked. Keep the money, I
don't want a refund."

returns_money_declined.py reads the return asked in so many words beside such a claim ("I want to return it but I don't
want a refund") as the claim's goods wanted back without money: no policy remedy does that, so a person arranges it
(CLAIM_BACK_WITHOUT_MONEY_WHY). Asked as a label instead, the ask was read as a statement ("I only want a return label."),
as a change of mind whose return the refusal then forbade (the damage left unnamed), or as part of the claim the
refusal took back: the label was dropped. Here the sentence asking the label is that same request for a person, quoting
it; the refusal still holds every refund of the claim, so no money moves.

Only beside a claim of damage told in the same paragraph and a refusal of the money alone (not "I'll keep it", not "no
refund or return"); a label asked with no money refused is the claim's own return, read where the claim is."""

from __future__ import annotations

import re

from .cues import tells_damage
from .reading import SETTLED_WHYS, ReadSentence
from .returns_money_declined import _BACK_OUT, _DECLINED_NEXT, _HOW_TO_SEND, _KEPT, _NOT_BACK, _TAKEN_BACK, CLAIM_BACK_WITHOUT_MONEY_WHY

# a label asked by its name alone: "Return label please", "a prepaid label", "a label to send it back"
_LABEL = re.compile(r"\b(?:(?:free|prepaid|pre-paid|postage|shipping|returns?|freepost)\s+)+(?:label|slip)s?\b"
                    r"|\blabel\s+(?:to|so\s+(?:i|we)\s+can|for)\s+(?:send|post|return|ship|mail|it|them)\b", re.I)
# the label itself turned down: "I don't need a return label", "no label needed"
_NO_LABEL = re.compile(r"\b(?:don'?t|do\s+not|dont|no|never)\s+(?:\w+\s+){0,3}?(?:(?:return|returns|prepaid|postage)\s+)?label\b"
                       r"|\blabel\s+(?:isn'?t|is\s+not|not)\s+(?:needed|necessary|required)\b", re.I)


def _money_refused(s: ReadSentence) -> bool:
    """Whether a sentence turns down the money alone, keeping no goods and sending them back all the same."""
    return s.forbids == ["refund"] and not (_KEPT.search(s.text) or _BACK_OUT.search(s.text) or _NOT_BACK.search(s.text))


def _asks_way_back(s: ReadSentence) -> bool:
    return bool((_LABEL.search(s.text) or _HOW_TO_SEND.search(s.text)) and not _NO_LABEL.search(s.text))


def _damage_claim(s: ReadSentence) -> bool:
    """Whether the sentence claims damage, or told it and was read as declining it ("Jug's got a hairline crack :( I'm not
    after a refund."); never damage told settled."""
    if "damaged_item" in s.kinds and (s.is_request or s.why in (*_DECLINED_NEXT, *_TAKEN_BACK)):
        return True
    return s.role == "context" and s.why not in SETTLED_WHYS and bool(s.forbids) and tells_damage(s.text)


def read_damaged_goods_back_unpaid(read: list[ReadSentence]) -> None:
    """The sentence asking a label for damaged goods whose money is refused beside it: a request for a person."""
    for s in read:
        if s.role == "injected" or s.role == "request" and s.kinds == ["other"] or not _asks_way_back(s):
            continue
        near = [e for e in read if e.paragraph == s.paragraph and e.role != "injected" and abs(e.index - s.index) <= 2]
        if not any(_money_refused(e) for e in near) or not any(_damage_claim(e) for e in near):
            continue
        s.role, s.kinds, s.spans, s.why, s.restates = "request", ["other"], {"other": [(0, len(s.text))]}, CLAIM_BACK_WITHOUT_MONEY_WHY, []
        if s.forbids != ["refund"]:
            s.forbids, s.forbid_kinds = [], []  # (the label sentence forbids nothing of its own: "so it can go back")
