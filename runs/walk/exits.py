"""Phase exits, checked in code after every turn: a phase ends when its work is done, never
because the model says so. decide -> act goes through the guard; a plan that needs a person's
confirmation makes the run wait for it."""

from __future__ import annotations

from datetime import timedelta
from functools import partial

from django.conf import settings

from .. import follow_ups, hot_reads, policy, record, standing, waits, world
from ..claim_totals import same_claim
from ..due_amounts import lead_instructed
from ..holds import awaiting_approval, held_by
from ..guards import (
    as_payload, check_decision, covers_of, evidence_of, needs_approval_only, refunded_so_far, refusal_reasons,
    run_before_cents, units_taken,
)
from ..machine import can_move
from ..models import Approval, Phase, Run, Step, Subtask
from ..other_goods_open_item import naming_the_customers_goods
from ..plan import plan_snapshot
from ..screening import requests_about
from ..shop.kinds import NOT_A_CASE
from ..state import OPEN_DECISIONS, TAKEN_DECISIONS, UNGUARDED_DECISIONS, DecisionState, link_confirmed_by
from ..tools import MONEY_KINDS
from .close import close_run
from .decisions import idempotency_key
from .planning import kinds_set_by_people
from .context import TurnContext
from .steps import settle_steps


def enter_phase(ctx: TurnContext, phase: str, why: str) -> None:
    run = ctx.run
    if not can_move(run.phase, phase):
        raise RuntimeError(f"no transition {run.phase} -> {phase}")
    record.append(run, "transition", {"from": run.phase, "to": phase, "why": why}, actor="system")
    run.phase = phase
    run.state["phase_started_turn"] = run.turn


def check_exits(ctx: TurnContext, subtasks: list[Subtask]) -> None:
    """Phase exits, checked in code after every turn. `subtasks`: the plan as the turn left it, in order."""
    run = ctx.run
    if run.phase == Phase.TRIAGE:
        if subtasks and run.order_ref:
            enter_phase(ctx, Phase.INVESTIGATE, "plan admitted and order pinned")
            wait_for_plan_if_needed(ctx, subtasks)
        return
    open_subtasks = [s for s in subtasks if not s.is_closed]
    if not open_subtasks:
        if run.phase != Phase.CONFIRM:
            enter_phase(ctx, Phase.CONFIRM, "every subtask is resolved, escalated or deferred")
        elif ctx.state.get("reply_sent"):
            close_run(ctx)
        return
    decisions = ctx.state.get("decisions", {})
    if run.phase == Phase.INVESTIGATE:
        if all(_investigated(ctx, s, subtasks) for s in open_subtasks):
            enter_phase(ctx, Phase.DECIDE, "evidence gathered for every open subtask")
        return
    if run.phase == Phase.DECIDE:
        ready = [s for s in open_subtasks if s.case_type in MONEY_KINDS and not ctx.blocked_by(s, subtasks)]
        pending = {d["subtask"]: d for d in decisions.values() if d["state"] in (*OPEN_DECISIONS, DecisionState.EXECUTED)}
        if ready and all(s.number in pending for s in ready):
            guard_decisions(ctx, [pending[s.number] for s in ready if pending[s.number]["state"] in UNGUARDED_DECISIONS])
        return
    if run.phase == Phase.ACT:
        if any(d["state"] == DecisionState.ADMITTED and not held_by(decisions, d) for d in decisions.values()):
            return  # something admitted is still to be carried out
        undecided = [s for s in open_subtasks if s.case_type in MONEY_KINDS and not any(
            d["subtask"] == s.number and d["state"] in (*TAKEN_DECISIONS, DecisionState.AWAITING_APPROVAL) for d in decisions.values())]
        if undecided and all(not ctx.blocked_by(s, subtasks) for s in undecided):
            enter_phase(ctx, Phase.DECIDE, "a subtask unblocked by this phase still needs a decision")
        elif only_waits_left(ctx, subtasks):
            wait_for_lead(ctx)
        return
    if run.phase == Phase.CONFIRM:
        fix = ctx.state.get("fix_round")
        if fix and any(s.case_type in MONEY_KINDS for s in open_subtasks):
            enter_phase(ctx, Phase.DECIDE, f"verifier fix round {fix['round']}")


