"""An ask told, then called off by the next sentence's change of mind, which asks something else: "I asked for a
replacement frame on Monday. Scrap that, I'd prefer to just keep the cracked one and get a partial refund.", "I phoned
yesterday asking for the mug to be replaced. On second thought, just refund it.", "Could you send a new lid? Actually
forget the replacement, a partial refund is fine."

The earlier ask was read as telling more of the new one (`attached`), so nothing recorded that it was called off, and
the replacement asked on Monday, which may be on the record, was still open for anyone reading the plan (blind round
probe30). Now:
- the sentence telling the earlier ask is context, quoted with the reason that the next sentence calls it off;
- the remedy it asked is forbidden on the sentence that calls it off (`forbids`: a replacement is never sent on it, a
  return never started), unless that sentence asks it again;
- the new ask goes on as read (a partial refund to a person, as before), its reason saying what it calls off, so the
  person who takes it stops a replacement already arranged.

Near-misses, unchanged: an earlier ask chased, not called off ("I asked for a replacement on Monday. Nobody has
replied."); a change of mind of the same remedy ("I asked for a replacement on Monday. Actually, make it a black one.")
keeps the replacement; an earlier ask called off in the same sentence asking nothing (earlier_ask_called_off.py)."""

from __future__ import annotations

import re

from .earlier_ask_called_off import earlier_ask_told
from .reading import ReadSentence
from .return_named import SENT_OR_POSTED_BACK
from .settled import REPLACED_ASK_WHY, WITHDRAWN_ASK_WHY, changed_ask

EARLIER_ASK_CHANGED_WHY = "tells an ask made before, which the customer calls off in the next sentence: not asked now"
CALLS_OFF_WHY = "; it calls off the {remedy} asked before, which the person stops if one was arranged"

# The remedy an ask names, and what calling it off forbids.
_REMEDIES = (("replacement", re.compile(r"\b(?:replace\w*|new\s+one|another\s+one|resen[dt]\w*|re-sen[dt]\w*|send\s+(?:me\s+)?(?:a\s+)?(?:new|another|fresh)|"
                                             r"(?:new|another|fresh)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:to\s+be\s+)?(?:sent|posted|shipped|dispatched))\b", re.I)),
             ("return", re.compile(rf"\b(?:return\w*|{SENT_OR_POSTED_BACK}|collect\w*|pick-?up)\b", re.I)),
             ("exchange", re.compile(r"\b(?:exchang\w*|swap\w*)\b", re.I)))
# An ask told as made before, in words earlier_ask_called_off leaves out: "I rang on Tuesday asking for a new teapot to be sent".
_TOLD_BEFORE = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:e-?mailed|wrote|messaged|rang|called|phoned|asked|requested|contacted|chatted|spoke)\b", re.I)
_FORBIDS = {"replacement": ["replacement"], "return": ["return", "collection"], "exchange": ["replacement", "return"]}


def _remedies_named(text: str) -> list[str]:
    return [name for name, words in _REMEDIES if words.search(text)]


def read_earlier_asks_changed_next(read: list[ReadSentence]) -> None:
    """Last: each ask told or withdrawn just before a sentence opening with a change of mind that asks something (module doc)."""
    told = [s for s in read if s.role not in ("injected", "courtesy")]
    for before, s in zip(told, told[1:]):
        if s.role != "request" or before.paragraph != s.paragraph or not (at := changed_ask(s.text)):
            continue
        earlier = before.role in ("attached", "statement") and not before.kinds \
            and bool(earlier_ask_told(before.text) or (_TOLD_BEFORE.search(before.text) and _remedies_named(before.text)))
        withdrawn = before.role == "context" and before.why in (REPLACED_ASK_WHY, WITHDRAWN_ASK_WHY)
        if not (earlier or withdrawn):
            continue
        named = _remedies_named(before.text)
        asked_again = _remedies_named(s.text[at:])
        called_off = [r for r in named if r not in asked_again]
        if not called_off:
            continue  # "Actually, make it a black one": the same remedy, asked another way
        if earlier:
            before.role, before.why, before.restates = "context", EARLIER_ASK_CHANGED_WHY, []
        s.forbids = list(dict.fromkeys([*s.forbids, *(f for r in called_off for f in _FORBIDS[r])]))
        if "other" in s.kinds and "; it calls off the" not in s.why:
            s.why += CALLS_OFF_WHY.format(remedy=" and ".join(called_off))
