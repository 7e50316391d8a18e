"""The holding reply: a ticket screening hands to a person whole (another language, nothing read as a request of a
kind the runtime acts on, a ticket that was all injection) is answered at once, not left in silence until the person
acts: thanks, a colleague will read it and reply, nothing has been done on the order yet.

It is a `send_reply` effect like every other reply: requested in the screening's commit under the key
`{key_prefix}holding`, performed by the step that follows outside any transaction, its result recorded in the commit
that hands the run over (runs.walk.walker). A worker killed between the request and the send resends it under the same
key on resume, so the customer gets it once; the run stays running, its lease held, until then, so nothing is left
requested with nobody to send it. The reply check reads it as the reply of escalated work, and the person's answer
stays owed: `reply_sent` stays false, and the hand-over says a holding reply went out (runs.reply_owed).
"""

from __future__ import annotations

from .. import follow_ups, ledger, record
from ..language import Detected
from ..models import Run, SubtaskStatus
from ..reply_check import closing_problems, unresolved_problems
from ..reply_quotes_removed import check_reply
from ..screening import Screened
from ..state import HoldingReply
from .context import TurnContext

# The tool_use id its request and result are recorded under (the ledger and the replay pair them by it): no model's.
TOOL_USE_ID = "screening_holding"
BLOCK = {"type": "tool_use", "id": TOOL_USE_ID, "name": "send_reply", "input": {}}
KEY_SUFFIX = "holding"


def words(language: Detected) -> str:
    """The reply: thanks, who reads it next, and that nothing was done. A ticket in another language is told the language
    it was read in (the reply stays in English: the person who reads the ticket answers in its language if they can)."""
    written = "" if language.english else f", which we read as written in {language.language}"
    return (f"Thank you for your message{written}. A colleague will read it and reply to you. "
            "Nothing has been done on your order yet.")


def problems(body: str, removed: list[str]) -> list[dict]:
    """The reply check, as for any reply: what it says of work nobody did (the hand-over's work is escalated, nothing is
    on record as done), read as a sentence and as a closing, and any words of a passage the screener removed."""
    found = [{"check": "reply_claims_nothing_done", "passed": False, "inputs": {"says": said}}
             for said in unresolved_problems(body, SubtaskStatus.ESCALATED) + closing_problems(body, [])]
    quoting = check_reply([body], removed)
    return found + ([quoting] if quoting else [])


def request(run: Run, screened: Screened, *, open_item: str, reason: str) -> dict | None:
    """Record the holding reply's request (in the screening's commit) and return it; None, with nothing requested, when it
    may not go out: a follow-up run (the ticket's own run answers the customer) or one the reply check refuses (recorded as
    a guard check of the reply). The hand-over's open item and reason ride in the request, for the commit that hands over."""
    if follow_ups.handed_from(run):
        return None
    body = words(screened.language)
    failed = problems(body, [p["text"] for p in screened.reading.removed])
    if failed:
        record.append(run, "guard_check", {"decision": None, "reply": True, "holding": True, "passed": False, "checks": failed}, actor="system")
        return None
    # order_ref: the run's, none pinned yet (the ref the ticket gives may be another customer's order)
    made = {"customer_email": run.ticket.customer_email, "order_ref": run.order_ref, "body": body,
            "idempotency_key": f"{run.key_prefix}{KEY_SUFFIX}", "handover": {"open_item": open_item, "reason": reason}}
    record.append(run, "effect_requested", {"tool_use_id": TOOL_USE_ID, "name": "send_reply", "request": made}, actor="system")
    record.after_flush(run, lambda: ledger.sync_run(run), once="ledger")  # the ledger shows it requested in the same commit
    run.state["holding_reply"] = HoldingReply.REQUESTED
    return made


def owed(run: Run) -> bool:
    """Whether the holding reply was requested and no result of it is recorded: the run's next step sends it."""
    return (run.state or {}).get("holding_reply") == HoldingReply.REQUESTED


def requested(run: Run) -> dict:
    """The request as recorded (a walk resumed after a crash sends exactly it, under its key)."""
    return run.events.filter(kind="effect_requested", payload__tool_use_id=TOOL_USE_ID).order_by("-seq").values_list(
        "payload__request", flat=True)[0]


def sent(run: Run, made: dict, outcome: dict) -> None:
    """Record the shop's answer, then hand the run to a person (the hand-over then says whether a holding reply went
    out: runs.reply_owed). A reply the shop refused is recorded as refused; the hand-over goes ahead all the same."""
    payload = {"tool_use_id": TOOL_USE_ID, "name": "send_reply", "input": {}}
    if outcome["ok"]:
        payload.update(ok=True, result={"sent": True, **outcome["result"]})
    else:
        payload.update(ok=False, error=outcome["error"], refused_by="shop")
    record.append(run, "tool_result", payload, actor="system")
    record.after_flush(run, lambda: ledger.sync_run(run), once="ledger")
    run.state["holding_reply"] = HoldingReply.SENT if outcome["ok"] else HoldingReply.REFUSED
    handover = made["handover"]
    TurnContext(run).escalate(subtask_number=None, open_item=handover["open_item"], reason=handover["reason"], actor="system")
