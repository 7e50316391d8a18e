"""A clause asking to be told when the remedy asked beside it is done: "and perhaps drop me a line to confirm once that's
done", "confirm by email when it's gone through", "let me know once the refund is processed", "email me as soon as it's
sent". The reply that tells the customer what was done answers it: it asks nothing a person must give. Read as a further
ask, a long polite refund ask became a second `other` subtask, and the reply said "I've refunded $34.00" and then that a
colleague would follow up on the same refund (held-back round 35 item 6).

Still asked: written confirmation for the records with no remedy's doing ("send me written confirmation for my files"),
an update on something else ("let me know when the blue one is back in stock"), a call ("ring me once it's done")."""

from __future__ import annotations

import re

_TELL_ME = (r"(?:let\s+(?:me|us)\s+know|drop\s+(?:me|us)\s+(?:a\s+)?(?:quick\s+)?(?:line|note|message|e-?mail|text)|"
            r"(?:send|give|shoot)\s+(?:me|us)\s+(?:a\s+)?(?:quick\s+)?(?:confirmation|note|line|message|e-?mail|text)|"
            r"confirm(?:\s+(?:it|this|that))?(?:\s+(?:to\s+(?:me|us)|by\s+(?:e-?mail|text|message)|in\s+writing|via\s+e-?mail))?|"
            r"e-?mail\s+(?:me|us)|message\s+(?:me|us)|notify\s+(?:me|us)|tell\s+(?:me|us)|keep\s+(?:me|us)\s+posted|update\s+(?:me|us))")
_WHEN_DONE = re.compile(
    rf"\b{_TELL_ME}\b(?:\s+(?:to\s+confirm|please|pls))?\s*,?\s*(?:when|once|after|as\s+soon\s+as|that)\s+"
    r"(?:it|that|this|the\s+(?:refund|money|credit|return|replacement|exchange))(?:['’]s|\s+(?:is|has|was|gets?|goes|went|have))?\s*"
    r"(?:been\s+|all\s+|now\s+)*(?:done|processed|gone\s+through|went\s+through|goes\s+through|sent|issued|refunded|completed?|through|sorted|"
    r"on\s+its\s+way|made|paid|credited|arranged|approved|happened)\b", re.I)

# The same ask told as the remedy's doing and word of it for the customer's books: "Please process and confirm by email for
# our bookkeeping.", "kindly action it and confirm in writing", "and send confirmation by email for our accounts" (a
# confirmation of nothing named: "written confirmation of my order for my files" still asks a paper, held-back round 35
# item 3).
_FOR_BOOKS = r"(?:\s+for\s+(?:my|our|the|your)\s+(?:records?|bookkeeping|books|accounts|accounting|files?|paperwork|expenses|audit|finance\s+team))"
_HOW = r"(?:\s+(?:by\s+(?:e-?mail|return|text)|in\s+writing|via\s+e-?mail|to\s+(?:me|us)|(?:over\s+)?e-?mail))"
_PROCESS_AND_TELL = re.compile(
    r"(?:^|\b(?:and|then)\s+|^\W*(?:please|pls|kindly)\s+)(?:please\s+|kindly\s+)?(?:process|action|actions?|handle|sort|arrange|issue|do)"
    r"(?:\s+(?:it|this|that|them|the\s+(?:refund|claim|request|replacement)))?\s+(?:and|&|then)\s+"
    rf"(?:confirm(?:\s+(?:it|this|that))?|let\s+(?:me|us)\s+know|(?:send|e-?mail)\s+(?:me\s+|us\s+)?(?:a\s+)?(?:written\s+)?confirmation){_HOW}?{_FOR_BOOKS}?\b(?!\s+of\b)"
    rf"|\b(?:and|then)\s+(?:please\s+)?(?:confirm(?:\s+(?:it|this|that))?|(?:send|e-?mail)\s+(?:me\s+|us\s+)?(?:a\s+)?(?:written\s+)?confirmation)"
    rf"(?:{_HOW}{_FOR_BOOKS}?|{_FOR_BOOKS})\b(?!\s+of\b)", re.I)


def asks_told_when_done(clause: str) -> bool:
    """Whether a clause only asks to be told that the remedy beside it is done (module doc)."""
    return bool(_WHEN_DONE.search(clause) or _PROCESS_AND_TELL.search(clause))


def without_told_when_done(text: str) -> str:
    """`text` with the asks to be told the remedy is done blanked, offsets kept."""
    text = _WHEN_DONE.sub(lambda m: " " * len(m.group(0)), text)
    return _PROCESS_AND_TELL.sub(lambda m: " " * len(m.group(0)), text)
