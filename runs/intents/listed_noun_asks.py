"""The items of a list, each only a thing named, under a line that asks them done: "please process the following:" then
"- the duplicate $4.99 delivery charge" and "- the $150 goodwill credit the agent approved" (ver28a, V28-40).

Each item named no verb, so none was read as asked: the $4.99 copy of the delivery charge went unread, the opener was
read as a request of no kind, and the whole ticket went to a person with the real duplicate held. The opener's ask
("process", "action", "sort out", "refund") is each item's: an item naming money (a charge, a fee, a credit, a figure)
is read as asked back, any other as asked put right, each on its own, so the duplicate is paid and a credit no policy
gives goes to a person as an `other`, quoted. The opener itself then asks nothing of its own (runs/intents/list_openers.py).

What stays as it was: an item with a verb of its own ("- refund the lamp"), an item the reading already took as a
request or context, a list under a line that does not ask ("Here is what happened:", "My order had:") and a list with
no opener at all (a customer listing what was in the parcel).
"""

from __future__ import annotations

import re
from typing import Callable

from .list_openers import LIST_OPENER_WHY
from .reading import Reading, ReadSentence

# A line ending on a colon (or a dash) that asks the list after it done, whatever greeting or story comes before the ask:
# "Hi, as agreed with your live chat yesterday, please process the following:", "Could you sort these out for me -".
_ASKING_OPENER = re.compile(
    r"\b(?:please|pls|plz|kindly|(?:can|could|would|will)\s+(?:you|u|someone))\s+(?:(?:also|now|urgently|quickly)\s+)?"
    r"(?:process|action|handle|deal\s+with|see\s+to|sort(?:\s+out)?|take\s+care\s+of|refund|arrange|put\s+through|look\s+(?:in)?to|fix)\b"
    r"[^.!?\n]{0,60}?(?:\bthe\s+following\b|\bbelow\b|\bthese\b|\bthis\s+list\b|\bthe\s+list\b|\bfollowing\s+(?:items|points|things))"
    r"[^.!?\n]{0,40}[:\-–—]\s*$", re.I)
_ITEM = re.compile(r"^\s*(?:[-*•–]|\(?\d{1,2}[.)])\s+")
# An item that names money: back is what is asked for it.
_MONEY = re.compile(r"[$€£]\s?\d|\b\d[\d.,]*\s?(?:dollars?|bucks|euros?|pounds?)\b|\b(?:charges?|fees?|credits?|payments?|postage|shipping|"
                    r"deliver(?:y|ies)|refunds?|debits?|compensation|goodwill)\b", re.I)
# An item with a verb of its own asks in its own words, and was read as it stands.
_OWN_VERB = re.compile(r"^\W*(?:please\s+|pls\s+|kindly\s+)?(?:refund|send|resend|replace|return|cancel|change|update|fix|give|pay|credit|"
                       r"check|arrange|remove|add|reverse|waive)\b|\b(?:is|are|was|were|has|have|had|came|arrived|did|didn'?t|never|not|no|"
                       r"i|we)\b", re.I)


def _asked_as(item: str) -> str:
    """The item with its opener's ask put before it, as one sentence the reader reads."""
    bare = _ITEM.sub("", item, count=1)
    return ("please refund " if _MONEY.search(bare) else "please sort out ") + bare


def read_listed_noun_asks(read: list[ReadSentence], read_alone: Callable[[str], Reading]) -> None:
    """Each bare item under an asking opener (same paragraph, no words in between but other items) read as asked."""
    for i, opener in enumerate(read):
        if opener.role not in ("request", "statement", "courtesy") or not _ASKING_OPENER.search(opener.text):
            continue
        asked_any = False
        for s in read[i + 1:]:
            if s.paragraph != opener.paragraph or not _ITEM.match(s.text):
                break
            if s.role != "statement" or s.kinds or _OWN_VERB.search(_ITEM.sub("", s.text, count=1)):
                asked_any |= s.role == "request"
                continue
            text = _asked_as(s.text)
            shift = len(text) - len(s.text)
            alone = next((r for r in read_alone(text).sentences if r.role == "request"), None)
            if alone is None:
                continue
            s.role, s.kinds, s.why = "request", list(alone.kinds), alone.why
            s.spans = {k: [(max(0, a - shift), max(0, b - shift)) for a, b in hits] for k, hits in alone.spans.items()}
            asked_any = True
        if asked_any and opener.role == "request" and opener.kinds == ["other"]:
            opener.role, opener.kinds, opener.why = "courtesy", [], LIST_OPENER_WHY
