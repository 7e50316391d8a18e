"""A return told as what the customer would be driven to, not asked for.

"Can you refund me the difference? Otherwise I suppose I'd have to send it back and buy it again" asks for the
price difference; the send-back is a fallback the customer calls silly, and no return starts on it. "I guess I'd
need to return it", "would I have to send it back?", "we might have to post it back" tell or ask what would follow,
never that the goods go back. A sentence that also asks the return outright ("I'd like to return it, would I have
to pay postage?", "please can I send it back") still asks it: only a sentence whose every send-back word sits in
such a supposed consequence is read as context (runs/intents/read.py)."""

from __future__ import annotations

import re

from .asks import _RETURN_VERB

# "I'd have to", "I suppose we would need to", "would I have to", "I might end up having to", "I'll probably have to":
# the conditional, then having to, then up to three words before the send-back ("I'd have to just send it back").
_SUPPOSED = re.compile(
    r"\b(?:(?:i|we)\s*(?:'d|’d|d\b|\s+would|\s+might|\s+may|'ll|’ll|\s+will)|would\s+(?:i|we)|will\s+(?:i|we))"
    r"(?:\s+(?:probably|maybe|then|just|really|likely|presumably|honestly|actually|even|simply))*"
    r"\s+(?:have|need|be\s+forced|be\s+obliged|end\s+up\s+having|end\s+up\s+needing|got)\s+to\b(?:\s+[\w'’-]+){0,3}?\s+"
    r"(?=return|send|post|ship)", re.I)

# A return only weighed or held in reserve, not asked now (verify33 E05, E30): "i might send the toaster back", "we may
# return it", "I'm thinking of sending it back", "Otherwise I'll just return it unopened", "if not, I'll send it back".
# A plain "I'll send the toaster back, please send a label" has none of these words and still asks the return; "maybe" weighs
# it only where it opens the sentence ("maybe returning the chair"), never inside an ask ("could you maybe send a label").
_TENTATIVE = re.compile(
    r"\b(?:(?:i|we)\s+(?:might|may|could)(?:\s+(?:just|well|probably|maybe|end\s+up))*"
    r"|(?:i|we)\s*(?:'m|’m|\s+am|'re|’re|\s+are)\s+(?:thinking|considering|debating|wondering\s+whether\s+to)(?:\s+(?:of|about))?"
    r"|(?:otherwise|if\s+not|or\s+else),?\s+(?:i|we)\s*(?:'ll|’ll|\s+will|'d|’d|\s+would|\s+might|\s+may|\s+can)"
    r"(?:\s+(?:just|probably|simply|then))*"
    # a subject line or a note opening on its hedge: "maybe returning the chair", "Possibly sending the lamp back", "perhaps a
    # return?" (round 47 R2-10; the body then told the return only weighed, and asked that nothing start yet)
    r"|^\W*(?:(?:re|fwd?)\s*:\s*)*(?:maybe|perhaps|possibly|potentially|probably|might\s+be)\b(?:\s+(?:a|an|the))?)"
    r"(?:\s+[\w'’-]+){0,2}?\s+(?=return|send|post|ship)", re.I)

SUPPOSED_RETURN_WHY = "a return told as what the customer would have to do, not asked for: no return starts on it"
SUPPOSED_RETURN_ASKED_WHY = "asks whether the goods would have to go back: a person answers it; no return starts on it"


def return_only_supposed(text: str) -> bool:
    """Whether every send-back word in `text` is a consequence the customer supposes ("I suppose I'd have to send it
    back") or only weighs ("i might send it back", "otherwise I'll return it"), and there is at least one."""
    ends = [m.end() for pattern in (_SUPPOSED, _TENTATIVE) for m in pattern.finditer(text)]
    verbs = [m.start() for m in _RETURN_VERB.finditer(text)]
    return bool(verbs) and bool(ends) and all(v in ends for v in verbs)


# a question asked without its mark ("also whats ur address for returns i might send the toaster back", E05): read as
# telling, the question went unanswered beside the return weighed
_ASKED_UNMARKED = re.compile(r"\b(?:what(?:'|’)?s|what\s+(?:is|are)|where(?:'|’)?s|where\s+(?:is|are|do|can|should)|how\s+(?:do|can|should)"
                             r"|(?:can|could|do|should)\s+(?:i|we|you))\b", re.I)


def supposed_return_asked(text: str) -> bool:
    """Whether a sentence telling a return supposed or weighed also asks something a person answers."""
    return text.rstrip().endswith("?") or bool(_ASKED_UNMARKED.search(text))
