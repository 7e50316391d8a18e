"""The money asked as a bare question and answered no by the customer at once: "refund? nah, keep it.", "Money back? Nope -
just glue it.", "a refund?? no, not worth it". Read as the claim's remedy asked, the "refund?" was paid and the "nah"
taken as keeping the goods for their money (the refund-and-keep remedy): the whole vase was paid to a customer who had
said no to the money (verify38 V-02). The question is then no ask, and the answer turns the refund down: the refund is
held for a person, whatever else the customer asks after it.

Near-misses: an answer that is no refusal ("refund? no worries if not", "refund? no rush"), a question with more in it
("can I get a refund? no receipt though"), and an answer in another paragraph."""

from __future__ import annotations

import re

from .reading import ReadSentence

_MONEY_QUESTION = r"(?:(?:a|my|full|the)\s+)?(?:refund|money\s+back|cash\s+back|reimbursement)\s*\?+\W*$"
_BARE_MONEY_QUESTION = re.compile(rf"^\W*{_MONEY_QUESTION}", re.I)
# the same question closing the claim's own sentence after a break: "cracked mug :( refund?", "lid's snapped - money back?"
_CLOSING_MONEY_QUESTION = re.compile(rf"(?:[:;,()]|\s[-–—])\s*{_MONEY_QUESTION}", re.I)
_ANSWERED_NO = re.compile(r"^\W*(?:nah+|nope|no+)\b(?!\s+(?:worries|problem|probs|bother|rush|hurry|fuss|need\s+to\s+rush|way|receipt|idea)\b)"
                          r"(?![^.!?]*\bif\s+not\b)", re.I)
ANSWER_WHY = "the customer answers no to the money they asked as a bare question: the refund is held"
ANSWERED_NO_WHY = "the customer asks the money as a bare question and answers no at once: no refund asked"


def read_money_question_answered_no(read: list[ReadSentence]) -> None:
    """A bare "refund?" answered "nah" in the next sentence of its paragraph asks nothing, and the answer holds the refund
    (closing a claim's own sentence, "cracked mug :( refund?", the claim stays, its refund held)."""
    body = [s for s in read if s.role != "injected"]
    for s, after in zip(body, body[1:]):
        bare = _BARE_MONEY_QUESTION.match(s.text)
        if not (bare or _CLOSING_MONEY_QUESTION.search(s.text)) or after.paragraph != s.paragraph or not _ANSWERED_NO.match(after.text):
            continue
        if bare:
            s.role, s.kinds, s.why, s.spans = "context", [], ANSWERED_NO_WHY, {}
        after.forbids = list(dict.fromkeys([*after.forbids, "refund"]))
        if after.role == "statement":
            after.role, after.why = "context", ANSWER_WHY  # ("Nope - I'll live with it."): a declining sentence, read as one
