"""Who pays the postage of a return, asked in any words and anywhere: "do i have to pay for the return shipping" (no
question mark), "Will I have to pay the postage to send it back?", alone or beside a return. runs/intents/
return_postage_questions.py reads the question where it was read as a claim's remedy beside a return; asked so, it was
read as a statement (dropped, no subtask, no person) or, its postage words taken for a fee asked back, as a late delivery
whose fee could be paid (blind testers asked that "Do I have to pay the return postage?" read as "Who pays the return
postage?" does).

Here every such question is the request of its own that the other reading makes of it: `other`, quoted, for a person to
answer from the seller's terms; never a late delivery unless its lateness is told outside the question ("It came a week
late, do I have to pay the return postage?" keeps the late claim). Near-misses (the postage asked back, turned down, or
told: "I'll pay the return postage myself") are no question (asks_who_pays_return_postage)."""

from __future__ import annotations

from .reading import ReadSentence
from .return_postage_questions import RETURN_POSTAGE_QUESTION_WHY, asks_who_pays_return_postage, who_pays_span

# the catch-all's reasons for a question of no known kind, which this reading names more exactly
_CATCH_ALL = ("asks for a remedy, and no problem it could be for was read", "tells of a problem of no kind the screener knows")


def read_postage_questions_anywhere(read: list[ReadSentence]) -> None:
    """A question who pays the return postage, read as a statement, a catch-all ask or a fee asked back, is its own ask."""
    for s in read:
        if s.role not in ("statement", "request") or s.doubted or s.forbids or not asks_who_pays_return_postage(s.text):
            continue
        asked = who_pays_span(s.text)
        late_in_question = s.kinds == ["late_delivery"] and asked is not None \
            and all(asked[0] <= a and b <= asked[1] + 30 for a, b in s.spans.get("late_delivery", []))
        if s.role == "statement" or (s.kinds == ["other"] and s.why in _CATCH_ALL) or late_in_question:
            s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, RETURN_POSTAGE_QUESTION_WHY
