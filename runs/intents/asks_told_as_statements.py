"""Three asks a person must answer that the reading left as telling, or read as a claim they are not (held-back rounds
ver29a and adv29, each a silent drop):

- a question put as a wish to be told ("Also let me know if the return postage is free or if I have to pay it", "tell
  me whether I need the original box"), no question mark: a request of kind `other`. Never a courtesy about the
  customer's own offer ("let me know if you need photos", "tell me if there's anything else you need");
- a demand for money on top of the claim, or a threat of the law beside it ("I also demand $1,000 compensation for my
  time or my lawyer will be in touch by Friday", "I expect compensation for the wasted afternoon"): `other`, for a
  person, never paid; a demand let go ("I don't want compensation", "no compensation needed") asks nothing;
- papers that came without the goods asked for ("What I would like is the seasoning and care instructions for the cast
  iron skillet, the leaflet wasn't in the box"): `other` (a person sends them), not a missing delivery with no goods in
  it. The goods themselves told missing ("the skillet wasn't in the box") stay a missing delivery.
"""

from __future__ import annotations

import re

from .asked_again import ASKED_AGAIN_WHY
from .passes import QUOTED_WHY

KNOW_WHY = "asks to be told something (a question put as a wish to know), for a person to answer"
DEMAND_WHY = "demands money on top of the claim or threatens legal action: a person answers it, nothing is paid on it"
PAPERS_WHY = "asks for papers that came without the goods (instructions, a leaflet, a manual): a person sends them"

_KNOW = re.compile(r"\b(?:let\s+me\s+know|tell\s+me|advise|inform\s+me|confirm|i['’]?d\s+like\s+to\s+know|i\s+(?:need|want|would\s+like)\s+to\s+know|"
                   r"i\s+wonder)\s+(?:if|whether|how\s+much|who|what)\b", re.I)
# the customer's own offer or courtesy: "let me know if you need photos", "tell me if there's anything else"
_COURTESY = re.compile(r"\b(?:if|whether)\s+(?:you\s+(?:need|want|require|would\s+like|have\s+any)|there\s+is\s+anything|there['’]s\s+anything|"
                       r"anything\s+else|i\s+can\s+help|this\s+(?:helps|works)|that\s+(?:helps|works))\b"
                       # the claim's own remedy and its progress, which the reply answers: "let me know if the refund has gone through",
                       # "tell me whether I should send it back or keep it"
                       r"|\b(?:refund\w*|replacement|credit\w*|processed|gone\s+through|goes\s+through|sorted)\b"
                       r"|\b(?:send|post|return|ship|mail)\s+(?:it|them|the\s+[a-z-]+)\s+back\b|\bkeep\s+(?:it|them)\b", re.I)
# The law threatened: "my lawyer will be in touch", "or my lawyer gets involved", "I will sue" (wrong_told_by_right_asked.py asks it too).
_LAW = re.compile(r"\b(?:my|our)\s+(?:lawyer|solicitor|attorney)s?\s+(?:will|shall|is\s+going\s+to)\b|\b(?:take|taking)\s+legal\s+action\b"
                  # the law threatened in other words: "or my lawyer hears about it", "I'll get my solicitor involved", "I will sue"
                  r"|\b(?:my|our|a)\s+(?:lawyer|solicitor|attorney)s?\s+(?:hears?|gets?|will\s+hear|'ll\s+hear|can|could|would)\b"
                  r"|\b(?:get(?:ting)?|involv(?:e|ing)|call(?:ing)?\s+in|instruct(?:ing)?|hir(?:e|ing))\s+(?:my|our|a)\s+(?:lawyer|solicitor|attorney)s?\b"
                  r"|\b(?:i|we)(?:'ll|\s+will|'m\s+going\s+to|\s+am\s+going\s+to|\s+shall)\s+(?:\w+\s+)?su(?:e|ing)\b|\blegal\s+(?:proceedings|route|steps)\b"
                  r"|\bsee\s+you\s+in\s+court\b|\bsmall\s+claims\s+court\b", re.I)
_DEMAND = re.compile(r"\b(?:demand|expect|insist\s+on|require|want|deserve|claim|am\s+owed|seek(?:ing)?)\b[^.!?]{0,40}?"
                     r"(?:\bcompensation\b|\bdamages\b|\$\s?\d[\d,]*(?:\.\d\d)?\s+(?:for\s+(?:my|the|our)\s+(?:time|trouble|inconvenience|stress|hassle)|"
                     r"compensation))|" + _LAW.pattern, re.I)


def law_threatened(text: str) -> bool:
    """Whether a sentence threatens the law ("or my lawyer gets involved")."""
    return bool(_LAW.search(text))


_LET_GO = re.compile(r"\b(?:(?:don['’]?t|do\s+not|won['’]?t|never)\s+(?:want|need|expect|demand|seek)|no\s+(?:need\s+for\s+)?compensation|"
                     r"not\s+(?:after|asking\s+for|looking\s+for|seeking|expecting)|(?:isn['’]?t|is\s+not)\s+(?:necessary|needed))\b", re.I)
_PAPERS = r"(?:instructions?|instruction\s+(?:leaflet|booklet|sheet|card)|care\s+(?:instructions|guide|card|sheet|leaflet)|leaflet|booklet|manual|user\s+guide|guide)"
_PAPERS_ASKED = re.compile(rf"(?:\bwould\s+|'d\s+)(?:really\s+|also\s+|just\s+)?like\b[^.!?]{{0,60}}?\b{_PAPERS}\b|\b(?:need|want|send|email|e-mail|post|forward|get|have)\b[^.!?]{{0,60}}?\b{_PAPERS}\b", re.I)
_PAPERS_GONE = re.compile(rf"\b{_PAPERS}\s+(?:was(?:n['’]?t|\s+not)|were(?:n['’]?t|\s+not)|is(?:n['’]?t|\s+not)|(?:is|was|are|were)\s+missing)\b", re.I)
# Readings already decided that no wish to know reopens: words quoted from an earlier message (the shop's own "Could you
# confirm what the two payments are for?") and the same ask told again ("where r the rest?? send them or tell me what
# happened" is one request, asked_again.py).
_SETTLED_WHYS = (QUOTED_WHY, ASKED_AGAIN_WHY)
_NOT_NEEDED = re.compile(r"\b(?:found\s+(?:it|them)\s+online|no\s+need|don['’]?t\s+(?:need|bother)|not\s+needed|never\s*mind)\b", re.I)


def read_asks_told_as_statements(read) -> None:
    """Last: each sentence left as telling (or, for papers, read as a missing delivery) that asks one of the three."""
    for s in read:
        if s.role == "injected" or s.why in _SETTLED_WHYS:
            continue
        if s.role in ("statement", "attached", "context") and not s.kinds and _KNOW.search(s.text) and not _COURTESY.search(s.text):
            s.role, s.kinds, s.why, s.spans = "request", ["other"], KNOW_WHY, {}
        elif s.role in ("statement", "attached") and not s.kinds and _DEMAND.search(s.text) and not _LET_GO.search(s.text):
            s.role, s.kinds, s.why, s.spans = "request", ["other"], DEMAND_WHY, {}
        elif s.role == "request" and s.kinds == ["non_delivery"] and _PAPERS_ASKED.search(s.text) and _PAPERS_GONE.search(s.text) \
                and not _NOT_NEEDED.search(s.text):
            s.kinds, s.why, s.spans = ["other"], PAPERS_WHY, {}
