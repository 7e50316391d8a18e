"""A claim's order number corrected in the same breath, or in the next sentence: "The doormat on order SU-1 arrived
frayed - I mean order SU-2, sorry, the doormat was on that one", "about order SU-1: the pan arrived dented. Sorry, wrong
number - the pan was on order SU-2". The customer's last word counts: the claim is SU-2's. Read as SU-1's, its goods
were "not on order SU-1" and a person was asked which order the customer meant, though they had said it; SU-2's run (a
follow-up, when SU-1 is the ticket's) never saw the claim. A number corrected with nothing between the two ("SU-1 -
sorry, typo, it's SU-2") is runs.sentences.corrected_away's.

Only a correction word just before the new number ("I mean", "I meant", "wrong number", "typo", "should be", "correction"),
with at most a few words between ("the pan was on order SU-2"), in the claim's own sentence after its number or in the
sentence right after it that tells no claim of its own. Not a correction: "Sorry, I have another order SU-2 too" (no
correction word), "I mean, order SU-2 was fine" (a number told fine is still read by the passes that read it), a
sentence with its own claim. Whose SU-2 is stays the follow-up's owner check (runs/follow_ups.py)."""

from __future__ import annotations

import re

from ..sentences import ORDER_IN_TEXT, normalise_ref

_CORRECTION = re.compile(r"\b(?:i\s+mean[t]?|wrong\s+(?:order\s+)?(?:number|no\b\.?|order|one|ref(?:erence)?)|typo|mis-?typed|"
                         r"should\s+(?:be|read|say|have\s+(?:been|said))|correction)\b", re.I)
# Between the correction word and the number: a few words ("- the pan was on order", ", it was", "it's"), no sentence end.
_BETWEEN = re.compile(r"[^.!?\n]{0,40}", re.I)
# The number told fine after it: "I mean order SU-2 was fine", "- SU-2 is all good": no claim moved there.
_FINE_AFTER = re.compile(r"^\W{0,3}(?:(?:was|is|are|were|came|arrived)\s+)?(?:fine|ok(?:ay)?|all\s+good|perfect|great)\b", re.I)
_CLAIMS = ("damaged_item", "wrong_item", "non_delivery", "late_delivery", "change_of_mind", "duplicate_charge")


def corrected_to(text: str, after: int = 0) -> str:
    """The order `text` (from `after` on) corrects a claim's number to ('' when none): the number a correction word
    stands just before."""
    for word in _CORRECTION.finditer(text, after):
        for m in ORDER_IN_TEXT.finditer(text, word.end()):
            if not _BETWEEN.fullmatch(text, word.end(), m.start()):
                break
            if not _FINE_AFTER.match(text[m.end():]):
                return normalise_ref(m.group(1))
            break
    return ""


def read_order_corrected_next(read: list) -> None:
    """A claim naming one order whose number the customer corrects to another is that other order's (module doc)."""
    moved = {}
    for i, s in enumerate(read):
        if s.role != "request" or not set(s.kinds) & set(_CLAIMS) or not s.order or s.also or s.kinds_by_order:
            continue
        named = [m for m in ORDER_IN_TEXT.finditer(s.text) if normalise_ref(m.group(1)) == normalise_ref(s.order)]
        if not named:
            continue
        meant = corrected_to(s.text, named[0].end())
        after = read[i + 1] if i + 1 < len(read) else None
        # (the next sentence on a line of its own too: a follow-up reads the sentences handed to it one a line)
        if not meant and after is not None and after.role in ("statement", "context") \
                and not set(after.kinds) & set(_CLAIMS):
            meant = corrected_to(after.text)
        if meant and meant != normalise_ref(s.order):
            moved[normalise_ref(s.order)], s.order = meant, meant
    # the subject line telling the same claim under the number corrected away ("Order SU-1 - dented pan") is the same claim
    subject = read[0] if read and read[0].index == 0 else None
    if subject is not None and normalise_ref(subject.order) in moved and not subject.also:
        subject.order = moved[normalise_ref(subject.order)]


# A number told wrong in words, the right one given: "I wrote the wrong order number in the subject, it should be
# SU-2", "sorry the number i write is wrong, the correct one is order 2", "the ref above is a typo - it's 2".
_NUMBER_TOLD_WRONG = re.compile(r"\b(?:wrong\s+(?:order\s+)?(?:number|no\b\.?|ref(?:erence)?)|(?:number|no\.?|ref(?:erence)?)\s+(?:\w+\s+){0,3}?"
                                r"(?:is|was)\s+(?:wrong|incorrect|a\s+typo|mistyped)|typo|mis-?typed|(?:right|correct|real)\s+(?:order\s+)?"
                                r"(?:one|number|no\b\.?|ref(?:erence)?)\s+is)\b", re.I)


def numbers_told_wrong(pieces: list) -> dict[str, str]:
    """{the number the customer says they got wrong: the one they give instead}, when a sentence tells a number wrong in
    words and names one order, and the ticket names exactly one other ("SU-1 kettle ... P.S. I wrote the wrong order
    number in the subject, it should be SU-2"): with more orders named it is not clear which one was wrong."""
    numbers = list(dict.fromkeys(o for p in pieces if not p.injected for o in p.orders))
    if len(numbers) != 2:
        return {}
    for p in pieces:
        if not p.injected and len(p.orders) == 1 and _NUMBER_TOLD_WRONG.search(p.text):
            meant = p.orders[0]
            return {next(o for o in numbers if o != meant): meant}
    return {}


NUMBER_CORRECTED_WHY = "corrects the ticket's order number: the claims are read on the number the customer meant"


def read_number_corrections(read: list, moved: dict[str, str]) -> None:
    """A sentence that only corrects the ticket's order number ("sorry the number i write is wrong, the correct one is
    order 2") asks nothing of its own: read as `other`, a person was asked about what the claims' order already says."""
    # (only beside a claim on the number meant: a correction alone is all the ticket tells, and a person reads it)
    meant = {normalise_ref(s.order) for s in read if s.role == "request" and set(s.kinds) & set(_CLAIMS)} & set(moved.values())
    for s in read:
        if s.role == "request" and s.kinds == ["other"] and "?" not in s.text and normalise_ref(s.order) in meant \
                and (_NUMBER_TOLD_WRONG.search(s.text) or _CORRECTION.search(s.text)):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, NUMBER_CORRECTED_WHY
