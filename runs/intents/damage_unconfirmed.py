"""Damage nobody has confirmed yet, the customer saying they will come back to it: no claim to pay now.

Held-back round verify33 (M01, M04, N04, N06) paid $43.20 each for a bowl nobody had seen cracked:
- a condition not yet met: "If the bowl turns out to be cracked when I unwrap it properly tonight, I'll want a refund. The
  box does rattle a bit. Will update you.";
- hearsay the customer has not seen, or that its owner will send herself: "my daughter says the bowl is cracked but I
  haven't seen it myself yet ... I'll look when I'm back and let you know", "arrived cracked, she says. She'll email you
  herself";
- a doubt with a photo promised: "I think the bowl might be cracked? hard to tell ... Ill send a photo tomorrow and you can
  tell me."

A careful support lead pays none of these now. The doubtful one goes to a person (kind `other`, the sentence quoted: they
judge the photo when it comes); the conditional and the hearsay are context, nothing claimed until the customer writes
again. Only when the ticket both marks the damage unconfirmed and says someone will write, look or send a photo later, and
asks no money outside the condition. Near-misses still claimed: "I unwrapped it and the bowl is cracked", "my daughter
opened it and the bowl is cracked, please refund", "the bowl is cracked, photo attached", "I think it got cracked in
transit, refund please" (definite damage, a guess at its cause).
"""

from __future__ import annotations

import re

from .reading import ReadSentence
from .remedies import asks_money

# The damage only supposed: "if the bowl turns out to be cracked", "in case it's broken", "if anything's broken inside".
_CONDITION = re.compile(r"\b(?:if|in\s+case|should)\b[^.!?]{0,50}?\b(?:turns?\s+out|is|are|'s|’s|was|were|arrives?|comes?)\b[^.!?]{0,25}?"
                        r"\b(?:crack\w*|broken|damaged|chipped|smashed|shattered|dented|scratched)\b", re.I)
# Not seen by the writer, or told by another: "I haven't seen it myself yet", "can't check", "she says", "my daughter says".
_UNSEEN = re.compile(r"\b(?:haven'?t|havent|have\s+not|not)\s+(?:yet\s+)?(?:seen|looked\s+at|checked|opened|unwrapped)\b|\bcan'?t\s+(?:check|see|look)\b", re.I)
_HEARSAY = re.compile(r"\b(?:she|he|they)\s+(?:says|said|reckons|thinks)\b|\b[a-z]+\s+(?:says|reckons)\s+(?:the|it|its|it'?s)\b", re.I)
# In doubt: "might be cracked?", "hard to tell", "not sure if it's cracked", "could be a line in the glaze".
# (not a guess at the cause: "not sure what happened", "might have been the courier")
_DOUBTFUL = re.compile(r"\b(?:might|may|could)\s+(?:be|have\s+(?:got|been))\s+(?:\w+\s+)?(?:crack\w*|broken|damaged|chipped|dented|scratched)\b"
                       r"|\bhard\s+to\s+(?:tell|say)\b|\bnot\s+(?:sure|certain)\s+(?:if|whether)\b|\bcould\s+(?:just\s+)?be\s+(?:a|the|just)\s+(?:line|mark|reflection|scratch)\b", re.I)
# Someone will come back to it: "Will update you.", "I'll look when I'm back and let you know", "She'll email you herself",
# "Ill send a photo tomorrow".
_LATER = re.compile(r"\b(?:i'?ll|ill|i\s+will|we'?ll|we\s+will|she'?ll|he'?ll|they'?ll|she\s+will|he\s+will|will)\s+(?:\w+\s+){0,2}?"
                    r"(?:update|let\s+you\s+know|look|check|be\s+in\s+touch|get\s+back|send\s+(?:\w+\s+){0,2}?(?:photo|pic|picture|image)s?|"
                    r"e-?mail|write|contact|confirm)\b", re.I)

