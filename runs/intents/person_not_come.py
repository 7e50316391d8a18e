"""A person, not the goods, told as not come: "Driver is not come to the door, he leave it at neighbour.", "the courier
never came to my door, just left it in the porch", "postman didn't even knock". The non-delivery cues read "is not come"
and "never came" whatever their subject, so a driver who did not come to the door was read as goods that never came:
with the parcel scanned delivered, the run asked a person to investigate a delivery the customer never disputed, and
a late fee asked beside it was held as part of a non-delivery. How the goods were handed over is the delivery's manner,
not a claim that they never came; whether they came is the shipment's record to say (runs.policy, POL-NDL-003).

Near-misses, still non-delivery: the goods as the subject ("the chair is not come", "my parcel never came to the door"),
a person told as never bringing the goods ("the driver never delivered my parcel", "the courier never brought it").
A leaf: cues.py asks it of each non-delivery cue."""

from __future__ import annotations

import re

# a person who carries or hands over the goods, or a pronoun for one, as the subject just before the negation
_PERSON = (r"(?:driver|drivers|courier|couriers|postman|postmen|postwoman|postie|mailman|delivery\s+(?:man|guy|driver|person|people|boy|lady)|"
           r"carrier'?s?\s+driver|van\s+driver|he|she|nobody|no\s*one|no-one|someone|somebody|anyone|anybody)")
_PERSON_THEN_NOT = re.compile(rf"\b{_PERSON}\s+(?:(?:is|was|has|had|did|does|do|were|are)\s*)?(?:still\s+|even\s+|just\s+)?(?:not|never|n'?t|didnt)\b", re.I)
# where the person did not come: "to the door", "to my house", "to door"
_TO_THE_DOOR = re.compile(r"\s*(?:up\s+)?(?:to|at)\s+(?:(?:the|my|our|his|her)\s+)?(?:front\s+|back\s+)?(?:door|doorstep|house|flat|home|gate|address)\b", re.I)
# ...unless the goods are what the person never brought: "the driver never delivered my parcel", "never brought it"
_GOODS_BROUGHT = re.compile(r"^\W*(?:even\s+)?(?:deliver\w*|bring|brought|drop\w*\s+off|hand\w*\s+over|leave|left)\s+(?:it|them|my|our|the)\b", re.I)


def person_not_come(text: str, span: tuple[int, int]) -> bool:
    """Whether the non-delivery cue at `span` tells a person not come (to the door, to knock), not the goods."""
    window = text[max(0, span[0] - 40):span[1]]
    m = None
    for m in _PERSON_THEN_NOT.finditer(window):
        pass
    if m is None or m.end() < len(window) - 25:
        return False  # no person as the subject of this negation
    # (only to the door or the house: "The driver never turned up" and "she never receive it" tell goods not come)
    return bool(_TO_THE_DOOR.match(text, span[1])) and not _GOODS_BROUGHT.match(text[max(0, span[0] - 40) + m.end():])
