"""Run.state has a schema (runs.state.RunState): a run whose state holds a key or a value it does
not declare does not load."""

import pytest
from pydantic import ValidationError

from runs.models import Run
from tests.runtime_world import build_world, start, ticket, walk_until_pause


@pytest.fixture
def world(db):
    return build_world()


def test_a_walked_run_loads_with_its_state_checked(world):
    run = walk_until_pause(start(ticket()))
    assert Run.objects.get(pk=run.pk).state["screened"] is True


def test_a_state_with_an_undeclared_key_does_not_load(world):
    run = start(ticket())
    Run.objects.filter(pk=run.pk).update(state={**run.state, "surprise": 1})
    with pytest.raises(ValidationError, match="surprise"):
        Run.objects.get(pk=run.pk)


def test_a_decision_in_an_unknown_state_does_not_load(world):
    run = start(ticket())
    decision = {"ref": "D1", "subtask": 1, "action": "refund", "state": "paid"}
    Run.objects.filter(pk=run.pk).update(state={**run.state, "decisions": {"D1": decision}})
    with pytest.raises(ValidationError, match="state"):
        Run.objects.get(pk=run.pk)
