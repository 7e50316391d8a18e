"""The plan's changes, each checked before it is written: a proposed plan admitted, a replan, a
subtask's status (a resolved one needs the recorded evidence that proves it)."""

from __future__ import annotations

from django.conf import settings

from .. import hot_reads, hot_writes, record
from ..intents import uncovered
from ..models import ReplanEvent, Step, Subtask
from ..plan import plan_diff, plan_snapshot, validate_plan
from ..quoting import shortened
from ..replan_reasons import replanned
from ..screening import plan_refusals
from ..tools import EVIDENCE_RE, MONEY_KINDS, RESOLVING_TOOLS, TOOLS, ToolError
from . import plan_in_one_statement
from .context import TurnContext
from .steps import forget_steps, know_plan, settle_steps

MAX_PLAN_REJECTIONS = 3


def admit_plan(ctx: TurnContext, args: dict) -> dict:
    if _has_plan(ctx.run):
        raise ToolError("A plan is already admitted; use replan to change it.")
    if not ctx.run.order_ref or args.get("order_ref", "").upper() != ctx.run.order_ref:
        raise ToolError("Fetch the order with get_order first; the plan must name the pinned order.")
    plan, reasons = validate_plan({"subtasks": args["subtasks"]}, known_tools=TOOLS)
    if plan is not None:
        reasons = plan_refusals(ctx.run, [{"number": s.number, "kind": s.kind, "goal": s.goal} for s in plan.subtasks])
    if reasons:
        rejections = ctx.state.get("plan_rejections", 0) + 1
        ctx.state["plan_rejections"] = rejections
        ctx.append("plan_rejected", {"reasons": reasons, "proposal": args, "rejections": rejections})
        if rejections >= MAX_PLAN_REJECTIONS:
            ctx.escalate(subtask_number=None, open_item="write a plan that covers every request in the ticket",
                         reason=f"plan refused {rejections} times: " + "; ".join(reasons))
        raise ToolError("Plan refused: " + "; ".join(reasons) + ". Propose it again with these fixed.")
    written = _write_subtasks(ctx, plan)
    snapshot = plan_snapshot(_read_as_written(ctx.run, written))
    settle_steps(ctx.run, ctx.append("plan_admitted", {"plan": snapshot}))  # what the record already shows (the pinned order)
    return {"admitted": True, "subtasks": [{"number": s["number"], "goal": s["goal"]} for s in snapshot]}


def _has_plan(run) -> bool:
    """run.subtasks.exists(), from the plan this transaction holds if it holds one (steps.plan_of's,
    as read with the request and carried to the locked run: the rows as they are)."""
    plan = run.__dict__.get("_plan")
    return bool(plan) if plan is not None else run.subtasks.exists()


def _read_as_written(run, written: tuple | None = None) -> list[Subtask]:
    """The plan just written, as TurnContext.subtasks() reads it (each subtask with its steps), with
    the run's pending steps and its subtasks in order (what settle_steps and plan_of read next) in
    the same round trip (hot_reads.plan_as_written): the same rows at the same point of the turn.
    `written`: those rows, made from the plan as it was written in one statement (plan_in_one_statement), not read."""
    plan, steps, pending, subtasks = written if written is not None else hot_reads.plan_as_written(run)
    hot_reads.attach_steps(plan, steps)  # as prefetch_related_objects(plan, "steps") leaves them
    know_plan(run, subtasks)
    run.__dict__["_steps_pending"] = pending
    return plan


