"""The audit pages: every replan with the old and new plan side by side, and its exports."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from django.db.models import QuerySet

from runs.models import ReplanEvent
from runs.plan import plan_diff


@dataclass
class DiffRow:
    number: int
    state: str  # added, removed, changed, same
    old: dict | None
    new: dict | None
    changed: tuple[str, ...] = ()


def plan_diff_rows(old_plan: list[dict], new_plan: list[dict]) -> list[DiffRow]:
    """Old and new plan side by side, one row per subtask number, with what changed named."""
    diff = plan_diff(old_plan or [], new_plan or [])
    added = {s["number"] for s in diff["added"]}
    removed = {s["number"] for s in diff["removed"]}
    changed = {c["number"]: tuple(c["fields"]) for c in diff["changed"]}
    before = {s["number"]: s for s in old_plan or []}
    after = {s["number"]: s for s in new_plan or []}
    rows = []
    for number in sorted(set(before) | set(after)):
        state = "added" if number in added else "removed" if number in removed else "changed" if number in changed else "same"
        rows.append(DiffRow(number, state, _diff_side(before.get(number)), _diff_side(after.get(number)), changed.get(number, ())))
    return rows


def _diff_side(subtask: dict | None) -> dict | None:
    if subtask is None:
        return None
    steps = subtask.get("steps") or []
    return {**subtask, "step_names": [s.get("tool") or s.get("title") for s in steps] if isinstance(steps, list) else []}


@dataclass
class ReplanView:
    replan: ReplanEvent
    rows: list[DiffRow]

    @property
    def counts(self) -> dict[str, int]:
        tally = Counter(r.state for r in self.rows)
        return {"added": tally["added"], "removed": tally["removed"], "changed": tally["changed"]}

    @property
    def by_person(self) -> bool:
        return self.replan.actor not in ("agent", "system")


def replan_view(replan: ReplanEvent) -> ReplanView:
    return ReplanView(replan, plan_diff_rows(replan.old_plan, replan.new_plan))


def replan_queryset() -> QuerySet[ReplanEvent]:
    return ReplanEvent.objects.select_related("run__ticket", "event").order_by("-created_at", "-pk")


def replan_record(replan: ReplanEvent) -> dict:
    """One replan as plain data, for the CSV and JSONL exports."""
    counts = replan_view(replan).counts
    return {
        "replan_id": replan.pk, "run_id": replan.run_id, "ticket": replan.run.ticket.ref, "turn": replan.turn,
        "event_seq": replan.event.seq, "actor": replan.actor, "actor_kind": "agent" if replan.actor in ("agent", "system") else "person",
        "created_at": replan.created_at.isoformat(), "trigger": replan.trigger, **counts,
        "old_plan": replan.old_plan, "new_plan": replan.new_plan, "diff": plan_diff(replan.old_plan or [], replan.new_plan or []),
    }
