"""The walk: lease the run, then step after step until it finishes, waits for a person, or has
taken the turns its caller gave it (RUN_TURNS_PER_WALK, for a Celery worker). Each step commits at
most once: screen the ticket; ask the model (outside any transaction) and record its answer; apply
the answer's tool calls up to the next external effect, recording its request; perform that
effect, record its result and apply the calls after it up to the next effect (or the turn's
end); ...

One commit per turn that calls nothing outside: the model's answer is recorded in the commit of
the turn that applies it (_record_answer_with_its_turn), its events inserted in one statement (the
answer first) and the run row locked once and written once (runs.record batch, lease.save_run).
Nothing outside acts on such an answer before that commit, so a worker killed before it has
recorded nothing, and the model is asked again on resume, as after a crash during the model call;
a recorded answer is never asked for again. The answer commits on its own first (an activity
result) when the turn cannot take it: something was appended since the request was built (a person
acted during the model call), a budget is counted (the answer that crosses it is recorded, and the
run handed over before it is applied), the step is not the walk's loop (replay takes one step at a
time), or applying it failed with an error (the answer is kept and the error is the walk's).
An external effect's request commits before the shop is called (the record is written before an
effect acts), and its result commits after the shop has acted; it carries an idempotency key derived
from the decision, so if its result is lost after the shop acted, the re-issued call returns the same
effect. An answer that calls outside is recorded in the commit of its turn's first request (which
must precede the shop call anyway), so a turn with k external effects commits k + 1 times (the
answer with the calls up to the first request, then each effect's result with the calls after it),
and locks the run row once a commit; each effect is performed straight after the commit that
requested it, without reading the run again.
That commit is kept on purpose: a walk resumed after a crash re-issues the request as recorded
(the same key, the same amount), instead of deciding again against a shop that has already acted
(whose refund would then make the guard refuse it: money moved that the record never shows), and a
run given up on names the effects in doubt (_effects_in_doubt). The demo shop's own transaction,
which writes the refund, is the external system's commit, not the runtime's.

A walk adds one commit of its own (its opening: the lease taken under the row's lock, walk_started
and the attempts counter together, lease.claim_locked), and the commit that leaves the run waiting
or finished gives the lease back, so nothing is released after it. The opening is not folded into
the first step: the attempts counter must be durable before anything that may kill the worker
(screening a ticket, a model call), or a ticket that kills it every time is walked for ever.
"""

from __future__ import annotations

import logging

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from .. import hot_reads, hot_writes, ledger, record, usage, waits, world
from ..agents import AgentError, AgentRequest, AgentUnavailable
from ..machine import tools_for
from ..models import Phase, Run, RunEvent, Ticket
from ..screening import screen
from ..tools import EXTERNAL_TOOLS
from ..updates_ride_along import ride_along
from . import calls, holding_reply, lease, reads_ahead
from .context import (DRIFT_ALERT, TurnContext, answer_recorded, carry_interventions, know_request_reads, open_items, pending_interventions,
                      request_events_read, window_floor)
from .lease import LeaseLost, locked_run, save_run, worker_id
from .request import build_request
from .steps import carry_plan
from .turn import apply_segment, carry_turn_events, remember_turn_events, take_turn_events

log = logging.getLogger(__name__)


def walk(run_id: int, owner: str | None = None, *, yield_after_turns: int | None = None) -> str:
    """Walk a run until it finishes or waits for a person. Returns the run status.

    With yield_after_turns, the walk stops at the first turn boundary after that many turns, gives
    the lease back and leaves the run queued (returns "queued"): its caller walks it again later, so
    one long run does not hold a worker while others wait (runs.tasks.walk_run, RUN_TURNS_PER_WALK).

    Safe to call twice at once (the second finds the lease taken) and after a crash (it resumes from
    the record)."""
    owner = owner or worker_id()
    try:
        return _walk(run_id, owner, yield_after_turns)
    except LeaseLost:
        log.warning("run %s: lease lost, stopping this walk", run_id)
        return Run.objects.values_list("status", flat=True).get(pk=run_id)
    except BaseException as exc:  # an interrupt too (KeyboardInterrupt, SystemExit): while this process runs, it gives the lease back on the record
        _record_walk_error(run_id, owner, exc)
        raise


