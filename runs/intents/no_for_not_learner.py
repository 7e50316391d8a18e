"""Goods told as not come with "no" for "not", in a learner's or a texter's English: "Item no come. Money back pls.",
"parcel no arrive yet", "my order still no reach me", "chair no come 2 week". "Item not come" was read as a non-delivery
(cues.py reads the goods named bare before "not"), "Item no come" as a statement, and the money asked after it went to a
person as a remedy for no problem (blind round 31, verify31 Q27). The refund asked beside it is the claim's remedy.

Never money, a reply, a person or the customer ("refund no come yet", "reply no come", "driver no come", "i no come to
shop"), nor goods told come in some state or way ("item no come with screws", "colour no come as picture"): nothing may
follow the verb but where, how long, or the sentence's end. A leaf: cues.py reads it."""

from __future__ import annotations

# What opens "X no come" that is no goods: money, a message, a person, the customer, a question word.
_NOT_GOODS = (r"(?:i|we|you|u|he|she|they|it|that|this|refunds?|money|credit|payments?|reimbursement|reply|replies|answer|response|e-?mails?|"
              r"messages?|calls?|callback|agent|driver|courier|person|someone|anyone|nobody|points|voucher|code|news|update|"
              r"why|how|when|where|what|who|if|do|does|did|will|would|can|could|should|is|are|was|were|has|have|had|please|pls|still|yet|"
              r"there|problem|worries|way|need|time|chance)")
# "Item no come", "my parcel still no arrive", "order no reach me": up to three words of goods (a determiner allowed) then "no"
NO_COME_TOLD = (
    rf"(?:^|[,;:]|\b(?:hello|hi|hey|and|but|so)\b)\W*(?:(?:the|my|our)\s+)?(?:(?!{_NOT_GOODS}\b)[a-z][\w-]*\s+){{0,2}}?(?!{_NOT_GOODS}\b)[a-z][\w-]*\s+"
    r"(?:is\s+|still\s+|yet\s+)*no\s+(?:yet\s+)?(?:come|coming|arrive|arriving|reach|deliver|delivered|arrived|came)\b"
    r"(?=\s*(?:[.!?,;:)]|$|(?:yet|still|at\s+all|to\s+(?:me|us|my|our|the)|me|us|here|home|since|for|in\s+\d|after|already|now|until\s+(?:now|today)|"
    r"till\s+(?:now|today)|and|but|so|pls|please|\d)\b))"
)
