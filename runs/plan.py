"""Plan as data: validating what the model proposes, and rendering what rides in every request.

A proposed plan is admitted only after code checks it: the schema, a known tool in every step, its
precondition and acceptance named from the checks the runtime evaluates (runs.step_checks), a step
that moves money or goods accepted only by the shop's record of it, and an effect class equal to
the tool's own. A rejected proposal is recorded with its reasons and the model is asked again;
nothing of it reaches the plan.

The pydantic models below are the plan's one definition: propose_plan's and replan's JSON schema
(runs.tools) is generated from them by `call_schema`, and the plan edit form reads its bounds and
fields from them (supervisor.forms).
"""

from __future__ import annotations

import types
from enum import Enum
from typing import Annotated, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from . import step_checks
from .models import EffectClass, StepStatus, SubtaskStatus
from .returns_without_money import declined_on_arrival
from .shop.kinds import NOT_A_CASE, CaseType

SUBTASK_KINDS = [c.value for c in CaseType] + NOT_A_CASE
STATUS_MARK = {SubtaskStatus.OPEN.value: " ", SubtaskStatus.IN_PROGRESS.value: "~", SubtaskStatus.RESOLVED.value: "x",
               SubtaskStatus.ESCALATED.value: "!", SubtaskStatus.DEFERRED.value: "-"}
# What a replan's diff compares for a subtask kept by number (the audit pages show the same fields).
DIFF_FIELDS = ("goal", "kind", "status", "depends_on", "steps", "deferred_reason")


class StepProposal(BaseModel):
    model_config = ConfigDict(extra="forbid")

    title: str = Field(min_length=3, max_length=200)
    tool: str
    # Names of runs.step_checks checks: what must hold before the step, and what proves it done.
    precondition: list[str] = Field(default_factory=list, max_length=9, json_schema_extra={"call": {
        "type": "array", "items": {"type": "string", "enum": step_checks.NAMES},
        "description": "Checks that must hold before this step (names from acceptance's list)."}})
    acceptance: list[str] = Field(min_length=1, max_length=9, json_schema_extra={"call": {
        "type": "array", "items": {"type": "string", "enum": step_checks.NAMES},
        "description": "Checks the runtime evaluates on the record; the step is done when all hold (a refund, return or reply "
                       "step names refund_issued, return_started or reply_sent). " + step_checks.vocabulary_for_model()}})
    effect_class: EffectClass
    compensation: str = Field(default="", max_length=300)
    budget_turns: int = Field(default=3, ge=1, le=20)
    budget_tokens: int = Field(default=8000, ge=500, le=200000)

    @field_validator("precondition", "acceptance")
    @classmethod
    def checks_known(cls, value: list[str]) -> list[str]:
        strange = step_checks.unknown(value)
        if strange:
            raise ValueError(f"unknown check {', '.join(map(repr, strange))}; a step names checks from: {', '.join(step_checks.NAMES)}")
        return list(dict.fromkeys(value))


class SubtaskProposal(BaseModel):
    model_config = ConfigDict(extra="forbid")

    number: int | None = Field(default=None, ge=1, le=50, json_schema_extra={"call": {"minimum": 1}})
    goal: str = Field(min_length=5, max_length=300)
    # The call lists the same kinds, the shop's case types alphabetically: the schema's bytes are
    # what every request repeats, so a change of order would cost the prompt cache.
    kind: str = Field(json_schema_extra={"call": {"enum": sorted(k for k in SUBTASK_KINDS if k not in NOT_A_CASE) + NOT_A_CASE}})
    depends_on: list[int] = Field(default_factory=list)
    steps: list[StepProposal] = Field(min_length=1, max_length=8)

    @field_validator("kind")
    @classmethod
    def kind_known(cls, value: str) -> str:
        if value not in SUBTASK_KINDS:
            raise ValueError(f"kind must be one of {', '.join(SUBTASK_KINDS)}")
        return value


Subtasks = Annotated[list[SubtaskProposal], Field(min_length=1, max_length=10)]


