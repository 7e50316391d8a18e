"""What a turn may touch: the run, its state, the shop of the run's world (runs.world), and the
checked changes every part of the walk shares (pinning the order, noting facts, a subtask's
status, an escalation)."""

from __future__ import annotations

from django.conf import settings
from django.db.models import Q

from .. import hot_reads, hot_writes, record, world
from ..follow_ups import handed_from
from ..sentences import normalise_ref
from ..models import DriftAlert, Escalation, Run, RunEvent, Step, Subtask
from ..pinned import PINNED_KINDS, pinned_query
from ..quoting import shortened
from ..reply_owed import with_reply_owed
from ..screening import OPEN_ITEM_MOST, requests_in_words
from ..tools import ToolError
from .steps import plan_of, settle_steps, subtask_changed


def open_items(run: Run) -> str:
    """What a whole-run escalation leaves open: every open subtask's goal; before any plan, the
    ticket's requests as read, so the customer's own request is named beside one the run refused."""
    goals = "; ".join(run.subtasks.exclude(status__in=Subtask.CLOSED).values_list("goal", flat=True))
    if goals or run.subtasks.exists():
        return shortened(goals, OPEN_ITEM_MOST)
    return shortened(requests_in_words(run), OPEN_ITEM_MOST)


DRIFT_ALERT = "drift_alert"  # the run's state key: its open drift alert ({"id", "turn"}), or None


def open_drift_alert(run: Run) -> dict | None:
    """The run's open drift alert as {"id", "turn"}, or None. The turn that raises or closes an
    alert notes it in the run's state (only the walk does either), so neither the request nor the
    next turn reads the alerts; a run whose state predates the note reads its row."""
    if DRIFT_ALERT in run.state:
        return run.state[DRIFT_ALERT]
    row = run.drift_alerts.filter(status=DriftAlert.Status.OPEN).values("pk", "turn").first()
    return {"id": row["pk"], "turn": row["turn"]} if row else None


def pinned_events(run: Run) -> list[RunEvent]:
    """The events the request's pinned instructions are read from (runs.pinned), once for the run
    object: the request asks for them, and the stop check before it finds people's interventions there."""
    if "_pinned_events" not in run.__dict__:
        run.__dict__["_pinned_events"] = list(pinned_query(run))
    return run.__dict__["_pinned_events"]


def answer_recorded(run: Run, turn: int) -> RunEvent | None:
    """The answer recorded for `turn`, if any. For the next turn it is read in one statement with
    all the request reads of the record (request_events: pinned_events then has people's, and the
    request and the stop check read no more); for another turn, with the pinned events alone."""
    if turn == run.turn + 1:
        found = request_events(run)
        return next((e for e in found if e.kind == "model_response" and e.turn == turn), None)
    found = list(run.events.filter(Q(kind__in=PINNED_KINDS) | Q(kind="model_response", turn=turn)).order_by("seq"))
    run.__dict__["_pinned_events"] = [e for e in found if e.kind in PINNED_KINDS]
    return next((e for e in found if e.kind == "model_response"), None)


def window_floor(run: Run) -> int:
    """The turn after which the request's window of answers lies: this phase's turns, and no more
    than the last CONTEXT_WINDOW_TURNS of them (every turn has its one answer: runs.walk.turn counts
    a turn only when it applies one)."""
    return max(run.state.get("phase_started_turn", 0), run.turn - max(settings.CONTEXT_WINDOW_TURNS, 0))


def request_events(run: Run) -> list[RunEvent]:
    """Everything the next turn's request reads of the record, in one statement, in seq order: the
    pinned events (what people said), every tool result (evidence, policies' text), and the answers
    and turn ends after window_floor (the window, its notices, and an answer already recorded for
    the next turn). Read once for the run object as it is (its turn and next_seq), with the plan
    the request shows (request_plan) in the same round trip."""
    key = (run.turn, run.next_seq, window_floor(run))
    cached = run.__dict__.get("_request_events")
    if cached is not None and cached[0] == key:
        return cached[1]
    # run.events (pinned, tool results, the window's answers and turn ends), then run.subtasks with their evidence events,
    # then the pending steps (for the turn that applies the answer, if nothing is appended before: walk.steps.carry_plan)
    found, plan, steps = hot_reads.request_events_and_plan(run, key[2])
    _keep_request_reads(run, key, found, plan, steps)
    return found


