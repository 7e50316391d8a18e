"""Damage only supposed, not told: one reader (read_supposed_damage) for the two ways a ticket does it, and one sentence
test (only_supposed) both use. Nothing here is paid.

1. Damage nobody has confirmed yet, the customer saying they will come back to it: no claim to pay now.

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

3. Damage hedged beside damage told of other goods: "The lamp may be broken, I'm not sure. The mug arrived cracked though."
paid the lamp ($64) beside the mug, since only a ticket whose every claim was hedged was read (2). The hedged claim naming
goods no told damage names goes to a person (kind `other`, quoted); the told claim is paid. A hedge that names no goods
of its own ("It might be cracked inside too") or names the goods told ("the mug ... the mug may be worse") is left as it
was read. A hedge on other goods in the told damage's own sentence ("the mug is cracked, the lamp may be dented too") is cut
apart from it first (runs/intents/hedge_beside_told.py) and read here as its own sentence.

2. Damage only hedged, with no word said to come back (held-back round verify34, D05-D08, paid $26-$64 each): "The lamp may be
broken.", "I suspect the kettle lid might be dented", "My daughter thinks the vase may have a hairline crack", "if it turns
out to be damaged I'd like a refund, but it might just be the bulb". Nobody has said the goods are damaged, so a person
judges (kind `other`, the sentence quoted), no money. Near-misses still claimed: a hedge on something else ("it may be my
fault but it arrived cracked"), "may I" ("the lamp is broken, may I have a refund"), and "I think it's cracked, photo
attached" (the customer's own account, with the evidence: a belief, not a doubt).
"""

from __future__ import annotations

import re

from .reading import ReadSentence
from .remedies import asks_money
from .stems import content_stems
from .told_beside_condition import told_beside_condition

# What a supposition is made of, written once.
# The damage words: "cracked", "broken", "chipped", "dented", "leaking", "faulty".
_DAMAGE = (r"(?:crack\w*|broken|broke|damaged?|chip(?:ped|s)?|smashed|shattered|dent(?:ed|s)?|scratch\w*|torn|ripped|bent|snapped|"
           r"split|faulty|defective|leak\w*)")
_ANY_DAMAGE = re.compile(r"\b" + _DAMAGE + r"\b", re.I)
# The damage only a condition: "if the bowl turns out to be cracked", "in case it's broken", "if anything's broken inside".
_CONDITION = re.compile(r"\b(?:if|in\s+case|should)\b[^.!?]{0,50}?\b(?:turns?\s+out|is|are|'s|’s|was|were|arrives?|comes?)\b[^.!?]{0,25}?"
                        r"\b(?:crack\w*|broken|damaged|chipped|smashed|shattered|dented|scratched)\b", re.I)
# The words between a hedge and the damage it hedges, within its clause: "Possibly one of the plates is chipped", "could be
# that one or two of the cups are cracked" (verify35 V35-015: the plate was paid beside the bowl told cracked). Never a
# remedy asked ("Maybe you could refund the cracked plate?") nor a cause guessed before damage told ("maybe because the box
# was crushed the lid is cracked").
_HEDGED_WORDS = (r"(?:(?!(?:and|but|because|cos|since|so|though|although|you|u|ya|refund\w*|replace\w*|send|return\w*|swap|"
                 r"exchange|give|get|just|please|pls)\b)[\w'’-]+\s+){0,10}?")
# The damage hedged: "may be broken", "mite be chipped", "maybe cracked", "I suspect the lid got dented".
_HEDGE = re.compile(r"\b(?:may|might|mite|could)\s+(?:just\s+|well\s+|possibly\s+)?(?:be|have)\s+(?:been\s+|got\s+)?(?:\w+\s+){0,2}?" + _DAMAGE + r"\b"
                    r"|\b(?:maybe|possibly|perhaps|(?:it\s+)?(?:could|might|may)\s+(?:well\s+)?be\s+that)\s+" + _HEDGED_WORDS + _DAMAGE + r"\b"
                    r"|\bsuspect\s+(?:that\s+)?[^.!?,;]{0,40}?\b" + _DAMAGE + r"\b", re.I)
# Unsure, beside a hedge: "hard to tell", "not sure if it's cracked", "could be a line in the glaze".
# (not a guess at the cause: "not sure what happened", "might have been the courier")
_UNSURE = re.compile(r"\bhard\s+to\s+(?:tell|say)\b|\bnot\s+(?:sure|certain)\s+(?:if|whether)\b"
                     r"|\bcould\s+(?:just\s+)?be\s+(?:a|the|just)\s+(?:line|mark|reflection|scratch)\b", re.I)
# Not seen by the writer, or told by another: "I haven't seen it myself yet", "can't check", "she says", "my daughter says".
_UNSEEN = re.compile(r"\b(?:haven'?t|havent|have\s+not|not)\s+(?:yet\s+)?(?:seen|looked\s+at|checked|opened|unwrapped)\b|\bcan'?t\s+(?:check|see|look)\b", re.I)
_HEARSAY = re.compile(r"\b(?:she|he|they)\s+(?:says|said|reckons|thinks)\b|\b[a-z]+\s+(?:says|reckons)\s+(?:the|it|its|it'?s)\b", re.I)
# Someone will come back to it: "Will update you.", "I'll look when I'm back and let you know", "She'll email you herself",
# "Ill send a photo tomorrow".
_LATER = re.compile(r"\b(?:i'?ll|ill|i\s+will|we'?ll|we\s+will|she'?ll|he'?ll|they'?ll|she\s+will|he\s+will|will)\s+(?:\w+\s+){0,2}?"
                    r"(?:update|let\s+you\s+know|look|check|be\s+in\s+touch|get\s+back|send\s+(?:\w+\s+){0,2}?(?:photo|pic|picture|image)s?|"
                    r"e-?mail|write|contact|confirm)\b", re.I)

