"""A hope the customer tells of their own life, in a chatty aside: "We are hoping for tulips in spring though the
squirrels have other ideas!" (verify48 V48-212). "we are hoping" reads as an ask (asks.py `_REQUEST`: "I'm hoping for
a refund"), so the aside went to a person as a request of kind `other`, quoted in place of the duplicate tax the same
ticket asked to have put right. A hope for weather, a garden, a holiday or a family matter names nothing the shop could
give or do: the clause asks nothing, and the sentence is read without it (what else it asks is read as ever).

Kept as asks: a hope for anything of the shop's ("I'm hoping for a refund", "we're hoping for a quick reply", "hoping for
a replacement before the party", "I am hoping for some news on my parcel"), and a hope put to the shop ("hoping you can
help")."""

from __future__ import annotations

import re

# What the shop gives or does, and what it sells and sends: a hope naming any of it is an ask.
_SHOP_MATTERS = (r"you|u|your|ur|yours|shop|store|team|staff|company|refund\w*|money|cash|credit|voucher|discount|compensation|goodwill|"
                 r"replace\w*|exchange|swap|return\w*|repair\w*|fix\w*|reply|response|answer|update|news|word|call|callback|email|"
                 r"resolution|solution|sort\w*|outcome|apology|explanation|help|order\w*|parcel|package|delivery|deliver\w*|shipment|"
                 r"tracking|courier|item|items|goods|product|one|ones|it|them|this|that|these|those|back|soon|quick\w*|fast|asap|"
                 r"same|new|another|other\s+(?:one|colour|color|size)|stock|sale|price|charge\w*|payment|invoice|receipt")
_OWN_HOPE = re.compile(r"\b(?:i|we)(?:'m|’m|\s+am|'re|’re|\s+are|\s+were|\s+was)?\s+(?:(?:still|all|really|so|very\s+much|just)\s+)?hoping\s+for\s+"
                       r"(?P<what>[^.!?;,()\n]{1,80}?)(?=\s+(?:though|although|but|while|whereas|as|because)\b|[.!?;,()\n]|$)", re.I)


def without_own_hopes(text: str) -> str:
    """The sentence with a hope of the customer's own life ("we are hoping for tulips in spring") blanked; else as it is."""
    def blank(m: re.Match) -> str:
        return m.group(0) if re.search(rf"\b(?:{_SHOP_MATTERS})\b", m.group("what"), re.I) else " " * len(m.group(0))
    return _OWN_HOPE.sub(blank, text)