def _write_subtasks(ctx: TurnContext, plan, keep: dict[int, Subtask] | None = None) -> tuple | None:
    """Write the plan's subtasks (the new ones inserted in one statement) and their steps (all in
    one more): `keep`, the run's subtasks a replan revises in place. A new plan (nothing kept) goes
    in one statement on PostgreSQL, and gives back the rows a read of it would return (plan_in_one_statement)."""
    keep = keep or {}
    new = [Subtask(run=ctx.run, number=p.number, goal=p.goal, case_type=p.kind, depends_on=p.depends_on,
                   expects_tools=sorted({st.tool for st in p.steps}), updated_turn=ctx.run.turn)
           for p in plan.subtasks if p.number not in keep]
    if not keep:
        created = {s.number: s for s in new}
        written = plan_in_one_statement.write_new_plan(new, [st for p in plan.subtasks for st in _steps_of(created[p.number], p.steps)])
        if written is not None:
            forget_steps(ctx.run)
            return written
    hot_writes.bulk_insert(Subtask, new)  # Subtask.objects.bulk_create(new), its statement compiled once
    created = {s.number: s for s in new}
    steps = []
    for proposal in plan.subtasks:
        number = proposal.number
        subtask = keep.get(number)
        fresh, base = list(proposal.steps), 0
        if subtask is None:
            subtask = created[number]
        else:
            expects = sorted({st.tool for st in proposal.steps})
            subtask.goal, subtask.case_type, subtask.depends_on, subtask.expects_tools = proposal.goal, proposal.kind, proposal.depends_on, expects
            subtask.save(update_fields=["goal", "case_type", "depends_on", "expects_tools"])
            subtask.steps.filter(status=Step.Status.PENDING).update(status=Step.Status.SKIPPED)
            # A step the revised plan names again (same title and tool) that is already done stands: it is
            # not added a second time (the pinned order does not need pinning again).
            done = [(st.title, st.tool) for st in subtask.steps.filter(status=Step.Status.DONE)]
            fresh = []
            for st in proposal.steps:
                if (st.title, st.tool) in done:
                    done.remove((st.title, st.tool))
                else:
                    fresh.append(st)
            base = subtask.steps.count()
        steps += _steps_of(subtask, fresh, base)
    # Step.objects.bulk_create(steps), its statement compiled once; nothing reads their ids before the next
    # statement (the plan read back as written), so inside a step's ride_along it goes with it, in one round trip
    hot_writes.bulk_insert(Step, steps, may_ride=True)
    forget_steps(ctx.run)
    return None


def _steps_of(subtask: Subtask, proposed: list, base: int = 0) -> list[Step]:
    """The new rows of `subtask`'s proposed steps, numbered on from `base`."""
    return [
        Step(subtask=subtask, number=base + i, title=st.title, tool=st.tool, precondition=st.precondition, acceptance=st.acceptance,
             effect_class=st.effect_class, compensation=st.compensation or TOOLS[st.tool].compensation,
             budget_turns=st.budget_turns, budget_tokens=st.budget_tokens)
        for i, st in enumerate(proposed, start=1)
    ]


def replan(ctx: TurnContext, raw: dict, *, trigger: str, actor: str) -> dict:
    if not ctx.run.subtasks.exists():
        raise ToolError("There is no plan to revise yet; use propose_plan.")
    existing = {s.number: s for s in ctx.subtasks()}
    # New subtasks (no number) take numbers the run has never used.
    plan, reasons = validate_plan(raw, known_tools=TOOLS, taken=set(existing))
    if plan is None:
        ctx.append("plan_rejected", {"reasons": reasons, "proposal": raw, "replan": True}, actor=actor)
        raise ToolError("Replan refused: " + "; ".join(reasons))
    old = plan_snapshot(ctx.subtasks())
    numbers = [p.number for p in plan.subtasks]
    problems = []
    for proposal, number in zip(plan.subtasks, numbers):
        if number in existing and existing[number].is_closed:
            problems.append(f"subtask {number} is already {existing[number].status}; a replan cannot reopen it")
        elif number in existing and uncovered([existing[number].case_type], [proposal.kind]):
            # A subtask keeps the customer's request it stands for: damage that turns out to be a
            # non-delivery is still that request; a refund turned into a question is not.
            problems.append(f"subtask {number} is a {existing[number].case_type}; a replan cannot turn it into a {proposal.kind} "
                            "(leave it out, and it is deferred with your trigger as the reason, then add a new subtask)")
    accounted = [{"number": p.number, "kind": p.kind, "goal": p.goal} for p in plan.subtasks]
    accounted += [{"number": n, "kind": s.case_type, "goal": s.goal} for n, s in existing.items() if s.is_closed or n not in numbers]
    problems += [f"{reason} (the new plan drops it)" for reason in plan_refusals(ctx.run, accounted)]
    if problems:
        ctx.append("plan_rejected", {"reasons": problems, "proposal": raw, "replan": True}, actor=actor)
        raise ToolError("Replan refused: " + "; ".join(problems))
    record.flush(ctx.run)  # the steps this turn has settled are written before the new plan skips the pending ones
    _write_subtasks(ctx, plan, keep=existing)
    for number, subtask in existing.items():
        if number not in numbers and not subtask.is_closed:
            # Never dropped: a subtask the new plan leaves out is deferred, with the trigger as its reason.
            subtask.status, subtask.deferred_reason, subtask.updated_turn = Subtask.Status.DEFERRED, shortened(replanned(trigger), 300), ctx.run.turn
            subtask.save(update_fields=["status", "deferred_reason", "updated_turn"])
    forget_steps(ctx.run)
    ctx.run.revision_count += 1
    new = plan_snapshot(ctx.subtasks())
    event = ctx.append("replan", {"trigger": trigger, "revision": ctx.run.revision_count, "proposal": raw, "run_status": ctx.run.status},
                       actor=actor)
    record.flush(ctx.run)  # the replan row points at its event, and the guard reads it later in this turn
    ReplanEvent.objects.create(run=ctx.run, event=event, turn=ctx.run.turn, actor=actor, trigger=trigger,
                               old_plan=old, new_plan=new, diff=plan_diff(old, new))
    hot_reads.forget_guard_reads(ctx.run)  # the guard's reads made with the lock miss this row: read again
    settle_steps(ctx.run, event)
    if ctx.run.revision_count > settings.REVISION_BUDGET:
        ctx.escalate(subtask_number=None, open_item="settle on a plan for this ticket",
                     reason=f"revision budget of {settings.REVISION_BUDGET} exceeded ({ctx.run.revision_count} revisions): the run is thrashing")
    return {"revision": ctx.run.revision_count, "plan": [{"number": s["number"], "goal": s["goal"], "status": s["status"]} for s in new]}


