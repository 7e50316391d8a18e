"""Lateness told as how long the delivery took, with the time counted: "Delivery took 3 weeks.", "shipping took a
fortnight", "the parcel took 12 days", "my order took over a month!". It read as a statement and the ticket as asking
nothing (issue 11, mendC): "took weeks" and "took 3 weeks to arrive" were read, "delivery took 3 weeks" was not.

Told of the delivery (or the parcel, the order, the package) and a week or more, the wait is a late-delivery claim; the
order's record (its promised date and delivery scan, POL-LATE-006) decides whether it was late and what is owed, so
reading it pays nothing the record does not bear out. A few days ("delivery took 3 days") tells a time, not a lateness;
a time said to be as promised, or praised, or only ("delivery only took 9 days, as quoted"), or of something else ("the
refund took 3 weeks", "it took 3 weeks to assemble") is no claim."""

from __future__ import annotations

_WHAT = r"(?:delivery|deliveries|shipping|postage|shipment|(?:the|my|our|this|your)\s+(?:parcel|package|order|delivery|shipment|box))"
_ABOUT = r"(?:(?:over|nearly|almost|more\s+than|about|around|a\s+full|a\s+whole|a\s+good|roughly|close\s+to|upwards\s+of)\s+)?"
# a week or more: "3 weeks", "a fortnight", "over a month", "twelve days", "10 working days"
_LONG = (rf"{_ABOUT}(?:(?:a|an|one|two|three|four|five|six|\d+|a\s+couple\s+of|several|a\s+few)\s+)?(?:weeks?|fortnights?|months?)"
         rf"|{_ABOUT}(?:seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|"
         r"[7-9]|[1-9]\d)\s+(?:working\s+|business\s+|whole\s+|full\s+)?days")
# (a time as promised, praised or waved off: "as quoted", "which is fine", "no complaints")
_NOT_LATE = (r"(?![^.!?]{0,30}\b(?:as\s+(?:promised|quoted|expected|stated|advertised|estimated|said)|which\s+(?:is|was)\s+(?:fine|ok|okay|expected|normal)|"
             r"no\s+(?:complaints?|problem|worries)|fine\s+by\s+me|that'?s\s+fine|great|brilliant|perfect|not\s+bad)\b)")
DELIVERY_TOOK = (
    # "Delivery took 3 weeks.", "the parcel has taken a fortnight", "shipping took over a month" (never "only took", "took just")
    rf"\b{_WHAT}\s+(?:(?:has|had)\s+)?(?:took|taken|has\s+taken|had\s+taken)\s+(?!only\b|just\b|under\b|less\b)(?:{_LONG})\b"
    # (the time taken for the goods to come, never to build, use or answer: "it took 3 weeks to assemble")
    # (nor a time of another delivery: "delivery took 3 weeks last time")
    r"(?!\s+(?:ago|last\s+(?:time|year|month)|before|previously|the\s+(?:first|last)\s+time|to\s+(?:assemble|build|fix|answer|reply|respond|refund|process|set\s+up|install|get\s+(?:a\s+)?(?:reply|refund|answer))))"
    + _NOT_LATE,
)
