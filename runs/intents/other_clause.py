"""The words of a request of no known kind asked in a clause of a sentence whose other clause asks a known kind: "Please
refund the $9.99 delivery charge, and I think an extra $20 for the hassle would be fair too." was handed to a person
quoting the whole sentence, so the reply, right after "I've refunded $9.99 for the delivery fee", said it couldn't sort
out "Please refund the $9.99 delivery charge, and ..." (ver31c V31C-26): the refunded clause told as still open.

The ask of no kind is the clause that holds none of the known kinds' cues, cut at a joining mark (", and", ", but",
", also", "; ", " - ", " plus "): the person's subtask quotes it (runs/agents/offline_plan.py) and the plan check covers the
request by it (runs/intents/accounting.py). When every clause holds a known kind's cue, or none does, or what is left
names too little to stand alone (no content word, fewer than three words), the whole sentence is quoted, as before.
"""

from __future__ import annotations

import re

from .asks import _CLAUSE_ASK
from .ask_amid_a_claim_clause import asking_pieces
from .asks_joined_bare import BARE_AND_ASK, asking_only
from .reading import ReadSentence
from .stems import content_stems

# A clause that only calls off what came before ("actually scratch that - send me another one") asks nothing itself: the
# ask is the clause after it.
_CALLS_OFF_ONLY = re.compile(r"^\W*(?:(?:actually|oh|ok(?:ay)?|hmm+|no|wait|sorry)\W+)*(?:(?:scratch|scrap|strike|forget)\s+that|never\s*mind|nvm|"
                             r"on\s+(?:second|2nd)\s+thoughts?)\W*$", re.I)
# A clause that only keeps the goods asks nothing of its own: "I'm happy to keep it - could you refund just $10 for the
# scratch?" has its ask in the claim's clause, and quoting the keep would name what was never asked (ver39c BT-13).
_KEEPS_ONLY = re.compile(r"^\W*(?:(?:i'?m|i am|we'?re|we are)\s+)?(?:(?:really|more than|perfectly|quite)\s+)?(?:happy|fine|ok(?:ay)?|glad|content)\s+"
                         r"to\s+keep\s+(?:it|them|this|the\s+\w+)\W*$|^\W*(?:i'?ll|i will|we'?ll|we will)\s+(?:just\s+|still\s+)?keep\s+(?:it|them)\W*$", re.I)
_JOIN = re.compile(r",\s*(?:and|but|also|plus|though)\b\s*(?:also\s+)?|;\s+|\s+[-–—]{1,2}\s+|\s+(?:and\s+also|plus)\s+"
                   rf"|{BARE_AND_ASK}", re.I)  # ("refund it please and change my address": runs/intents/asks_joined_bare.py)


def other_words(s: ReadSentence) -> str:
    """The clause of `s` its `other` ask is told in (module doc), or its whole text."""
    known = [span for k in s.kinds if k != "other" for span in s.spans.get(k, [])]
    if "other" not in s.kinds or not known:
        return s.text
    edges = [0, *(x for m in _JOIN.finditer(s.text) for x in (m.start(), m.end())), len(s.text)]
    clauses = [(a, b) for a, b in zip(edges[::2], edges[1::2]) if s.text[a:b].strip()]
    free = [(a, b) for a, b in clauses if not any(a < y and x < b for x, y in known) and not _CALLS_OFF_ONLY.match(s.text[a:b]) and not _KEEPS_ONLY.match(s.text[a:b])]
    if not free or len(free) == len(clauses):
        return s.text
    free = asking_only(free, s.text, lambda clause: bool(_CLAUSE_ASK.search(clause)))  # the ask, not the ramble around it
    if not any(_CLAUSE_ASK.search(s.text[a:b]) for a, b in free):
        free = asking_pieces(s.text, known) or free  # "..., and while I think of it could you update the phone number ..., anyway ... a crack" (ask_amid_a_claim_clause.py)
    words = " ".join(s.text[a:b].strip() for a, b in free)
    return words if content_stems(words) and len(words.split()) >= 3 else s.text
