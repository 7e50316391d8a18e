"""A count told beside a charge taken twice is why the second charge is a copy: never a wrong item, never a unit missing.

A count ordered told beside the copy: "my bank shows two debits of 41,80 EUR for the merino scarf, I ordered only one",
"billed two times for the rug but I ordered just one rug". Read as what was ordered set against what came, it made a
wrong-item claim of its own, and a person was asked to put right goods nobody said were wrong (count_not_wrong_item).

"Only one came" told in a mail whose customer says a charge was taken twice on the same order ("My card was charged
twice for the jacket. Only one came, so please refund the extra."): the reason the second charge is wrong, never a unit
missing from the parcel (ver24b V24B-13 sent a person after missing units and left the copy unpaid;
read_one_came_beside_copy).

Only a count, and only beside the copy: "..., I ordered the navy one" names a variant (a wrong item told, still read),
"you sent two scarves, I ordered only one" with no charge told twice is no copy (left as it was read), and a count of
more than one said in the sentence ("I ordered two and only one came", "only one of the three") is a unit short."""

from __future__ import annotations

import re

from ..own_choice_words import SHORT_DELIVERY
from .reading import ReadSentence

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


# A count of more than one said of the goods: then "only one came" may well be a unit short.
_MORE = re.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|dozen|pair|both|[2-9]|\d{2,})\b|\bof\s+(?:the|them|those|these|my)\b|\bout\s+of\b", re.I)
ONE_CAME_WHY = ("tells that the one unit bought came, beside a charge taken twice: why the second charge is wrong, "
                "no unit missing")


def _only_one_came(s: ReadSentence) -> bool:
    hits = s.spans.get("non_delivery", [])
    return bool(hits) and not _MORE.search(s.text) \
        and all(SHORT_DELIVERY.fullmatch(s.text, *h) and re.search(r"\b(?:one|1)\b", s.text[h[0]:h[1]], re.I) for h in hits)


def read_one_came_beside_copy(read: list[ReadSentence]) -> None:
    """"Only one came" told in a mail whose customer says a charge was taken twice on the same order: context, the reason
    the second charge is wrong, never a unit missing from the parcel."""
    copies = [r for r in read if r.role == "request" and "duplicate_charge" in r.kinds]
    for s in read:
        if s.role != "request" or set(s.kinds) - {"non_delivery"} or not _only_one_came(s):
            continue
        if any(not c.order or not s.order or c.order == s.order for c in copies):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, ONE_CAME_WHY
