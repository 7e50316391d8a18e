"""A return asked with its money turned down is still a return: "I want to return the tea towel but I don't want a
refund for it, just tell me where to post it.", "The tea towel is going back too, I changed my mind on it. No need to
refund that one." Read as a remedy declined (the goods kept, nothing wanted), the return was taken back and the run
closed with no subtask at all: a request dropped in silence.

Declining the money of goods the customer sends back declines the money only. The return is a change-of-mind request,
and the refusal holds its refund (`forbids` "refund", scoped to the change of mind): the runtime starts the return and
writes in its decision that no refund is made when the goods arrive (runs.returns_without_money), which the reply tells.

Only where the sentence turns down money and nothing else, keeps no goods ("I'll keep it, no refund needed" sends
nothing back) and asks no other question; goods of a claim told before it (a wrong size sent, a chipped mug) are that
claim's return, read where the claim is."""

from __future__ import annotations

import re

from ..fine_clauses import calls_fine
from .cues import GOODS_PROBLEMS, _spans_of
from .reading import DECLINED_WHY, ReadSentence
from .refusals import _REFUND_MANNER, asks_beside_declining
from .stems import content_stems
from .way_back_asked import WAY_BACK

RETURN_WITHOUT_MONEY_WHY = "asks to send the goods back and declines their money: a return, with no refund when they arrive"
MONEY_OF_RETURN_DECLINED_WHY = "declines the money of the return asked before it: the goods go back with no refund"

# How a sentence told as turning the remedy down or only constraining it was read (read.py, refusals.py)
_DECLINE_WHYS = ("the customer declines the remedy (keeps the goods, fixed them or wants nothing)", DECLINED_WHY,
                 "asks that something not be done (refund): a person sees the constraint")
_TAKEN_BACK = ("the customer takes it back in the next sentence",)
# the money refused of one thing ("a refund for it", "refund that one"); "No need to refund me" may be of every claim
_ONE_THING = re.compile(r"\b(?:for|on|of|refund\w*|credit\w*)\s+(?:it|that\s+one|this\s+one)\b", re.I)
_DECLINED_NEXT = ("the customer declines the remedy in the next sentence",)
CLAIM_BACK_WITHOUT_MONEY_WHY = "asks the goods of the claim before it sent back without their money: a person arranges it"
# The goods kept: "I'll keep it", "keeping them" (never the money kept: "keep the money", "keep your cash")
_KEPT = re.compile(r"\bkeep(?:ing)?\s+(?!(?:the|your|ur)\s+(?:money|cash|refund|credit)\b)(?:it|them|this|that|both|the\s+[\w-]+|hold\s+of)\b"
                   r"|\b(?:hang(?:ing)?|hold(?:ing)?)\s+on\s*to\b", re.I)
# The goods not sent back after all: "thought about sending it back but no", "decided against returning"
_BACK_OUT = re.compile(r"\b(?:thought\s+about|considered|was\s+going\s+to|meant\s+to|decided\s+against|not\s+going\s+to)\b", re.I)
# a question of how or where to send the goods, part of the return asked
_HOW_TO_SEND = re.compile(r"\b(?:how|where|what\s+address|which\s+address)\b[^?]{0,40}\b(?:send|post|ship|mail|return|drop)\w*[^?.!]*\??"
                          rf"|{WAY_BACK}", re.I)  # (or the label or address they go back with: way_back_asked.py)
# the sending back turned down with the money: "I don't want a refund or to send it back"
_NOT_BACK = re.compile(r"\b(?:or|nor)\s+(?:to\s+)?(?:send\w*|post\w*|return\w*|ship\w*|mail\w*)\b", re.I)


def _money_only(s: ReadSentence) -> bool:
    """Whether a sentence turns down the money and nothing else, and keeps no goods or backs out of sending them."""
    if s.forbids != ["refund"] or _KEPT.search(s.text) or _BACK_OUT.search(s.text) or _NOT_BACK.search(s.text) or calls_fine(s.text):
        return False
    if _REFUND_MANNER.search(s.text):
        return False  # how or when the money is paid ("Don't refund it to my card, refund it to PayPal"): the money is wanted
    return not asks_beside_declining(_HOW_TO_SEND.sub(" ", s.text), questions_only=True)


