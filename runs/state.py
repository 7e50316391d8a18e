"""A run's state blob (Run.state): every key it may hold, typed, checked whenever a run is saved or
loaded (runs.models.Run); and the states a decision moves through.

The blob stays a JSON object on the row (the record's events carry the same dicts), so the walk
reads and writes it as one; this model is its schema, and a key nobody declared is an error.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError


class DecisionState(StrEnum):
    PROPOSED = "proposed"  # by the model; the guard checks it when the decide phase ends
    AWAITING_APPROVAL = "awaiting_approval"  # over the ceiling or flagged: a support lead decides
    ADMITTED = "admitted"  # by the guard: may be carried out, once
    EXECUTED = "executed"  # the shop acted (executed_seq, result)
    REFUSED = "refused"  # by the guard: the model may propose a corrected one
    REJECTED = "rejected"  # by a support lead: the subtask is escalated, or the agent decides again with their instructions
    REPLACED = "replaced"  # a newer decision for the same subtask took its place


# Still in play for its subtask: a newer decision replaces it.
OPEN_DECISIONS = (DecisionState.PROPOSED, DecisionState.AWAITING_APPROVAL, DecisionState.ADMITTED)
# Waiting for the guard.
UNGUARDED_DECISIONS = (DecisionState.PROPOSED, DecisionState.AWAITING_APPROVAL)
# Allowed to move money: admitted, or already done.
TAKEN_DECISIONS = (DecisionState.ADMITTED, DecisionState.EXECUTED)


class DecisionAction(StrEnum):
    """What a decision does once admitted: pay (issue_refund), or take goods back (start_return): a
    collection is the seller's damage remedy (collect the damaged item, refund on collection), a return
    the customer's (change of mind, wrong item; refunded when it lands)."""
    REFUND = "refund"
    COLLECTION = "collection"
    RETURN = "return"


class HoldingReply(StrEnum):
    """The holding reply of a ticket screening handed to a person whole (runs.walk.holding_reply): requested in the
    screening's commit, then sent or refused by the shop."""
    REQUESTED = "requested"
    SENT = "sent"
    REFUSED = "refused"


# Decisions carried out by start_return: they move goods before money.
GOODS_ACTIONS = (DecisionAction.COLLECTION, DecisionAction.RETURN)


class Decision(BaseModel):
    model_config = ConfigDict(extra="forbid")

    ref: str | None = None
    subtask: int
    case_type: str = ""
    action: DecisionAction
    amount_cents: int | None = None
    source: str = ""
    policy_ref: str = ""
    sku: str = ""
    lines: list[dict[str, Any]] = []  # [{sku, quantity}]: the order lines a refund or return covers
    charges: list[int] = []  # 1-based charge numbers of the order a refund covers (a duplicate copy, a fee)
    covers: list[dict[str, Any]] = []  # what the admitted refund draws on, item by item, as the guard counted it
    needs_human: bool = False
    # A support lead approved less than proposed: what the agent proposed, and who lowered it.
    proposed_cents: int | None = None
    amended_by: str = ""
    reason: str = ""
    # A return or collection the customer asks without its money: no refund when the goods arrive (runs.returns_without_money).
    # Absent from the decisions recorded before it (their replays write none either); counted in the digest only when true.
    refund_declined: bool = False
    order_ref: str = ""
    state: DecisionState
    digest: str = ""
    executed_seq: int | None = None
    result: dict | None = None
    # the support lead's standing approval that stood in for a person's (runs.standing.cover_of)
    standing_approval: dict[str, Any] | None = None


class RunState(BaseModel):
    """Run.state. Facts from the shop, what the walk has seen, decisions, the reply."""

    model_config = ConfigDict(extra="forbid")

    key_prefix: str | None = None  # idempotency keys of this run's effects (a replay reuses the original's)
    # triage's screening of the ticket, before the model reads it
    screened: bool = False
    intents: list[str] = []
    injection_suspected: bool = False
    language: dict[str, Any] | None = None  # runs.language.Detected.as_payload(): language, confidence, english
    # facts from the shop
    order: dict[str, Any] | None = None
    supplement: dict[str, Any] | None = None
    scans: dict[str, Any] | None = None
    retrieved: dict[str, dict[str, Any]] = {}  # policy ref -> title, case_type
    order_link: dict[str, str] | None = None  # another customer's order a person confirmed: order_ref, confirmed_by
    handed_from: dict[str, Any] | None = None  # a follow-up run's order, handed by another run of its ticket: run, subtask, order_ref, text (runs.follow_ups)
    # the plan and the decisions
    plan_rejections: int = 0
    plan_sent_back: int | None = None  # the plan revision a reviewer rejected with instructions: the agent revises it
    decisions: dict[str, Decision] = {}
    guard_failures: dict[str, int] = {}  # subtask number -> refusals
    fix_round: dict[str, Any] | None = None  # the verifier's last FAIL: round, findings
    # the walk's bookkeeping
    phase_started_turn: int = 0
    applying_turn: int | None = None  # the turn whose tool calls are being applied
    interventions_seen: int = 0  # seq of the last intervention read
    drift_alert: dict[str, int] | None = None  # the open drift alert (id, turn), noted by the turn that raises or closes one
    last_error: str | None = None
    # the reply
    reply: dict[str, Any] | None = None
    reply_sent: bool = False
    # the holding reply of a ticket screening handed to a person whole: requested, sent or refused (runs.walk.holding_reply)
    holding_reply: HoldingReply | None = None


class InvalidRunState(ValueError):
    """A run's state blob holds a key or a value RunState does not allow; the message names each field."""


def check_run_state(state: dict, *, whose: str = "Run.state") -> None:
    """Raise InvalidRunState, naming each field at fault (`surprise`, `decisions.D1.state`), when the
    blob holds a key or a value its schema does not allow. Run.save, the Run queryset's writes and
    Run.from_db all call it: a bad blob is refused before it is written, and one written some other way
    does not load."""
    try:
        RunState.model_validate(state)
    except ValidationError as exc:
        faults = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'the blob'}: {e['msg']}" for e in exc.errors())
        raise InvalidRunState(f"{whose} does not fit runs.state.RunState: {faults}") from exc


def link_confirmed_by(state: dict) -> str:
    """Who confirmed that the pinned order, another customer's, belongs to this ticket ('' if nobody)."""
    link = state.get("order_link") or {}
    order = state.get("order") or {}
    return link.get("confirmed_by", "") if link.get("order_ref") == order.get("order_ref") else ""
