"""A time given for an ask that names nothing else: "Would you be able to sort it by Friday?" after a claim asks that
claim's remedy, by a date. The day was the one word it named, so it read as naming something new: a second `other`
request for a person beside the claim, a deadline on the claim taken for a new ask (verify38). The time is read as no
word of the ask: "sort it by Friday", "get this fixed before the weekend", "deal with it by the end of the week",
"resolved within 5 days", "done by Monday the 14th". What is left decides: bare, it is the claim's own remedy (or, beside
no claim, a request a person reads, as before); naming anything ("send the new one by Friday") it is read as it was."""

from __future__ import annotations

import re

_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|tomorrow|tonight|today"
_MONTH = r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
_DATE = rf"(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?(?:\s+(?:of\s+)?(?:{_MONTH}))?|(?:{_MONTH})\s+\d{{1,2}}(?:st|nd|rd|th)?"
_WHEN = (rf"(?:this\s+|next\s+|on\s+|the\s+)?(?:{_DAY})(?:\s+(?:morning|afternoon|evening|night|week))?(?:\s+{_DATE})?"
         rf"|{_DATE}|(?:the\s+)?end\s+of\s+(?:the\s+|this\s+|next\s+)?(?:day|week|month)|(?:this|next)\s+(?:week|month)"
         r"|christmas|xmas|easter|(?:\d+|one|two|three|four|five|seven|ten|fourteen)\s+(?:working\s+|business\s+)?(?:days?|weeks?)")
WHEN = _WHEN  # a day, a date or a span of days, read by refund_on_a_deadline.py too
_DEADLINE = re.compile(rf"\b(?:by|before|within|in\s+time\s+for|no\s+later\s+than|ahead\s+of|on\s+or\s+before)\s+(?:{_WHEN})\b", re.I)


def without_deadline(text: str) -> str:
    """`text` with the time it gives its ask taken out ("by Friday", "before the weekend", "within 5 days"), when the ask is
    the general work of settling ("sort it", "get this fixed", "deal with it"): "I'd like it to be collected by Friday"
    names work of its own, a collection, and keeps its time."""
    return _DEADLINE.sub(" ", text) if _SETTLING.search(text) else text


_SETTLING = re.compile(r"\b(?:sort\w*|fix\w*|deal\w*|resolv\w*|handl\w*|done|process\w*|settl\w*|look\w*\s+(?:at|into)|"
                       r"take\s+care|get\s+(?:it|this|that)\s+(?:sorted|fixed|done|resolved))\b", re.I)
