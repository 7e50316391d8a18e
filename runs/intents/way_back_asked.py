"""The way back asked as the means of a return, beside the money turned down: "I do not want a refund -- please just give
me a returns label.", "I don't want refunding, please send a return label.", "no refund needed, just email me the
postage label". A label or an address for the goods to go back is how they are sent back, as "tell me where to return
them" is (returns_money_declined._HOW_TO_SEND): the refusal holds the refund of the return asked, across a semicolon, a
dash or a comma splice. Without it the label was an ask of no kind and the refusal a constraint a person saw: the wrong
item went to a person with the return it asked unstarted.

Near-misses: a label or an address that is not the way back ("the label on the box said size 9", "my address has
changed", "the delivery address was wrong") asks nothing of a return."""

from __future__ import annotations

# A label or an address the goods go back with, asked for: "a return(s) label", "a prepaid / postage / shipping label",
# "the returns address", "a label to send them back", "a collection booked".
WAY_BACK = (r"\b(?:send|email|e-mail|give|get|forward|provide|text|need|want|like|have|know|tell\s+me)\b[^.!?]{0,25}?"
            r"\b(?:(?:a|the|me\s+a|me\s+the|us\s+a)\s+)?(?:(?:free|prepaid|pre-paid|postage|shipping|returns?|freepost)\s+)+"
            r"(?:label|address|slip|form|qr\s+code)s?\b"
            r"|\b(?:label|slip)\s+(?:to|so\s+I\s+can)\s+(?:send|post|return|ship|mail)\b"
            # where the goods go back to: "I just need to know where they go back to"
            r"|\b(?:how|where)\s+(?:they|it|these|those|the\s+[\w-]+)\s+(?:go|goes|should\s+go|get|gets|need\s+to\s+go)\s+back\b")
