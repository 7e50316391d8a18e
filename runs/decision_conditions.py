"""A consequence told under a person's decision still to come: "once approved, you'll see the refund in
3-5 days", "if a colleague approves it, it will reach your card", "should the refund be approved, ...",
"assuming it's approved, ...". The condition tells the customer the outcome is not decided, so what it
governs (up to the end of its segment) is no claim of work done; the condition itself says the work is
not done.

Only a decision conditions this way. A condition that is a mere step of something told as certain ("once
the boots reach our warehouse, your refund will be issued", "once you check your banking app you'll find
the refund", "once it settles") leaves the claim standing, and so does a decision told as certain to come
("when my colleague approves it, which should be later today, ...").
"""

from __future__ import annotations

import re

# The words that open a condition, and the decision words inside it.
# ("should" only inverted at a clause's start: "should it be approved", never "it should be approved"; "on" only as "on approval")
_OPENERS = (r"(?:(?<![\w'’])(?:if|once|when|after|as soon as|assuming|provided(?: that)?|subject to|pending|in case)"
            r"|(?:^|(?<=[,;:]\s))should|\bon(?=\s+(?:approval|sign-?off|confirmation|review)))")
_DECISION = (r"(?:approv\w*|sign(?:s|ed)?[- ]off|signs? it off|agree[sd]?|decid\w*|decision|authori[sz]\w*|accept\w*|"
             r"okay(?:s|ed)?|ok'?d|green-?light\w*|green light|go-?ahead|the nod|confirm\w*|review\w*|verif\w*)")
DECISION_CONDITION = re.compile(rf"{_OPENERS}\b(?P<between>[^.;:!?]{{0,45}}?)\b{_DECISION}\b", re.I)
# The decision told as certain, or due at a time: then the condition is only a step.
_CERTAIN = re.compile(r"\b(?:which|that)\s+(?:should|will|is going to|ought to)\b|\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening)|"
                      r"later today|shortly|any minute|in a (?:moment|minute|bit))\b|\bdefinitely\b|\bcertainly\b|\bsurely\b", re.I)
_SEGMENT_END = re.compile(r"[;!?]|\.(?!\d)|\s[-—–]\s|\bbut\b", re.I)


def decided_later_spans(plain: str) -> list[tuple[int, int]]:
    """The spans of `plain` governed by a decision still to come: from the condition to the end of its segment."""
    spans = []
    for m in DECISION_CONDITION.finditer(plain):
        if re.search(r"\byou\b", m.group("between"), re.I):
            continue  # "once you confirm your address": the customer's step, no decision of ours
        end_m = _SEGMENT_END.search(plain, m.end())
        end = end_m.start() if end_m else len(plain)
        if _CERTAIN.search(_condition_part(plain, m.start(), end)):
            continue
        spans.append((m.start(), end))
    return spans


def without_decided_later(plain: str) -> str:
    """`plain` with every span a decision still to come governs, or the work told outright as not done yet
    (pending_work_spans), blanked out (same length, so positions hold)."""
    out = plain
    for a, b in decided_later_spans(plain) + pending_work_spans(plain):
        out = out[:a] + " " * (b - a) + out[b:]
    return out


def _condition_part(plain: str, start: int, end: int) -> str:
    """The condition itself, with a "which ..." said of it: up to its comma ("when my colleague approves it,
    which should be later today,"), not the consequence ("you'll see it shortly")."""
    comma = plain.find(",", start, end)
    if comma == -1:
        return plain[start:end]
    nxt = re.match(r",\s*(?:which|that)\b[^,]*", plain[comma:end], re.I)
    return plain[start: comma + (nxt.end() if nxt else 0)]


# The work said outright to be not done yet: "nothing has been refunded yet", "the refund hasn't been approved
# yet", "it's not processed yet", "no refund has been made so far". Of the work, never of its arrival: "your refund
# hasn't reached your card yet" takes the refund as made.
_WORK_WORD = (r"(?:refund\w*|reimburs\w*|credit\w*|repaid|paid(?: back)?|pay|issu\w*|process\w*|approv\w*|authori[sz]\w*|sign\w*[- ]off|signed|"
              r"agreed|decided|decision|reviewed|actioned|made|done|sent|sorted|put through|gone through|go(?:ne)? ahead|moved|cancel+ed|"
              r"booked|arranged|started|reversed|waived|happened|confirmed)")