UNCONFIRMED_WHY = ("damage not yet confirmed (a condition not met, or told by another and not seen): the customer will write again; "
                   "nothing is claimed now")
DOUBTED_WHY = "damage the customer is not sure of and will send a photo of: a person judges it, no money before"


def read_unconfirmed_damage(read: list[ReadSentence]) -> None:
    """Each damage claim of a ticket that marks the damage unconfirmed and says someone will come back to it (module doc):
    the doubtful made a request of kind `other` for a person, the rest context."""
    texts = [s.text for s in read if s.role != "injected"]
    whole = " ".join(texts)
    conditional = [t for t in texts if _CONDITION.search(t)]
    if not _LATER.search(whole) or any(asks_money(t) for t in texts if t not in conditional):
        return
    doubtful = bool(_DOUBTFUL.search(whole))
    if not (conditional or _UNSEEN.search(whole) or _HEARSAY.search(whole) or doubtful):
        return
    for s in read:
        if s.role == "request" and s.kinds == ["damaged_item"]:
            s.doubted, s.spans, s.weak = list(s.kinds), {}, []
            if doubtful and not conditional:
                s.kinds, s.why = ["other"], DOUBTED_WHY
            else:
                s.role, s.kinds, s.why = "context", [], UNCONFIRMED_WHY


# Damage only hedged, with no word said to come back (held-back round verify34, D05-D08, paid $26-$64 each): "The lamp may be
# broken.", "I suspect the kettle lid might be dented", "My daughter thinks the vase may have a hairline crack", "if it turns
# out to be damaged I'd like a refund, but it might just be the bulb". Nobody has said the goods are damaged, so a person
# judges (kind `other`, the sentence quoted), no money. Near-misses still claimed: a hedge on something else ("it may be my
# fault but it arrived cracked"), "may I" ("the lamp is broken, may I have a refund"), and "I think it's cracked, photo
# attached" (the customer's own account, with the evidence: a belief, not a doubt).
_DAMAGE = (r"(?:crack\w*|broken|broke|damaged?|chip(?:ped)?|smashed|shattered|dent(?:ed)?|scratch\w*|torn|ripped|bent|snapped|"
           r"split|faulty|defective|leak\w*)")
_HEDGE = re.compile(r"\b(?:may|might|mite|could)\s+(?:just\s+|well\s+|possibly\s+)?(?:be|have)\s+(?:been\s+|got\s+)?(?:\w+\s+){0,2}?" + _DAMAGE + r"\b"
                    r"|\b(?:maybe|possibly|perhaps)\s+(?:\w+\s+){0,3}?" + _DAMAGE + r"\b"
                    r"|\bsuspect\s+(?:that\s+)?[^.!?,;]{0,40}?\b" + _DAMAGE + r"\b", re.I)
_ANY_DAMAGE = re.compile(r"\b" + _DAMAGE + r"\b", re.I)
HEDGED_WHY = "damage the customer only supposes (may be, might be, suspects, if it turns out): a person judges it, no money before"


def _only_hedged(text: str) -> bool:
    """The sentence supposes damage and tells none outright: no damage word left once its hedges and conditions are taken out."""
    if not (_HEDGE.search(text) or _CONDITION.search(text)):
        return False
    return not _ANY_DAMAGE.search(_CONDITION.sub(" ", _HEDGE.sub(" ", text)))


def read_hedged_damage(read: list[ReadSentence]) -> None:
    """A ticket whose every damage claim is only supposed (see above): each made a request of kind `other` for a person."""
    claims = [s for s in read if s.role == "request" and s.kinds == ["damaged_item"]]
    told = [s for s in read if s.role != "injected" and s not in claims and _ANY_DAMAGE.search(s.text)
            and not _only_hedged(s.text)]
    if not claims or told or not all(_only_hedged(s.text) for s in claims):
        return
    for s in claims:
        s.doubted, s.spans, s.weak = list(s.kinds), {}, []
        s.kinds, s.why = ["other"], HEDGED_WHY
