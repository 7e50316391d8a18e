"""Lateness told as a delivery service's name set against how long it took: "'Next day delivery' took five days.",
"your 2-day shipping took 9 days", "Express postage - took over a week!", "five days for next day delivery". The
sarcastic "Fantastic. 'Next day delivery' took five days. I paid $9.95 for that privilege. Refund it." was read as
two statements and an ask for money of no problem, and the fee was handed to a person whole (ver30a V30-37).

The time told must be longer than the service's own name promises: "next day delivery took two days" is late,
"2-day shipping took 2 days" is not, nor is "express took 2 days" (express promises no count: only several days or
weeks are read as late). The order's record still decides whether it was late and what is owed (the policy table)."""

from __future__ import annotations

_Q = r"['\"‘’“”]"
_KIND = r"\s+(?:delivery|shipping|postage|post|service|option|courier|dispatch)"
_LONG = r"(?:over\s+|nearly\s+|almost\s+|more\s+than\s+|a\s+full\s+|a\s+whole\s+|a\s+good\s+|all\s+of\s+)?"
# ("a whole week", "over a fortnight", "weeks")
_WEEKS = rf"{_LONG}(?:(?:a|an|one|two|three|four|\d+|a\s+couple\s+of|several|a\s+few)\s+)?(?:weeks?|fortnights?|months?)"
_DAYS_OVER = {
    1: r"(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[2-9]|\d{2}|a\s+few|several|a\s+couple\s+of)",
    2: r"(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve|[3-9]|\d{2}|several)",
    3: r"(?:four|five|six|seven|eight|nine|ten|eleven|twelve|[4-9]|\d{2}|several)",
}
# A service named by its speed, with the count of days it promises.
_SERVICES = {
    1: r"(?:next[- ]?day|24[- ]?h(?:ou)?rs?|one[- ]day|1[- ]day|overnight|same[- ]day|tracked\s+24)",
    2: r"(?:two[- ]day|2[- ]day|48[- ]?h(?:ou)?rs?|tracked\s+48)",
    3: r"(?:three[- ]day|3[- ]day|72[- ]?h(?:ou)?rs?|express|priority|expedited|premium|guaranteed|rush|fast[- ]track(?:ed)?|speedy)",
}
# How long it took: "took five days", "came in a week", "arrived after 6 days", "was 9 days".
_TOOK = (r"(?:\s+(?:somehow|actually|apparently|then|still|really|only|just|literally|eventually|finally|has|had))?\s*(?:[-\u2013\u2014:,]\s*)?(?:took|takes|taking|has\s+taken|had\s+taken|came\s+in|arrived\s+in|turned\s+up\s+in|"
         r"got\s+here\s+in|arrived\s+after|came\s+after|turned\s+up\s+after|ended\s+up\s+taking|was|=)\s+")

# (a time past, not a time taken: "my next day delivery was two weeks ago")
_NOT_AGO = r"(?!\s+(?:ago|before|earlier|back|prior|old|later)\b)"


def _cues() -> tuple[str, ...]:
    out = []
    for promised, service in _SERVICES.items():
        longer = rf"(?:{_DAYS_OVER[promised]}\s+(?:working\s+|business\s+|whole\s+|full\s+)?days?|{_WEEKS})"
        # "'Next day delivery' took five days", "your 2-day shipping took 9 days"
        # (the service named as one: by what it is, "next day delivery", or quoted, "'next day'"; never "the next day I took...")
        named = rf"(?:{service}{_KIND}{_Q}?|{_Q}{service}{_Q})"
        out.append(rf"(?<![\w-]){_Q}?{named}{_TOOK}{longer}\b{_NOT_AGO}")
        # "five days for next day delivery", "it took a week for 'express' postage"
        out.append(rf"\b{longer}\s+(?:for|on|with)\s+(?:a\s+|an\s+|the\s+|my\s+|your\s+|so-called\s+|so\s+called\s+)?{_Q}?{named}(?!\s+(?:ago|before|earlier|back))")
    return tuple(out)


SPEED_SERVICE_TOOK = _cues()