_ARRIVAL = re.compile(r"\b(?:arriv\w*|reach\w*|land\w*|show\w* up|appear\w*|clear\w*|come through|hit|turn\w* up|got|received|see)\b", re.I)
NOT_YET_DONE = re.compile(
    r"(?:\bnot\s+yet\b|\byet\s+to\b|(?:n['’]t|\bnot|\bnothing|\bno\s+[\w-]+|\bnobody|\bno one|\bno-one|\bnone)\b[^.;!?]{0,40}?\b(?:yet|so far|as yet)\b"
    r"|\b(?:so far|as yet|as of (?:now|today)|at the moment|right now)\b,?\s+(?:no\s+[\w-]+|nothing|nobody|no one|(?:we|i|it|this|that|they)\s+(?:has|have|is|are)(?:n['’]t|\s+not)))",
    re.I)
# The condition that is the work itself, or a person's decision on it: "once it is", "when it's processed", "as soon as a
# lead signs it off", "after that happens". (Not the customer's own step, "once you send the photos", nor a mere
# time, "once the weekend is over": those tell the outcome as certain.)
_WORK_CONDITION = re.compile(
    r"(?<![\w'’])(?:once|when|as soon as|after|the moment|if|whenever)\s+"
    r"(?P<cond>\w[^,;:.!?]{0,50}?)(?=\s*[,;:!?.]|\s+(?:you|youll|youd|u|we|the|your|then|it['’]ll|it will)\b|\s*$)", re.I)
_COND_DONE = re.compile(rf"^(?:it|that|this|they|we)(?:['’]s|['’]re|\s+(?:is|are|has|have|does|do|will|gets?|goes|happens?))?(?:\s+(?:been|done|through|over))?\s*$"
                        rf"|\b{_WORK_WORD}\b|{_DECISION}", re.I)
_PENDING_END = re.compile(r"[;!?]|\.(?!\d)|\s[-—–]\s|,\s*(?:and|but|also|plus|meanwhile)\b|\bbut\b", re.I)


def pending_work_spans(plain: str) -> list[tuple[int, int]]:
    """The spans of `plain` that tell what follows the work once it is done, after the sentence has said outright that it
    is not done yet: "Nothing has been refunded yet; once it is, you'll see it within 5 days". From the condition to the
    end of its segment."""
    spans = []
    said = work_not_yet_done(plain)  # (never "your refund hasn't reached your card yet": that takes the refund as made)
    if said:
        for m in _WORK_CONDITION.finditer(plain, plain.find(said) + len(said)):
            cond = m.group("cond").strip()
            if re.match(r"(?:you|your)\b", cond, re.I) or not _COND_DONE.search(cond):
                continue
            end_m = _PENDING_END.search(plain, m.end())
            end = end_m.start() if end_m else len(plain)
            if _CERTAIN.search(_condition_part(plain, m.start(), end)):
                continue  # "once it is, which will be today, ...": told as certain
            spans.append((m.start(), end))
    return spans


def work_not_yet_done(plain: str) -> str:
    """The words that say outright the work is not done yet ("nothing refunded yet", "the credit isn't approved yet"), or ''."""
    for m in NOT_YET_DONE.finditer(plain):
        if re.search(rf"\b{_WORK_WORD}\b", plain[max(0, m.start() - 40): m.end() + 25], re.I) and not _ARRIVAL.search(m.group(0)):
            return m.group(0)
    return ""


def without_pending_work(plain: str) -> str:
    """`plain` with what follows the work once done, after it is said outright not done yet, blanked out (same length)."""
    out = plain
    for a, b in pending_work_spans(plain):
        out = out[:a] + " " * (b - a) + out[b:]
    return out
