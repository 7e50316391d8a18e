"""The run list and the run page: a run's phases, its plan with steps, its timeline, replans,
approvals, escalations and drift alerts."""

from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Exists, OuterRef, Prefetch, QuerySet, Subquery
from django.db.models.functions import Coalesce

from runs.machine import ORDER, PHASES
from runs.guards import FUNDED_BY
from runs.holds import subtask_waits
from runs.money import dollars
from runs.models import Approval, DriftAlert, Phase, ReplanEvent, Run, RunEvent, Step, Subtask
from runs.screening import checks_count, reading_rows, uncovered_count
from runs.step_checks import On, results
from supervisor.selectors.audit import replan_view
from supervisor.selectors.timeline import timeline


def _had_drift():
    return Exists(DriftAlert.objects.filter(run=OuterRef("pk")))


def run_list_queryset() -> QuerySet[Run]:
    """Runs newest first with their ticket. Whether a run ever raised drift is an alias the drift
    filter reads (a semi-join through the alerts' run index), never a column of this query: selected
    here, PostgreSQL answers it for a 25-row page by hashing every drift alert ever raised, a read
    that grows with history. The page's rows get it with their subtask tallies (`add_subtask_tallies`)."""
    return Run.objects.select_related("ticket").alias(has_drift=_had_drift()).order_by("-pk")


@dataclass
class KeysetPage:
    """One page of a list ordered newest first, found from the row before it instead of an offset:
    the database reads the page's rows through an index and never counts the whole list."""

    object_list: list
    newer: int | None = None  # pass as ?after= for the page before this one
    older: int | None = None  # pass as ?before= for the page after this one

    @property
    def has_other_pages(self) -> bool:
        return self.newer is not None or self.older is not None


def keyset_page(queryset: QuerySet, *, size: int, before: int | None = None, after: int | None = None) -> KeysetPage:
    """The `size` rows older than `before`, or newer than `after` (nearest first), or the newest ones.
    `queryset` is ordered by descending primary key. One query."""
    if after is not None:
        rows = list(queryset.filter(pk__gt=after).order_by("pk")[:size + 1])
        more_newer = len(rows) > size
        rows = rows[:size][::-1]
        return KeysetPage(rows, newer=rows[0].pk if rows and more_newer else None, older=rows[-1].pk if rows else None)
    if before is not None:
        queryset = queryset.filter(pk__lt=before)
    rows = list(queryset[:size + 1])
    more_older = len(rows) > size
    rows = rows[:size]
    return KeysetPage(rows, newer=rows[0].pk if rows and before is not None else None,
                      older=rows[-1].pk if rows and more_older else None)


def _subtask_count(**match) -> Coalesce:
    """How many of the outer run's subtasks match, as a subquery on that run's subtasks alone."""
    counted = (Subtask.objects.filter(run=OuterRef("pk"), **match).order_by().values("run_id")
               .annotate(n=Count("id")).values("n"))
    return Coalesce(Subquery(counted), 0)


def add_subtask_tallies(runs: list[Run]) -> list[Run]:
    """`subtask_total`, `subtask_resolved` and `has_drift` (the run ever raised a drift alert) on each
    run, in one query over these runs only: each an index lookup per run shown, whatever the history."""
    # `or [0]` (no run has id 0): an empty page asks the same questions as a full one.
    rows = (Run.objects.filter(pk__in=[r.pk for r in runs] or [0]).order_by()
            .annotate(total=_subtask_count(), resolved=_subtask_count(status=Subtask.Status.RESOLVED), drift=_had_drift())
            .values_list("pk", "total", "resolved", "drift"))
    tallies = {pk: row for pk, *row in rows}
    for run in runs:
        run.subtask_total, run.subtask_resolved, run.has_drift = tallies.get(run.pk, (0, 0, False))
    return runs


@dataclass
class PhaseNode:
    phase: str
    label: str
    purpose: str
    incident: str
    tools: tuple[str, ...]
    state: str  # "current", "visited", "ahead", or "ended" (a finished run stopped there)


def phase_diagram(run: Run, events: list[RunEvent]) -> list[PhaseNode]:
    """The five phases, each marked current, visited (the run has been there) or ahead. A finished
    run is in none of them now: the phase it stopped in (an escalation closed it early) is "ended"."""
    visited = {e.payload.get("from") for e in events if e.kind == "transition"} | {e.phase for e in events}
    here = "ended" if run.is_finished and run.phase != Phase.CLOSED else "current"
    nodes = []
    for p in ORDER:
        spec = PHASES[p]
        state = here if run.phase == p else ("visited" if p in visited else "ahead")
        nodes.append(PhaseNode(p, Phase(p).label, spec.purpose, spec.incident, spec.tools, state))
    return nodes


