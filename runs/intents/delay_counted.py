"""Lateness told as a delay counted, in the words of customers writing English as a second language: "the parcel was
arriving with four days of delay", "my order arrive with 5 days of retard", "delivered with a delay of 3 days", "it came
3 days delayed", "we receive it with one week of delay" (mendM: read as a statement, so "Is possible to get back this
money?" after it asked a remedy for no problem read).

A delay counted in days or weeks and told of the goods' coming is a late-delivery claim; the order's record (its
promised date and delivery scan, POL-LATE-006) decides whether it was late and what is owed, so reading it pays nothing
the record does not bear out. Never the customer's own delay ("sorry for my 3 days of delay in answering", "with some
days of delay I write you"), nor a delay of something else ("a delay of 3 days in the refund")."""

from __future__ import annotations

_COUNT = (r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|few|several|some|many|a\s+couple\s+of|a\s+couple|"
          r"more\s+than\s+(?:\d+|one|two|three|four|five|a)|over\s+(?:\d+|one|two|three|a)|almost\s+(?:\d+|one|two|three|a)|a|an)")
_DELAY = r"(?:delay|delays|retard|retards|retardation|late|lateness)"
# (the customer's own: "sorry for my 3 days of delay", "excuse our delay")
_NOT_MINE = r"(?<!\bmy\s)(?<!\bour\s)(?<!\bi\s)(?<!\bwe\s)"
# (of something other than the goods' coming: "in the refund", "to answer", "in replying")
_OF_GOODS = (r"(?!\s+(?:in|to|on|for|with)\s+(?:the\s+|my\s+|your\s+|our\s+)?(?:refund\w*|reply\w*|repl(?:y|ies)|answer\w*|respond\w*|response|writing|"
             r"getting\s+back|payment|return\w*|contact\w*|sending|paying|e-?mail\w*|message))")
_ARRIVAL = (r"(?:arriv\w*|came|come|coming|deliver\w*|receiv\w*|recieve\w*|got|get|reach\w*|turn\w*\s+up|ship\w*|dispatch\w*|send|sent|"
            r"parcel|package|order|delivery|shipment)")
DELAY_COUNTED = (
    # "arriving with four days of delay", "we receive it with one week of delay", "the delivery was made with three days delay"
    rf"\b{_ARRIVAL}\b[^.!?]{{0,40}}?\bwith\s+(?:a\s+)?{_COUNT}\s+(?:\w+\s+)?(?:days?|weeks?)\s+(?:of\s+)?{_DELAY}\b" + _OF_GOODS,
    # "with a delay of 3 days", "there was a delay of four days" (a bare "some days of delay" may be the customer's own: "With
    # some days of delay I write you")
    rf"{_NOT_MINE}\b(?:a\s+)?{_DELAY}\s+of\s+{_COUNT}\s+(?:\w+\s+)?(?:days?|weeks?)\b" + _OF_GOODS,
    # "it came 3 days delayed", "delayed by 4 days", "delayed of 5 days", "delayed for a week"
    rf"\b{_ARRIVAL}\b[^.!?]{{0,30}}?\b(?:delayed|retarded)\s+(?:by|of|for|with)\s+{_COUNT}\s+(?:\w+\s+)?(?:days?|weeks?)\b",
    rf"\b(?:arriv\w*|came|deliver\w*|receiv\w*|got)\s+{_COUNT}\s+(?:\w+\s+)?(?:days?|weeks?)\s+(?:delayed|retarded|in\s+retard|in\s+delay)\b",
)
