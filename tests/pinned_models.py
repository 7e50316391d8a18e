"""The two models a run's requests are read back from, turn by turn, for tests of what people say
to a run: the scripted model (each request caught as the model is asked) and Claude through the
real SDK over the HTTP mock of the Messages API (tests.claude_api). Both play the same script,
`{turn: [tool_use blocks]}` (blocks from tests.runtime_world.call), and both give back the
pinned block each turn's request carried (`pinned()`: {turn: text})."""

from __future__ import annotations

import pytest

from runs.agents.scripted import ScriptedAgent
from runs.models import Run, Ticket
from runs.services import run_start
from tests.claude_api import ScriptedApi, client_for, pinned_turn

IDLE = [{"type": "text", "text": "Nothing to do this turn."}]


class Model:
    def __init__(self, name: str, monkeypatch, settings):
        self.name, self.monkeypatch, self.settings = name, monkeypatch, settings
        self.seen: list[tuple[int, str]] = []  # (turn, pinned text) of every request, in order
        self.api: ScriptedApi | None = None

    def start(self, t: Ticket, turns: dict[int, list[dict]]) -> Run:
        if self.name == "scripted":
            self._catch_scripted_requests()
            return run_start(ticket=t, model_name="scripted", script={"turns": [turns.get(n, IDLE) for n in range(1, max(turns) + 1)]})
        self.settings.ANTHROPIC_API_KEY = "sk-ant-test"
        self.api = ScriptedApi({n: self._with_ids(n, blocks) for n, blocks in turns.items()})
        self.monkeypatch.setattr("runs.agents.claude.build_client", lambda: client_for(self.api))
        return run_start(ticket=t, model_name="anthropic")

    def pinned(self) -> dict[int, str]:
        """The pinned block of each turn's request (a request sent twice for a turn: the last)."""
        if self.api is not None:
            return {pinned_turn(r): r["messages"][-1]["content"][-1]["text"] for r in self.api.requests}
        return dict(self.seen)

    def _catch_scripted_requests(self) -> None:
        respond = ScriptedAgent.respond

        def catching(agent, request):
            self.seen.append((request.turn, request.messages[-1]["content"][-1]["text"]))
            return respond(agent, request)

        self.monkeypatch.setattr(ScriptedAgent, "respond", catching)

    @staticmethod
    def _with_ids(n: int, blocks: list[dict]):
        return lambda payload: [dict(b, id=f"toolu_01Pin{n:04d}{i:02d}") if b.get("type") == "tool_use" else b for i, b in enumerate(blocks)]


@pytest.fixture(params=["scripted", "anthropic"])
def model(request, monkeypatch, settings) -> Model:
    return Model(request.param, monkeypatch, settings)
