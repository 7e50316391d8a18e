"""Until when goods may go back, asked: "Until what date can I return?", "how long do I have to send it back?", "whats the
last day i can return it", "By what date do I need to send the rug back?", "What is the deadline to return this?",
"Hi, how many days do i have to send it back". Its words of returning read as a change of mind: a return was booked
(and its refund readied) for goods the customer only asked about. It asks what the policy allows, nothing more: a
request of its own (`other`, quoting the sentence), which the reply or a person answers from the return window; no
return is booked and nothing is paid for it. A return asked beside it ("I'd like to return the lamp. Until when can
I?") is read as before, and decided on the window that applies.

Near-misses, read as before: a return asked as a question ("Can I return the rug please?", "Can I return it after 30
days?": return_window_questions.py), when the goods will be collected or the customer will send them ("when can I send
it back?", "I'll send it back by Friday"), and how long a refund takes ("how long does the refund take?":
refund_time_asked.py)."""

from __future__ import annotations

import re

RETURN_DEADLINE_WHY = ("asks until when goods may go back (the return deadline): a question the policy answers, no return asked; "
                       "the reply or a person answers it")

_DAYS = r"(?:day|date|time|week|month|deadline)"
# the time limit asked: "until what date", "till when", "by which day", "the last day", "how long do I have", "what's the deadline"
_DEADLINE = re.compile(
    rf"\b(?:until|till|til|untill|up\s+(?:to|until|till)|by)\s+(?:what|which|when)\b(?:\s+{_DAYS}s?)?"
    rf"|\b(?:what(?:'s|s|\s+is|\s+was)?|when(?:'s|s|\s+is|\s+was)?|which\s+is)\s+(?:the|my|your)\s+(?:last|latest|final|very\s+last)\s+(?:possible\s+)?{_DAYS}\b"
    r"|\b(?:what(?:'s|s|\s+is)?|when(?:'s|s|\s+is)?)\s+(?:the|your|my)\s+(?:return\w*\s+)?(?:deadline|cut-?off|time\s+limit|last\s+day)\b"
    r"|\bhow\s+(?:long|many\s+(?:more\s+)?(?:days|weeks)|much\s+(?:more\s+)?time)\s+(?:do|have|will|would|did)\s+(?:i|we|you)\s+(?:still\s+)?(?:have|got|get|give)\b"
    r"|\bhow\s+(?:long|many\s+days)\s+(?:have|'ve)\s+(?:i|we)\s+got\b|\bhow\s+(?:long|many\s+days)\s+(?:i|we)\s+(?:have|got)\b"
    r"|\bwhen(?:'s|s|\s+is|\s+would\s+be)\s+the\s+latest\b"
    r"|\bhow\s+(?:long|late)\s+(?:can|could|may)\s+(?:i|we)\s+(?:still\s+)?(?:wait|keep|leave)\b"
    r"|\bwhen\s+(?:does|will|do)\s+(?:the|my|your)\s+(?:return\w*\s+)?(?:window|period|time)\s+(?:end|close|run\s+out|expire)"
    r"|\bwhen\s+(?:do|must|should|have)\s+(?:i|we)\s+(?:to\s+)?(?:return|send|post|get)\w*\s+(?:[\w-]+\s+){0,3}?by\s*(?:\?|$)", re.I)
_RETURNING = re.compile(r"\b(?:return\w*|send\w*\s+(?:[\w-]+\s+){0,3}?back|post\w*\s+(?:[\w-]+\s+){0,3}?back|ship\w*\s+(?:[\w-]+\s+){0,3}?back|"
                        r"bring\w*\s+(?:[\w-]+\s+){0,3}?back|take\s+(?:[\w-]+\s+){0,3}?back|exchange\w*|refund)\b", re.I)
# (a refund's time is no deadline: "how long do I have to wait for my refund" is refund_time_asked.py's)
_REFUND_WAIT = re.compile(r"\bwait\w*\s+(?:for\s+)?(?:the\s+|my\s+)?(?:refund|money)\b", re.I)


def asks_return_deadline(text: str) -> bool:
    """Whether a sentence asks until when goods may go back (a date or a time limit), not to send them back."""
    return bool(_DEADLINE.search(text) and _RETURNING.search(text)) and not _REFUND_WAIT.search(text)
