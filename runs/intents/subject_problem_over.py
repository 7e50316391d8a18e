"""A subject naming a delivery problem the body says is over: "Missing parcel" over "just to say the missing parcel turned
up this morning, sorry for the bother", "Late delivery" over "please ignore my earlier message, it arrived after all".
The body's sentence shares the subject's words, so it was read as telling more of the subject's claim, and the subject
alone opened a non-delivery investigation of a parcel the customer had in hand. The body's word on its own problem wins
over the subject's few words: the subject asks nothing, the arrival is context, and whatever else the body asks stands.

Only a parcel told as come after the fact (runs/intents/arrived_after_all.py: a word placing the coming after the
complaint, nothing wrong or missing beside it); of a late delivery, only when the coming is "after all" or "in the end",
or an earlier message is set aside ("it finally arrived today" over "Late delivery" still tells the lateness). Never when
the body asks for the same problem itself ("Missing parcel" over "still no sign of it, where is it?"), nor an arrival
asked about ("has it turned up?")."""

from __future__ import annotations

import re

from .arrived_after_all import arrived_after_the_fact
from .reading import SUBJECT_SETTLED_WHY, TELLS_MORE, ReadSentence

ARRIVED_AFTER_ALL_WHY = "tells that the subject line's delivery problem is over: the parcel came after all"
_DELIVERY_KINDS = {"non_delivery", "late_delivery"}
# an arrival that ends the doubt, not the wait: "after all", "in the end", or the earlier message set aside
_OVER = re.compile(r"\b(?:after\s+all|in\s+the\s+end|turned\s+up|showed\s+up|reappeared|"
                   r"(?:ignore|disregard|forget)\s+(?:my|the|that)\s+(?:earlier|last|previous|first)\s+(?:e-?mail|message|mail|note|ticket))\b", re.I)
# words of an earlier message set aside, read apart from the arrival ("Please ignore my earlier message, it arrived after all.")
_SET_ASIDE = re.compile(r"^\W*(?:please\s+)?(?:ignore|disregard|forget)\s+(?:my|the|that)\s+(?:earlier|last|previous|first)\s+(?:e-?mail|message|mail|note|ticket)\s*[,;:-]*\s*", re.I)


# the arrival told before a turn to what is wrong with the goods: "It turned up this morning but the mug inside was smashed"
_TURN = re.compile(r"\s*(?:,\s*)?\b(?:but|though|although|however|only)\b", re.I)
# ... never goods still not come after the turn: "it turned up but the lamp is still missing"
_STILL_OUT = re.compile(r"\b(?:missing|still|not|never|without|no\s+sign)\b|n['’]t\b", re.I)


def _arrived_before_turn(s: ReadSentence) -> bool:
    """Whether a request of another problem opens by telling the parcel came after the fact, before its turn."""
    m = _TURN.search(s.text)
    return bool(m) and s.role == "request" and arrived_after_the_fact(s.text[:m.start()]) and not _STILL_OUT.search(s.text, m.end())


def _arrival_over(s: ReadSentence, kinds: set[str]) -> bool:
    if kinds == {"non_delivery"} and _arrived_before_turn(s):
        return True
    text = _SET_ASIDE.sub("", s.text)
    if "?" in s.text or not arrived_after_the_fact(text):
        return False
    return "late_delivery" not in kinds or bool(_OVER.search(s.text))


def subject_problem_over(read: list[ReadSentence], subject_end: int = -1) -> None:
    """The subject's delivery problem told over in the body (module doc): the subject and the arrival asked nothing.
    Each piece of the subject line is read so (what starts before `subject_end`, the first newline): "Kettle + missing
    parcel" cuts the subject at its "+", the problem in its second piece."""
    if len(read) < 2 or read[0].index != 0:
        return
    subject = [s for s in read if s.start < subject_end and s.role != "injected"] if subject_end >= 0 else read[:1]
    for piece in subject:  # (against the sentences after it, as subject_claim.subject_waved_in_body reads each piece)
        _piece_over(piece, [s for s in read if s.index > piece.index and s.role != "injected"])


def _piece_over(piece: ReadSentence, body: list[ReadSentence]) -> None:
    if piece.role != "request" or not piece.kinds or not set(piece.kinds) <= _DELIVERY_KINDS:
        return
    kinds = set(piece.kinds)
    if any(s.role == "request" and set(s.kinds) & kinds for s in body):
        return
    over = [s for s in body if (s.role in ("attached", "statement", "context") and (s.role != "attached" or s.why == TELLS_MORE) or s.role == "request")
            and _arrival_over(s, kinds)]
    if not over:
        return
    piece.role, piece.kinds, piece.why = "context", list(piece.kinds), SUBJECT_SETTLED_WHY
    for s in over:
        if s.role not in ("context", "request"):  # (a claim told after the arrival stands: "... but the mug inside was smashed")
            s.role, s.kinds, s.spans, s.why = "context", [], {}, ARRIVED_AFTER_ALL_WHY
