"""A return or collection the customer wants without the money ("no need to refund me, just tell me how to send
the medium back") is written in its decision's record: the reason says that no refund is made when the goods
arrive, and quotes the refusal that holds this very decision (runs.refusal_holds: bound to its lines and its
claim, never a refusal said of other goods).

The reply's "as you asked, no refund will be made when it arrives" is told from that record, never from the
ticket's words read again at reply time. Read from the ticket, a refusal said of one cake stand ("Please don't
refund it or send another") was told of the napkins' return beside it, whose decision pays $25.92 when they land
(blind round ver26a, case 23)."""

from __future__ import annotations

from .quoting import shortened

# The words the decision's reason carries; the reply reads them back (declined_on_arrival).
NO_MONEY_ON_ARRIVAL = "no refund when the goods arrive, as the customer asks"


# A decision's reason is kept to this many characters (runs.walk.decisions): the words must fit whole.
_REASON_MOST = 300


def record_declined(decision: dict, refusal: str) -> dict:
    """The goods decision with the customer's refusal of its money written in its reason, quoted as far as the
    reason has room; the words themselves always fit."""
    base = shortened(decision.get("reason") or "", _REASON_MOST - len(NO_MONEY_ON_ARRIVAL) - 2)
    room = _REASON_MOST - len(base) - len(NO_MONEY_ON_ARRIVAL) - 6
    quoted = f' ("{shortened(refusal, min(room, 120))}")' if room >= 30 else ""
    return decision | {"reason": f"{base}; {NO_MONEY_ON_ARRIVAL}{quoted}".lstrip("; ")}


def declined_on_arrival(decision: dict | None) -> bool:
    """Whether a decision's record says its goods come back with no refund."""
    return bool(decision) and NO_MONEY_ON_ARRIVAL in (decision.get("reason") or "")
