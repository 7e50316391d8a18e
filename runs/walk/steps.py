"""A plan step is done when its acceptance holds on the record (runs.step_checks), checked after
every event that can make a check hold: a tool's result, the guard admitting a decision, a
subtask's status changing. The step keeps the event after which it held."""

from __future__ import annotations

from .. import hot_bulk_updates, hot_reads, record
from ..models import Run, RunEvent, Step, Subtask
from ..step_checks import On, all_hold


def settle_steps(run: Run, event: RunEvent) -> list[Step]:
    """Mark every pending step whose acceptance now holds as done, with `event` as its result.
    In a turn's batch the event has no id yet: the steps are written once it is inserted, and
    remembered on the run meanwhile, so a later event of the turn does not claim them again."""
    settling: set[int] = run.__dict__.setdefault("_steps_settling", set())
    pending = _pending(run)
    done = [st for st in pending if st.pk not in settling and all_hold(st.acceptance, On.of(run, st.subtask))]
    if done:
        settling.update(st.pk for st in done)
        pending[:] = [st for st in pending if st.pk not in settling]
        settled: list = run.__dict__.setdefault("_steps_settled", [])
        settled += [(st, event) for st in done]
        record.after_flush(run, lambda: _write_settled(run), once="steps")
    return done


def _write_settled(run: Run) -> None:
    """The steps settled since the last write, done with the event after which each held: one
    UPDATE for all of them (their events have ids by now)."""
    settled = run.__dict__.get("_steps_settled") or []
    if not settled:
        return
    if any(event.pk is None for _, event in settled) and _write_settled_by_seq(run, settled):
        return
    rows = []
    for st, event in settled:
        st.status, st.result_event = Step.Status.DONE, event
        rows.append(st)
    settled.clear()
    hot_bulk_updates.bulk_update(Step, rows, ("status", "result_event"), may_ride=True)  # Step.objects.bulk_update(rows, [...]), its statement compiled once


def _write_settled_by_seq(run: Run, settled: list) -> bool:
    """The settled steps' UPDATE when their events' INSERT is held to go with the step's next
    statement (record.flush at the step's end): each step points at its event by the run and the
    event's seq (unique), read in the same UPDATE, which goes after the INSERT in the same pipeline
    and transaction (hot_bulk_updates.hold_settled_by_seq), so the same rows are written without waiting
    for the ids. False, having written nothing, where no ride_along holds it."""
    if not hot_bulk_updates.hold_settled_by_seq(run.pk, [(st.pk, event.seq) for st, event in settled]):
        return False
    for st, event in settled:
        st.status, st.result_event = Step.Status.DONE, event
    settled.clear()
    return True


def _pending(run: Run) -> list[Step]:
    """The run's pending steps (each with its subtask), read once while the run object holds the
    row (a transaction): the steps this transaction settles leave the list, a subtask's new status
    is carried to its steps (subtask_changed), and a plan written anew reads them again (forget_steps)."""
    if "_steps_pending" not in run.__dict__:
        run.__dict__["_steps_pending"] = hot_reads.pending_steps(run)  # with their subtasks
    return run.__dict__["_steps_pending"]


def plan_of(run: Run) -> list[Subtask]:
    """The run's subtasks in number order, read once while the run object holds the row (a
    transaction): a status the transaction sets is set on these very objects (TurnContext.set_status),
    and a plan written anew reads them again (forget_steps). Callers copy the list to keep it."""
    if "_plan" not in run.__dict__:
        run.__dict__["_plan"] = hot_reads.subtasks_in_order(run)  # list(run.subtasks.order_by("number")), compiled once
    return run.__dict__["_plan"]


def know_plan(run: Run, subtasks: list[Subtask]) -> None:
    """The run's subtasks in number order, read already for this run object (the request's read)."""
    run.__dict__["_plan"] = subtasks


def carry_plan(read: Run, to: Run) -> None:
    """Give `to` (the same run, locked since) the plan `read` holds, and its pending steps (as its own
    transaction left them, or as read with its request), when the caller knows nothing was appended
    since `read` was read or committed: the plan and its steps
    change only in commits that append to the record (the walk's own, which holds the lease, and
    people's), so the rows are as they were read."""
    plan = read.__dict__.get("_plan")
    if plan is not None and "_plan" not in to.__dict__:
        for subtask in plan:
            subtask.run = to  # the locked run, not the copy read before the lock
        to.__dict__["_plan"] = plan
    pending = read.__dict__.get("_steps_pending")  # as `read`'s own transaction left them (settled ones taken out)
    if pending is None:
        steps = read.__dict__.get("_request_steps")  # else as read with the request (walk.context), for this turn and seq
        pending = steps[1] if steps is not None and steps[0][:2] == (read.turn, read.next_seq) else None
    if pending is not None and "_steps_pending" not in to.__dict__:
        to.__dict__["_steps_pending"] = list(pending)  # settling takes steps out of `to`'s list, not out of `read`'s


def subtask_changed(run: Run, subtask: Subtask) -> None:
    """A subtask's status changed in this transaction: the pending steps and the plan read already see it."""
    for st in run.__dict__.get("_steps_pending", []):
        if st.subtask_id == subtask.pk:
            st.subtask.status = subtask.status
    if not any(s is subtask for s in run.__dict__.get("_plan", [subtask])):
        run.__dict__.pop("_plan", None)  # changed through another copy of the row: read the plan again


def forget_steps(run: Run) -> None:
    """The plan's steps or subtasks were written anew: the next settling reads the pending steps
    again, and the next reader of the plan its subtasks."""
    run.__dict__.pop("_steps_pending", None)
    run.__dict__.pop("_plan", None)
