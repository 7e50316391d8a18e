"""Wrong goods sent back with their money turned down: "The boots are the wrong size. No need to refund me, just tell me
how to send it back.", "You sent the blue jumper, not the green I ordered. I don't need a refund, just let me know where
to post it back."

The wrong item's own remedy is its return (POL-WRG-004), and the runtime can start it with the refund held ("no refund
when the goods arrive", runs.returns_without_money). Read as a constraint "a person sees", the sentence went to a person
as a request of kind `other` beside the return it asks for: a person was asked the same thing again. Read as the claim's
remedy declined, the claim itself was taken back and the whole wrong item went to a person.

The sentence is the claim's: the claim stands, and the sentence holds only the refund of the wrong item (`forbids`
"refund", scoped to wrong_item) while its return is asked (`asks_return`). Goods told damaged are not read so: a damaged
item sent back with no money is no policy remedy, and a person arranges it (returns_money_declined.py). A sentence that
also asks other goods ("just send the green one"), keeps the goods, or asks anything else is left as read."""

from __future__ import annotations

from .right_goods_asked import as_goods_ask, asks_goods_too
from .reading import ReadSentence
from .returns_money_declined import _DECLINE_WHYS, _HOW_TO_SEND, CLAIM_BACK_WITHOUT_MONEY_WHY, _DECLINED_NEXT, _money_only

WRONG_GOODS_BACK_UNPAID_WHY = "asks how to send back the wrong goods of the claim before it and declines their money: the claim's return, with no refund"


def read_wrong_goods_back_unpaid(read: list[ReadSentence]) -> None:
    """A sentence declining the money of a wrong item told before it in its paragraph, and asking how to send it back:
    the wrong item's return, its refund held; the claim stands."""
    for i, s in enumerate(read):
        if not (s.role == "request" and s.kinds == ["other"] or s.role == "context" and not s.kinds) or s.why not in (*_DECLINE_WHYS, CLAIM_BACK_WITHOUT_MONEY_WHY) or not _money_only(s):
            continue
        # the way back asked in the sentence, or in the next one ("I do not require a refund. Please tell me where to return them.")
        after = next((n for n in read[i + 1:] if n.role != "injected"), None)
        after = after if after is not None and after.paragraph == s.paragraph and (after.role == "attached" or after.kinds in (["other"], ["change_of_mind"])) \
            and (after.asks_return or _HOW_TO_SEND.search(after.text)) and _money_only_or_none(after) else None
        if not (s.asks_return or _HOW_TO_SEND.search(s.text) or after):
            continue
        claim = next((e for e in reversed(read[:i]) if e.paragraph == s.paragraph and e.role in ("request", "context")
                      and e.kinds and (e.is_request or e.why in _DECLINED_NEXT)), None)
        if claim is None or claim.kinds != ["wrong_item"] or (s.order and claim.order and s.order != claim.order):
            continue
        claim.role, claim.why = "request", ""
        s.role, s.kinds, s.spans, s.why = "context", [], {}, WRONG_GOODS_BACK_UNPAID_WHY
        s.forbid_kinds, s.asks_return = ["wrong_item"], True
        if after is not None and asks_goods_too(after):  # ("...sent out to me, and tell me how to send the grey ones back": right_goods_asked.py)
            as_goods_ask(after)
        elif after is not None:
            after.role, after.kinds, after.spans, after.why = "attached", [], {}, WRONG_GOODS_BACK_UNPAID_WHY


def _money_only_or_none(s: ReadSentence) -> bool:
    """Whether a sentence asking the way back asks nothing else: no refusal, or one of the money only."""
    return not s.forbids or _money_only(s)
