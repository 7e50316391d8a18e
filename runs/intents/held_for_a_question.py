"""A question the customer wants answered before anything is done: "vase came broken. Before doing anything, please
confirm: will I need to send the broken one back? If yes I'd rather not bother and just keep it." The refund was paid
and the question dropped (verify33 I10): the customer's choice hangs on the answer. The question goes to a person
(`other`, quoted) and the claims beside it are held as context, so no money moves until it is answered.

Near-misses: "Before you ask, yes it was packed well." (no question held), "Before doing anything else, refund the mug"
(an order, no question), a question with no "before" ("Will I need to send it back?" stays as read).

A hold the customer asks with no question holds the money the same way: "don't do anything till I'm home pls" (verify33
P02, the chipped plate was paid). Near-miss: "no rush, refund when you can" (a refund asked, not held)."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .reading import ReadSentence
from .refund_not_before_a_date import REFUND_NOT_BEFORE_A_DATE

HELD_QUESTION_WHY = "asks a question to be answered before anything is done: a person answers it, nothing moves before"
HELD_CLAIM_WHY = "a claim the customer holds until the question beside it is answered (\"before doing anything, confirm ...\")"

_BEFORE = re.compile(
    r"\b(?:before\s+(?:(?:you\s+)?(?:do(?:ing)?|process(?:ing)?|go(?:ing)?\s+ahead|refund(?:ing)?|send(?:ing)?)\s*(?:anything|any\s+refund|it|ahead)?"
    r"|anything\s+(?:else\s+)?(?:happens|is\s+done))"
    r"|\b(?:hold\s+off|don'?t\s+(?:do|process|refund)\s+anything\s+(?:yet|until))\b)", re.I)
# "don't do anything till I'm home", "please wait until I've checked": a hold asked by the customer, no question needed.
_HOLD_ASKED = re.compile(
    r"\b(?:(?:don'?t|do\s+not|dont)\s+(?:do|process|refund|send|action)\s+anything\s+(?:yet\b|till|until|before|for\s+now)"
    r"|(?:please\s+)?(?:wait|hold)\s+(?:off\s+)?(?:till|until)\s+i(?:'m|\s+am|'ve|\s+have|\s+get|\s+can)\b"
    r"|put\s+(?:it|this|everything)\s+on\s+hold)", re.I)
HELD_BY_ASKING_WHY = "the customer asks that nothing be done yet (\"don't do anything till I'm home\"): a person, money held"
# A hold that names its day ("don't process anything before the 20th of March"): the money's own hold (money.py) keeps the
# claim told beside it a subtask a person settles on that day; made context here, the broken speaker was dropped (V1-14).
_HELD_TO_A_DAY = re.compile(REFUND_NOT_BEFORE_A_DATE, re.I)
_ASKED = re.compile(r"\?|\b(?:confirm|let\s+me\s+know|tell\s+me|need\s+to\s+know|can\s+you\s+check)\b", re.I)


def read_held_for_a_question(live: list[ReadSentence]) -> None:
    """A question asked "before doing anything" (module doc): a person answers, the claims beside it are held. `live`: the
    sentences the customer wrote, the injected left out (read_ticket reads them once for the last passes)."""
    held = [s for s in live if _BEFORE.search(s.text) and _ASKED.search(s.text) and "?" in s.text]
    # "before you do anything!! will i need to ship it back??": the "before" told apart, the question next to it
    held += [q for s, q in zip(live, live[1:]) if _BEFORE.search(s.text) and "?" not in s.text and len(s.text.split()) <= 6
             and "?" in q.text and q not in held]
    held += [s for s in live if _HOLD_ASKED.search(s.text) and s not in held and not _HELD_TO_A_DAY.search(s.text)]
    if not held:
        return
    for s in held:
        why = HELD_BY_ASKING_WHY if _HOLD_ASKED.search(s.text) and "?" not in s.text else HELD_QUESTION_WHY
        s.role, s.kinds, s.why, s.spans = "request", ["other"], why, {}
    for s in live:
        if s not in held and s.role in ("request", "attached") and s.kinds and set(s.kinds).isdisjoint(set(NOT_A_CASE)):
            s.role, s.why = "context", HELD_CLAIM_WHY
