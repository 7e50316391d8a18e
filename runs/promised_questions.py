"""A question whether a refund the shop promised was made ("your colleague told me the cracked skillet would be refunded.
Has that refund actually gone through?"), answered by the claim's own subtask because the order records that refund
(runs/intents/accounting.py). When that subtask goes to a person (the claim told again, ver24b V24B-23), its reply
sentence said only "I couldn't sort out the damaged skillet myself": the customer's question had no sentence. The
sentence now says what was asked, and that a colleague checks it; never that the refund was made or is coming."""

from __future__ import annotations

from .intents.accounting import refund_recorded
from .intents.promise_done_asked import promised_kind_asked
from .intents.reading import Reading


def promise_question_answered_by(reading: Reading, kind: str, record: dict | None) -> str:
    """The question whether a refund of `kind` promised was made, which the claim's subtask of `kind` answers (the record
    shows that refund), or ''."""
    if not refund_recorded(record, kind):
        return ""
    return next((s.text for s in reading.requests if s.kinds == ["other"] and promised_kind_asked(s) == kind), "")
