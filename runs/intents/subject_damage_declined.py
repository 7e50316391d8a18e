"""A subject line naming goods damage the body tells and declines in the same breath asks nothing: "Late + chipped" over
"The mug is a little chipped but I don't want anything for that. The parcel was four days late though, so I'd like the
delivery charge refunded." (VF-411: the subject's "chipped" stood as a claim of its own, and the mug the customer wanted
nothing for was paid beside the fee). The body's own word on the goods wins over the subject's few words, as
subject_claim.subject_waved_in_body reads a body waving the damage off; here the body's sentence declines the remedy and
is read as no claim at all (its kind only doubted), and the subject may be cut in pieces at a "+" ("Late +", "chipped").

Near-misses left asking: a body that asks the goods' remedy anywhere ("... but please refund the mug"), a body telling
other damage as a claim, a subject naming a kind the body never declines ("Late + chipped" over a body declining only the
fee)."""

from __future__ import annotations

from .reading import ReadSentence
from .subject_claim import SUBJECT_WAVED_WHY

_GOODS_KINDS = {"damaged_item", "wrong_item"}
# The body's sentence declining the remedy, its claim kind only doubted (read.py, doubt.py).
_DECLINES_WHY = "the customer declines the remedy (keeps the goods, fixed them or wants nothing)"


def read_subject_damage_declined(read: list[ReadSentence], subject_end: int) -> None:
    """Each piece of the subject (what starts before `subject_end`, the first newline) claiming only goods damage the body
    declines (module doc) becomes context."""
    if subject_end < 0:
        return
    body = [s for s in read if s.start >= subject_end and s.role != "injected"]
    for piece in (s for s in read if s.start < subject_end):
        kinds = set(piece.kinds) - {"question"}
        if piece.role != "request" or not kinds or not kinds <= _GOODS_KINDS:
            continue
        if any(s.is_request and set(s.kinds) & kinds for s in body):
            continue  # the body claims it too: the subject tells the same claim
        if all(any(s.role == "context" and s.why.startswith(_DECLINES_WHY) and k in s.doubted for s in body) for k in kinds):
            piece.role, piece.kinds, piece.why = "context", sorted(kinds), SUBJECT_WAVED_WHY
