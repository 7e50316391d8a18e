"""A question about where refunds go is a question, not a change of where they are paid.

"And will refunds go back to my PayPal or to the card?" was read as asking for the money paid to PayPal: the refund tool
pays only the original payment, so every refund of the ticket (a duplicate charge of $80.50, a return) was held for a
person and the run ended escalated (blind round ver24a, V24-27). The customer asked which way the money goes; whatever
the answer, nothing is asked of it. The question still goes to a person (a request of kind `other`, its sentence quoted),
but it holds no money: only what the sentence itself forbids ("don't put it on the card") is still held.

Still an ask, and still held:
- a payment named as the one wanted: "instead", "rather", "prefer", "please", "can / could you", "I'd like", "I want";
- a question that asks leave ("Can the refund go to my PayPal?", "Could it be paid to my bank?"): permission is an ask;
- the payment the order was made with said to be gone ("will it go to my new card, the old one expired?"): a person sees
  where the money can reach the customer."""

from __future__ import annotations

import re

from .money import actions_forbidden
from .reading import ReadSentence
from .remedies import REFUND_ELSEWHERE_WHY, REMEDY_FORM_WHY

ROUTE_QUESTION_WHY = ("asks where a refund is paid (back to the payment the order was made with or elsewhere): a question a person "
                      "answers; it asks no change of payment and holds no money")

_MONEY = r"(?:(?:the|my|any|these|those|your|all|both|each)\s+)?(?:refunds?|money|credit|reimbursements?|payments?\s+back|it|they|that|this|them)"
# "will refunds go back to...", "does the money come back to...", "would the refund be paid to...", "is it credited to...".
_WHERE_IT_GOES = re.compile(
    rf"^\W*(?:(?:and|also|so|oh|but|just|quick\s+question|one\s+more\s+thing)[\s,:-]+)*(?:will|would|does|do|is|are|should|shall)\s+{_MONEY}\s+"
    r"(?:(?:automatically|then|just|both|all|normally|usually|also)\s+)?"
    r"(?:go|goes|going|come|comes|coming|get|be|land|appear|show|end|turn|arrive|reach)\b", re.I)
# "where will the refund go?", "where does the money end up?", "which card will it go back to?", "how will I get the money?"
_WHERE_ASKED = re.compile(
    r"^\W*(?:(?:and|also|so|oh|but|just|quick\s+question|one\s+more\s+thing)[\s,:-]+)*(?:where|which\s+(?:card|account|payment(?:\s+method)?|method|way)"
    r"|what\s+(?:card|account|payment(?:\s+method)?|method)|how)\s+(?:\w+\s+){0,3}?(?:will|would|does|do|is|are|should|shall)\b", re.I)
_ASKS_IT_DONE = re.compile(r"\b(?:instead|rather|prefer\w*|please|pls|plz|kindly|can\s+you|could\s+you|would\s+you|will\s+you|i'?d\s+like|i\s+would\s+like|"
                           r"i\s+want|we\s+want|i\s+need|we\s+need|i'?d\s+rather|can\s+(?:i|we)|could\s+(?:i|we)|is\s+it\s+possible|would\s+it\s+be\s+possible)\b", re.I)
# The payment the order was made with said to be gone: where the money can reach the customer is a person's to settle.
_PAYMENT_GONE = re.compile(r"\b(?:expired|expiring|closed|cancel+ed|canceled|lost|stolen|blocked|no\s+longer|not\s+(?:active|valid|working)|replaced|"
                           r"old\s+(?:card|account)|new\s+(?:card|account|bank))\b", re.I)


def refund_route_asked(text: str) -> bool:
    """Whether a sentence only asks which way a refund is paid, asking nothing of it."""
    stripped = text.strip()
    if not stripped.endswith("?") or stripped.count("?") > 1:
        return False
    if _ASKS_IT_DONE.search(text) or _PAYMENT_GONE.search(text):
        return False
    return bool(_WHERE_IT_GOES.search(text) or _WHERE_ASKED.search(text))


# The money going back, the words a return of goods is also told by ("send it back"): "will the refund go back to my card".
_MONEY_GOES_BACK = re.compile(r"\b(?:refunds?|money|credit|payments?|it|they|that)\s+(?:\w+\s+){0,2}?"
                              r"(?:go|goes|going|gone|come|comes|coming|get|be\s+(?:sent|paid|put|going|coming))\s+back\b", re.I)


def _return_read_from_money(s: ReadSentence) -> bool:
    """Whether every change-of-mind cue read in `s` is the money going back, not goods."""
    hits = s.spans.get("change_of_mind", [])
    back = [m.span() for m in _MONEY_GOES_BACK.finditer(s.text)]
    return bool(hits) and all(any(a <= x < b for a, b in back) for x, _ in hits)


def read_refund_route_questions(read: list[ReadSentence]) -> None:
    """Last: a sentence that only asks which way a refund goes, read as asking the money paid elsewhere or in another form,
    or as a return (the money "going back"), keeps its question for a person and holds no money beyond what its own words
    forbid; no return is read from the money's way back."""
    for s in read:
        if s.role != "request" or not refund_route_asked(s.text):
            continue
        from_money = "change_of_mind" in s.kinds and _return_read_from_money(s)
        if s.why not in (REFUND_ELSEWHERE_WHY, REMEDY_FORM_WHY) and not from_money:
            continue
        if from_money:
            s.kinds = [k for k in s.kinds if k != "change_of_mind"]
            s.spans = {k: v for k, v in s.spans.items() if k != "change_of_mind"}
        s.kinds = [*(k for k in s.kinds if k != "other"), "other"]
        s.why = ROUTE_QUESTION_WHY
        own = actions_forbidden(s.text)
        s.forbids = [f for f in s.forbids if f != "refund" or "refund" in own]
