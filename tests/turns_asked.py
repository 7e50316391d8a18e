"""A fixture that counts the turns the model is asked for (runs.world.agent, wrapped)."""

import pytest

from runs import world
from runs.models import Run


@pytest.fixture
def turns_asked(monkeypatch) -> list[int]:
    """The turns the model was asked for, in order (the run's agent, counted)."""
    turns: list[int] = []
    original = world.agent

    def counting(run):
        agent = original(run)
        respond = agent.respond

        def counted(request):
            turns.append(Run.objects.values_list("turn", flat=True).get(pk=run.pk) + 1)
            return respond(request)

        agent.respond = counted
        return agent

    monkeypatch.setattr(world, "agent", counting)
    return turns
