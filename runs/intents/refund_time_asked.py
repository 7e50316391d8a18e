"""How long a remedy takes, asked beside the claim it is for: "And once it's back, roughly how long does the refund take
to reach my card?", "how many days till the money shows?".

"When will the refund show up?" beside a claim is that claim's own remedy: its reply tells the refund made, or the
return started with the money following once the goods arrive. A question of *how long* asks a duration, which neither
answers, and the policies give no time for a refund to reach a card after a return or a claim (only a billing error's
"3-5 business days", which the reply does not carry). So a duration asked is a request of its own: an `other` subtask
quoting it, a person answers. Not this reading: "how long do I have to return it" (the return window, a policy
question read elsewhere), "when will the refund show up?" (no duration asked), a duration told ("it took two weeks").
"""

from __future__ import annotations

import re

# A duration asked: "how long", "how many (working) days", "how soon", "how quickly", "what's the timeframe", "roughly when",
# "any idea of timescales".
_DURATION = re.compile(
    r"\bhow\s+(?:long|soon|quickly|fast|many\s+(?:\w+\s+)?(?:days|weeks|hours))\b"
    r"|\bhow\s+lon\b|\bhow\s+lng\b|\bhw\s+(?:long|soon|quickly)\b"
    r"|\b(?:what(?:'s|\s+is|\s+are)?|any\s+idea\s+(?:of|on))\s+(?:the\s+|a\s+)?(?:usual\s+|rough\s+|typical\s+)?(?:time\s*frames?|time\s*scales?|time\s*lines?|turnaround)\b"
    r"|\broughly\s+when\b|\bwhat\s+sort\s+of\s+time\b", re.I)
# The time the customer has to act is no question of the refund's way to them: "how long do I have to send it back".
_WINDOW = re.compile(r"\bhow\s+(?:long|many\s+days)\s+(?:do|have|did|would|will)\s+(?:i|we|you)\s+(?:have|got|get)\b|\bhave\s+(?:i|we)\s+got\b", re.I)

REFUND_TIME_ASKED_WHY = "asks how long the remedy takes to reach the customer: no policy gives that time, a person answers"


def refund_time_asked(text: str) -> bool:
    """Whether a sentence asks how long a remedy takes (the caller has read it as asking when the remedy comes)."""
    return bool(_DURATION.search(text)) and not _WINDOW.search(text)