def _keep_request_reads(run: Run, key: tuple, found: list[RunEvent], plan: list[Subtask], steps: list[Step]) -> None:
    run.__dict__["_request_events"] = (key, found)
    run.__dict__["_request_plan"] = (key, plan)
    run.__dict__["_request_steps"] = (key, steps)
    run.__dict__["_pinned_events"] = [e for e in found if e.kind in PINNED_KINDS]


def know_request_reads(run: Run, floor: int, found: list[RunEvent], plan: list[Subtask], steps: list[Step]) -> None:
    """request_events, request_plan and request_steps as read for `run` with `floor`, in the round trip
    that read the run itself (after it, as they would be read next): kept if `floor` is the run's window floor."""
    key = (run.turn, run.next_seq, window_floor(run))
    if key[2] == floor:
        _keep_request_reads(run, key, found, plan, steps)


def request_plan(run: Run) -> list[Subtask]:
    """The plan the next turn's request shows (each subtask with its evidence event, in order),
    read with request_events for the run object as it is: the plan changes only in commits that
    append to the record, so the same turn and next_seq mean the same rows."""
    request_events(run)
    return run.__dict__["_request_plan"][1]


def request_events_read(run: Run) -> list[RunEvent]:
    """What request_events has read for this run object, if it has (no query)."""
    return run.__dict__.get("_request_events", (None, []))[1]


def pending_interventions(run: Run) -> list[RunEvent]:
    """People's interventions the run has not consumed yet, in order: read once for the run object
    (the stop check and the turn that consumes them, or the request, ask the same question), and
    again only once the run has consumed some. Taken from the pinned events when they are read."""
    seen = run.state.get("interventions_seen", 0)
    if "_pinned_events" in run.__dict__:
        return [e for e in run.__dict__["_pinned_events"] if e.kind == "intervention" and e.seq > seen]
    cached = run.__dict__.get("_pending_interventions")
    if cached is None or cached[0] != seen:
        cached = (seen, hot_reads.interventions_after(run, seen))  # run.events.filter(kind="intervention", seq__gt=seen).order_by("seq")
        run.__dict__["_pending_interventions"] = cached
    return cached[1]


def interventions_read(run_id: int, seen: int) -> tuple:
    """pending_interventions' read for a run that has consumed `seen` interventions, as a (hot read, args) pair."""
    return hot_reads.INTERVENTIONS, (run_id, seen)


def interventions_read_with_lock(run: Run, seen: int, found: list[RunEvent]) -> None:
    """People's interventions after `seen`, `found` by the read made with the step's row lock
    (lease.locked_run): pending_interventions' rows for the step if the locked run has consumed
    `seen` (interventions are appended only under that lock); else they are read again when asked."""
    if run.state.get("interventions_seen", 0) == seen:
        for e in found:
            e.run = run  # as a read through run.events holds it
        run.__dict__["_pending_interventions"] = (seen, found)


def carry_interventions(read: Run, to: Run) -> None:
    """Give `to` (the same run, read again) the pending interventions `read` has, when the caller
    knows nothing was appended in between."""
    if read.state.get("interventions_seen", 0) == to.state.get("interventions_seen", 0):
        seen = to.state.get("interventions_seen", 0)
        to.__dict__["_pending_interventions"] = (seen, pending_interventions(read))


