"""An imperative after a clause of its own: "I don't care about your rules, refund the headphones.", "Look, whatever your
policy says, send me a new one", "honestly I'm done with this, cancel my order". The imperative opens its clause, not
the sentence, so the forms of asking that read an imperative at the start (runs/intents/asks._REQUEST) missed it and the
sentence was a statement: the refund asked had no subtask (a silent drop). The clause after the comma, semicolon or dash
is judged as a sentence of its own (runs/intents/asks._asks).

Only a verb of the shop's work (refund, send, give, cancel, replace ...) followed by what it is done to ("the
headphones", "me a new one", "it", "my order") is read so. Near-misses: words told as said by someone ("the courier told
me, give it a week"), a noun after a comma ("I tried, return label was missing", "sadly, refund policy says no") and a
verb in a list of goods read as before; a clause of condition before it ("If there's any problem, give me a shout")
is read by runs/intents/moods.main_clause."""

from __future__ import annotations

import re

# the clause opened by the imperative: after a comma, semicolon or dash, with its fillers ("just", "so", "please")
_AFTER_CLAUSE = re.compile(
    r"(?:,|;|\s[-–—])\s*(?:(?:so|just|now|then|and|please|pls|plz|simply|kindly)\s+)*"
    r"(?P<ask>(?:refund|send|give|cancel|replace|swap|exchange|reimburse|credit|pay|return|fix|sort|resend|reship|redeliver|collect|"
    r"process|issue|reverse|void|remove|waive|change|update|take)\s+"
    r"(?:me|us|it|them|this|that|the|my|our|every|all|a|an|another|everything|back|out)\b[^.!?]*)", re.I)
# words told as someone else's: "the courier told me, give it a week", "she said, send it back" (reported speech, not asked)
_SAID_BEFORE = re.compile(r"\b(?:said|says|say|told\s+(?:me|us)|tells\s+(?:me|us)|asked|wrote|replied|was\s+like|goes|went)\s*[:,;\s\-–—]*$", re.I)
# ... unless what was said is set aside: "whatever your policy says, refund them", "no matter what the courier said, ..."
# a condition before the comma: "If there's any problem, give me a shout" (the main clause after a condition is read by
# runs/intents/moods.main_clause, with its own near-misses)
_CONDITION = re.compile(r"^\W*(?:(?:and|but|so|oh|ok|okay)\s+)*(?:if|when|whenever|once|in\s+case|should|unless|as\s+soon\s+as)\b", re.I)
_SET_ASIDE = re.compile(r"\b(?:whatever|no\s+matter\s+what|regardless\s+of\s+what|(?:don'?t|do\s+not)\s+care\s+what|never\s+mind\s+what)\b", re.I)


def imperative_after_clause(text: str) -> str:
    """The clause an imperative of the shop's work opens after a clause of its own ("refund the headphones" in "I don't
    care about your rules, refund the headphones"), or ''."""
    for m in _AFTER_CLAUSE.finditer(text):
        before = text[: m.start() + 1].rstrip(",;-–— ")
        if m.start() > 0 and not _CONDITION.match(before) and (not _SAID_BEFORE.search(before) or _SET_ASIDE.search(before)):
            return m.group("ask")
    return ""