def _effects_in_doubt(run: Run) -> list[dict]:
    """Effects requested in the unfinished turn with no recorded result, and what the shop shows
    under their keys (a read only): whoever picks up a failed run knows whether money moved."""
    found = unfinished_effect(run)
    if found is None and not holding_reply.owed(run):
        return []
    request = found[1] if found is not None else holding_reply.requested(run)
    made = world.shop().deliverables(request["idempotency_key"])
    return [{"idempotency_key": request["idempotency_key"], "done_in_shop": bool(made["refunds"] or made["returns"])}]


def _record_walk_error(run_id: int, owner: str, exc: BaseException) -> None:
    """A walk that dies on an unexpected error leaves its reason in the record and gives its lease
    back in that same commit; the attempts counter (RUN_MAX_ATTEMPTS) bounds how often it is tried
    again. One commit for both, so the record shows this walk ended before anyone else could take
    the run: a lease given back first let another walker start while the record still showed this
    one mid-turn (runs.crashtest.walk_overlaps, sign 5). A lease that is no longer this walk's means
    the run is another walker's now: nothing is written into its record. If the database itself is
    what failed, nothing can be written, and the lease lapses on its own."""
    try:
        with transaction.atomic():
            run = record.lock_run(run_id)
            if run.lease_owner != owner:
                log.warning("run %s: the walk failed (%s) holding no lease; the record is its new walker's", run_id, exc)
                return
            reason = f"{type(exc).__name__}: {exc}"[:500]
            run.state["last_error"] = reason
            record.append(run, "walk_error", {"error": reason, "worker": owner}, actor="system")
            Run.objects.filter(pk=run_id).update(state=run.state, lease_owner="", lease_expires_at=None)
    except Exception:  # the database itself may be what failed
        log.exception("run %s: could not record the walk's error", run_id)


def _walk(run_id: int, owner: str, yield_after_turns: int | None) -> str:
    with transaction.atomic(), ride_along(ends_transaction=True):  # the opening's writes go with its COMMIT
        run, taken = lease.claim_locked(run_id, owner)  # the lease taken under the row's lock, written with walk_started
        if not taken:
            return run.status if run is not None else "missing"
        run.attempts += 1
        if run.attempts > settings.RUN_MAX_ATTEMPTS:
            run.status = Run.Status.FAILED
            last = run.state.get("last_error")
            run.failure_reason = (f"gave up after {run.attempts - 1} walks in a row that died before finishing a turn "
                                  "(the worker kept dying or the model kept failing)" + (f"; last error: {last}" if last else ""))
            run.finished_at = world.now()
            run.lease_owner, run.lease_expires_at = "", None
            record.append(run, "run_failed", {"reason": run.failure_reason, "effects_in_doubt": _effects_in_doubt(run)}, actor="system")
            _nothing_waits(run, "the run failed")
            record.flush(run)
            run.save()
            return run.status
        record.append(run, "walk_started", {"worker": owner, "attempt": run.attempts}, actor="system")
        save_run(run, owner)
        _expect_request(run)
    start_turn, ticket = run.turn, run.ticket  # the ticket never changes while its run walks: read once a walk
    # A ticket not yet screened: the first step is the screening, a locked one, whatever an unlocked read would show
    # (take_step's `locked`): the run is read under its lock only.
    locked = run.status == Run.Status.RUNNING and run.phase == Phase.TRIAGE and not run.state.get("screened") and "applying_turn" not in run.state
    given_back = False
    try:
        while True:
            status, turn = take_step(run_id, owner, go_on=True, ticket=ticket, locked=locked,
                                     interventions_seen=run.state.get("interventions_seen", 0) if locked else None)
            locked = False
            if status != Run.Status.RUNNING:
                # A step that returns a status other than running has given the lease back in its
                # own commit (lease.save_run, or _locked_step finding the run left so by someone
                # else): nothing to release, and the status is the one it committed.
                given_back = True
                break
            if yield_after_turns is not None and turn - start_turn >= yield_after_turns and _between_turns(run_id):
                break
    except LeaseLost:
        log.warning("run %s: lease lost, stopping this walk", run_id)
        return Run.objects.values_list("status", flat=True).get(pk=run_id)
    # An error or an interrupt leaves the lease held here: walk() gives it back with the walk_error it
    # records, in one commit (_record_walk_error). A worker killed outright leaves it to lapse.
    if given_back:
        return status
    lease.release(run_id, owner)
    # The lease is given back: from here the run may be another walker's, so change it only if
    # nobody has claimed it since (the walk yielded after its turns).
    if Run.objects.filter(pk=run_id, status=Run.Status.RUNNING, lease_owner="").update(status=Run.Status.QUEUED):
        return Run.Status.QUEUED
    return Run.objects.values_list("status", flat=True).get(pk=run_id)


