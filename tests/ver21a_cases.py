"""The ver21a blind round's cases (docs/blind-rounds/2026-12-05/ver21a), walked one at a time in process with the
offline agent, as the eval command walks any case."""

from __future__ import annotations

import json
from pathlib import Path

from runs.evals.cases import parse_case
from runs.evals.runner import EvalSession, Trial

CASES = {c["id"]: c for c in map(json.loads, (Path(__file__).parent.parent / "docs/blind-rounds/2026-12-05/ver21a/ver21a.jsonl").open())}


def walk(cid: str):
    """(the case's result, its run) after one offline walk."""
    return walk_case(CASES[cid])


def text(cid: str) -> str:
    """The case's ticket as the screener reads it: subject, then body."""
    return f"{CASES[cid]['ticket']['subject']}\n{CASES[cid]['ticket']['body']}"


def reworded(cid: str, new_id: str, body: str, intents: list) -> dict:
    """The case `cid` with its ticket's body `body` and these labels."""
    c = json.loads(json.dumps(CASES[cid]))
    c["id"], c["ticket"]["body"], c["intents"] = new_id, body, intents
    return c


def walk_case(data: dict):
    """(the result, the run) of one offline walk of a case given whole."""
    case = parse_case(data, path="test", line=1)
    session = EvalSession.open(cases=[case], model="offline", k=1, files=["test"])
    result = session.run_in_process(Trial(case, 1), timeout=60)
    return result, session.eval_run.results.get().run
