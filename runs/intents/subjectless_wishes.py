"""A wish typed without its subject: "Need to swap." after "the shoes came a size too small", "Need a refund.", "Want my
money back.", "really need a new one asap". Typed fast, the "I" is left off; read as written, "Need to swap." matched no
form of asking and was a statement: the swap the customer asked for had no subtask (a silent drop). The sentence is read
as the customer's own wish, the "I" put back, before its ask is judged (runs/intents/asks._tidied).

Only a sentence that opens with the wish itself (after "so", "just", "really", "and" ...) and goes on to what is wished
(a verb after "to", or the thing: "a refund", "my money back", "another one") is read so. Near-misses: "Needless to say
it broke", "Wanted to say thanks" (telling, in the past), "Need I say more", "Want of a better word", and a pronoun's wish ("need it
for work": the reason for the ask before it) read as before."""

from __future__ import annotations

import re

_SUBJECTLESS = re.compile(
    r"^(?P<lead>\W*(?:(?:so|just|really|now|and|but|also|ok|okay|honestly|seriously|basically|pls|please)[\s,]+)*)"
    r"(?=(?:really\s+|just\s+|urgently\s+|still\s+)?(?:need|needs|want|wanna|would\s+like|would\s+prefer|would\s+rather|'?d\s+like|'?d\s+rather)\s+"
    # (not a pronoun: "need it for work" gives the reason for the ask before it)
    r"(?:to\s+[a-z]|a\b|an\b|my\b|the\b|one\b|some\b|another\b|money\b|refund|replacement|exchange|swap|new\b|full\b"
    # ... unless the pronoun is what the wish has done: "Need them swapped for the next size up"
    r"|(?:it|them|these|those|this|that)\s+(?:swapped|exchanged|replaced|refunded|collected|returned|changed|sent|resent|fixed|sorted|picked\s+up)\b))",
    re.I)


def with_subject_put_back(text: str) -> str:
    """The sentence with the "I" a subjectless wish left off put back ("Need to swap." is "I need to swap.")."""
    m = _SUBJECTLESS.match(text)
    return f"{m.group('lead')}I {text[m.end('lead'):]}" if m else text
