"""A clause that puts a question, beside a refund the customer declines in the same sentence: "Not chasing a refund of the
delivery charge, but why does your courier keep doing this?", "I don't want a refund of the postage - just an
explanation please", "no refund needed for the shipping, I just want to know why it sat in the depot". The decline holds
the money it names; the question is still asked, and a person answers it (blind round ver25a VER25A-21). Read only in a
clause without the declining words: "Not after a refund for the postage?" asks nothing of its own."""

from __future__ import annotations

import re

from .asks import asks_indirectly

# A question's mark at the clause's end, or an explanation, an answer or a reason wanted.
_QUESTION = re.compile(r"\?+\s*[)\"'”]?\s*$"
                       r"|\b(?:explain|explanation|an\s+answer|some\s+answers|(?:the|a)\s+reason\s+(?:why|for)|know\s+(?:why|what|how|when|where))\b", re.I)


def asks_a_question(clause: str) -> bool:
    """Whether a clause puts a question, directly, indirectly or as an explanation wanted."""
    return bool(_QUESTION.search(clause)) or asks_indirectly(clause)
