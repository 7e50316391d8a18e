"""A count ordered told beside a charge taken twice: "my bank shows two debits of 41,80 EUR for the merino scarf, I ordered
only one", "billed two times for the rug but I ordered just one rug". The count is why the second charge is a copy; read
as what was ordered set against what came, it made a wrong-item claim of its own, and a person was asked to put right
goods nobody said were wrong.

Only a count, and only beside the copy: "..., I ordered the navy one" names a variant (a wrong item told, still read), and
"you sent two scarves, I ordered only one" with no charge told twice is no copy (left as it was read)."""

from __future__ import annotations

import re

# The clause from the cue's hit to its end holds only the count ordered: "I ordered only one", "but we just bought one
# rug", "I ordered a single scarf", "we only wanted the one".
_COUNT_ONLY = re.compile(
    r"^\W*(?:but|and|yet|when|though|although|while)?\s*(?:i|we)(?:'d|’d|\s+had|\s+have|\s+did)?\s+(?:only\s+|just\s+|actually\s+)?"
    r"(?:ordered|order|bought|buy|purchased|wanted|paid\s+for|asked\s+for)\s+(?:only\s+|just\s+)?"
    r"(?:one|1|a\s+single|the\s+one|one\s+of\s+(?:them|those|these))(?:\s+(?:[\w-]+\s+){0,3}?(?:one|item|unit|[\w-]+))?"
    r"(?:\s+(?:only|not\s+two|not\s+2|not\s+both))?\W*$", re.I)
_CLAUSE_END = re.compile(r"[.;!?]|\s[-–—]\s")


def count_not_wrong_item(text: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """`spans` without the wrong-item hits that only tell the count ordered, in a sentence reading a charge taken twice."""
    if "duplicate_charge" not in spans or "wrong_item" not in spans:
        return spans
    kept = []
    for a, b in spans["wrong_item"]:
        end = _CLAUSE_END.search(text, b - 1 if b > a else b)
        clause = text[a:end.end() if end else len(text)]
        if not _COUNT_ONLY.match(clause):
            kept.append((a, b))
    out = {k: v for k, v in spans.items() if k != "wrong_item"}
    if kept:
        out["wrong_item"] = kept
    return out
