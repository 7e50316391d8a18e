"""Applying a recorded answer: its tool calls in order (each carried out by runs.walk.calls), up
to an external effect; then the end of the turn: drift, phase exits, the turn's last event."""

from __future__ import annotations

from django.conf import settings

from .. import hot_reads, record
from ..machine import tools_for
from ..models import DriftAlert, Phase, Run, Subtask
from ..tools import EXTERNAL_TOOLS, STRUCTURAL_TOOLS, TOOLS
from .calls import run_call
from .context import DRIFT_ALERT, TurnContext, open_drift_alert, open_items, pending_interventions
from .exits import check_exits, plan_awaits_revision, wait_for_plan_if_needed
from .reads_ahead import reads_ahead
from .steps import plan_of


def _turn_events(ctx: TurnContext, kinds: list[str]) -> list:
    """This turn's events of these kinds: those of its batch when the turn began in this
    transaction (no query), else also those committed by its earlier steps (a turn with effects,
    a resumed turn)."""
    run = ctx.run
    ours = [e for e in record.appended(run) if e.turn == run.turn and e.kind in kinds]
    if ctx.turn_began_here and record.batched(run):
        return ours
    earlier = [e for e in committed_turn_events(run) if e.kind in kinds]
    return sorted([*earlier, *ours], key=lambda e: e.seq)


def committed_turn_events(run: Run) -> list:
    """The events of the run's turn committed before this transaction, in seq order: read once
    under the lock (every kind: the turn's steps ask for different ones), or taken over from the
    read that found the effect this step performs (remember_turn_events), and never again in it."""
    first = record.batch_began_at(run)
    found = run.__dict__.get(TURN_EVENTS)
    if first is not None and found is not None and found[:2] == (run.turn, first):
        return found[2]
    events = run.events.filter(turn=run.turn)
    if first is None:  # no batch: the transaction's appends were written at once, and are read with the rest
        return list(events.exclude(seq__in=[e.seq for e in record.appended(run)]).order_by("seq"))
    events = list(events.filter(seq__lt=first).order_by("seq"))
    run.__dict__[TURN_EVENTS] = (run.turn, first, events)
    return events


TURN_EVENTS = "_turn_events"  # (turn, next_seq then, the turn's events committed before that seq)


def remember_turn_events(run: Run, turn: int, events: list) -> None:
    """Note `events`, every event of `turn` read from the run as it is (the run's next_seq as read),
    so that committed_turn_events need not read them again."""
    run.__dict__[TURN_EVENTS] = (turn, run.next_seq, events)


def carry_turn_events(read: Run, to: Run) -> None:
    """Give `to` (the same run, locked since; the caller knows nothing was appended since `read`'s
    commit) the events of its turn committed before its lock, as `read`'s transaction knew them,
    so that committed_turn_events need not read them again: those `read` had from before its batch
    (committed_turn_events' own, carried on), then those its batch appended. When `read` held none
    from before its batch, only if its batch holds the turn's answer: every event of a turn is
    recorded from its answer on, so then the batch holds them all. Else nothing (they are read)."""
    first, began = record.batch_began_at(read), record.batch_began_at(to)
    if first is None or began is None or TURN_EVENTS in to.__dict__:
        return
    turn = to.turn
    theirs = [e for e in record.appended(read) if e.turn == turn]
    found = read.__dict__.get(TURN_EVENTS)
    if found is not None and found[:2] == (turn, first):
        earlier = list(found[2])
    elif any(e.kind == "model_response" for e in theirs):
        earlier = []
    else:
        return
    to.__dict__[TURN_EVENTS] = (turn, began, [*earlier, *theirs])


def take_turn_events(read: Run, to: Run) -> None:
    """Give `to` (the same run, locked since) the turn's events `read` noted, when nothing was
    appended in between (the same next_seq): they are exactly the ones committed before the lock."""
    found = read.__dict__.get(TURN_EVENTS)
    if found is not None and found[:2] == (to.turn, record.batch_began_at(to)):
        to.__dict__[TURN_EVENTS] = found