NOT_PEOPLE = ("agent", "system", "command")  # the actors that are code, not a person


def kinds_set_by_people(run, replans: list | None = None) -> dict[int, str]:
    """{subtask number: the person whose plan edit last gave it its kind}, for the subtasks whose
    current kind a person chose (a reviewer who turned a subtask into a damage claim, or added it);
    a later change of kind by the agent takes the person's name off it. `replans`: the run's plan
    edits in order, if read already (hot_reads.replans_in_order's rows)."""
    setters: dict[int, str] = {}
    for r in (replans if replans is not None else hot_reads.replans_in_order(run)):  # run.replans.order_by("event__seq"), compiled once
        old = {s["number"]: s["kind"] for s in r.old_plan}
        for s in r.new_plan:
            if old.get(s["number"]) != s["kind"]:
                setters[s["number"]] = "" if r.actor in NOT_PEOPLE else r.actor
    return {n: who for n, who in setters.items() if who}


def propose_status(ctx: TurnContext, *, number, status: str, evidence: str, note: str, deferred_reason: str) -> dict:
    subtask = ctx.subtask(number)
    if subtask.is_closed:
        raise ToolError(f"Subtask {subtask.number} is already {subtask.status}.")
    if status == Subtask.Status.IN_PROGRESS:
        blocked = ctx.blocked_by(subtask)
        if blocked:
            raise ToolError(f"Subtask {subtask.number} waits for subtask(s) {blocked}; work on it once they are resolved.")
        return ctx.set_status(subtask, status, note=note)
    if status == Subtask.Status.DEFERRED:
        if not deferred_reason.strip():
            raise ToolError("A deferred subtask needs deferred_reason.")
        return ctx.set_status(subtask, status, deferred_reason=deferred_reason.strip(), note=note)
    # resolved: the evidence must be a recorded, successful result of a tool that can prove this kind.
    match = EVIDENCE_RE.match(evidence.strip()) if evidence else None
    if not match:
        raise ToolError("Resolving needs evidence: the E-number of the recorded result that proves it (e.g. E12).")
    event = record.event_of(ctx.run, int(match.group(1)))
    if event is None or event.kind != "tool_result" or not event.payload.get("ok"):
        raise ToolError(f"{evidence} is not a successful tool result recorded in this run.")
    allowed = RESOLVING_TOOLS.get(subtask.case_type, set())
    if subtask.case_type == "question" and subtask.expects_tools:
        allowed = allowed & set(subtask.expects_tools)  # answered by the read its plan said would answer it
    if event.payload.get("name") not in allowed:
        raise ToolError(f"{evidence} is a {event.payload.get('name')} result; subtask {subtask.number} ({subtask.case_type}) is proven by {sorted(allowed)}.")
    if subtask.case_type in MONEY_KINDS:
        decision = ctx.state.get("decisions", {}).get(event.payload.get("input", {}).get("decision", ""), {})
        if decision.get("subtask") != subtask.number:
            raise ToolError(f"{evidence} carried out a decision for another subtask.")
    if ctx.blocked_by(subtask):
        raise ToolError(f"Subtask {subtask.number} waits for subtask(s) {ctx.blocked_by(subtask)}.")
    return ctx.set_status(subtask, status, evidence_event=event, note=note)
