"""A parcel told not come in shorthand: "nothing came!!", "Nothing ever came.", "Parcel lost apparently." (issue #11
finding: beside "refund please" the refund was read as asked of no claim and the non-delivery told was dropped).

Never what came of something else or on a screen ("nothing came of my last complaint", "nothing came up when I tracked
it", "nothing came back from your team"), nor money or a reply that has not come ("the refund was promised but nothing
came"); a lost parcel told settled ("the lost parcel from March was refunded already") is read as settled elsewhere."""

from __future__ import annotations

from .plans_not_goods import STATE_AFTER_COMING

# no money, reply or promise told before it in the sentence: "your chat team promised a refund but nothing came" chases money
_NO_MONEY_BEFORE = (r"^(?:(?!\b(?:refund\w*|money|credit\w*|repl(?:y|ies|ied)|answer\w*|response|e-?mails?|calls?|promised|payment|voucher|"
                    r"code|message|word|news)\b)[^.!?\n])*?")
NOTHING_CAME_TOLD = (
    _NO_MONEY_BEFORE + r"\bnothing\s+(?:ever\s+|has\s+ever\s+|at\s+all\s+|whatsoever\s+)?(?:came|showed\s+up|turned\s+up)\b"
    r"(?!\s+(?:back|of\b|out\b|up\b|through|thru|in\s+(?:the\s+)?(?:e-?mail|post\s+about|reply)|from\s+(?:you|your|the\s+(?:shop|seller|team))|to\s+mind|close))"
    + STATE_AFTER_COMING  # ("nothing came damaged": the damage denied, runs/intents/plans_not_goods.py)
)
# the parcel named and "lost", opening its sentence, then only a hedge: "Parcel lost apparently.", "my package got lost it seems!"
PARCEL_LOST_TOLD = (
    r"^\W*(?:(?:my|our|the)\s+)?(?:parcel|package|shipment|delivery|order|box)\s+(?:(?:was|got|has\s+been|is|has\s+gone)\s+)?lost"
    r"(?:\s*,?\s*(?:apparently|it\s+seems|i\s+think|i\s+guess|i\s+reckon|again|somewhere|lol|ffs|obviously|clearly)){0,2}\s*(?:[.!?]+|$)"
)