def _nothing_waits(run: Run, why: str) -> None:
    """A run the walker itself stops (failed, stopped at a turn boundary, handed whole to a person at
    a limit) leaves no approval waiting on a lead: it is voided as a person's stop voids it, so it
    leaves the queues and its deadline never fires. A run resumed later asks again if it still needs it."""
    waits.void_pending(run, why=why, actor="system")


def over_budget(run: Run) -> str:
    """The budget a run has used up, in a sentence naming it, or "". Read from the recorded
    calls before each call, so the call that crosses a limit is the last one: the agent's answers
    and the model verifier's (runs.usage.CALL_KINDS). The built-in agents report no usage."""
    if not _budgets_counted(run):
        return ""
    rows = run.events.filter(kind__in=usage.CALL_KINDS).values_list(
        "payload__response__usage", "payload__response__model", "payload__usage", "payload__model")
    responses = [{"usage": r_usage or v_usage or {}, "model": r_model or v_model or ""} for r_usage, r_model, v_usage, v_model in rows]
    totals = usage.run_totals(responses)
    if settings.RUN_MAX_TOKENS and totals["tokens"] >= settings.RUN_MAX_TOKENS:
        return f"token budget of {settings.RUN_MAX_TOKENS:,} reached (RUN_MAX_TOKENS): {totals['tokens']:,} tokens in {totals['calls']} calls"
    cents = totals["cost"] * 100
    if settings.RUN_MAX_COST_CENTS and cents >= settings.RUN_MAX_COST_CENTS:
        return (f"cost budget of {settings.RUN_MAX_COST_CENTS} cents reached (RUN_MAX_COST_CENTS): "
                f"{cents:.2f} cents in {totals['calls']} calls")
    return ""


def _budgets_counted(run: Run) -> bool:
    """Whether a budget (RUN_MAX_TOKENS, RUN_MAX_COST_CENTS) is counted for this run: one is set and
    something that reports usage answers it (the Claude adapter, or the model verifier)."""
    return bool(settings.RUN_MAX_TOKENS or settings.RUN_MAX_COST_CENTS) and (
        run.model_name == "anthropic" or settings.SUPERVISOR_VERIFIER == "model")


def _between_turns(run_id: int) -> bool:
    """No turn is being applied: a walk yields here, so the next walk starts with a fresh turn."""
    return "applying_turn" not in Run.objects.values_list("state", flat=True).get(pk=run_id)