class TurnContext:
    """What a turn may touch. The calls (runs.walk.calls) change the run only through these and
    the plan, decision and reply functions, each of which checks before it changes."""

    def __init__(self, run: Run):
        self.run = run
        self.shop = world.shop()
        self.state = run.state
        self.notices: list[str] = []
        self.turn_began_here = False  # the turn began in this transaction (runs.walk.turn)

    def append(self, kind: str, payload: dict, *, actor: str = "agent") -> RunEvent:
        return record.append(self.run, kind, payload, actor=actor)

    def subtasks(self) -> list[Subtask]:
        """run.subtasks with their evidence events and steps, in order (the first statement compiled once: runs.hot_reads)."""
        return hot_reads.plan_with_steps(self.run)  # on PostgreSQL the plan and its steps in one round trip

    def subtask(self, number) -> Subtask:
        """The subtask of this number, from the plan as this transaction holds it (plan_of)."""
        try:
            wanted = int(number)
        except (TypeError, ValueError):
            wanted = None
        plan = plan_of(self.run)
        found = next((s for s in plan if s.number == wanted), None) if wanted is not None else None
        if found is None:
            raise ToolError(f"There is no subtask {number}. The plan has: {[s.number for s in plan]}.")
        return found

    def require_order(self) -> str:
        ref = self.run.order_ref
        if not ref:
            raise ToolError("No order is pinned to this run yet.")
        return ref

    def blocked_by(self, subtask: Subtask, plan: list[Subtask] | None = None) -> list[int]:
        """The subtasks `subtask` waits for that are not resolved; `plan`: the run's subtasks, read already."""
        if not subtask.depends_on:
            return []  # waits for nothing: nothing to read
        closed = {s.number for s in (plan if plan is not None else plan_of(self.run)) if s.status == Subtask.Status.RESOLVED}
        return [d for d in subtask.depends_on if d not in closed]

    def pin_order(self, order: dict) -> None:
        handed = handed_from(self.run)
        if handed and normalise_ref(handed["order_ref"]) != normalise_ref(order["order_ref"]):
            raise ToolError(f"This run is a follow-up working order {handed['order_ref']} alone; it never pins another order.")
        if self.run.order_ref and self.run.order_ref != order["order_ref"] and self.run.subtasks.exists():
            raise ToolError(f"The run is pinned to {self.run.order_ref}; a plan already exists for it.")
        if self.run.order_ref != order["order_ref"]:
            # Pinning the order is triage's first piece of work: the first pin counts as progress
            # for the drift check, switching between orders does not.
            self.append("order_pinned", {"order_ref": order["order_ref"], "first": not self.run.order_ref})
        self.run.order_ref = order["order_ref"]
        self.state["order"] = order

    def note_fact(self, name: str, value: dict) -> None:
        self.state[name] = value

    def note_policies(self, docs: list[dict]) -> None:
        retrieved = self.state.setdefault("retrieved", {})
        for doc in docs:
            retrieved[doc["ref"]] = {"title": doc["title"], "case_type": doc["case_type"]}

    def set_status(self, subtask: Subtask, status: str, *, evidence_event: RunEvent | None = None, note: str = "", deferred_reason: str = "") -> dict:
        before = subtask.status
        subtask.status = status
        subtask.updated_turn = self.run.turn
        changed = ["status", "updated_turn"]
        if evidence_event is not None:
            subtask.evidence_event = evidence_event
            subtask.evidence = shortened(note or f"{evidence_event.payload.get('name')} result, turn {evidence_event.turn}", 300)
            changed += ["evidence_event", "evidence"]
        if deferred_reason:
            subtask.deferred_reason = shortened(deferred_reason, 300)
            changed.append("deferred_reason")
        hot_writes.save_fields(subtask, changed)  # subtask.save(update_fields=changed), its statement compiled once
        subtask_changed(self.run, subtask)
        # A step is done only when its acceptance holds: resolving a subtask does not make the
        # steps nobody carried out done (a refund that a collection made unnecessary stays not done).
        event = self.append("subtask_status", {"subtask": subtask.number, "from": before, "to": status,
                                               "evidence_seq": evidence_event.seq if evidence_event else None, "note": note,
                                               "deferred_reason": deferred_reason})
        settle_steps(self.run, event)
        return {"subtask": subtask.number, "status": status}

    def escalate(self, *, subtask_number, open_item: str, reason: str, actor: str = "agent") -> dict:
        """Hand a subtask, or the whole run, to a person. The open item is always named: a blank one
        is replaced by the subtask's goal, or by every open subtask's goal."""
        open_item = (open_item or "").strip()
        if subtask_number is not None:
            subtask = self.subtask(subtask_number)
            open_item = open_item or subtask.goal
            if subtask.is_closed:
                raise ToolError(f"Subtask {subtask.number} is already {subtask.status}.")
            Escalation.objects.create(run=self.run, subtask=subtask, open_item=shortened(open_item, OPEN_ITEM_MOST), reason=reason)
            self.set_status(subtask, Subtask.Status.ESCALATED, note=shortened(reason, 300))
            self.append("escalated", {"subtask": subtask.number, "open_item": open_item, "reason": reason}, actor=actor)
            return {"escalated": subtask.number}
        open_item = open_item or open_items(self.run) or "the customer's request"
        reason = with_reply_owed(reason, self.state)
        Escalation.objects.create(run=self.run, open_item=shortened(open_item, OPEN_ITEM_MOST), reason=reason)
        self.run.status = Run.Status.AWAITING_ESCALATION
        self.append("escalated", {"subtask": None, "open_item": open_item, "reason": reason}, actor=actor)
        return {"escalated": "run", "note": "A person will take it from here."}
