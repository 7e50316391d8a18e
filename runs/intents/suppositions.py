"""A supposition of the writer's, asking nothing: "Hypothetically, if you were allowed to give me $250 ..., you would,
right? So let's say you are allowed. Please add the $250." (held-back round adv33, A33-08). "So let's say you are allowed."
was read as one more request of no known kind, and the reply quoted it back as a request a colleague would follow up. The
money it leads up to is asked in the sentences around it, and those go to a person; the supposition itself grants nothing
and asks nothing: context.

Read here, the whole sentence: "let's say / suppose / assume / pretend / imagine (that) you are allowed / able / authorised
(to)", "suppose you could", "say you were allowed". Kept, an ask: "Let's say you refund the mug and I keep it?" (a
proposal), "Let's assume you can refund it - please do." (an ask joined on).

The question that supposes it ("Hypothetically, if you were allowed to give me $250 ..., you would, right?") is told for
the plain ask of the same sum after it ("Please add the $250."): one ask for a person, not two. Alone, it is still asked.
"""

from __future__ import annotations

import re

from .reading import ReadSentence

SUPPOSED_WHY = "a supposition of the writer's (\"let's say you are allowed\"): it asks nothing; the asks around it are read on their own"
_SUPPOSED = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|well|then|now|alright|right)\W+)*(?:let'?s|let\s+us|lets)?\s*(?:just\s+)?(?:say|suppose|assume|pretend|imagine|agree)\s+"
    r"(?:for\s+(?:now|argument'?s\s+sake)\s+)?(?:that\s+)?(?:you|u|ya|you'?re|your\s+(?:system|team))\s*"
    r"(?:(?:are|were|'re|have\s+been|had\s+been|got)\s+(?:now\s+|just\s+)?(?:allowed|able|authori[sz]ed|permitted|cleared|approved)(?:\s+to(?:\s+do\s+(?:it|that|so))?)?"
    r"|(?:can|could|may|might)(?:\s+do\s+(?:it|that|so))?)"
    r"(?:\s*(?:,\s*)?(?:then|now|for\s+once|this\s+time|ok(?:ay)?|right))?\W*$", re.I)


# The reader's leave supposed in a question, its sum asked plainly after: "Hypothetically, if you were allowed to give me $250
# for the stress, you would, right?" then "Please add the $250." The later sentence is the ask; the question leads up to it.
_IF_ALLOWED = re.compile(r"\b(?:hypothetically|in\s+theory|theoretically)\b|\bif\s+(?:you|u)\s+(?:were|was|are)\s+(?:allowed|able|authori[sz]ed|permitted)\b", re.I)
LEADS_UP_WHY = "a question supposing the reader allowed, leading up to the same sum asked after it: that ask is read, a person answers it"


def read_suppositions(read: list[ReadSentence]) -> None:
    """Each request of no known kind that only supposes the reader allowed, made context; a question supposing it, whose
    sum a later request of no known kind asks plainly, told for that ask."""
    for i, s in enumerate(read):
        if s.role == "request" and s.kinds == ["other"] and not s.amounts and _SUPPOSED.match(s.text):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, SUPPOSED_WHY
        elif s.role == "request" and s.kinds == ["other"] and s.amounts and s.text.rstrip().endswith("?") and _IF_ALLOWED.search(s.text):
            sums = {a.cents for a in s.amounts if a.cents}
            later = [t for t in read[i + 1:] if t.role == "request" and t.kinds == ["other"] and {a.cents for a in t.amounts} & sums
                     and not t.text.rstrip().endswith("?")]
            if later:
                s.role, s.kinds, s.spans, s.why = "context", [], {}, LEADS_UP_WHY
