"""An ask called off in the next sentence by a bare "don't": "Please refund the mug, it has a chip. Actually no, don't - I'll
just glue it" (verify38 Z-10), "can I get a refund? On second thought, don't bother, it works fine." (Q-02). The words take
the ask just before back as "scratch that" does (settled._withdraw_changed_asks): the refund asked is withdrawn and nothing
is paid. Before, "Actually no, don't" was read as telling more of the ask (paid), and "don't bother" after "on second
thought" was read as a new imperative asking the claim's remedy instead (paid).

Only a "don't" that names nothing it bars (a dash, a comma or the sentence's end after it, or "bother" / "worry about it"):
"don't bother sending a label", "don't worry, no rush", "don't refund the bowl" call nothing off. A bare "don't" or
"don't worry about it" needs "no" before it ("Actually no, don't"); "don't bother" calls off alone."""

from __future__ import annotations

import re

from .afterthoughts import AFTERTHOUGHT

_NO = rf"(?:{AFTERTHOUGHT}\b[\s,.!:;-]*)*"  # (the openers every reader of a calling off shares: afterthoughts.py)
_DONT = r"(?:please\s+)?(?:don'?t|dont|do\s+not|don[’`]t)"
_CALLED_OFF = re.compile(
    rf"^\W*{_NO}(?:(?:no|nah|nope)\b[\s,.!:;-]*{_NO}{_DONT}(?:\s+(?:bother|worry(?:\s+about\s+(?:it|that))?|do\s+(?:that|it|anything)))?"
    rf"|{_DONT}\s+bother)"
    # (nothing barred after it: "don't bother with the return", "don't worry, no rush" are no calling off)
    r"(?=\s*(?:[,;:.!\u2013\u2014-]|$))[\s,;:.!\u2013\u2014-]*", re.I)


def ask_called_off(sentence: str) -> int:
    """Where the words after a "don't" that calls the ask before off begin (0: the sentence opens with none)."""
    m = _CALLED_OFF.match(sentence)
    return m.end() if m else 0



CALLED_OFF_WHY = "the customer calls off the ask before it and asks nothing in its place"


def settle_calling_sentence(s, called_off: bool, replaced: bool, asked: set[str]) -> None:
    """The sentence whose "don't" calls the ask before off (of the kinds `asked`), when it asks nothing new after it
    ("Actually no, don't - I'll just glue it"; "no dont, its fine, i bent it back", the fix read as the same damage again):
    context, never an ask of no kind for a person nor the claim just called off told over."""
    if called_off and not replaced and s.role in ("request", "request_unread", "statement") and set(s.kinds) <= {"other", *asked}:
        s.role, s.kinds, s.spans, s.weak, s.why = "context", [], {}, [], CALLED_OFF_WHY