def take_step(run_id: int, owner: str, *, go_on: bool = False, ticket: Ticket | None = None, locked: bool = False,
              interventions_seen: int | None = None) -> tuple[str, int]:
    """One step of the walk, which commits at most once. Returns (status, turn) afterwards.

    The steps: screen the ticket; ask the model (outside any transaction) and record its answer;
    apply the answer's tool calls up to the next external effect, recording its request; perform
    that effect (outside our transactions) and record its result; ...; finish the turn. A crash
    between any two resumes at the next one: a recorded answer is not asked for again, a recorded
    tool result is not repeated, and a requested effect is re-issued with the same key. People's
    actions (which lock the same row) land between steps, exactly as replay re-applies them.

    In the walk's loop (go_on) a turn with no external effect commits once: its answer with
    everything it did; a turn with k external effects k + 1 times (its answer rides on the first
    effect's request). Without go_on (replay takes one step at a time, so a person's recorded
    action lands between them) the answer commits on its own, then the turn.
    `ticket`: the run's ticket, if the caller holds it (the walk's loop): the step's reads of the
    run row then leave it out. `locked`: the caller knows the step is a locked one (the walk's opening
    left the ticket unscreened): the run is not read unlocked first. The locked step decides every
    case the unlocked read would have sent elsewhere, under the lock (a lease lost, a status changed).
    `interventions_seen`: with `locked`, the interventions the run had consumed when the caller last
    saw it between turns (the walk's opening): people's pending interventions are read with the lock."""
    if locked:
        _NEXT_FLOOR.pop(run_id, None)
        return _locked_step(run_id, owner, None, go_on=go_on, ticket=ticket, interventions_seen=interventions_seen)
    seen = _read_run(run_id, ticket, _NEXT_FLOOR.pop(run_id, None))
    if seen is not None:
        ticket = seen.ticket
    answer = None  # the answer recorded for the turn after `seen`'s, read without the lock
    if seen is not None and seen.lease_owner == owner and seen.status == Run.Status.RUNNING:
        # The two steps that write nothing before their activity are decided without a lock.
        if "applying_turn" in seen.state:
            effect = _unfinished(seen)
            if effect is not None:
                return _perform_and_go_on(run_id, owner, *effect, seen=seen, go_on=go_on)
        elif holding_reply.owed(seen):  # requested when screening handed the ticket over: sent before anything else
            return _send_holding(run_id, owner, holding_reply.requested(seen), ticket=seen.ticket)
        else:
            request, answer = _request_if_asking(seen)
            if request is not None:
                return _ask_model(run_id, owner, seen, request, go_on=go_on)
    between_turns = seen is not None and "applying_turn" not in seen.state
    return _locked_step(run_id, owner, answer, go_on=go_on, ticket=ticket,
                        interventions_seen=seen.state.get("interventions_seen", 0) if between_turns else None)


def _read_run(run_id: int, ticket: Ticket | None, floor: int | None = None) -> Run | None:
    """The run as it is now, read without a lock (None if there is none), with its ticket: read in
    the same statement, unless the caller holds it already. `floor`: the window floor this
    process's last step left the run at (_expect_request): the next request's reads of the record
    and the plan, which follow the run's read, are then sent with it, in one round trip, and kept
    if the run is still at that floor (else read again, once the run is seen)."""
    if floor is not None:
        run, events, plan, steps = hot_reads.run_and_request_reads(run_id, floor, ticket=ticket is None)
        if run is not None:
            know_request_reads(run, floor, events, plan, steps)
    elif ticket is None:
        return next(iter(Run.objects.select_related("ticket").filter(pk=run_id)[:1]), None)
    else:
        run = hot_reads.run_row(run_id)  # Run.objects.filter(pk=run_id)[:1], compiled once
    return record.with_ticket(run, ticket) if run is not None and ticket is not None else run


# {run id: the window floor of the next request, as this process's last step left the run running
# between turns}: a guess for _read_run, checked against the run as read (kept to _NEXT_FLOOR_MOST runs).
_NEXT_FLOOR: dict[int, int] = {}
_NEXT_FLOOR_MOST = 1000


def _expect_request(run: Run) -> None:
    """After a step that leaves the run running between turns with turns left and its ticket
    screened (its next step asks the model: _request_if_asking), note the floor the next request reads from."""
    if (run.status == Run.Status.RUNNING and "applying_turn" not in run.state and run.turn < settings.MAX_TURNS
            and not (run.phase == Phase.TRIAGE and not run.state.get("screened")) and not holding_reply.owed(run)):
        if len(_NEXT_FLOOR) >= _NEXT_FLOOR_MOST:
            _NEXT_FLOOR.clear()
        _NEXT_FLOOR[run.pk] = window_floor(run)


