"""Cases of one customer with several orders, taken from the ver17d round's worlds with the ticket reworded: each is run
through the eval command as any shipped case is (tests.fresh_cases.run)."""

from __future__ import annotations

from tests.blind_round_cases import reworded as _reworded, round_cases
from tests.fresh_cases import run

CASES = round_cases("docs/blind-rounds/2026-12-03/ver17d/ver17d.jsonl")


def reworded(cid: str, new_id: str, body: str) -> dict:
    """The case `cid` with its ticket's body `body` (labels kept by kind: their quotes are the old wording's)."""
    return _reworded(CASES, cid, new_id, body)


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