def _investigated(ctx: TurnContext, s: Subtask, plan: list[Subtask]) -> bool:
    """Whether an open subtask has the evidence its decision will need (the policy table's column)."""
    if s.case_type in NOT_A_CASE:
        return False  # answered (a question) or handed to a person (other) in investigate: closed before moving on
    if ctx.blocked_by(s, plan):
        return True  # nothing to gather until what it waits for is resolved
    return not policy.missing_evidence(
        s.case_type, order=bool(ctx.state.get("order")), supplement=bool(ctx.state.get("supplement")), scans=bool(ctx.state.get("scans")),
        policy_case_types={doc["case_type"] for doc in ctx.state.get("retrieved", {}).values()})


def guard_decisions(ctx: TurnContext, decisions: list[dict]) -> None:
    """decide -> act. A first failure sends the subtask back to decide; a second escalates it.
    Over the ceiling (or flagged for a person) without approval: wait for a support lead."""
    run = ctx.run
    order = ctx.state.get("order") or {}
    retrieved = set(ctx.state.get("retrieved", {}))
    waiting = False
    failures = ctx.state.setdefault("guard_failures", {})
    requests = requests_about(run, order.get("order_ref") or run.order_ref)
    if follow_ups.handed_from(run):
        # a follow-up's requests were handed to this order by the run that read the ticket (bought_before_the_order.told_bought_before)
        requests = [{**r, "handed": True} for r in requests]
    # the three reads the pass needs (a lead's rejections, the plan edits, the approvals on these decisions) in one round trip
    subjects = [f"run:{run.pk}:decision:{d['digest']}" for d in decisions]
    now = world.now()
    rejected_events, replans, decided_rows = hot_reads.refund_rejections_and_replans(run, bool(subjects))
    approvals = _decisions_approvals(decided_rows, subjects, now)
    set_by = kinds_set_by_people(run, replans)
    rejections = [{"actor": e.actor, "payload": e.payload} for e in rejected_events]
    decided = _decided(approvals)
    for d in decisions:
        refunded = refunded_so_far(order, ctx.state.get("decisions", {}))
        subject = f"run:{run.pk}:decision:{d['digest']}"
        approval = decided.get((subject, Approval.Status.APPROVED))
        checks = partial(check_decision, decision=d, retrieved_refs=retrieved, evidence=evidence_of(ctx.state, run.ticket.created_at, run.ticket.time_zone),
                         refunded=refunded, customer_email=run.ticket.customer_email, ticket_requests=requests,
                         link_confirmed_by=link_confirmed_by(ctx.state), kind_set_by=set_by.get(d["subtask"], ""),
                         run_before_cents=run_before_cents(d, ctx.state.get("decisions", {})), run_id=run.pk,
                         run_units=units_taken(d, ctx.state.get("decisions", {})), claim_parts=same_claim(d, ctx.state.get("decisions", {})),
                         lowered_by=lead_instructed(rejections, ctx.state.get("decisions", {}), d["subtask"]))
        results = checks(approval={"id": approval.pk} if approval else None)
        # A lead's no on this very decision wins over any standing approval: looked up before one is spent.
        rejected = decided.get((subject, Approval.Status.REJECTED)) if approval is None and _ceiling_only(results) else None
        covered = _standing_cover(ctx, d, results) if approval is None and rejected is None else None
        if covered is not None:
            results = checks(approval={"id": None, "standing": covered})
        passed = all(r.passed for r in results)
        event = record.append(run, "guard_check", {"decision": d["ref"], "subtask": d["subtask"], "passed": passed, "checks": as_payload(results),
                                                   **({"standing_approval": covered} if covered else {})}, actor="system")
        if passed:
            d["state"] = DecisionState.ADMITTED
            d["covers"] = covers_of(d, order, refunded)
            if covered is not None:
                d["standing_approval"] = covered
                # The lead's pending approval of a decision the rule has since covered leaves their queue.
                waits.void_pending(run, why=f"standing approval #{covered['id']} covered it", actor="system", subject=subject)
            if approval is not None:
                decided.pop((subject, Approval.Status.APPROVED), None)  # spent: no later decision of this pass finds it
                approval.status, approval.used_at = Approval.Status.USED, world.now()
                approval.save(update_fields=["status", "used_at"])
            settle_steps(run, event)
            continue
        if needs_approval_only(results):
            if rejected is None and not _ceiling_only(results):
                rejected = decided.get((subject, Approval.Status.REJECTED))
            if rejected is not None:
                d["state"] = DecisionState.REJECTED
                ctx.escalate(subtask_number=d["subtask"], open_item=_goal(run, d["subtask"]),
                             reason=f"refund of {d['amount_cents']}c rejected by {rejected.decided_by}: {rejected.note}", actor="system")
                continue
            waits.ask_a_lead(run, d, requested_by=run.ticket.created_by)
            d["state"] = DecisionState.AWAITING_APPROVAL
            waiting = True
            continue
        count = failures.get(str(d["subtask"]), 0) + 1
        failures[str(d["subtask"])] = count
        run.guard_failures += 1
        d["state"] = DecisionState.REFUSED
        failed = [r.check for r in results if not r.passed]
        if "damage_not_caused_at_home" in failed:
            # damage done at home is no claim; a goodwill refund is a person's call, not the model's to retry
            ctx.escalate(subtask_number=d["subtask"], open_item=_goal(run, d["subtask"]),
                         reason=f"the guard refused the damage refund: {refusal_reasons(results)}; a person decides on any goodwill", actor="system")
        elif count >= 2:
            # (refused as about other goods than the line: the customer's goods named, runs/other_goods_open_item.py)
            ctx.escalate(subtask_number=d["subtask"], open_item=naming_the_customers_goods(_goal(run, d["subtask"]), results),
                         reason=f"the guard refused decisions twice ({', '.join(failed)}): {refusal_reasons(results)}", actor="system")
        else:
            ctx.notices.append(f"GUARD REFUSED {d['ref']} for subtask {d['subtask']}: {refusal_reasons(results)}. "
                               "Propose a corrected decision; a second refusal escalates.")
    if waiting and only_waits_left(ctx, list(run.subtasks.order_by("number"))):
        run.status = Run.Status.AWAITING_APPROVAL
        return
    if waiting:
        # Anything else that can move goes on while a lead decides (runs.holds): admitted decisions
        # of other subtasks are carried out, a refused one is corrected.
        refs = ", ".join(d["ref"] for d in awaiting_approval(ctx.state.get("decisions", {})).values())
        ctx.notices.append(f"{refs} waits for a support lead; carry on with the other subtasks meanwhile (the reply waits for all).")
    live = [d for d in ctx.state.get("decisions", {}).values() if d["state"] == DecisionState.ADMITTED]
    if live and not any(d["state"] in (DecisionState.PROPOSED, DecisionState.REFUSED) and not _superseded(ctx, d) for d in decisions):
        enter_phase(ctx, Phase.ACT, f"guard admitted {', '.join(d['ref'] for d in live)}")
    elif not live and all(s.is_closed for s in run.subtasks.all()):
        enter_phase(ctx, Phase.CONFIRM, "nothing left to act on")


