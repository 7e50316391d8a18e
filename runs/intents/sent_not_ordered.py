"""A wrong item told as goods sent that were never ordered, or as goods "not" the colour ordered with what came beside it.

"And the towels are not sage, you sent charcoal ones, which I didn't order." after a broken platter (blind round 31,
V31-08): no wrong-item cue read it ("you sent the wrong", "instead of", "X not Y" of two colours in that order), so the
sentence was folded into the platter's damage as more detail, the towels' return was never started and a person was
asked how to return them. Two plain ways of telling the shop's mistake are read here:

- goods told as sent and never ordered: "you sent charcoal ones, which I didn't order", "they shipped me a grey throw I
  never ordered", "I got slippers that I did not order";
- the goods said not to be the colour ordered, with the colour that came named beside it: "the towels are not sage, you
  sent charcoal ones", "the mugs aren't teal - they're green".

Not a wrong item: papers, money or a replacement sent ("you sent me an invoice I didn't ask for"), a count ("you sent
two, I only ordered one": runs.policy's short and surplus counts), a wish for what is to come ("make sure the new ones
are not grey"), and a colour lost in use ("they're not white any more after one wash").
"""

from __future__ import annotations

import re

from ..colour_families import colour_pattern

_COLOUR = rf"(?:{colour_pattern()})"
_NOT_ORDERED = (r"(?:i|we)\s+(?:didn['’]?t|did\s+not|never|haven['’]?t|have\s+not|had\s+not|hadn['’]?t|not)\s+(?:ever\s+)?"
                r"(?:order|ordered|buy|bought|ask\s+for|asked\s+for|pay\s+for|paid\s+for|choose|chose|pick|picked|select|selected)\b")
_SENT_NOT_ORDERED = re.compile(
    r"\b(?:(?:you|they|u|the\s+seller|the\s+shop)(?:['’]ve|\s+have|\s+guys)?\s+(?:sent|send|shipped|delivered|gave|posted)"
    r"|(?:i|we)(?:['’]ve|\s+have)?\s+(?:got|received|recieved|was\s+sent|were\s+sent)"
    r"|^\W*(?:(?:hi|hello|hey|so|and|also|but)\W+)?(?:got|received|recieved))"  # texted, the "I" left out: "Got slippers I did not order"
    r"(?:\s+(?:me|us))?\s+(?P<what>[^,.;:!?]{2,50}?)\s*[,–—-]?\s*(?:(?:which|that)\s+)?" + _NOT_ORDERED, re.I)
_NOT_COLOUR = re.compile(rf"\b(?:is|are|was|were|it['’]s|they['’]re)\s*(?:not|n['’]t)\s+(?:even\s+|actually\s+)?(?P<ordered>{_COLOUR})\b"
                         r"|\b(?:isn|aren|wasn|weren)['’]?t\s+(?:even\s+|actually\s+)?(?P<ordered2>" + _COLOUR + r")\b", re.I)
_CAME_COLOUR = re.compile(rf"\b(?:sent|send|shipped|delivered|got|received|came\s+in|arrived\s+in|they['’]re|they\s+are|it['’]s|it\s+is|these\s+are|"
                          r"(?:came|arrived|turned\s+up)\s+(?:are|were|is|was))"
                          rf"(?:\s+(?:me|us))?\s+(?:(?:all|a|an|the|some|bright|dark|light|pale|more)\s+)?(?P<came>{_COLOUR})\b", re.I)
# What a shop sends that is no goods, or is goods of a count or a replacement: read by other cues.
_NO_GOODS = re.compile(r"\b(?:tracking|e-?mails?|links?|codes?|invoices?|receipts?|confirmations?|messages?|updates?|refunds?|vouchers?|"
                       r"credit|money|texts?|labels?|notes?|bills?|replacements?|another|extra|second|duplicate|copy|copies|twice|"
                       r"\d+|two|three|four|five|six|more)\b", re.I)
_WISH_BEFORE = re.compile(r"\b(?:make\s+sure|ensure|hope|wish|want|would\s+like|'d\s+like|should|must|needs?\s+to|replacement|new\s+ones?|"
                          r"next\s+ones?|exchange|swap)\b[^.!?]{0,30}$", re.I)
_FADED = re.compile(r"\b(?:any\s*more|after\s+(?:a|one|the|two|\d+)?\s*(?:wash|washes|washing|use|uses|months?|weeks?)|faded|bleached)\b", re.I)


def sent_not_ordered(text: str) -> tuple[int, int] | None:
    """Where `text` tells goods came that were never ordered, or not in the colour ordered beside the colour that came;
    None when it does not."""
    for m in _SENT_NOT_ORDERED.finditer(text):
        if not _NO_GOODS.search(m.group("what")):
            return m.span()
    if _FADED.search(text):
        return None
    for m in _NOT_COLOUR.finditer(text):
        ordered = (m.group("ordered") or m.group("ordered2")).lower()
        if _WISH_BEFORE.search(text[max(0, m.start() - 40):m.start()]):
            continue
        came = next((c for c in _CAME_COLOUR.finditer(text) if c.group("came").lower() != ordered and c.start() != m.start()), None)
        if came:
            return min(m.start(), came.start()), max(m.end(), came.end())
    return None
