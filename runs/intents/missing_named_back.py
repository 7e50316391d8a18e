"""A thing named by its absence after the short delivery that made it absent: "My order of six candles came one short.
Refund the missing candle please." The second sentence names the claim's own units back, asking its remedy, so it is
no part missing of its own (the full suite's short-count cases); told first, with no short delivery before it ("Refund me
CAD 40 for the missing charger", verify32 B18), the thing named by its absence is still told missing."""
from .missing_items import named_by_absence_only
from .reading import ReadSentence


def missing_named_back(text: str, earlier: list[ReadSentence]) -> bool:
    """Whether a sentence only names a thing by its absence and an earlier sentence already claims goods not come."""
    return named_by_absence_only(text) and any(s.role == "request" and "non_delivery" in s.kinds for s in earlier)