def _ceiling_only(results: list) -> bool:
    """Whether the ceiling is the one check a decision fails: the only case a standing approval may cover."""
    return {r.check for r in results if not r.passed} == {"amount_within_ceiling"}


def _decisions_approvals(decided: list[Approval], subjects: list[str], now) -> list[Approval]:
    """A lead's yes still in force (no expiry, or one after `now`) and their no on each of `subjects` (the
    decisions the guard checks in this pass), newest first, picked from `decided` (the run's approvals said
    yes or no on, newest first, read with the guard's other reads in a statement compiled once): the rows of
    Approval.objects.filter(run=run, subject__in=subjects, status__in=(APPROVED, REJECTED)).filter(
    ~Q(status=APPROVED) | Q(expires_at__isnull=True) | Q(expires_at__gt=now)).order_by("-created_at", "-pk")."""
    wanted = set(subjects)
    return [a for a in decided if a.subject in wanted
            and (a.status != Approval.Status.APPROVED or a.expires_at is None or a.expires_at > now)]


def _decided(rows: list[Approval]) -> dict[tuple[str, str], Approval]:
    """{(subject, status): the newest such approval} of _decisions_approvals' rows. Nothing the pass
    writes changes them: it spends a yes only after its own decision was looked up, and asks for new
    ones as pending."""
    found: dict[tuple[str, str], Approval] = {}
    for approval in rows:
        found.setdefault((approval.subject, approval.status), approval)  # the newest first, as .first() on the model's ordering
    return found


def _standing_cover(ctx: TurnContext, d: dict, results: list) -> dict | None:
    """A support lead's standing approval in place of their yes on this refund: only when the ceiling
    is the one check it fails (a decision flagged for a person still waits for one)."""
    if not _ceiling_only(results):
        return None
    seller_type = ((ctx.state.get("order") or {}).get("seller") or {}).get("seller_type", "")
    claim = next((r.inputs.get("claim_cents") or 0 for r in results if r.check == "amount_within_ceiling"), 0)
    return standing.cover(ctx.run, d, seller_type=seller_type, key=idempotency_key(ctx, d["ref"]), claim_cents=claim)


