"""Negations that affirm: "we did not hesitate to refund the $5.99", "billing wasted no time in
reversing it", "we not only refunded the fee". Each tells of the work as done (or, in the future,
as certain), though a "not" or "no" stands in it. The reply check reads negation as "not done", so
these are restated plainly ("we refunded the $5.99") before it reads them.

An honest negation is left as it is: "we have not refunded the fee yet", "no refund has been made".
"""

from __future__ import annotations

import re

# Past or present forms that deny a delay or an omission, so affirm what follows.
_PAST_DENIAL = (r"(?:did\s+not|didn['’]t|did\s+n't|never|not)(?:\s+once)?\s+(?:even\s+)?(?:(?:hesitat|wait|delay|stall|paus|dither|fail|forg[eo]t|neglect|omit)\w*|"
                r"(?:think|thought)\s+twice|(?:hold|held)\s+back|wast\w*\s+(?:any\s+)?time|need\w*\s+(?:to\s+be\s+)?(?:asked|reminded|chased)\s+twice)"
                r"|(?:couldn['’]t|could\s+not)\s+wait"
                r"|(?:wasted|lost)\s+no\s+time|made\s+no\s+delay|had\s+no\s+(?:hesitation|hesitancy|qualms|second\s+thoughts)"
                r"|(?:was|were)\s+(?:not|n't)\s+(?:slow|reluctant|hesitant|shy)")
_FUTURE_DENIAL = (r"(?:will\s+not|won['’]t|shall\s+not|shan['’]t)\s+(?:hesitate|wait|delay|fail|forget|neglect|think\s+twice|hold\s+back|waste\s+(?:any\s+)?time)"
                  r"|(?:can['’]t|cannot|can\s+not)\s+wait")
# What the denial governs: a verb after "to", "in", "before" ("hesitate to refund", "no time in reversing"),
# or a verb in -ing straight after it ("wasted no time reversing"); never a determiner or a pronoun.
_NOT_A_VERB = r"(?!(?:the|your|a|an|it|this|that|them|you|our|my|his|her|their|any|for|on)\b)"
_LINK = rf"\s+(?:(?:to|in|before|about|and|at)\s+{_NOT_A_VERB}(?P<verb>[a-z]+)|{_NOT_A_VERB}(?P<ing>[a-z]{{3,}}ing))\b"
_PAST_AFFIRMED = re.compile(rf"\b(?:{_PAST_DENIAL}){_LINK}", re.I)
_FUTURE_AFFIRMED = re.compile(rf"\b(?:{_FUTURE_DENIAL}){_LINK}", re.I)
# "We didn't just refund the fee": the work done, and more besides.
_NOT_JUST = re.compile(r"\b(?:did\s+not|didn['’]t|did\s+n't|never)\s+(?:just|only|merely|simply)\s+(?P<verb>[a-z]+)\b", re.I)
# "We not only refunded the fee, but...", "not just credited": the work done, and more besides.
_NOT_ONLY = re.compile(r"\bnot\s+(?:only|just|merely|simply)\b", re.I)

_IRREGULAR = {"send": "sent", "pay": "paid", "put": "put", "get": "got", "give": "given", "take": "taken", "make": "made",
              "set": "set", "hear": "heard", "tell": "told", "write": "written", "do": "done", "go": "gone", "ship": "shipped",
              "cancel": "cancelled", "refund": "refunded", "sort": "sorted", "lodge": "lodged"}


def _done_form(verb: str) -> str:
    """The past participle of a verb in its plain or -ing form ("refund", "reimbursing", "sending")."""
    low = verb.lower()
    if low.endswith("ing") and len(low) > 5:
        stem = low[:-3]
        return _IRREGULAR.get(stem, stem + "ed")  # "reimbursing" -> "reimbursed", "cancelling" -> "cancelled"
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    return low + ("d" if low.endswith("e") else "ed")


def _plain_form(verb: str) -> str:
    """The plain form after "will": "reversing" -> "revers" is enough for the promise patterns, which read stems."""
    low = verb.lower()
    return low[:-3] if low.endswith("ing") and len(low) > 5 else low


def restate(text: str) -> str:
    """The text with each affirming negation told plainly: "did not hesitate to refund" -> "refunded",
    "won't hesitate to credit" -> "will credit", "not only refunded" -> "also refunded"."""
    text = _FUTURE_AFFIRMED.sub(lambda m: "will " + _plain_form(m.group("verb") or m.group("ing")), text)  # before the past: "will not hesitate"
    text = _PAST_AFFIRMED.sub(lambda m: _done_form(m.group("verb") or m.group("ing")), text)
    text = _NOT_JUST.sub(lambda m: _done_form(m.group("verb")), text)
    return _NOT_ONLY.sub("also", text)
