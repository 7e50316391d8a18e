"""A sentence told after a question to say why it is asked: "Also, where are my loyalty points from this order? They
haven't shown up on my account." (held-back round ver33a, V33-24). Read alone, "They haven't shown up" chases something not
had, so it became a second request of no known kind: a person got two subtasks for one question, and the reply quoted
the statement back as a request a colleague would handle.

Read here: a sentence read as chasing or asking the state of something, that points back by a pronoun ("they", "it",
"those") and names no sum and no order, right after a question of no known kind in its paragraph. It tells more of that
question: attached to it, the person answering it reads both (`restates`, shown beside its subtask on the run page).

Kept, its own request: one that names a thing or a sum ("The refund for the mug hasn't shown up either."), one after a
claim of a known kind ("The kettle was refunded last week? It hasn't shown up."), one not right after the question.
"""

from __future__ import annotations

import re

from .doubt import STATUS_WHY
from .reading import ReadSentence
from .settled_words import CHASED_WHY

TOLD_AFTER_WHY = "tells why the question just before it is asked: that question's subtask answers both"
# Pointed back by a pronoun, first: "They haven't shown up", "It still isn't there", "None of them have appeared".
_POINTS_BACK = re.compile(r"^\W*(?:(?:and|but|because|as|since|so)\W+)?(?:they|it|those|these|that|this|none\s+of\s+them|neither\s+of\s+them)\b"
                          r"(?!\s+(?:is|was|are|were)\s+(?:a|an|the)\b)", re.I)
_NAMES_MORE = re.compile(r"\b(?:also|either|too|as\s+well|another|other|refund\w*|money|charge\w*)\b", re.I)


def read_told_after_its_question(read: list[ReadSentence]) -> None:
    """Each pronoun-led chase right after a question of no known kind, attached to that question."""
    told = [s for s in read if s.role not in ("injected", "courtesy")]
    for before, s in zip(told, told[1:]):
        if s.role != "request" or s.kinds != ["other"] or not s.why.startswith((CHASED_WHY, STATUS_WHY)) or s.doubted:
            continue
        if before.role != "request" or before.kinds != ["other"] or before.paragraph != s.paragraph or not before.text.rstrip().endswith("?"):
            continue
        if not _POINTS_BACK.search(s.text) or _NAMES_MORE.search(s.text) or s.amounts or s.text.rstrip().endswith("?") \
                or (s.order and before.order and s.order != before.order) or re.search(r"\bSU[\s#-]*\d", s.text, re.I):
            continue
        s.role, s.kinds, s.spans, s.why = "attached", [], {}, TOLD_AFTER_WHY
        s.restates = [before.index]
