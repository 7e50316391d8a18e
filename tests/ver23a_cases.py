"""Cases of the blind round ver23a (docs/blind-rounds/2026-12-07/ver23a), taken with their worlds and reworded: each is run
through the eval command as any shipped case is (tests.fresh_cases.run)."""

from __future__ import annotations

import json
from pathlib import Path

CASES = {c["id"]: c for c in (json.loads(x) for x in (Path(__file__).parent.parent / "docs/blind-rounds/2026-12-07/ver23a/ver23a.jsonl").open()
                              if x.strip() and not x.startswith("//"))}


def ver23a(cid: str, new_id: str = "", body: str = "", *, subject: str = "", expected: dict | None = None, now: str = "") -> dict:
    """The case `cid` (a copy), with its ticket's body, subject, expectation or moment replaced when given (labels kept by
    kind when the body is reworded: their quotes are the old wording's)."""
    c = json.loads(json.dumps(CASES[cid]))
    c["id"] = new_id or cid
    if body:
        c["ticket"]["body"] = body
        c["intents"] = [i["kind"] if isinstance(i, dict) else i for i in c["intents"]]
    if subject:
        c["ticket"]["subject"] = subject
    if expected is not None:
        c["expected"] = expected
    if now:
        c["now"] = now
    return c
