"""Cases of one customer with several orders, taken from the ver17d round's worlds with the ticket reworded: each is run
through the eval command as any shipped case is (tests.fresh_cases.run)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.fresh_cases import run

CASES = {c["id"]: c for c in map(json.loads, (Path(__file__).parent.parent / "docs/blind-rounds/2026-12-03/ver17d/ver17d.jsonl").open())}


def reworded(cid: str, new_id: str, body: str) -> dict:
    """The case `cid` with its ticket's body `body` (labels kept by kind: their quotes are the old wording's)."""
    c = json.loads(json.dumps(CASES[cid]))
    c["id"], c["ticket"]["body"] = new_id, body
    c["intents"] = [i["kind"] for i in c["intents"]]
    return c


def failures(tmp_path, cases: list[dict]) -> list[dict]:
    """The cases not as expected (and every case, when a drop or a guard violation was counted)."""
    got = run(tmp_path, cases)
    if got[""]["silent_drops"] or got[""]["guard_violations"]:
        return [got[c["id"]] for c in cases]
    return [got[c["id"]] for c in cases if not got[c["id"]]["passed"]]


class Closed:
    """A closed subtask as the eval judge reads one: its case type and status."""

    def __init__(self, case_type: str, status: str):
        self.case_type, self.status = case_type, status
