"""The courier putting it right on the doorstep: "courier swapped the box at the door cos the first was smashed. all
good now tho". The swap was no settling word for a courier (only the shop's people settled a claim), so the smashed box
was claimed and its price paid, money nobody asked for; told another way it went to two people to "arrange the remedy
the customer chose" (verify38 W-12). A courier or driver who swapped, replaced or exchanged the goods or their box at the
door, there and then, gave the remedy on the spot: the problem told with it is settled, and the ticket asks nothing by it.

Never a courier who swapped something without its being at the door ("the courier must have swapped the labels"): a
parcel mixed up is a problem, not a remedy."""

COURIER_SWAPPED_AT_DOOR = (
    r"\b(?:courier|driver|delivery\s+(?:driver|guy|man|woman|lady|person)|postman|postwoman|postie)\s+(?:\w+\s+){0,2}?"
    r"(?:swapped|replaced|exchanged|changed)\b(?:\s+(?:it|them|the\s+(?:\w+\s+)?(?:box|parcel|package|carton|item|one|goods)|\w+))?"
    r"[^.!?]{0,40}?\b(?:(?:at|on)\s+(?:the|my|our)\s+(?:front\s+)?(?:door|doorstep|step)|there\s+and\s+then|on\s+the\s+spot)\b"
)