UNCONFIRMED_WHY = ("damage not yet confirmed (a condition not met, or told by another and not seen): the customer will write again; "
                   "nothing is claimed now")
DOUBTED_WHY = "damage the customer is not sure of and will send a photo of: a person judges it, no money before"
HEDGED_WHY = "damage the customer only supposes (may be, might be, suspects, if it turns out): a person judges it, no money before"


def only_supposed(text: str) -> bool:
    """The sentence supposes damage and tells none outright: no damage word left once its hedges and conditions are taken out."""
    if not (_HEDGE.search(text) or _CONDITION.search(text)):
        return False
    return not _ANY_DAMAGE.search(_CONDITION.sub(" ", _HEDGE.sub(" ", text)))


def _unclaim(s: ReadSentence, why: str, *, to_person: bool) -> None:
    """A damage claim taken back: to a person (`other`, quoted) or to context; what it was read as kept for the reviewer."""
    s.doubted, s.spans, s.weak = list(s.kinds), {}, []
    if to_person:
        s.kinds, s.why = ["other"], why
    else:
        s.role, s.kinds, s.why = "context", [], why


def read_supposed_damage(read: list[ReadSentence], subject_end: int = -1) -> None:
    """Each damage claim of a ticket that only supposes the damage (module doc) taken back: with a word to come back to it, the
    doubtful to a person and the rest context (1); else, when every claim is only supposed and nothing tells damage, each to a
    person (2). A subject line that only titles the body ("Broken lamp" over "I think the lamp might be cracked, hard to
    tell") tells nothing the body does not: the body's hedge is the customer's account (a subject that is a claim of its own
    is one of the claims, and still pays when it is not supposed)."""
    claims = [s for s in read if s.role == "request" and s.kinds == ["damaged_item"]]
    if not claims:
        return
    texts = [s.text for s in read if s.role != "injected"]
    whole = " ".join(texts)
    conditional = [t for t in texts if _CONDITION.search(t)]
    if _LATER.search(whole) and not any(asks_money(t) for t in texts if t not in conditional):
        doubtful = bool(_HEDGE.search(whole) or _UNSURE.search(whole))
        if conditional or _UNSEEN.search(whole) or _HEARSAY.search(whole) or doubtful:
            for s in claims:
                if conditional and not doubtful and not _UNSEEN.search(s.text) and not _HEARSAY.search(s.text) and told_beside_condition(
                        _HEDGE.sub(" ", s.text), [m.group(0) for t in conditional for m in _CONDITION.finditer(t)], _CONDITION, _ANY_DAMAGE):
                    continue  # "The bowl arrived broken - if the plate turns out to be chipped I'll let you know" (told_beside_condition.py)
                if doubtful and not conditional:
                    _unclaim(s, DOUBTED_WHY, to_person=True)
                else:
                    _unclaim(s, UNCONFIRMED_WHY, to_person=False)
            return
    told = [s for s in read if s.role != "injected" and s not in claims and not s.end <= subject_end
            and _ANY_DAMAGE.search(s.text) and not only_supposed(s.text)]
    if told or not all(only_supposed(s.text) for s in claims):
        _unclaim_hedged_beside_told(claims, told)
        return
    for s in claims:
        _unclaim(s, HEDGED_WHY, to_person=True)


# The goods a hedged sentence names: "the lamp", "my kettle lid", or bare before the hedge, "lamp may be broken".
_GOODS_NAMED = re.compile(r"\b(?:the|my|our|this|that|these|those)\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
                          r"|^\W*([a-z][\w-]*)\s+(?=(?:may|might|mite|could|maybe|possibly|perhaps)\b)", re.I)
_NOT_GOODS = frozenset(content_stems("box parcel package courier driver delivery order outside inside bottom top side photo picture"))


def _goods_of(text: str) -> frozenset[str]:
    return frozenset().union(*(content_stems(m.group(1) or m.group(2)) for m in _GOODS_NAMED.finditer(text))) - _NOT_GOODS - \
        content_stems(" ".join(m.group(0) for m in _ANY_DAMAGE.finditer(text)))


def _unclaim_hedged_beside_told(claims: list[ReadSentence], told: list[ReadSentence]) -> None:
    """A claim that only supposes damage to goods no told damage names goes to a person (3 in the module doc); the told
    claims stand."""
    definite = [s for s in claims if not only_supposed(s.text)] + told
    if not definite:
        return
    named = frozenset().union(*(content_stems(s.text) for s in definite))
    for s in claims:
        if only_supposed(s.text) and (goods := _goods_of(s.text)) and not goods & named:
            _unclaim(s, HEDGED_WHY, to_person=True)
