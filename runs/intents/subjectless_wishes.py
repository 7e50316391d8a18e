"""A wish typed without its subject: "Need to swap." after "the shoes came a size too small", "Need a refund.", "Want my
money back.", "really need a new one asap". Typed fast, the "I" is left off; read as written, "Need to swap." matched no
form of asking and was a statement: the swap the customer asked for had no subtask (a silent drop). The sentence is read
as the customer's own wish, the "I" put back, before its ask is judged (runs/intents/asks._tidied).

Only a sentence that opens with the wish itself (after "so", "just", "really", "and" ...) and goes on to what is wished
(a verb after "to", or the thing: "a refund", "my money back", "another one") is read so. Near-misses: "Needless to say
it broke", "Wanted to say thanks" (telling, in the past), "Need I say more", "Want of a better word" read as before."""

from __future__ import annotations

import re

_SUBJECTLESS = re.compile(
    r"^(?P<lead>\W*(?:(?:so|just|really|now|and|but|also|ok|okay|honestly|seriously|basically|pls|please)[\s,]+)*)"
    r"(?=(?:really\s+|just\s+|urgently\s+|still\s+)?(?:need|needs|want|wanna|would\s+like|would\s+prefer|would\s+rather|'?d\s+like|'?d\s+rather)\s+"
    r"(?:to\s+[a-z]|a\b|an\b|my\b|the\b|it\b|them\b|this\b|that\b|one\b|some\b|another\b|money\b|refund|replacement|exchange|swap|new\b|full\b))",
    re.I)


def with_subject_put_back(text: str) -> str:
    """The sentence with the "I" a subjectless wish left off put back ("Need to swap." is "I need to swap.")."""
    m = _SUBJECTLESS.match(text)
    return f"{m.group('lead')}I {text[m.end('lead'):]}" if m else text