def _locked_step(run_id: int, owner: str, answer: RunEvent | None, *, go_on: bool, asked: Run | None = None,
                 ticket: Ticket | None = None, interventions_seen: int | None = None) -> tuple[str, int]:
    """The step decided under the run's lock. `answer`: the answer recorded for the turn after the
    run's, if already read; `asked`: the run as the request was built from it, when this step
    recorded `answer` itself; `ticket`: the run's ticket, if already read (from `asked` else).
    `interventions_seen`: the run was last seen between turns, having consumed these interventions:
    the stop check's read of people's pending interventions goes with the lock (lease.locked_run)."""
    pending = holding = None
    with transaction.atomic(), ride_along(ends_transaction=True):  # its UPDATEs go with its next statement, its last writes with its COMMIT
        run = locked_run(run_id, owner, ticket=asked.ticket if asked is not None else ticket,
                         interventions_after=interventions_seen if asked is None else None)
        if asked is not None:
            record.know_events(run, request_events_read(asked))  # the request's reads: evidence a status may cite
        if asked is not None and answer is not None and run.next_seq == answer.seq + 1:
            # Nothing was appended since the answer, which was recorded only because nothing had
            # been since the request was built: people's pending interventions are the request's.
            carry_interventions(asked, run)
            carry_plan(asked, run)
        if run.status != Run.Status.RUNNING:
            # Left waiting or finished by another commit while this walker held the lease: let go
            # of it with this step, so that a step returning any status but running holds no lease.
            lease.release(run_id, owner)
            return run.status, run.turn
        applying = run.state.get("applying_turn")
        response_event = None
        if applying is None and holding_reply.owed(run):
            holding = holding_reply.requested(run)  # an effect already requested goes out before a stop or a limit is read
        elif applying is None:
            if _stop_requested(run):
                run.status = Run.Status.STOPPED
                run.finished_at = world.now()
                record.append(run, "stopped", {"at_turn": run.turn}, actor="system")
                _nothing_waits(run, "the run was stopped")
                save_run(run, owner)
                return run.status, run.turn
            if run.turn >= settings.MAX_TURNS:
                TurnContext(run).escalate(subtask_number=None, open_item=open_items(run) or "finish the ticket",
                                          reason=f"turn limit of {settings.MAX_TURNS} reached", actor="system")
                _nothing_waits(run, f"the run was handed to a person: turn limit of {settings.MAX_TURNS} reached")
                save_run(run, owner)
                return run.status, run.turn
            over = over_budget(run)
            if over:
                TurnContext(run).escalate(subtask_number=None, open_item=open_items(run) or "finish the ticket", reason=over, actor="system")
                _nothing_waits(run, f"the run was handed to a person: {over}")
                save_run(run, owner)
                return run.status, run.turn
            if run.phase == Phase.TRIAGE and not run.state.get("screened"):
                holding = _screen_ticket(run)
                save_run(run, owner)
                _expect_request(run)
                if holding is None or not go_on:
                    return run.status, run.turn  # the holding reply's request commits before it is sent
            else:
                # A recorded answer never changes: the one read before the lock stands if the turn is the same.
                response_event = (answer if answer is not None and answer.turn == run.turn + 1
                                  else run.events.filter(kind="model_response", turn=run.turn + 1).first())
                if response_event is None:
                    request = build_request(run)
        else:
            response_event = run.events.get(kind="model_response", turn=applying)
        if response_event is not None:
            requested = unfinished_effect(run)
            if requested is None:
                requested = apply_segment(run, response_event.payload["response"])
                save_run(run, owner)
                _expect_request(run)
                if requested is None or not go_on:
                    return run.status, run.turn  # an effect's request commits before the effect
                # The walk's loop goes on to the effect at once, as the next step would, without
                # reading the run unlocked again (the lease is ours: renewed by this very commit).
            pending = (*requested, response_event.payload["response"])
    if holding is not None:
        return _send_holding(run_id, owner, holding, ticket=run.ticket)
    if pending is not None:
        return _perform_and_go_on(run_id, owner, *pending, ticket=run.ticket, go_on=go_on, requested_by=run)
    return _ask_model(run_id, owner, run, request, go_on=go_on)


