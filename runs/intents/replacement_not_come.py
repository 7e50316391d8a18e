"""A goods problem, then the replacement the shop sent for it told as not come: "The vase arrived broken. Your team sent a
new one that hasn't arrived." The damage is the shop's to put right and it did, by sending goods; what is open is the
replacement that never reached the customer. Read as a damage claim beside a non-delivery, the run refunded the vase
while its replacement was on the way (the remedy paid twice) and asked a person to investigate the original parcel the
carrier had scanned delivered.

So the sentence telling the replacement sent and not come (runs/intents/sent_remedy_not_come.py) is a chase for a
person (`other`, quoting it, never paid again unseen), and the goods problem told just before it in its paragraph, on
its order, is a past problem that sentence says was settled: context, which no money may follow. Near-misses, unchanged:
the replacement come ("...and it arrived fine": settled), a refund sent and not come (a money chase read elsewhere), and
a problem of other goods told after the replacement."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .sent_remedy_not_come import sent_not_come
from .settled import _settling

REPLACEMENT_NOT_COME_WHY = ("chases a replacement the shop sent and the customer has not had: a person checks its delivery, "
                            "never paid again unseen")
# what the next sentence said settled it, as the settled reading words it (reading.py SETTLED_WHYS)
_SETTLED_NEXT_WHY = "a past problem the next sentence says was settled"
_SENT = re.compile(r"\b(?:you|u|ya|your\s+(?:\w+\s+)?(?:team|colleague|shop|store|staff|people)|they|the\s+(?:shop|seller|store|team))\s+(?:\w+\s+)?"
                   r"(?:sent|posted|shipped|dispatched|mailed)\s+(?:me\s+|us\s+|out\s+)?(?:a\s+|an\s+)?"
                   r"(?:new\s+one|replacement|another(?:\s+one)?|fresh\s+one|new\s+[\w-]+)\b", re.I)
_REPLACEMENT = re.compile(r"\b(?:new\s+one|replacement|another(?:\s+one)?|a\s+new\s+[\w-]+|fresh\s+one|second\s+one)\b", re.I)


def read_replacement_not_come(read: list[ReadSentence]) -> None:
    """A replacement told sent and not come (module doc): a chase for a person, and the problem it was sent for settled."""
    for i, s in enumerate(read):
        if s.role != "request" or "other" in s.kinds and s.why:
            continue
        # (the settling words, or a replacement told sent in words the settled reading leaves: "You sent another but ...")
        m = _settling(s.text) or _SENT.search(s.text)
        if m is None or not sent_not_come(s.text, m.end()) or not _REPLACEMENT.search(s.text, m.start()):
            continue
        s.kinds, s.spans, s.why = ["other"], {}, REPLACEMENT_NOT_COME_WHY
        claim = next((e for e in reversed(read[:i]) if e.role == "request" and e.paragraph == s.paragraph), None)
        if claim is not None and claim.kinds and set(claim.kinds) <= set(GOODS_PROBLEMS) and (claim.order or s.order) == (s.order or claim.order):
            claim.role, claim.why = "context", _SETTLED_NEXT_WHY