class PlanProposal(BaseModel):
    """The plan validate_plan admits: the subtasks a propose_plan or replan call carries."""

    model_config = ConfigDict(extra="forbid")

    subtasks: Subtasks


class ProposePlanCall(BaseModel):
    """propose_plan's arguments: the pinned order the plan is for, then the plan."""

    model_config = ConfigDict(extra="forbid")

    order_ref: str
    subtasks: Subtasks


class ReplanCall(BaseModel):
    """replan's arguments: the new fact that invalidates the plan (the reason on every subtask it
    leaves out), then the revised plan."""

    model_config = ConfigDict(extra="forbid")

    trigger: str
    subtasks: Subtasks


def length_bounds(model: type[BaseModel], name: str) -> tuple[int | None, int | None]:
    """(min_length, max_length) the model declares for a field, for a form that takes it from a person."""
    metadata = model.model_fields[name].metadata
    low = next((m.min_length for m in metadata if hasattr(m, "min_length")), None)
    high = next((m.max_length for m in metadata if hasattr(m, "max_length")), None)
    return low, high


def call_schema(model: type[BaseModel]) -> dict:
    """A tool call's JSON schema for the model's fields: their types, enums and which are required,
    no other keys. Bounds on lengths and numbers are left to the model's own validation (so a plan
    that breaks one is a recorded plan rejection, not a refused call), except what a field adds
    under json_schema_extra["call"] (an enum the model should see, a description of its names)."""
    properties = {}
    for name, field in model.model_fields.items():
        extra = (field.json_schema_extra or {}).get("call", {})
        shape = {} if "enum" in extra else _shape(field.annotation)
        properties[name] = {**shape, **extra}
    required = [name for name, field in model.model_fields.items() if field.is_required()]
    return {"type": "object", "properties": properties, "required": required, "additionalProperties": False}


def _shape(annotation) -> dict:
    origin, args = get_origin(annotation), get_args(annotation)
    if origin in (Union, types.UnionType):  # X | None: the call leaves it out rather than sending null
        (annotation,) = [a for a in args if a is not type(None)]
        return _shape(annotation)
    if isinstance(annotation, type) and issubclass(annotation, Enum):  # the values, in the enum's order
        return {"enum": [member.value for member in annotation]}
    if origin is list:
        return {"type": "array", "items": _shape(args[0])}
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return call_schema(annotation)
    return {"type": {str: "string", int: "integer", bool: "boolean"}[annotation]}


def validate_plan(raw: dict, *, known_tools: dict, taken: set[int] = frozenset()) -> tuple[PlanProposal | None, list[str]]:
    """Return the admitted plan, or None and every reason it was refused.

    `known_tools` maps a tool name to its declaration (runs.tools.TOOLS). Subtasks without a
    number get the lowest numbers not named in the proposal and not in `taken` (a replan passes
    the numbers the run already uses)."""
    try:
        plan = PlanProposal.model_validate(raw)
    except ValidationError as exc:
        return None, [f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()]
    reasons: list[str] = []
    explicit = [s.number for s in plan.subtasks if s.number]
    if len(set(explicit)) != len(explicit):
        reasons.append("subtask numbers repeat")
    free = (n for n in range(1, 1000) if n not in set(explicit) | set(taken))
    for s in plan.subtasks:
        if not s.number:
            s.number = next(free)
    numbers = [s.number for s in plan.subtasks]
    for index, subtask in enumerate(plan.subtasks, start=1):
        number = numbers[index - 1]
        for dep in subtask.depends_on:
            if dep not in numbers:
                reasons.append(f"subtask {number} depends on unknown subtask {dep}")
            if dep == number:
                reasons.append(f"subtask {number} depends on itself")
        for s_index, step in enumerate(subtask.steps, start=1):
            where = f"subtask {number} step {s_index}"
            tool = known_tools.get(step.tool)
            if tool is None:
                reasons.append(f"{where}: unknown tool {step.tool!r}")
                continue
            if step.effect_class != tool.effect_class:
                reasons.append(f"{where}: effect class {step.effect_class} does not match {step.tool} ({tool.effect_class})")
            # A step is done when its acceptance holds; without its own tool's proof there, a step could show
            # done (a decision "proposed", terms "read") with its work never happening on the record.
            proof = step_checks.PROOF_OF_TOOL.get(step.tool)
            if proof is not None and proof not in step.acceptance:
                recorded = "the shop records it" if step.tool in step_checks.EFFECT_TOOLS else "its own work shows on the record"
                reasons.append(f"{where}: a {step.tool} step is done only when {recorded}: put {proof.value} in its acceptance")
            if tool.compensation.startswith("none") and step.compensation and not step.compensation.lower().startswith("none"):
                reasons.append(f"{where}: claims a compensation for {step.tool}, which cannot be undone")
    if _has_cycle({n: s.depends_on for n, s in zip(numbers, plan.subtasks)}):
        reasons.append("depends_on has a cycle")
    return (None, reasons) if reasons else (plan, [])


