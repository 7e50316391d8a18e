"""The words for what comes with an order or is said about it and is never goods of it: its papers, its money, its
packing and who carries it ("the receipt", "the refund", "the box", "the driver"). A leaf module: the goods a claim
names (runs.goods_heads) and the goods asked sent (runs.intents.goods_sent_wanted) set the same words aside."""

NEVER_GOODS = ("label", "receipt", "invoice", "email", "bag", "envelope", "refund", "money", "tracking", "postage", "cost", "price",
               "amount", "difference", "payment", "copy", "box", "boxes", "courier", "driver")