def _send_holding(run_id: int, owner: str, request: dict, *, ticket: Ticket) -> tuple[str, int]:
    """Send the holding reply screening requested (outside our transactions, as every effect), then record the shop's
    answer and hand the run to a person in one commit (runs.walk.holding_reply). Repeated after a crash with the same
    request, so with the same key: the shop sends it once."""
    outcome = calls.perform_effect(holding_reply.BLOCK, request)
    with transaction.atomic(), ride_along(ends_transaction=True):  # its UPDATEs go with its next statement, its last writes with its COMMIT
        run = locked_run(run_id, owner, ticket=ticket)
        holding_reply.sent(run, request, outcome)
        save_run(run, owner)
    return run.status, run.turn


def _perform_and_go_on(run_id: int, owner: str, block: dict, effect_request: dict, response: dict, *, seen: Run | None = None,
                       ticket: Ticket | None = None, go_on: bool = False, requested_by: Run | None = None) -> tuple[str, int]:
    """Perform an effect (outside our transactions), then in one commit record its result and
    apply the rest of the turn's calls up to the next external effect, whose request that commit
    records, or to the turn's end. A turn with k external effects commits k + 1 times: its answer
    with the calls up to the first effect's request (_record_answer_with_its_turn), then one per
    effect. `seen`: the run as read unlocked when the effect was found; the turn's events read then
    serve the step if nothing was appended since. `ticket`: the run's ticket, if already read (from
    `seen` else). With go_on (the walk's loop), the next effect requested is performed at once, as
    the next step would, without reading the run unlocked again. `requested_by`: the run object of the
    commit that requested the effect, if this process made it: its plan and pending steps serve the
    step if nothing was appended since that commit."""
    while True:
        outcome = calls.perform_effect(block, effect_request)
        with transaction.atomic(), ride_along(ends_transaction=True):  # its UPDATEs go with its next statement, its last writes with its COMMIT
            run = locked_run(run_id, owner, ticket=seen.ticket if seen is not None else ticket)
            if seen is not None:
                take_turn_events(seen, run)
            if requested_by is not None and run.next_seq == requested_by.next_seq:
                carry_plan(requested_by, run)  # nothing appended since the request's commit: the plan and steps it left are the rows
                carry_turn_events(requested_by, run)  # and the turn's events it committed are the ones before this lock
            calls.record_effect(run, block, effect_request, outcome)
            requested = apply_segment(run, response)
            save_run(run, owner)  # the effect's result is durable once the shop has acted, with the next one's request if any
            _expect_request(run)
        if requested is None or not go_on or run.status != Run.Status.RUNNING:
            return run.status, run.turn
        (block, effect_request), seen, ticket, requested_by = requested, None, run.ticket, run


def _request_if_asking(run: Run) -> tuple[AgentRequest | None, RunEvent | None]:
    """(the next request, None) when the step is only to ask the model, read without a lock or a
    transaction of its own (run: read the same way), since it writes nothing. Anything else (a
    stop, a limit, the screening, an answer already recorded: (None, that answer)) is left to the
    locked step. The
    answer is recorded only if nothing was appended since (_record_answer_unchanged), so a person
    acting meanwhile is seen as one acting during the model call is."""
    if run.turn >= settings.MAX_TURNS or (run.phase == Phase.TRIAGE and not run.state.get("screened")) or holding_reply.owed(run):
        return None, None
    # One read: an answer already recorded for the next turn, and what people said (the request's
    # pinned instructions, where the stop check finds the interventions not yet seen).
    answer = answer_recorded(run, run.turn + 1)
    if answer is not None or _stop_requested(run) or over_budget(run):
        return None, answer
    return build_request(run), None


def unfinished_effect(run: Run) -> tuple[dict, dict] | None:
    """The external effect of the turn being applied that was requested but has no result yet."""
    found = _unfinished(run)
    return found[:2] if found is not None else None