def _turn_moved_plan(ctx: TurnContext) -> bool:
    """Whether this turn moved the plan, read from its own events (so a resumed turn agrees): a
    subtask whose status really changed, a plan admitted or revised, a new decision, the first pin
    of the order, or an effect carried out. Saying the same thing again is not progress."""
    for e in _turn_events(ctx, ["subtask_status", "plan_admitted", "replan", "decision_proposed", "order_pinned", "tool_result"]):
        p = e.payload
        if e.kind == "subtask_status" and p.get("from") == p.get("to"):
            continue
        if e.kind == "order_pinned" and not p.get("first"):
            continue
        if e.kind == "tool_result" and not (p.get("ok") and p.get("name") in EXTERNAL_TOOLS):
            continue
        return True
    return False


def apply_segment(run: Run, response: dict) -> tuple[dict, dict] | None:
    """Apply the recorded answer's tool calls, in order, until an external effect must be
    performed (returned as (block, request), already recorded as requested) or the turn ends
    (returns None). Calls whose results are recorded are skipped, so this resumes after a crash."""
    began = run.state.get("applying_turn") is None
    if began:
        run.turn += 1
        run.state["applying_turn"] = run.turn
        _consume_interventions(run)
    ctx = TurnContext(run)
    ctx.turn_began_here = began  # every event of the turn is then in this transaction's batch
    allowed = set(tools_for(run.phase))
    calls = [b for b in response.get("content", []) if b.get("type") == "tool_use"]
    done = {e.payload["tool_use_id"] for e in _turn_events(ctx, ["tool_result"])}
    ahead = reads_ahead(ctx, [b for b in calls if b.get("id", "") not in done], allowed) if response.get("stop_reason") != "refusal" else {}
    for block in calls:
        if block.get("id", "") in done:
            continue
        if response.get("stop_reason") == "refusal":
            # A refused answer may carry a half-made call; it is answered, never carried out.
            record.append(run, "tool_result", {"tool_use_id": block.get("id", ""), "name": block.get("name", ""), "input": block.get("input"),
                                               "ok": False, "error": "Not run: the model refused this answer (stop_reason refusal)."})
            continue
        if run.status != Run.Status.RUNNING:
            # Every tool_use gets a tool_result (the Messages API insists, and a resumed run sends
            # this turn back): the calls after an escalation or a wait are answered, not run.
            record.append(run, "tool_result", {"tool_use_id": block.get("id", ""), "name": block.get("name", ""), "input": block.get("input"),
                                               "ok": False, "error": f"Not run: the run is {run.get_status_display().lower()}."})
            continue
        with hot_reads.served_ahead(ahead.get(block.get("id", ""))):  # its shop reads, if read ahead with the others'
            effect_request = run_call(ctx, block, allowed)
        if effect_request is not None:
            return block, effect_request
    _finish_turn(ctx, response, [b.get("name", "") for b in calls])
    return None


def _finish_turn(ctx: TurnContext, response: dict, called: list[str]) -> None:
    run = ctx.run
    stop_reason = response.get("stop_reason")
    if stop_reason in ("refusal", "model_context_window_exceeded") and run.status == Run.Status.RUNNING:
        ctx.escalate(subtask_number=None, open_item=open_items(run) or "the ticket", reason=f"the model stopped: {stop_reason}")
    elif stop_reason == "max_tokens" and not called:
        ctx.notices.append("Your last answer was cut off at the token limit; answer with tool calls, briefly.")
    moved = _turn_moved_plan(ctx)
    # The plan as the turn's calls left it, read once for drift, the phase exits and triage's
    # plan check: none of them changes a subtask before the others have read it.
    subtasks = list(plan_of(run)) if run.status == Run.Status.RUNNING else []
    if run.status == Run.Status.RUNNING:
        check_drift(ctx, called, moved, subtasks)
    if run.status == Run.Status.RUNNING and plan_awaits_revision(run):
        # A reviewer rejected this plan with instructions: nothing moves on until the agent revises it.
        ctx.notices.append("A reviewer rejected the plan with instructions (pinned in the PLAN block): revise it with replan "
                           "before anything else.")
    elif run.status == Run.Status.RUNNING:
        check_exits(ctx, subtasks)
    if run.status == Run.Status.RUNNING and _plan_still_owed(ctx, called, subtasks):
        ctx.notices.append("Triage cannot end without a plan: the order is pinned, so call propose_plan now "
                           "(or escalate_to_human if no plan can be written).")
    if run.status == Run.Status.RUNNING and run.phase != Phase.TRIAGE and bool(_turn_events(ctx, ["replan"])):
        wait_for_plan_if_needed(ctx, [s for s in plan_of(run) if s.status not in Subtask.CLOSED])  # a revised plan is confirmed again
    run.state.pop("applying_turn", None)
    run.attempts = 0  # a finished turn is progress: only walks dying again and again without one count toward giving up
    record.append(run, "turn_end", {"phase": run.phase, "status": run.status, "progress": moved, "idle_turns": run.idle_turns,
                                    "notices": ctx.notices, "tools": called})


