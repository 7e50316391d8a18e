"""A return, collection or swap declined again after the customer took it back: "Actually, scratch that - we're keeping
both. No return needed.", "forget the return, I'll keep it. Don't send a label."

A sentence that asks that something not be done is a constraint a person sees (read.py), since it may be the one thing
the customer cares about ("please don't ring the doorbell"). Said of sending goods back, where the ticket has already
taken the return back (the customer keeps the goods) and no request in it could send goods back (a claim of damaged,
wrong or missing goods, a change of mind), it restates the taking back: nothing is asked, and a person was asked to
"answer" it (blind round ver26a, VER26A-16). The ban itself stays on the sentence, so nothing can be sent back anyway."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .goods_gone import GOODS_GONE_WHY
from .reading import SETTLED_WHYS, ReadSentence

CONSTRAINT_WHY = "asks that something not be done ("
# the actions a ban of the goods going back names
_GOODS_BACK = frozenset({"return", "collection", "replacement", "exchange"})
# the goods kept, or the return called off, in the customer's words
_KEPT = re.compile(r"\b(?:keep(?:ing)?|hang(?:ing)?\s+on\s+to|hold(?:ing)?\s+on\s*to)\s+(?:it|them|both|the\s+\w+|all|everything|hold\s+of)\b"
                   r"|\b(?:cancel|forget|scratch|scrap|call\s+off|withdraw)\w*\s+(?:that|the|my)?\s*(?:return|exchange|collection)\b"
                   r"|\b(?:scratch|scrap|forget|ignore)\s+that\b", re.I)
RESTATED_WHY = "declines again the return the customer already took back (the goods are kept): nothing is asked, and nothing goes back"


def read_return_ban_restated(read: list[ReadSentence]) -> None:
    """A ban on the goods going back, with the return taken back before it and no request that could send goods back:
    context, its ban kept."""
    if any(s.is_request and set(s.kinds) & {*GOODS_PROBLEMS, "change_of_mind"} for s in read):
        return
    for i, s in enumerate(read):
        # (a ban read as "nobody may come for the goods", goods_gone.py, is the same ban where no claim would refund without them)
        if not (s.role == "request" and s.kinds == ["other"] and (s.why.startswith(CONSTRAINT_WHY) or s.why == GOODS_GONE_WHY)
                and s.forbids and set(s.forbids) <= _GOODS_BACK):
            continue
        before = [t for t in read[:i] if t.role != "injected"]
        if any(_KEPT.search(t.text) or (t.why in SETTLED_WHYS and "change_of_mind" in t.kinds) for t in before):
            s.role, s.kinds, s.why = "context", [], RESTATED_WHY