def _unfinished(run: Run) -> tuple[dict, dict, dict] | None:
    """(tool_use block, effect request, the turn's answer) of the unfinished effect, if any."""
    turn = run.state.get("applying_turn")
    if turn is None:
        return None
    # The turn's events in one read: its results, effect requests and answer here, the rest for
    # the step that performs the effect (runs.walk.turn.committed_turn_events).
    events = hot_reads.turn_events(run, turn)  # list(run.events.filter(turn=turn).order_by("seq")), compiled once
    if not record.appended(run):
        remember_turn_events(run, turn, events)
    done = {e.payload.get("tool_use_id") for e in events if e.kind == "tool_result"}
    for e in events:
        if e.kind == "effect_requested" and e.payload["tool_use_id"] not in done:
            response = next(a for a in events if a.kind == "model_response").payload["response"]
            block = next(b for b in response["content"] if b.get("id") == e.payload["tool_use_id"])
            return block, e.payload["request"], response
    return None


def _ask_model(run_id: int, owner: str, seen: Run, request: AgentRequest, *, go_on: bool = False) -> tuple[str, int]:
    """The model call is an activity: made outside any transaction, its answer recorded (and
    committed) before use. `seen` is the run as the request was built from it. With go_on, an
    answer recorded at once is applied next, in the same call (take_step)."""
    try:
        body = world.agent(seen).respond(request)
    except AgentUnavailable as exc:
        with transaction.atomic():
            run = locked_run(run_id, owner)
            record.append(run, "model_error", {"error": str(exc), "retryable": True}, turn=run.turn + 1)
            save_run(run, owner)
        raise
    except AgentError as exc:
        with transaction.atomic():
            run = locked_run(run_id, owner)
            record.append(run, "model_error", {"error": str(exc), "retryable": False}, turn=run.turn + 1)
            TurnContext(run).escalate(subtask_number=None, open_item=open_items(run) or "the ticket", reason=f"the model failed: {exc}")
            save_run(run, owner)
        run = Run.objects.get(pk=run_id)
        return run.status, run.turn
    payload = {"response": body, "request_messages": len(request.messages)}
    if go_on and (_calls_outside(body) or not _budgets_counted(seen)):
        applied = _record_answer_with_its_turn(run_id, owner, seen, payload)
        if applied is not None:
            return applied
    recorded = _record_answer_unchanged(seen, owner, payload)
    if recorded is not None:
        return _locked_step(run_id, owner, recorded, go_on=go_on, asked=seen) if go_on else (seen.status, seen.turn)
    with transaction.atomic():
        run = locked_run(run_id, owner)
        if run.events.filter(kind="model_response", turn=run.turn + 1).exists():
            raise LeaseLost("another walker recorded this turn")
        record.append(run, "model_response", payload, turn=run.turn + 1)
        save_run(run, owner)
    return run.status, run.turn


def _calls_outside(response: dict) -> bool:
    """Whether an answer calls a tool with an external effect (one whose request must commit before
    the shop is called)."""
    return response.get("stop_reason") != "refusal" and any(
        b.get("type") == "tool_use" and b.get("name") in EXTERNAL_TOOLS for b in response.get("content", []))