def _plan_still_owed(ctx: TurnContext, called: list[str], subtasks: list[Subtask]) -> bool:
    """Triage with the order pinned before this turn and still no plan, after a turn that called
    neither propose_plan nor escalate_to_human: the runtime's own enforcement of what tool_choice
    would force on models that accept forcing (runs.walk.request._forced_tool)."""
    run = ctx.run
    if run.phase != Phase.TRIAGE or not run.order_ref or {"propose_plan", "escalate_to_human"} & set(called):
        return False
    if any(e.payload.get("first") for e in _turn_events(ctx, ["order_pinned"])):
        return False  # pinned just now: the plan is due next turn
    return not subtasks


def _consume_interventions(run: Run) -> None:
    pending = pending_interventions(run)
    if pending:
        run.state["interventions_seen"] = pending[-1].seq
        record.append(run, "intervention_applied", {"seqs": [e.seq for e in pending]}, actor="system")


def check_drift(ctx: TurnContext, called: list[str], moved: bool, plan: list[Subtask]) -> None:
    """Code, not the model, notices when the run stops moving its plan.

    A turn moves the plan when a subtask changes status, the plan is admitted or revised, or a
    decision is recorded for a subtask (the decide phase's unit of work). DRIFT_IDLE_TURNS turns in
    a row without that, or a call to a tool no open subtask expects, raise an alert; the turn after
    an alert must move the plan, or the run is escalated. `plan`: the run's subtasks as the turn left them."""
    run = ctx.run
    open_alert = open_drift_alert(run)
    run.state[DRIFT_ALERT] = None  # answered, escalated or none: a new one is noted below
    if open_alert is not None:
        if moved:
            DriftAlert.objects.filter(pk=open_alert["id"]).update(status=DriftAlert.Status.ANSWERED, closed_turn=run.turn)
            record.append(run, "drift_answered", {"alert": open_alert["id"]}, actor="system")
        else:
            DriftAlert.objects.filter(pk=open_alert["id"]).update(status=DriftAlert.Status.ESCALATED, closed_turn=run.turn)
            ctx.escalate(subtask_number=None, open_item=open_items(run) or "the ticket",
                         reason=f"drift alert from turn {open_alert['turn']} was ignored: no status change or replan", actor="system")
            return
    run.idle_turns = 0 if moved else run.idle_turns + 1
    subtasks = [s for s in plan if s.status not in Subtask.CLOSED]
    expected = set().union(*(set(s.expects_tools) for s in subtasks)) if subtasks else set()
    unexpected = sorted({t for t in called if t in TOOLS and t not in STRUCTURAL_TOOLS and t not in expected}) if plan else []
    reason = None
    if run.idle_turns >= settings.DRIFT_IDLE_TURNS:
        reason, detail = DriftAlert.Reason.IDLE_TURNS, {"idle_turns": run.idle_turns}
    elif unexpected:
        reason, detail = DriftAlert.Reason.UNEXPECTED_TOOLS, {"tools": unexpected, "expected": sorted(expected)}
    if reason and open_alert is None:
        alert = DriftAlert.objects.create(run=run, turn=run.turn, reason=reason, detail=detail)
        run.state[DRIFT_ALERT] = {"id": alert.pk, "turn": alert.turn}
        record.append(run, "drift_alert", {"alert": alert.pk, "reason": reason, **detail}, actor="system")
        ctx.notices.append(f"DRIFT ALERT ({alert.get_reason_display()}): next turn, update a subtask status or replan, or the run is escalated.")
        run.idle_turns = 0