def only_waits_left(ctx: TurnContext, subtasks: list[Subtask]) -> bool:
    """Whether a decision waits for a support lead and every open subtask waits on it: its own
    decision is the one waiting, its admitted decision draws on what a waiting one does, or it
    depends on a subtask not yet resolved. Otherwise something can still move and the run goes on."""
    decisions = ctx.state.get("decisions", {})
    waiting = awaiting_approval(decisions)
    if not waiting:
        return False
    resolved = {s.number for s in subtasks if s.status == Subtask.Status.RESOLVED}
    for s in subtasks:
        if s.is_closed or s.number in waiting or any(n not in resolved for n in s.depends_on):
            continue
        admitted = [d for d in decisions.values() if d["subtask"] == s.number and d["state"] == DecisionState.ADMITTED]
        if not (admitted and held_by(decisions, admitted[0])):
            return False
    return True


def wait_for_lead(ctx: TurnContext) -> None:
    """Everything independent is done: back to decide, where the guard reads the lead's answer. If
    every waiting decision's approval is still pending the run waits; an answer that came in while
    the run went on (or an approval voided meanwhile) is read by the guard now."""
    run = ctx.run
    waiting = list(awaiting_approval(ctx.state.get("decisions", {})).values())
    enter_phase(ctx, Phase.DECIDE, f"the rest waits for a support lead's answer on {', '.join(d['ref'] for d in waiting)}")
    subjects = {f"run:{run.pk}:decision:{d['digest']}" for d in waiting}
    pending = set(Approval.objects.filter(run=run, subject__in=subjects, status=Approval.Status.PENDING).values_list("subject", flat=True))
    if subjects <= pending:
        run.status = Run.Status.AWAITING_APPROVAL
    else:
        guard_decisions(ctx, waiting)


def _superseded(ctx: TurnContext, d: dict) -> bool:
    return d["state"] == DecisionState.REFUSED and any(o["subtask"] == d["subtask"] and o["state"] == DecisionState.ADMITTED for o in ctx.state["decisions"].values())


def _goal(run: Run, number: int) -> str:
    return run.subtasks.filter(number=number).values_list("goal", flat=True).first() or f"subtask {number}"


def plan_awaits_revision(run: Run) -> bool:
    """A reviewer sent the plan back with instructions and the agent has not revised it since:
    nothing else moves on until it does (its request says so, and a built-in agent's view)."""
    sent_back = run.state.get("plan_sent_back")
    return sent_back is not None and run.revision_count <= sent_back


def plan_needs_confirmation(run: Run, subtasks: list[Subtask]) -> bool:
    if run.state.get("plan_sent_back") is not None:
        return True  # a reviewer sent the plan back: its revision is confirmed whatever the rule
    rule = settings.PLAN_CONFIRMATION_RULE
    if rule == "never":
        return False
    if rule == "always":
        return True
    order = run.state.get("order") or {}
    order_value = sum(line["unit_price_cents"] * line["quantity"] for line in order.get("lines", []))
    external = Step.objects.filter(subtask__run=run, effect_class="external_effect").exists()
    return len(subtasks) > 1 or (external and order_value > settings.REFUND_CEILING_CENTS)


def wait_for_plan_if_needed(ctx: TurnContext, subtasks: list[Subtask]) -> None:
    run = ctx.run
    if not plan_needs_confirmation(run, subtasks):
        return
    subject = f"run:{run.pk}:plan:r{run.revision_count}"
    if Approval.objects.filter(subject=subject, status__in=[Approval.Status.APPROVED, Approval.Status.USED]).exists():
        return
    if not Approval.objects.filter(subject=subject, status=Approval.Status.PENDING).exists():
        Approval.objects.create(run=run, kind=Approval.Kind.PLAN, subject=subject, decision={"plan": plan_snapshot(run.subtasks.order_by("number"))},
                                requested_by=run.ticket.created_by, expires_at=world.now() + timedelta(hours=settings.APPROVAL_TTL_HOURS))
        record.append(run, "approval_requested", {"kind": "plan", "subject": subject}, actor="system")
    run.status = Run.Status.AWAITING_PLAN
