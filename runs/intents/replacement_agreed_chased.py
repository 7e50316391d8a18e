"""A replacement already agreed, chased: "Will the replacement for my broken plate ship this week? It was agreed on the
phone." The broken plate was refunded (verify33 E01): the customer asks after a promise already made, not for a fresh
remedy. The chase goes to a person (`other`, quoted); no damage refund is paid on it.

Near-misses: "the replacement you agreed never came, just refund me instead" (a refund asked: stays as read), "the plate
arrived broken, can you send a replacement?" (nothing agreed yet: a fresh claim)."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .reading import ReadSentence

AGREED_CHASED_WHY = "chases a replacement already agreed (by phone, by an agent): a person follows it up, no new refund"

_REPLACEMENT = re.compile(r"\b(?:replacement|new\s+one|replacing)\b", re.I)
_AGREED = re.compile(
    r"\b(?:agreed|promised|arranged|confirmed|approved|said\s+(?:they|you|she|he)\s*(?:'d|\s+would|\s+will)"
    r"|on\s+the\s+phone|over\s+the\s+phone|by\s+phone|(?:your|the)\s+(?:agent|rep|team|colleague))\b", re.I)
_CHASED = re.compile(r"\?|\b(?:when|where|any\s+update|still\s+waiting|has\s+it|is\s+it)\b", re.I)
# The replacement told come: "sent me a new one last week and it is perfect", "the new one arrived"
_CAME = re.compile(r"\b(?:arrived|came|received|got\s+it|turned\s+up|is\s+(?:perfect|fine|great|lovely)|works)\b", re.I)
# The customer who gives up on the replacement and asks for money is asked as written.
_MONEY_ASKED = re.compile(r"\b(?:refund|money\s+back|reimburse)\b", re.I)


def read_replacement_agreed_chased(live: list[ReadSentence], text: str) -> None:
    """A replacement already agreed and asked after is `other`, quoted; the claims beside it are context (module doc).
    `live`: the sentences the customer wrote, the injected left out; `text`: theirs joined by spaces (both read once by
    read_ticket)."""
    if not _AGREED.search(text) or _MONEY_ASKED.search(text):
        return
    if not any(_REPLACEMENT.search(s.text) for s in live):
        return
    # "...he agreed to send a replacement. When will it go out?": the promise and the short question after it both chase it
    chased = [s for s in live if _CHASED.search(s.text) and (_REPLACEMENT.search(s.text) or len(s.text.split()) <= 8)]
    if not chased:
        return
    if any((m := _REPLACEMENT.search(s.text)) and _CAME.search(s.text, m.end()) for s in live):
        return  # ("your colleague already sent me a new one and it is perfect": the replacement came, nothing to chase)
    for s in chased:
        s.role, s.kinds, s.why, s.spans = "request", ["other"], AGREED_CHASED_WHY, {}
    # the promise told beside its chase is the chase's story, no second request ("I phoned and was promised a
    # replacement. Could you tell me when it ships?": one ask)
    for s in live:
        if s not in chased and _REPLACEMENT.search(s.text) and _AGREED.search(s.text) and s.is_request:
            s.role, s.kinds, s.why, s.spans = "context", [], AGREED_CHASED_WHY, {}
    for s in live:
        if s not in chased and s.role in ("request", "attached") and s.kinds and set(s.kinds).isdisjoint(set(NOT_A_CASE)):
            s.role, s.why = "context", AGREED_CHASED_WHY
