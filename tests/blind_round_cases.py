"""A blind round's cases, read from its jsonl under docs/blind-rounds (comment lines skipped), and one of them with its
ticket reworded: tests run a round's world with fresh wording through the eval command (tests.fresh_cases.run)."""

from __future__ import annotations

import json
from pathlib import Path

_ROOT = Path(__file__).parent.parent


def round_cases(relative: str) -> dict[str, dict]:
    """The cases of the round file at `relative` (from the repository's root), by id."""
    with (_ROOT / relative).open() as f:
        return {c["id"]: c for c in (json.loads(x) for x in f if x.lstrip().startswith("{"))}


def reworded(cases: dict[str, dict], cid: str, new_id: str, body: str, **changes) -> dict:
    """The case `cid` of `cases` with its ticket's body `body` (labels kept by kind: their quotes are the old wording's),
    and any top-level `changes` (an "expected" or an "approver" of the new wording's own)."""
    c = json.loads(json.dumps(cases[cid]))
    c["id"], c["ticket"]["body"] = new_id, body
    c["intents"] = [i["kind"] if isinstance(i, dict) else i for i in c["intents"]]
    c.update(json.loads(json.dumps(changes)))
    return c
