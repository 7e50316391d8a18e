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


# Two negations that cancel: "nobody could say the fee wasn't refunded", "it is not true that we haven't
# refunded it", "there's nothing left for us to pay back", "nothing is still owed to you". Read by shape,
# not by a list of sentences: inside one clause each negator turns the reading over, and a word of
# work still owed ("owed", "outstanding", "left to pay back") is itself a negation of the work done.
# When an even number of turns falls on a word of the work, the clause tells it as done.
_NEGATOR = re.compile(
    r"\b(?:not|never|no\s+longer|no|nobody|no[\s-]one|nothing|none|neither|hardly|barely|cannot)\b|n['’]t\b"
    # the apostrophe left out: "hasnt", "isnt", "dont", "cant"
    r"|\b(?:has|have|had|is|was|were|are|did|do|does|ca|wo|could|would|should|must|need)nt\b"
    r"|\b(?:wrong|incorrect|false|untrue|inaccurate|mistaken)\s+(?:to\s+(?:say|claim|suggest|think|assume|believe)|that)\b"
    r"|\b(?:is|'s|’s|be|was|are)\s+(?:false|untrue|a myth)\b|\b(?:deny|denies|denied|denying)\b|\bfail(?:s|ed|ing)?\s+to\b", re.I)
# Work still owed, told as a state: each flips the reading once.
_OWED = re.compile(
    r"\b(?:left|remaining|more|further|else|still)\s+(?:(?:for|on)\s+(?:us|you|me|them|the \w+|your \w+)\s+)?(?:(?:to|that we need to|we need to)\s+)?(?:be\s+)?"
    r"(?:pay|paid|refund|repay|credit|return|reimburs|settl|giv|given|send|sent|put|cover|sort|do|chase|claim)\w*(?:\s+back)?\b"
    r"|\byet\s+to\s+(?:be\s+)?\w+"
    r"|\b(?:owed|owing|outstanding|unpaid|unrefunded|unreimbursed|uncredited|unsettled|unresolved|in arrears|out of pocket|short-?changed)\b"
    r"|\bdue\b(?!\s+to\s+(?!you\b))|\bpending\b", re.I)
# The work itself, in any form: each is read with the turns counted so far.
_WORK = re.compile(
    r"\b(?:refund(?:ed|ing)|(?<!\bthe )(?<!\ba )(?<!\byour )(?<!\bany )(?<!\bno )(?<!\bthis )(?<!\bthat )refunds?|repa(?:id|y|ying)|reimburs\w*|credit(?:ed|ing)|revers(?:ed|ing|e)|"
    r"(?:pa(?:id|y|ys|ying)|giv(?:en|e|ing)|gave|sen[dt]|sending|put(?:ting)?|c[ao]me|coming|went|gone|going)\s+(?:(?:the\s+)?(?:[\w$.,]+\s+){0,3}?)?back|"
    r"(?:go|goes|gone|went|going|put)\s+through|settled|sorted|handled|cleared|waived|voided|cancel+ed|removed|processed|issued|taken care of|made good|squared)\b", re.I)
# Where a clause ends, and what makes one no statement at all (a condition, a question asked).
_CLAUSE_END = re.compile(r"\.(?!\d)|[;:?!—–]|\s-\s|,\s*(?=(?:and|but|so|which|who|while|though|although|because|as|since|nor|or)\b)"
                         r"|\s(?:and|but|so|because|while|though|although|nor|or)\s", re.I)
# Words that keep the matter open: "none is due yet", "so far".
_STILL_OPEN = re.compile(r"\b(?:yet|so far|for now|as yet)\b", re.I)
_NO_STATEMENT = re.compile(r"\b(?:if|unless|whether|once|until|till|when|how|what|whatever|why|before|after|should)\b|\?", re.I)


# A plain "is not owed" is a decline with its reason; "no longer", "still", "any more" tell of a debt paid.
_DECLINED = re.compile(r"(?:\bnot|n['’]t|\b(?:is|are|was|were)nt)\s+(?:\w+\s+)?$", re.I)
_ONCE_OWED = re.compile(r"\b(?:still|longer|any ?more|left|remaining|again)\b", re.I)


def turned_over(text: str, start: int, words: str) -> bool:
    """Whether `words`, found at `start` in `text` and holding a negation of their own ("nothing is
    owed", "no longer on your card"), stand after an odd number of negators in their clause ("I can't
    confirm that nothing is owed"), so that the clause no longer tells the work as done."""
    if not _NEGATOR.search(words):
        return False
    clause_start = max([m.end() for m in _CLAUSE_END.finditer(text, 0, start)] or [0])
    return len(_NEGATOR.findall(text[clause_start:start])) % 2 == 1


def cancelled_negation(text: str) -> str:
    """The words of a clause whose negations cancel, so that it tells the work as done ("nobody could
    say the fee wasn't refunded", "nothing is still owed to you"), or ''."""
    at = 0
    for end in [m.start() for m in _CLAUSE_END.finditer(text)] + [len(text)]:
        clause, start = text[at:end], at
        at = end + 1
        if _NO_STATEMENT.search(clause) or _STILL_OPEN.search(clause):
            continue
        marks = sorted([(m.start(), "not", m) for m in _NEGATOR.finditer(clause)]
                       + [(m.start(), "owed", m) for m in _OWED.finditer(clause)]
                       + [(m.start(), "work", m) for m in _WORK.finditer(clause)], key=lambda x: x[0])
        turns, first, covered = 0, None, -1
        for pos, what, m in marks:
            if pos < covered:
                continue  # inside a word already read: "left to pay back" holds its "pay back"
            covered = m.end()
            if what == "not":
                turns += 1
                first = pos if first is None else first
            elif what == "owed":
                turns += 1
                first = pos if first is None else first
                if turns == 2 and _DECLINED.search(clause[:pos]) and m.group(0).lower() in ("owed", "due", "payable") and not _ONCE_OWED.search(clause):
                    turns, first = 0, None
                    continue  # "the fee isn't owed, as the parcel came on time": a decline, not the work done
                if turns >= 2 and turns % 2 == 0:
                    return text[start + first: start + m.end()].strip()
                turns, first = 0, None
            else:
                if turns >= 2 and turns % 2 == 0:
                    return text[start + first: start + m.end()].strip()
                turns, first = 0, None
    return ""