def subtasks_with_steps(run_ids) -> QuerySet[Subtask]:
    steps = Step.objects.select_related("result_event").order_by("number")
    return (
        Subtask.objects.filter(run_id__in=run_ids)
        .select_related("evidence_event")
        .prefetch_related(Prefetch("steps", queryset=steps))
        .order_by("run_id", "number")
    )


def split_steps(run: Run, subtasks) -> list[Subtask]:
    """Each subtask with `active_steps` and `skipped_steps` (steps a replan replaced), from the
    prefetch; each active step with its checks (`before`, `done_when`) evaluated on the run's record
    now: met, not met, or not yet while the subtask and the run are still going (no queries)."""
    out = []
    for s in subtasks:
        steps = list(s.steps.all())
        s.active_steps = [st for st in steps if st.status != Step.Status.SKIPPED]
        s.skipped_steps = [st for st in steps if st.status == Step.Status.SKIPPED]
        on, going = On.of(run, s), not (s.is_closed or run.is_finished)
        for st in s.active_steps:
            st.before = results(st.precondition, on, still_going=going)
            st.done_when = results(st.acceptance, on, still_going=going, held=st.status == Step.Status.DONE)
        out.append(s)
    return out


# On whom a subtask waits, as the plan's summary says it (one subtask / several).
WAITS_ON = {"lead": ("waits for a support lead", "wait for a support lead"), "reviewer": ("waits for a reviewer", "wait for a reviewer"),
            "subtask": ("waits for another subtask", "wait for other subtasks"), "escalation": ("handed to a person", "handed to a person")}


def given_to(run: Run, approvals) -> dict[str, str]:
    """Decision digest -> whom its pending refund approval was given to, in words, for the ones no
    longer with the support leads as a role: a named person, or the group it went to (the admins,
    once escalated). `approvals`: the run's, with their assignees."""
    prefix = f"run:{run.pk}:decision:"
    out = {}
    for a in approvals:
        if a.kind != Approval.Kind.REFUND or a.status != Approval.Status.PENDING or not a.subject.startswith(prefix):
            continue
        if a.assignee_id is not None:
            out[a.subject[len(prefix):]] = a.assignee.get_username()
        elif a.assigned_group:  # set when escalated (runs.waits.record_breach)
            out[a.subject[len(prefix):]] = f"the {a.assigned_group} group"
    return out


def add_waits(run: Run, subtasks, approvals=()) -> list[str]:
    """`wait` on each subtask (runs.holds.subtask_waits: on whom it waits, or done) and the plan's
    summary in words ("1 done", "1 waits for a support lead"), from the run's state and its
    `approvals` (read by the caller, with assignees: no queries)."""
    rows = [{"number": s.number, "status": s.status, "depends_on": s.depends_on} for s in subtasks]
    waits = subtask_waits(rows, run.state.get("decisions", {}), run_status=run.status, with_whom=given_to(run, approvals))
    for s in subtasks:
        s.wait = waits[s.number]
    done = sum(1 for w in waits.values() if w["done"] and w["on"] != "escalation")
    summary = [f"{done} done"] if done else []
    if not run.is_finished:
        for on, (one, many) in WAITS_ON.items():
            count = sum(1 for w in waits.values() if w["on"] == on)
            if count:
                summary.append(f"{count} {one if count == 1 else many}")
    return summary


def screening_view(run: Run, subtasks, deciding: bool | None = None) -> dict:
    """The screener's reading beside the plan: every request sentence and the subtask covering it (no queries).
    `deciding`: whether a reviewer decides the plan now (by default, whether the run waits for it)."""
    deciding = run.status == Run.Status.AWAITING_PLAN if deciding is None else deciding
    rows = reading_rows(run, [{"number": s.number, "kind": s.case_type, "goal": s.goal} for s in subtasks], deciding)
    return {"screening": rows, "screening_dropped": uncovered_count(rows) if subtasks else 0, "screening_checks": checks_count(rows),
            "screening_deciding": deciding, "language": run.state.get("language")}


# Who pays a refund back, in the words the approval queue uses.


def money_moved(events: list[RunEvent]) -> list[str]:
    """What the run did to money and goods, in plain words, from its recorded tool results (no queries)."""
    results = [e.payload for e in events if e.kind == "tool_result" and e.payload.get("ok")]
    refunds = {r["result"]["refund_id"]: r for r in results if r.get("name") == "issue_refund"}
    returns = {r["result"]["return_id"]: r for r in results if r.get("name") == "start_return"}
    refunded = {r["input"].get("decision") for r in refunds.values()}
    lines = [f"Refund of {dollars(r['result']['amount_cents'])} paid to the customer "
             f"(funded by {FUNDED_BY.get(r['result']['source'], r['result']['source'])})." for r in refunds.values()]
    for r in returns.values():
        kind = "collection" if r["result"].get("kind") == "collection" else "return"
        later = "" if r["input"].get("decision") in refunded else "; its refund is paid once the item is back"
        lines.append(f"A {kind} of the item ({r['result']['sku']}) is booked{later}.")
    return lines