def _goods_claimed_before(read: list[ReadSentence], s: ReadSentence) -> bool:
    """Whether a claim on goods told before the sentence, in its paragraph, names the goods it sends back (the
    claim's own return: "The medium is the wrong size. No need to refund me, just tell me how to send it back")."""
    own = content_stems(s.text)
    return any(e.paragraph == s.paragraph and e.role in ("request", "attached", "context") and set(e.kinds) & set(GOODS_PROBLEMS)
               and (own & content_stems(e.text) or not _names_goods(s.text)) for e in read if e.index < s.index)


_NAMED = re.compile(r"\b(?:the|my|our|this|these|those)\s+(?!(?:money|refund|cash|credit|return|label|address|way)\b)[a-z][\w-]+", re.I)


def _names_goods(text: str) -> bool:
    return bool(_NAMED.search(text))


def read_returns_money_declined(read: list[ReadSentence]) -> None:
    """A return asked with its money declined, in the same sentence or the next: the return is asked (change of mind)
    and the refusal holds only its refund."""
    for i, s in enumerate(read):
        if s.role == "injected" or s.why not in _DECLINE_WHYS or not _money_only(s) or set(s.kinds) - {"other"}:
            continue
        if s.asks_return and not _goods_claimed_before(read, s):
            # "I want to return the tea towel but I don't want a refund for it": the sentence asks the return itself
            s.role, s.kinds, s.why = "request", ["change_of_mind"], RETURN_WITHOUT_MONEY_WHY
            s.spans = {"change_of_mind": _spans_of(s.text).get("change_of_mind") or [(0, len(s.text))]}
            s.forbid_kinds = ["change_of_mind"]
            for e in read[:i]:
                # a claim on other goods before it ("The kettle arrived dented.") was read as taken back by it: it stands
                if e.paragraph == s.paragraph and e.why in _DECLINED_NEXT and set(e.kinds) & set(GOODS_PROBLEMS):
                    e.role, e.why = "request", ""
                # the change of mind it goes on from ("The bread bin isn't for me. No refund necessary, I just want it
                # gone - how do I return it?") names the goods the return is of: it stands beside it, not taken back
                elif e.paragraph == s.paragraph and e.why in _DECLINED_NEXT and e.kinds == ["change_of_mind"] and e.index == s.index - 1:
                    e.role, e.why = "request", ""
            continue
        if s.asks_return and s.role == "context":
            # "The kettle arrived dented. I want to return it but I don't want a refund.": the claim's goods wanted gone
            # back with no money, which no policy remedy does; a person arranges it, the sentence quoted
            s.role, s.kinds, s.why = "request", ["other"], CLAIM_BACK_WITHOUT_MONEY_WHY
            continue
        earlier = next((e for e in reversed(read[:i]) if e.paragraph == s.paragraph and e.role != "injected" and e.index), None)
        if earlier is None or earlier.kinds != ["change_of_mind"] or not (earlier.is_request or earlier.why in _TAKEN_BACK):
            continue
        # "The tea towel is going back too, I changed my mind on it. No need to refund that one.": the return stands
        earlier.role, earlier.why = "request", ""
        if _ONE_THING.search(s.text):
            # said of the one thing just returned ("for it"), a claim on other goods before it was never taken back
            for e in read[:i]:
                if e.paragraph == s.paragraph and e.why in _TAKEN_BACK and set(e.kinds) & set(GOODS_PROBLEMS):
                    e.role, e.why = "request", ""
        s.role, s.kinds, s.spans, s.why, s.forbid_kinds = "context", [], {}, MONEY_OF_RETURN_DECLINED_WHY, ["change_of_mind"]
        s.asks_return = True  # the refund is declined, the return asked before it is not (money.forbids_action)
