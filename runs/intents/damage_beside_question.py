"""Damage told only as the story beside a question, with no remedy asked anywhere in the ticket: "is the walnut board
oiled already? it arrived with a hairline crack along the grain", "do you sell a bigger one? this one came with a crack
anyway". The customer asks the question, not for money: paying the damage would be a refund nobody asked for. The
damage is still the customer's problem, so it is no context either: a request of kind `other` a person answers, beside
the question (its damage kept in `doubted`), and no damage refund is paid for it without one.

A bare damage story with no question ("The vase arrived cracked.") is a claim as before, and so is one beside an ask for
something done ("can you cancel my coffee subscription?") or any remedy asked in the ticket, in any words ("refund
please", "what can you do?", "can you sort it?")."""

from __future__ import annotations

import re

from .asks import _REMEDY
from .reading import NOT_ENGLISH_WHY, ReadSentence

UNASKED_DAMAGE_WHY = ("damage told beside a question, with no remedy asked in the ticket: a person answers it, and no refund "
                      "is paid that nobody asked for")
# a remedy asked in other words: "what can you do?", "can you sort it out?", "what are my options", "please advise"
_REMEDY_WORDS = re.compile(r"\b(?:what\s+(?:can|could|should|will|would|do)\s+(?:you|i|we)\s+do|what\s+(?:now|next|happens\s+now)|options|"
                           r"sort(?:ed)?\s+(?:it|this|that|them)?\s*out|put\s+(?:it|this|that)\s+right|make\s+(?:it|this)\s+right|fix|"
                           r"help|advise|let\s+me\s+know\s+what|compensat\w*|goodwill|new\s+one|another\s+one|send\s+(?:me\s+)?(?:a|another)|"
                           # the money for the claim asked after: "did the money arrive yet?", "has my money gone through?"
                           r"(?:the|my|our|that|me|any)\s+(?:money|cash|funds)|money'?s)\b", re.I)


# a remedy refused where it stands asks none: "I'm not returning it", "I don't want a refund", "no need for a replacement"
# (verifier V35-055: "Lamp flickers. I'm not returning it. Is it covered by a warranty?" was paid $89 as damage); never
# a negated ask put to the shop ("can't you refund it?", "why not send a new one?")
_REFUSED_BEFORE = re.compile(r"(?:\b(?:not|never|no)|n['’]t|\b(?:dont|wont|didnt|doesnt))\s+(?:(?!(?:you|u|ya|they|just|simply)\b)[\w'’]+\s+){0,3}$", re.I)
_WHY_NOT = re.compile(r"\bwhy\s+(?:not|n['’]t|don['’]?t)\b", re.I)


def _asks_remedy(text: str) -> bool:
    return any(not _REFUSED_BEFORE.search(text, 0, m.start()) or _WHY_NOT.search(text, 0, m.start())
               for m in (*_REMEDY.finditer(text), *_REMEDY_WORDS.finditer(text)))


# an ask for something done, not a question for an answer: "can you cancel my subscription?", "could you change it?"
_ACTION_ASKED = re.compile(r"\b(?:can|could|would|will|cud)\s+(?:you|u|ya|someone|somebody)\b|\b(?:please|pls|plz|kindly)\b|"
                           r"\b(?:i'?d|i\s+would|i)\s+(?:like|want|need)\b", re.I)


def damage_beside_a_question(read: list[ReadSentence]) -> None:
    """Hold the refund of damage claims a ticket tells only beside a question of another kind, asking no remedy."""
    claims = [s for s in read if s.role == "request" and "damaged_item" in s.kinds]
    asks = [s for s in read if s.role == "request" and s.kinds == ["other"]]
    # a sentence in a language the screener does not read is no question it knows for one: the damage stays a claim
    if any(NOT_ENGLISH_WHY in s.why for s in asks):
        return
    # only questions for an answer ("is it oiled already?", "do you deliver on Saturdays?"): beside an ask for something
    # done ("can you cancel my subscription?") the damage told is a claim as before
    if not claims or not asks or any(not s.text.rstrip().endswith("?") or _ACTION_ASKED.search(s.text) for s in asks) \
            or any(_asks_remedy(s.text) for s in read if s.role not in ("injected", "quoted")):
        return
    held_for_a_person(claims, UNASKED_DAMAGE_WHY)


def held_for_a_person(claims: list[ReadSentence], why: str) -> None:
    """Damage claims turned to requests of kind `other` a person answers, their kinds kept in `doubted`, `why` told."""
    for s in claims:
        s.doubted = [k for k in s.kinds if k != "other"]
        s.kinds, s.spans, s.why = ["other"], {}, why