def _record_answer_with_its_turn(run_id: int, owner: str, seen: Run, payload: dict) -> tuple[str, int] | None:
    """An answer recorded in the commit of the turn that applies it: the whole turn when it calls
    nothing outside (one commit a turn), else the commit that records its first effect's request
    (which must commit before the shop is called anyway: the answer commits with it, still before
    anything outside acts on it; k external effects, k + 1 commits). The row is locked once a
    commit. A worker killed before that commit has recorded nothing: the model is asked again on
    resume, as after a crash during the model call (nothing outside has acted). An answer applied
    with an error is kept on its own, as before (_record_answer_unchanged), and the error raised.
    Returns the step's (status, turn); None, having written nothing, if anything was appended since
    the request was built (the caller then records the answer alone)."""
    response = payload["response"]
    try:
        with transaction.atomic(), ride_along(ends_transaction=True):  # its UPDATEs go with its next statement, its last writes with its COMMIT
            # An answer that calls outside records its first effect's request in this commit, which syncs the ledger: read
            # with the lock, unless the ledger the last sync kept is the one this step folds (ledger.known_at).
            run = locked_run(run_id, owner, ticket=seen.ticket,
                             ledger_ahead=_calls_outside(response) and not ledger.known_at(run_id, seen.next_seq),
                             guard_ahead=seen.phase == Phase.DECIDE,  # decisions are guarded as the turn of the decide phase ends
                             shop_ahead=_lookups_of(response, seen))
            if (run.status, run.next_seq, run.turn, run.phase) != (Run.Status.RUNNING, seen.next_seq, seen.turn, seen.phase):
                return None  # the same condition as the answer's conditional UPDATE (hot_writes.answer_seq_taken)
            # Nothing appended since the request was built: its reads (record, interventions, plan) are the turn's,
            # and the checks before a request (stop, limits, screening) hold as they did.
            record.know_events(run, request_events_read(seen))
            carry_interventions(seen, run)
            carry_plan(seen, run)
            record.append(run, "model_response", payload, turn=run.turn + 1)
            requested = apply_segment(run, response)
            save_run(run, owner)
            _expect_request(run)
    except LeaseLost:
        raise
    except Exception:
        try:
            _record_answer_unchanged(seen, owner, payload)  # the answer is not asked for again; the error is the walk's
        except Exception:
            log.exception("run %s: could not keep the answer of a turn that failed", run_id)
        raise
    if requested is None:
        return run.status, run.turn
    return _perform_and_go_on(run_id, owner, *requested, response, ticket=run.ticket, go_on=True, requested_by=run)


def _lookups_of(response: dict, seen: Run) -> list:
    """The shop reads of the answer's read-only calls before its first effect, for the lock of the step that applies it
    (runs.walk.reads_ahead), as the run seen when the request was built pins its order and its phase allows its tools."""
    if response.get("stop_reason") == "refusal":
        return []
    calls = [b for b in response.get("content", []) if b.get("type") == "tool_use"]
    return reads_ahead.planned(world.shop(), calls, set(tools_for(seen.phase)), seen.order_ref) if calls else []


def _record_answer_unchanged(seen: Run, owner: str, payload: dict) -> RunEvent | None:
    """Record the answer as the next event if the run is as the request saw it: a conditional
    UPDATE on the run row (the lease still ours, nothing appended since: the same next_seq, turn
    and phase) takes the seq, and the event is inserted, in one commit and without a SELECT ...
    FOR UPDATE (on PostgreSQL in one statement: hot_writes.record_answer). Returns the recorded
    event; None, having written nothing, if anything moved; the caller then locks the row.
    No announcement: the turn's own commit follows at once and announces a later seq."""
    event = RunEvent(run=seen, seq=seen.next_seq, turn=seen.turn + 1, phase=seen.phase, kind="model_response", actor="agent", payload=payload)
    event.digest, text = record.digest_and_payload_text(seen.record_digest, event)
    hot_writes.json_made(event, "payload", text)  # its INSERT sends the text its digest was made of
    taken = hot_writes.record_answer(seen, owner, event, lease_until=lease.heartbeat(), now=timezone.now())
    return event if taken else None


def _stop_requested(run: Run) -> bool:
    return any(e.payload.get("type") == "stop" for e in pending_interventions(run))


def _screen_ticket(run: Run) -> dict | None:
    """Record what code reads in the ticket before the model does (runs/screening.py). A ticket the
    screener cannot hold a model to account on (another language; no request of a kind the runtime
    acts on) goes to a person as a whole, after a holding reply whose request this commit records and
    returns (runs.walk.holding_reply): the next step sends it, then hands the run over."""
    screened = screen(run)
    handover = screened.handover
    if run.turn == 0:
        # No turn has ended, so no drift alert was raised (only a turn's end raises one): noted, so
        # neither the first request nor the first turn's drift check reads the alerts.
        run.state.setdefault(DRIFT_ALERT, None)
    if handover is None:
        return None
    open_item, reason = handover
    holding = holding_reply.request(run, screened, open_item=open_item, reason=reason)
    if holding is None:  # none may go out: handed over at once, as before
        TurnContext(run).escalate(subtask_number=None, open_item=open_item, reason=reason, actor="system")
    return holding