def _has_cycle(graph: dict[int, list[int]]) -> bool:
    state: dict[int, int] = {}

    def visit(node: int) -> bool:
        if state.get(node) == 1:
            return True
        if state.get(node) == 2:
            return False
        state[node] = 1
        if any(visit(dep) for dep in graph.get(node, []) if dep in graph):
            return True
        state[node] = 2
        return False

    return any(visit(n) for n in graph)


def plan_snapshot(subtasks) -> list[dict]:
    """The plan as plain data (for replan events, diffs and exports)."""
    return [
        {
            "number": s.number, "goal": s.goal, "kind": s.case_type, "status": s.status, "depends_on": list(s.depends_on),
            "steps": [{"title": st.title, "tool": st.tool, "effect_class": st.effect_class} for st in s.steps.all() if st.status != StepStatus.SKIPPED],
            **({"deferred_reason": s.deferred_reason} if s.deferred_reason else {}),
        }
        for s in subtasks
    ]


def plan_diff(old: list[dict], new: list[dict]) -> dict:
    """Added, removed and changed subtasks between two snapshots, keyed by number."""
    before = {s["number"]: s for s in old}
    after = {s["number"]: s for s in new}
    changed = []
    for number in sorted(set(before) & set(after)):
        fields = {k: [before[number].get(k), after[number].get(k)] for k in DIFF_FIELDS
                  if before[number].get(k) != after[number].get(k)}
        if fields:
            changed.append({"number": number, "fields": fields})
    return {
        "added": [after[n] for n in sorted(set(after) - set(before))],
        "removed": [before[n] for n in sorted(set(before) - set(after))],
        "changed": changed,
    }


def pinned_block(*, ticket_ref: str, order_ref: str, phase: str, turn: int, subtasks, decisions: dict, retrieved: list[str]) -> str:
    """The subtask list as it rides in every model request (about 100-200 tokens). Never summarised."""
    lines = [f"PLAN {ticket_ref} order {order_ref or '?'} | phase {phase} | turn {turn}"]
    for s in subtasks:
        deps = f" after {','.join(map(str, s.depends_on))}" if s.depends_on else ""
        evidence = f" | evidence E{s.evidence_event.seq}" if s.evidence_event_id else ""
        reason = f" | deferred: {s.deferred_reason}" if s.deferred_reason else ""
        lines.append(f"[{STATUS_MARK.get(s.status, '?')}] {s.number}. {s.goal} ({s.case_type}, {s.status}{deps}){evidence}{reason}")
    if not lines[1:]:
        lines.append("(no plan yet)")
    for ref, d in decisions.items():
        amended = f" (proposed {d['proposed_cents']}c; {d.get('amended_by') or 'a lead'} approved less)" if d.get("proposed_cents") else ""
        # the goods back without the money: the model writes the reply from this block, so the field rides in it
        declined = " (no refund on arrival: the customer declines it)" if declined_on_arrival(d) else ""
        lines.append(f"{ref}: subtask {d['subtask']} {d['action']} {d['amount_cents']}c{amended}{declined} from {d['source']} citing {d['policy_ref']} [{d['state']}]")
    if retrieved:
        lines.append("policies retrieved: " + ", ".join(retrieved))
    return "\n".join(lines)
