"""A clause cut off from its own subject is no imperative: "Separately, the headlamp strap snapped on my
very first run, the buckle just split." is cut at "just" (asks._CLAUSE_START), and "just split." reads
as "split [the order]", a second ask a person was handed beside the damage claim. The words right
before the cut name the subject whose verb it is ("the buckle", "it", "the left strap"), or a subject
and a verb already told ("the seam frayed and split"): the clause goes on telling, and asks nothing.

Near-misses: "the refund, just put it on my card" (the comma ends the topic: an ask), "you could just
send another" (the shop asked), "I'd like a refund and cancel the rest" (no goods subject before it).
"""

from __future__ import annotations

import re

# Where the telling before a cut begins: the last mark ending a clause.
_CLAUSE_MARK = re.compile(r"[,;:.!?()]|\s[-–—]+\s|\b(?:and|but|because|when|while|whereas|although|though)\b", re.I)
# Goods or a person as a subject, named just before the cut: "the buckle", "my left strap", "one of the legs", "it".
_SUBJECT = (r"(?:(?:the|my|our|its|their|his|her|this|that|these|those|each|one\s+of\s+the|both(?:\s+of\s+the)?|a|an)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+"
            r"|it|they|he|she|this|that|these|those|both|everything|i|we)")
# (a sentence adverb before the subject: "Honestly my lamp then ...", "sadly the lid just ...")
_OPENER = r"(?:(?:so|then|now|honestly|sadly|unfortunately|also|anyway|separately|plus|basically|literally|obviously)\W+)*"
_JUST_SUBJECT = re.compile(rf"^\s*{_OPENER}{_SUBJECT}\s*$", re.I)
# ... with a verb of its own told already, the cut joining a second: "the seam frayed and split", "the lid came loose then split".
_TOLD_VERB = r"(?:[\w-]+ed|broke|split|tore|came|went|fell|burst|bent|cut|wore|snapped|cracked|shattered|gave\s+way)"
_SUBJECT_TOLD = re.compile(rf"^\s*{_OPENER}(?!(?:i|we)\b){_SUBJECT}\s+(?:(?:just|then|also|suddenly|completely)\s+)?"
                           rf"{_TOLD_VERB}(?:\s+[\w'’-]+){{0,3}}\s*$", re.I)
# The word the clause was cut at: a subject's adverb ("just", "then", "so") goes on from a subject alone; "and", "then"
# join a second verb to one told.
_ADVERB_CUT = re.compile(r"^\W*(?:just|then|so)\b", re.I)
_JOIN_CUT = re.compile(r"^\W*(?:and|then)\b", re.I)


def subject_told_before(text: str, at: int) -> bool:
    """Whether the clause of `text` starting at `at` goes on from a subject told just before it (module doc)."""
    clause = text[at:]
    before = text[:at]
    marks = list(_CLAUSE_MARK.finditer(before))
    told = before[marks[-1].end():] if marks else before
    if _ADVERB_CUT.match(clause) and _JUST_SUBJECT.match(told) and not re.match(r"^\s*(?:you|u)\b", told, re.I):
        return True
    return bool(_JOIN_CUT.match(clause) and _SUBJECT_TOLD.match(told))
