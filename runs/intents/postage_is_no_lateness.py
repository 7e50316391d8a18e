"""A question who pays the postage of sending goods back is never a late delivery, nor a return asked beside a claim:
"The kettle arrived dented, do I have to pay the postage to send it back?" was read as a damage claim and a late delivery,
its postage words taken for a delivery fee asked back, so the delivery fee could be paid on an order whose lateness nobody
told; "...it came late - is the return label free?" was read as a return asked (change of mind). postage_questions_anywhere.py
set the lateness aside only where it was the sentence's one kind, and only in a sentence asked with a question mark.

Here what was read only inside the question's words (a late delivery; a return, beside another claim) is dropped; the other
claims stay, and the question is asked of a person beside them (postage_question_beside_claim.py). Lateness told outside
the question ("It came a week late, do I have to pay the return postage?", "arrived late and dented, ...") keeps its claim,
and a return asked in words of its own ("I'd like to return it, is the label free?") keeps its return."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .return_postage_questions import RETURN_POSTAGE_QUESTION_WHY, asks_who_pays_return_postage, who_pays_span

# the postage of sending goods back, read as the delivery fee asked back ("postage ... back"): "I'll pay the postage to send
# it back", "the shipping to return them back" (never money sent back: "refund the postage or send the money back")
_RETURN_POSTAGE = re.compile(r"^(?:postage|shipping|delivery|courier|carriage|p&p)\b(?:(?![$€£]|\b(?:money|refund\w*|fee|charge|cost|amount)\b)[^.!?])*?"
                             # (a verb, never the noun "postage", and no fee between it and "back": "shipping fee back pls"
                             # and "id like postage back" are the delivery fee asked back)
                             r"\b(?:send|post|ship|mail|return|bring|take|courier)(?:s|ed|ing|ping|ped|t)?\s+"
                             r"(?:(?!(?:fees?|costs?|charges?|money)\b)[\w-]+\s+){0,3}?back$", re.I)
# the question's own start, after a clause break, asked without a question mark: "..., do i have to pay postage to send it back"
_ASKED_AFTER_BREAK = re.compile(r"(?:^|[,;:(—–-]|\b(?:so|and|but))\s*$", re.I)


def _question_span(text: str) -> tuple[int, int] | None:
    """Where a sentence asks who pays the postage of sending goods back, with or without its question mark."""
    asked = who_pays_span(text)
    if asked is None or not (asks_who_pays_return_postage(text) or _ASKED_AFTER_BREAK.search(text, 0, asked[0])):
        return None
    return asked


def _drop_return_postage_fee(s: ReadSentence) -> None:
    """The late delivery's spans that are only the postage of sending goods back are dropped; with none left, so is the kind."""
    kept = [(a, b) for a, b in s.spans.get("late_delivery", []) if not _RETURN_POSTAGE.search(s.text[a:b])]
    if kept == s.spans.get("late_delivery", []):
        return
    if kept:
        s.spans["late_delivery"] = kept
        return
    s.kinds = [k for k in s.kinds if k != "late_delivery"]
    s.spans.pop("late_delivery", None)
    if not s.kinds:  # ("I'll pay the postage to send it back myself.": told, nothing asked)
        s.role, s.spans, s.why = "statement", {}, ""


def read_postage_is_no_lateness(read: list[ReadSentence]) -> None:
    """A late delivery, or a return beside another claim, read only from a return-postage question is dropped (module doc)."""
    for s in read:
        read_late = "late_delivery" in s.kinds
        if s.role == "request" and read_late and not s.forbids and not s.doubted:
            _drop_return_postage_fee(s)
        if s.role != "request" or s.forbids or s.doubted or (asked := _question_span(s.text)) is None:
            continue
        dropped = [k for k in ("late_delivery", "change_of_mind") if k in s.kinds and (k == "late_delivery" or len(s.kinds) > 1)]
        for kind in dropped:
            kept = [(a, b) for a, b in s.spans.get(kind, []) if not (asked[0] <= a and b <= asked[1] + 30)]
            if kept:
                s.spans[kind] = kept  # (told outside the question too: the claim stays, without the question's words)
            else:
                s.kinds = [k for k in s.kinds if k != kind]
                s.spans.pop(kind, None)
        if not s.kinds:
            s.kinds, s.spans, s.why = ["other"], {}, RETURN_POSTAGE_QUESTION_WHY
        elif (dropped or read_late) and "other" not in s.kinds:  # (asked beside the claims kept: a person answers it)
            s.kinds, s.why = [*s.kinds, "other"], s.why or RETURN_POSTAGE_QUESTION_WHY
