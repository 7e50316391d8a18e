"""The goods themselves told lost by the carrier: "The courier says my chair is lost in their depot.", "ParcelNet lost my
rug", "my chair got lost at the depot", "the post office has lost our table". The tables read a lost parcel, package or
box ("the parcel was lost", "lost in transit"), so goods named by what they are were read as a statement and the claim was
dropped. It is a non-delivery claim like a lost parcel: the shipment's record decides what is paid (POL-NDL-003: a
parcel scanned delivered goes to a person; tracking stalled five days counts as lost), never the customer's word alone.

Near-misses, left as they were: things the customer lost ("I lost the receipt", "we lost the screws"), goods lost for a
while that came after all ("was lost at the depot for a week but it turned up Monday"), a lost temper or patience, and
being lost with the instructions. A leaf: cues.py reads it.
"""

from __future__ import annotations

# Goods named by a determiner and up to three words: "my chair", "the oak dining chair", "our new table".
_GOODS = r"(?:the|my|our|this|that|those|these|his|her|their)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+"
# Not goods: what a person loses or what no courier carries ("my patience", "the plot", "my receipt").
_NOT_GOODS = (r"(?!(?:the|my|our|this|that|those|these|his|her|their)\s+(?:[\w'-]+\s+){0,2}?(?:patience|temper|mind|plot|way|receipt|invoice|"
              r"screws?|instructions|manual|key|keys|job|money|time|track|nerve|cool|faith|trust|voice|appetite|sleep|password|order\s+(?:number|details|ref\w*)|"
              r"details|account|e-?mails?|messages?|calls?|paperwork|reference|booking|return|refund|claim|complaint|label|form|note)\b)")
# Who carries goods: the courier, the carrier, the post, the driver, the depot, or a carrier by name.
_CARRIER = (r"(?:courier|couriers|carrier|carriers|post\s+office|postal\s+service|postman|postie|driver|delivery\s+(?:company|firm|service|man|guy)|"
            r"depot|warehouse|hub|royal\s+mail|usps|ups|fedex|dhl|dpd|hermes|evri|yodel|parcelnet|bluejay|they)")
# Where the goods were lost on the way: "in their depot", "at the sorting centre", "in transit", "in the post", "on the way".
_ON_THE_WAY = (r"(?:(?:in|at)\s+(?:the|their|your|a|its)\s+(?:[\w-]+\s+)?(?:depot|warehouse|hub|sorting\s+(?:office|centre|center|facility)|"
               r"facility|van|network|system|post)|in\s+transit|in\s+the\s+(?:post|mail)|on\s+(?:the|its|their)\s+way|by\s+(?:the\s+)?" + _CARRIER + r")\b")
# ...that came after all: "but it turned up on Monday" (nothing is lost then).
_CAME_AFTER = (r"(?![^.!?\n]*\b(?:but|though|although|then|until|till|now)\b[^.!?\n]*\b(?:turned\s+up|showed\s+up|arrived|found|came|delivered|got\s+here)\b)"
               # ...or unsaid in an aside: "(it wasn't, it came on Friday)"
               r"(?!\s*[(\[-–—][^)\]\n]*?\b(?:wasn'?t|was\s+not|isn'?t|is\s+not|not\s+lost|turned\s+up|came|arrived|found|delivered)\b)")

GOODS_LOST_CUES = (
    # the goods told lost where the carrier had them: "my chair is lost in their depot", "the rug got lost in transit"
    rf"\b{_NOT_GOODS}{_GOODS}\s+(?:(?:is|was|were|are|got|has\s+been|have\s+been|had\s+been|went|has\s+gone|'s)\s+)(?:now\s+|apparently\s+)?(?:lost|missing)\s+"
    rf"{_ON_THE_WAY}{_CAME_AFTER}",
    # the carrier told to have lost them: "the courier lost my chair", "ParcelNet has lost our table", "they've lost my lamp"
    rf"\b{_CARRIER}(?:'ve|’ve|'s|’s|\s+has|\s+have|\s+had)?\s+(?:now\s+|apparently\s+|somehow\s+)?lost\s+{_NOT_GOODS}{_GOODS}{_CAME_AFTER}",
    # the carrier's word reported: "The courier says my chair is lost", "the driver told me the table was lost"
    rf"\b{_CARRIER}\s+(?:says|said|say|told\s+(?:me|us)|tells\s+(?:me|us)|informs?\s+(?:me|us)|informed\s+(?:me|us))\s+(?:that\s+)?{_NOT_GOODS}{_GOODS}\s+"
    rf"(?:is|was|were|are|got|has\s+been|have\s+been|had\s+been|'s)\s+(?:now\s+)?(?:lost|missing)\b{_CAME_AFTER}",
)
