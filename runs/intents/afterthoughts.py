"""What every reader of a calling off shares: the words that open a later thought, and whether what is left of a
calling-off sentence still asks something.

settled._CHANGED_ASK, ask_called_off, return_struck_by_name and claims_taken_back_later each kept their own list of openers
("actually", "oh", "p.s.", "on second thoughts", ...), and whole_ask_called_off its own test of an ask beside the calling off;
the lists drifted apart ("on reflection" in one, "um" in another, "EDIT:" and "second thoughts:" in none), so one wording of
the same afterthought called an ask off in one reader and not in the next. They build on these now (later_call_off.py reads
the mail edited afterwards with them)."""

from __future__ import annotations

import re

# The words that open a later thought, before what it says of the ask (each reader adds its own: "no", "nvm", "please")
AFTERTHOUGHT = (r"(?:hmm+|oh|ok|okay|well|wait|hold\s+on|hang\s+on|sorry|actually|so|um+|erm*|p\.?\s?s|"
                # a mail edited afterwards: "EDIT:", "EDIT 2pm:", "Edit 14:05 -", "Later:", "Update:"
                r"(?:edit(?:ed)?|update[d]?)(?:\s*\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?)?|later|"
                r"on\s+(?:second|2nd)\s+thoughts?|second\s+thoughts?|2nd\s+thoughts?|on\s+reflection|"
                r"having\s+(?:thought|slept)\s+(?:about\s+it|on\s+it))")
# anything asked beside a calling off (a remedy turned down or thanks are no ask): whole_ask_called_off reads the same
_ASKS = re.compile(r"\?|\b(?:could|can|would|will\s+you|send|change|update|cancel\w*|refund\w*|replace\w*|swap|exchange|return\w*|credit|"
                   r"collect|instead|money|rather|prefer|want|(?:would|['’]d)\s+like)\b", re.I)
_DECLINED = re.compile(r"\b(?:no|not\s+a|nor\s+a?)\s+(?:swap|refund|return|replacement|exchange|credit|money\s+back)s?\b", re.I)
_POLITE = re.compile(r"\b(?:please|pls|plz|kindly|thanks|thank\s+you|cheers)\b", re.I)


def asks_beside_call_off(rest: str) -> bool:
    """Whether the words of a calling-off sentence, past the calling off, ask anything ("..., just refund it"); a remedy
    turned down ("no swap, no refund") or thanks ask nothing."""
    return bool(_ASKS.search(_DECLINED.sub(" ", _POLITE.sub(" ", rest))))
