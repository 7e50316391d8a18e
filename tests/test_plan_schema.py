"""The plan has one definition (runs.plan's pydantic models); propose_plan's and replan's JSON
schema is generated from it. The call's schema checks the shape; the plan's bounds are checked
when it is admitted, so breaking one is a recorded plan rejection, not a refused call."""

from runs.plan import ProposePlanCall, ReplanCall, StepProposal, SubtaskProposal, validate_plan
from runs.tools import TOOLS


def test_propose_plan_and_replan_take_subtasks_as_the_plan_model_defines_them():
    for name in ("propose_plan", "replan"):
        subtask = TOOLS[name].input_schema["properties"]["subtasks"]["items"]
        step = subtask["properties"]["steps"]["items"]
        assert list(subtask["properties"]) == list(SubtaskProposal.model_fields)
        assert list(step["properties"]) == list(StepProposal.model_fields)
        assert subtask["required"] == [n for n, f in SubtaskProposal.model_fields.items() if f.is_required()]
        assert step["properties"]["effect_class"]["enum"] == ["read", "internal_write", "external_effect"]
        assert subtask["additionalProperties"] is False and step["additionalProperties"] is False


def test_the_calls_arguments_are_the_call_models_fields_in_their_order_all_required():
    for name, model in (("propose_plan", ProposePlanCall), ("replan", ReplanCall)):
        schema = TOOLS[name].input_schema
        assert list(schema["properties"]) == schema["required"] == list(model.model_fields), name
        assert schema["additionalProperties"] is False


def test_a_goal_too_short_passes_the_call_and_is_refused_as_a_plan():
    step = {"title": "Read it", "tool": "get_order", "acceptance": ["order_pinned"], "effect_class": "read"}
    args = {"order_ref": "SU-1", "subtasks": [{"goal": "x", "kind": "question", "steps": [step]}]}
    assert TOOLS["propose_plan"].check_input(args) == []
    plan, reasons = validate_plan({"subtasks": args["subtasks"]}, known_tools=TOOLS)
    assert plan is None and any(r.startswith("subtasks.0.goal") for r in reasons)


def test_an_unknown_kind_is_a_refused_call():
    step = {"title": "Read it", "tool": "get_order", "acceptance": ["order_pinned"], "effect_class": "read"}
    args = {"order_ref": "SU-1", "subtasks": [{"goal": "Answer it", "kind": "gossip", "steps": [step]}]}
    assert any("gossip" in p for p in TOOLS["propose_plan"].check_input(args))
