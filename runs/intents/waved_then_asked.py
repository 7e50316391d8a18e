"""A goods problem waved off as it is told, then asked for by name later in the ticket: "one of the two came with
the handle snapped clean off, which, fine, these things happen. ... Could you refund the broken mug and the delivery
on the towels?"

The wave ("fine, these things happen") is how the customer takes the news, not a waiver, when a later sentence asks
money for the same goods by name: the claim stands. Its remedy asked later belongs to the goods' own order, and a
delivery fee asked in the same breath, where the ticket tells a late claim, is that claim's remedy, not a second ask
of no kind. Read as a waiver, the mug's claim was context, and the one ask became two escalations: the mug on the
order the sentence carried (the towels') and the whole sentence again as a request of no kind.

Near-misses: a wave with no later ask ("the handle snapped, these things happen. The towels came late, refund the
delivery please."), a later ask naming other goods ("refund the towels' delivery"), a later ask declining money."""

from __future__ import annotations

import re

from .chosen_remedies import SECOND_ASK_WHY
from .claimed_goods import beyond_claims
from .cues import _FEE_NOUN
from .reading import GOODS_WAVED_WHY, ReadSentence
from .remedies import asks_money
from .stems import content_stems
from .unread import NO_PROBLEM_READ_WHY

# The words a wave and an ask share that name no goods: the problem, the remedy, the order in general.
_GENERIC = content_stems("broken broke break damaged damage cracked chipped snapped smashed refund refunded order ordered item items "
                         "thing things arrived came received please replace replacement money back new another fine happen")
_FEE_ASKED = re.compile(rf"\b(?:the|my|our)\s+(?:\w+\s+)?{_FEE_NOUN}", re.I)
_WAVED = GOODS_WAVED_WHY.split(",")[0].split(" waves off")[0]
ASKED_BY_NAME_WHY = "asks the remedy of goods whose problem was told with a shrug before it, naming them: that claim, asked"
ASKED_AFTER_WAVE_WHY = "a problem with the goods told with a shrug, then asked for by name in a later sentence: the claim stands"


def _waved(s: ReadSentence) -> bool:
    return s.role == "context" and s.why.startswith(_WAVED) and bool(s.kinds) and set(s.kinds) <= {"damaged_item", "wrong_item"}


def _names_its_goods(ask: ReadSentence, told: ReadSentence) -> bool:
    """Whether a later sentence names the goods the waved sentence told of ("the broken mug" of "the speckled mugs")."""
    asked = content_stems(ask.text) - _GENERIC
    return bool(asked) and bool(asked - beyond_claims(asked, content_stems(told.text) - _GENERIC))


def read_waved_then_asked(read: list[ReadSentence]) -> None:
    """Waved goods problems asked for by name later: the claim a request again, on its own order; the later ask its
    remedy, on that order, with a delivery fee asked beside it left to the late claim told in the ticket."""
    told = [s for s in read if s.role != "injected"]
    for i, c in enumerate(told):
        if not _waved(c):
            continue
        ask = next((r for r in told[i + 1:] if r.role in ("request", "attached") and asks_money(r.text) and _names_its_goods(r, c)), None)
        if ask is None:
            continue
        c.role, c.why = "request", ASKED_AFTER_WAVE_WHY
        if ask.role == "attached" or (ask.kinds == ["other"] and ask.why == NO_PROBLEM_READ_WHY):
            # "Could I get a refund for the jug though?": the claim asked by name, on the goods' order; a request of its own,
            # so the guard reads the goods claimed in it, whatever stands between it and the shrug
            ask.role, ask.kinds, ask.why, ask.order = "request", list(c.kinds), ASKED_BY_NAME_WHY, c.order or ask.order
            ask.spans = {k: [(0, len(ask.text))] for k in c.kinds}
            continue
        if ask.role != "request" or not set(ask.kinds) & set(c.kinds):
            continue
        late_before = any("late_delivery" in r.kinds and r.role == "request" for r in told[:told.index(ask)])
        if "other" in ask.kinds and ask.why in ("", SECOND_ASK_WHY) and late_before and _FEE_ASKED.search(ask.text):
            ask.kinds, ask.why = [k for k in ask.kinds if k != "other"], ""  # "... and the delivery on the towels": the late claim's
        if c.order and ask.order != c.order:
            ask.order, ask.order_carried = c.order, False  # "the broken mug": the mug's order, not the one the sentence carried
