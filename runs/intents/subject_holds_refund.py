"""A subject line that holds the money ("NO REFUND YET - cracked lamp SU-71002", "hold refund - lamp", "refund on hold
pls", "no refund for now") holds every claim the body tells: the customer has said, in the line read first, that the
money is to wait. Case R3-07: the subject was read as a chase of a refund promised (a person answers it) while the body's
damaged lamp was paid at once.

A person answers (quoted) and no refund is made whatever a model proposes: the subject forbids it, the guard reads
`forbids`. Read only in the subject: in a body "no refund yet" chases money promised ("it's been two weeks and still no
refund yet"), and the chase is its own reader's. Near-misses left as they are: "Refund please", "Refund not received",
"Still no refund?"."""

from __future__ import annotations

import re

from .reading import ReadSentence

SUBJECT_HOLD_WHY = ("the subject line holds the money (no refund yet, hold the refund): a person answers, and no claim "
                    "the body tells is paid until the customer says so")

# "NO REFUND YET", "no refund for now", "no refund just yet", "hold refund", "hold the refund", "refund on hold",
# "pls dont refund yet", "do not refund", "not refunding yet", "don't process refund yet".
_SUBJECT_HOLD = re.compile(
    r"\bno\s+refunds?\s+(?:yet|just\s+yet|for\s+now|at\s+the\s+moment|please|pls|plz|needed\s+yet)\b(?!\s*\?)"
    r"|\b(?:hold|pause|freeze)\s+(?:the\s+|my\s+|any\s+|on\s+)?refunds?\b"
    r"|\brefunds?\s+(?:on\s+hold|paused|can\s+wait|not\s+yet)\b"
    r"|\b(?:don['’]?t|dont|do\s+not|pls\s+don['’]?t|please\s+don['’]?t)\s+(?:process\s+|issue\s+|send\s+)?(?:a\s+|the\s+|any\s+)?refunds?(?:\s+\w+)?\s+(?:yet|for\s+now)\b"
    r"|\bnot\s+(?:a\s+)?refund(?:ing)?\s+(?:yet|for\s+now)\b", re.I)
# ... never a chase told with it: "still no refund yet", "no refund yet?", "no refund yet after 2 weeks".
_CHASE = re.compile(r"\b(?:still|where\s+is|where['’]s|nor|after\s+\d|after\s+(?:two|three|four|five|six|several|many)|weeks?|days?\s+(?:ago|later|on))\b|\?", re.I)


def subject_holds_refund(subject: str) -> bool:
    """Whether a subject line holds the money (module doc), never a chase."""
    return bool(_SUBJECT_HOLD.search(subject)) and not _CHASE.search(subject)


def read_subject_holds_refund(read: list[ReadSentence], subject_end: int) -> None:
    """Each piece of the subject (what starts before `subject_end`, the first newline) that holds the money (module doc)
    becomes a request a person answers, forbidding any refund."""
    if subject_end < 0 or any("refund" in s.forbids for s in read if s.start >= subject_end):
        return  # the body says it itself ("NO REFUND PLEASE" over "Please don't refund me, I'd like a new lid sent"): its sentence is quoted
    for piece in (s for s in read if s.start < subject_end and s.role != "injected"):
        if subject_holds_refund(piece.text):
            piece.role, piece.kinds, piece.spans, piece.why = "request", ["other"], {}, SUBJECT_HOLD_WHY
            piece.forbids, piece.forbid_kinds = list(dict.fromkeys([*piece.forbids, "refund"])), []
