"""A return or collection the customer wants without the money ("no need to refund me, just tell me how to send
the medium back") is written in its decision's record as a field of its own, `refund_declined` (runs.state.Decision):
true, and false on every other goods decision the offline agent proposes. The reason quotes, for the people who read
it, the refusal that holds this very decision (runs.refusal_holds: bound to its lines and its claim, never a refusal
said of other goods).

The reply's "as you asked, no refund will be made when it arrives" is told from that field, never from the ticket's
words read again at reply time, nor from the reason's free text. Read from the ticket, a refusal said of one cake
stand ("Please don't refund it or send another") was told of the napkins' return beside it, whose decision pays
$25.92 when they land (blind round ver26a, case 23)."""

from __future__ import annotations

from .quoting import shortened
from .state import GOODS_ACTIONS

# The decision's own field. Only a decision recorded before it existed lacks it (or one whose model left it out):
# the walk writes it only when the call says it, so those runs replay as they were written.
FIELD = "refund_declined"

# What the reason says of it, for a person reading the run page or the shop's return (read back by nothing).
_NOTED = "the customer turns down the refund when the goods arrive"

# Records written before the field carried the fact in these fixed words of the reason alone. The record is
# append-only, so those runs keep them: read only as a fallback, for a decision that has no field at all.
LEGACY_WORDS = "no refund when the goods arrive, as the customer asks"

# A decision's reason is kept to this many characters (runs.walk.decisions).
_REASON_MOST = 300


def record_declined(decision: dict, refusal: str) -> dict:
    """The goods decision with the customer's refusal of its money: the field set, and the refusal quoted in the
    reason as far as it has room (the field, not the reason, is what anything reads)."""
    base = shortened(decision.get("reason") or "", _REASON_MOST - len(_NOTED) - 2)
    room = _REASON_MOST - len(base) - len(_NOTED) - 6
    quoted = f' ("{shortened(refusal, min(room, 120))}")' if room >= 30 else ""
    return decision | {FIELD: True, "reason": f"{base}; {_NOTED}{quoted}".lstrip("; ")}


def money_said(decision: dict) -> dict:
    """A goods decision as proposed, saying whether its money is turned down, false as well as true: a record written
    with the field is read from the field alone, whatever its reason's words (the fallback below is for none of it)."""
    return {FIELD: False} | decision if decision.get("action") in GOODS_ACTIONS else decision


def declined_on_arrival(decision: dict | None) -> bool:
    """Whether a decision's goods come back with no refund: its field says so. A decision without the field is
    either not declined or recorded before the field existed; only then are the old fixed words of its reason read."""
    if not decision:
        return False
    if FIELD in decision:
        return bool(decision[FIELD])
    return LEGACY_WORDS in (decision.get("reason") or "")  # fallback for records written before the field