# What the run page reads beside its run and events, each in one query (subtasks: three).
PARTS = ("subtasks", "replans", "approvals", "escalations", "drift_alerts")


def run_record(run_id: int, *, known: list[RunEvent] = ()) -> tuple[Run, list[RunEvent]]:
    """The run (with its ticket) and its events, the events read first: the row is then at least as
    new as the newest event shown, and a change committed in between is announced again.

    `known`: the run's events up to some seq, read before. A run's history is append-only and its
    events commit in seq order (each under the run's lock), so only the ones after them are read:
    a live page's push reads what its run added, not the whole history again."""
    events = events_after(run_id, known)
    return run_row(run_id), events


def events_after(run_id: int, known: list[RunEvent] = ()) -> list[RunEvent]:
    """The run's events: `known` (read before, up to some seq) and those after them."""
    events = RunEvent.objects.filter(run_id=run_id).order_by("seq")
    return [*known, *(events.filter(seq__gt=known[-1].seq) if known else events)]


def run_row(run_id: int) -> Run:
    """The run with its ticket (raises Run.DoesNotExist)."""
    return Run.objects.select_related("ticket", "ticket__created_by").get(pk=run_id)


def run_events(run_id: int, events: list[RunEvent], replans: list | None = None, *, turns: bool = True) -> dict:
    """The run's events, and with `turns` its timeline: the events by turn, with its replans (read
    unless given). All a live push of the timeline reads, before the run row and the rest of the page."""
    context = {"events": events, "event_count": len(events), "last_seq": events[-1].seq if events else 0}
    if turns:
        if replans is None:
            replans = list(ReplanEvent.objects.filter(run_id=run_id).order_by("created_at", "pk"))
        context.update(replan_rows=replans, replans=[replan_view(r) for r in replans], turns=timeline(events, replans=replans))
    return context


def run_detail(run_id: int, *, parts=PARTS, record: tuple[Run, list[RunEvent]] | None = None, replans: list | None = None) -> dict:
    """What the run page shows, in a fixed number of queries: the run and its events (`record`, if
    already read), then only the `parts` asked for (a live push reads what its regions show).

    `replans`: the run's replans, if already read since its last `replan` event (they are
    append-only, each written with its event); `replan_rows` in the context is the list used."""
    run, events = record or run_record(run_id)
    context = {"run": run, **run_events(run.pk, events, replans, turns="replans" in parts),
               "money_moved": money_moved(events), "phases": phase_diagram(run, events)}
    approvals = None
    if "approvals" in parts or "subtasks" in parts:  # the subtasks name whom a refund was given to
        approvals = list(run.approvals.select_related("requested_by", "decided_by", "assignee").order_by("created_at", "pk"))
    if "subtasks" in parts:
        subtasks = split_steps(run, subtasks_with_steps([run.pk]))
        context.update(subtasks=subtasks, wait_summary=add_waits(run, subtasks, approvals), **screening_view(run, subtasks))
    if "approvals" in parts:
        waiting_plan = next((a for a in approvals if a.kind == Approval.Kind.PLAN and a.status == Approval.Status.PENDING and a.requested_by_id), None)
        # The plan waits for someone other than the person who asked for it (edited it, or typed the ticket).
        context["plan_asked_by"] = waiting_plan and (waiting_plan.requested_by,
                                                     "typed the ticket" if waiting_plan.requested_by_id == run.ticket.created_by_id
                                                     else "edited the plan")
        context["approvals"] = approvals
        # Refunds a lead's standing approval covered in their place: on the decision, so no query.
        context["standing_covered"] = [d for d in (run.state.get("decisions") or {}).values() if d.get("standing_approval")]
    if "escalations" in parts:
        context["escalations"] = list(run.escalations.select_related("subtask", "resolved_by").order_by("created_at", "pk"))
    if "drift_alerts" in parts:
        drift_alerts = list(run.drift_alerts.order_by("created_at", "pk"))
        alert_events = {e.payload.get("alert"): e.seq for e in events if e.kind == "drift_alert"}
        for alert in drift_alerts:
            alert.event_seq = alert_events.get(alert.pk)
        context["drift_alerts"] = drift_alerts
    return context
