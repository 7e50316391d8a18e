"""Who pays the return postage, asked beside a claim that is no return: "It came a week late, do I have to pay the return
postage?" kept its late claim (postage_questions_anywhere.py) and the question was read as nothing of its own, so it got no
subtask and went unanswered; asked in a sentence of its own after the lateness ("It came a week late. Do I have to pay the
return postage?") it was read as the late claim's remedy, attached, since return_postage_questions.py reads it apart only
beside a return or a goods claim.

The question is the seller's terms, for a person to answer whatever the claim beside it: in the claim's own sentence,
after the claim's words, it adds an `other` ask quoting the sentence (the claim kept); in a sentence of its own attached to
a claim, it is its own `other` ask. Near-misses, unchanged: the postage asked back ("refund the return postage"), turned
down, told ("I'll pay the postage myself"), or the question alone (postage_questions_anywhere.py reads it)."""

from __future__ import annotations

from .reading import ReadSentence
from .supposed_returns import SUPPOSED_RETURN_WHY
from .return_postage_questions import RETURN_POSTAGE_QUESTION_WHY, asks_who_pays_return_postage, who_pays_span

_KNOWN = frozenset({"late_delivery", "damaged_item", "wrong_item", "non_delivery", "duplicate_charge", "change_of_mind"})


def read_postage_question_beside_claim(read: list[ReadSentence]) -> None:
    """A who-pays-the-return-postage question beside a claim (module doc) is asked of a person too."""
    claimed = any(s.role == "request" and set(s.kinds) & _KNOWN for s in read)
    for s in read:
        if s.forbids or s.doubted or not asks_who_pays_return_postage(s.text):
            continue
        if (s.role in ("attached", "courtesy") and claimed) or (s.role == "context" and s.why == SUPPOSED_RETURN_WHY):
            # ("will i have to pay for return shipping", no question mark: asked all the same, not a return only supposed)
            s.role, s.kinds, s.spans, s.restates, s.why = "request", ["other"], {}, [], RETURN_POSTAGE_QUESTION_WHY
        elif s.role == "request" and "other" not in s.kinds and set(s.kinds) & _KNOWN and s.kinds != ["change_of_mind"] \
                and (asked := who_pays_span(s.text)) is not None \
                and all(b <= asked[0] for hits in s.spans.values() for _, b in hits):
            # (the claim's words all before the question: "It came a week late, do I have to pay the return postage?")
            s.kinds = [*s.kinds, "other"]
            s.why = s.why or RETURN_POSTAGE_QUESTION_WHY
