"""A count the customer corrects in a later sentence: "Three of the mugs are chipped. Actually I've recounted and it's
two" (verify38 Y-10, paid 3 units for 2), "One of the wine glasses arrived broken. Actually, make that both" (W-06, paid
1 of 2), "One mug is chipped. Make that three." (Q-12, 1 paid and "Make that three" asked of a person as an `other`).
The customer's last word counts (issue #11): the corrected count is the claim's count.

Reading: a sentence that opens with a correction of a count and names no goods of its own, right after a damage claim,
tells more of that claim (attached, never an ask of its own). Counting (runs/unit_counts.py, runs/told_damaged_counts.py):
the last corrected count said of a line replaces what was counted before it; more than the order holds is never paid,
only held for a person (at most the line, for a person to settle).

Only a count said as the correction ("make that N", "recounted ... it's N", "sorry, I meant N", "actually it's N",
"sorry no, only N"); a count told beside ("actually two more are chipped", "make that a refund") corrects nothing."""

from __future__ import annotations

import re

from ..number_words import N, number

_BOTH = r"both(?:\s+of\s+them)?|all\s+(?:of\s+them|(?:" + N[1:-1] + r"))|the\s+(?:lot|pair)"
def _count(name: str) -> str:
    return rf"(?P<{name}>{N[1:-1]}|{_BOTH})"



_AFTER = r"(?=\s*(?:[,.;:!)\u2013\u2014-]|$|not\b|of\s+them\b|(?:are|were|is|was|arrived|came)\b|(?:\w+\s+){0,2}?(?:are|were|is|was)\b))"
_OPEN = r"(?:oh|ok|okay|hmm+|wait|sorry|actually|oops|correction|edit|update|no|nope|scratch\s+that|my\s+(?:mistake|bad))"
_CORRECTION = re.compile(
    rf"(?:\bmake\s+(?:that|it)\s+{_count('n1')}\b(?!\s+(?:more|other|extra)\b)"
    rf"|\b(?:re-?counted|counted\s+(?:again|them\s+again|properly|more\s+carefully)|mis-?counted|miscount)\b[^.!?]{{0,40}}?"
    rf"\b(?:it'?s|it\s+is|it\s+was|there\s+are|there\s+were|they'?re|only|just|actually)\s+{_count('n2')}\b"
    rf"|\b{_OPEN}\b[\s,:;.!-]*(?:{_OPEN}\b[\s,:;.!-]*)*(?:i\s+mean[t]?\s+|it'?s\s+|it\s+is\s+|it\s+was\s+|there\s+are\s+|there\s+were\s+|only\s+|just\s+)+{_count('n3')}\b{_AFTER})",
    re.I)
_MORE_AFTER = re.compile(r"\s+(?:more|other|others|extra|too|as\s+well|also)\b", re.I)


def corrected_count(text: str, ordered: int) -> tuple[int, str] | None:
    """The count a sentence corrects the claim's to, with its words ("make that both" of two ordered: 2), or None.
    "both" / "all" count the line; a count beside ("two more") corrects nothing."""
    found = None
    for m in _CORRECTION.finditer(text):
        group = next(g for g in ("n1", "n2", "n3") if m.group(g))
        if _MORE_AFTER.match(text, m.end(group)):
            continue  # "actually two more are chipped": more, not a correction
        word = " ".join(m.group(group).lower().split())
        if word.startswith(("both", "the pair")):
            n = 2
        elif word.startswith(("all", "the lot")):
            rest = word.split(None, 1)[1] if " " in word else ""
            n = number(rest) if rest and rest not in ("of them", "lot") else ordered
        else:
            n = number(word)
        found = (n, m.group(0))
    return found


def last_corrected(texts: list[str], ordered: int) -> tuple[int, str] | None:
    """The last count corrected across `texts` (in the ticket's order): the customer's last word."""
    found = [c for t in texts if (c := corrected_count(t, ordered))]
    return found[-1] if found else None


# Opening a sentence: the correction, naming nothing else ("Actually I've recounted and it's two, the third was a mark").
_OPENS = re.compile(rf"^\W*(?:{_OPEN}\b[\s,:;.!-]*)*(?:(?:i'?ve|i\s+have|we'?ve|i|we|just)\s+)*(?:make\s+(?:that|it)|re-?counted|counted\s+(?:again|them)|mis-?counted|i\s+mean|it'?s|it\s+is|only|just)\b", re.I)
COUNT_CORRECTED_WHY = "corrects the count of the claim before it"


def attach_count_corrections(read: list) -> None:
    """A sentence correcting the count of the damage claim just before it ("Make that three.") tells more of that claim:
    attached to it, never an ask of its own nor a statement the count readers pass over."""
    for i, s in enumerate(read):
        if i == 0 or s.role not in ("statement", "courtesy", "request_unread", "request") or not _OPENS.match(s.text) \
                or corrected_count(s.text, 99) is None:
            continue
        if s.role == "request" and set(s.kinds) - {"other"}:
            continue  # a claim of its own ("Actually, make that both - the second is cracked too"): read as told
        before = next((p for p in reversed(read[:i]) if p.role not in ("courtesy",) and p.paragraph == s.paragraph), None)
        if before is not None and before.role in ("request", "attached") and "damaged_item" in before.kinds:
            s.role, s.kinds, s.spans, s.weak, s.why = "attached", [], {}, [], COUNT_CORRECTED_WHY
