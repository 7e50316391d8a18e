"""Goods that cannot be taken back: the customer asks that nobody come for them ("Please don't send anyone to
collect it", "no need to arrange a pickup", "I don't want a courier coming round"), or says they are gone ("I've
already taken it to the tip", "binned it", "we threw them away", "I no longer have it"). Read before as forbidding
shipping, or as a plain statement, the seller's collect-and-refund remedy started a collection of a chair at the tip
and told the customer the refund would follow once it was collected.

Each such sentence is recorded as forbidding the return and the collection (ReadSentence.forbids): the guard's
request_in_ticket holds any goods-moving decision on the order, whoever proposes it, and a person decides whether to
refund without the goods back. A money refund the seller pays with the goods kept is not held. A time for the pickup
("don't collect it until Monday") is no refusal, and the packaging thrown away is not the goods.

The goods are gone in the future too ("It's going in the skip", "I'm binning it", "it'll go in the bin"), and a
collection is refused in words that lean on the sentence before: "I've read I need to wait in for a courier
collection. I'm not doing that, nobody will be home, so don't book one." ("one", "that": the collection named before;
nobody home to hand the goods over). Such a sentence asks nothing a person would not already decide for the claim: when
the ticket makes a goods claim it is context holding the collection, and the claim's own subtask goes to a person with
it quoted, not a second subtask asking a person the same.
"""

from __future__ import annotations

import re

from .asks import _CLAUSE_ASK, _CLAUSE_START, asks_indirectly
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence

_NO_KIND_WHY = "tells of a problem of no kind the screener knows"  # runs.intents.unread

GOODS_GONE_WHY = "says the goods are gone or asks that nobody come for them: no return or collection can be made, a person decides"

_IT = r"(?:it|them|the\s+(?:remains|pieces|bits|lot|whole\s+thing)|what\s+was\s+left(?:\s+of\s+(?:it|them))?|the\s+(?!box|boxes|packaging|packing|wrapping|carton|cardboard|paperwork|receipt|bag|label|polystyrene|leaflet|instructions)[\w-]+)"
_GONE = re.compile(
    # thrown out by the customer: "I've already taken it to the tip", "binned it", "we threw them away", "got rid of it"
    rf"\b(?:i|we|i'?ve|we'?ve|i\s+have|we\s+have|i'?d|already|just|so|and)\s+(?:already\s+|just\s+|since\s+|had\s+to\s+|actually\s+)?"
    rf"(?:(?:thrown|threw|chucked|tossed|binned|dumped|skipped)\s+{_IT}(?:\s+(?:away|out|in\s+the\s+(?:bin|skip|rubbish|trash)))?"
    rf"|(?:taken|took|driven|drove)\s+{_IT}\s+(?:down\s+)?to\s+the\s+(?:tip|dump|recycling(?:\s+centre)?|skip)"
    rf"|(?:put|popped)\s+{_IT}\s+(?:out\s+)?(?:in|into|with)\s+the\s+(?:bin|skip|rubbish|trash|recycling)"
    rf"|disposed\s+of\s+{_IT}|got\s+rid\s+of\s+{_IT}|gotten\s+rid\s+of\s+{_IT}|binned|dumped\s+{_IT})\b"
    # no longer held: "I no longer have it", "we don't have it any more", "it's already at the tip"
    r"|\b(?:i|we)\s+(?:don'?t|do\s+not|dont)\s+(?:have|own)\s+(?:it|them)\s+(?:any\s*more|any\s+longer)\b"
    r"|\b(?:i|we)\s+no\s+longer\s+(?:have|own)\s+(?:it|them)\b"
    r"|\b(?:it'?s|it\s+is|its|they'?re|they\s+are|it\s+went|they\s+went|it'?s\s+gone|they'?ve\s+gone)\s+(?:already\s+|now\s+|long\s+)?(?:gone\s+|been\s+)?(?:in\s+the\s+(?:bin|skip|rubbish|trash)|"
    r"at\s+the\s+(?:tip|dump)|to\s+the\s+(?:tip|dump)|in\s+(?:a\s+)?landfill)\b"
    r"|\bnothing\s+(?:left\s+)?(?:to|for\s+you\s+to)\s+(?:collect|return|send\s+back|pick\s+up)\b", re.I)
# Gone soon, by the customer's hand: "It's going in the skip", "it'll go in the bin", "I'm binning it", "gonna chuck it out",
# "I'll take it to the tip". ("the box is going in the skip": the packaging, not the goods.)
_BIN = r"(?:bin|skip|rubbish|trash|garbage|tip|dump|recycling(?:\s+centre)?|landfill)"
_GOING = re.compile(
    rf"\b(?:it|they|this\s+one|{_IT})\s*(?:'s|’s|'re|’re|'ll|’ll|\s+is|\s+are|\s+will)\s+(?:just\s+|now\s+|all\s+)?(?:be\s+)?"
    rf"(?:going|go|gone|headed|heading|off)\s+(?:straight\s+|right\s+|directly\s+)?(?:in|into|in\s+to|to|on)\s+(?:the\s+|a\s+)?{_BIN}\b"
    rf"|\b(?:i'?m|i’m|i\s+am|we'?re|we’re|we\s+are|i'?ll|i’ll|i\s+will|we'?ll|we’ll|we\s+will|i\s+shall|gonna|going\s+to)\s+"
    rf"(?:just\s+|simply\s+|now\s+|going\s+to\s+|gonna\s+)?"
    rf"(?:(?:bin|binning|skip|skipping|dump|dumping)\s+{_IT}"
    rf"|(?:throw|throwing|chuck|chucking|toss|tossing)\s+{_IT}\s+(?:away|out|in\s+(?:the\s+)?{_BIN})"
    rf"|(?:take|taking|drive|driving)\s+{_IT}\s+(?:down\s+)?to\s+the\s+{_BIN})\b", re.I)
# A collection named: what "one", "that" in the sentence after stands for ("I need to wait in for a courier collection").
_COLLECTION = re.compile(r"\b(?:collect\w*|pick-?\s?up|picked\s+up|courier|driver|wait\s+in|stay\s+in|stay\s+home|be\s+(?:home|in)\s+for|"
                         r"send\s+(?:it|them)\s+back|post\s+(?:it|them)\s+back|return\s+(?:it|them))\b", re.I)
# Leaning on a collection named: "don't book one", "please don't arrange it", "I'm not doing that", "not happening".
_NOT_BOOKED = re.compile(r"\b(?:don'?t|dont|do\s+not|please\s+don'?t|no\s+need\s+to)\s+(?:bother\s+(?:to\s+)?)?(?:book|arrang|organi[sz]|schedul)\w*"
                         r"\s+(?:one|it|that|anything|any)\b", re.I)
_NOT_DOING = re.compile(r"\b(?:i'?m|i’m|i\s+am)\s+not\s+(?:doing|going\s+to\s+do|gonna\s+do)\s+(?:that|this|it)\b"
                        r"|\bi\s+(?:won'?t|will\s+not|can'?t|cannot|can\s+not)\s+(?:be\s+doing|do)\s+(?:that|this)\b"
                        r"|\b(?:that'?s|that\s+is|it'?s|it\s+is)\s+not\s+(?:happening|an\s+option)\b|\bnot\s+happening\b", re.I)
# Nobody there to hand the goods over: "nobody will be home", "no one's going to be in", "I won't be home", "I'm never in".
_NOBODY_HOME = re.compile(r"\b(?:nobody|no\s*one|no-one)\s*(?:will|'ll|’ll|is\s+going\s+to|'s\s+going\s+to|is|'s|’s)\s+(?:ever\s+)?(?:be\s+)?(?:home|in|around|there)\b"
                          r"|\b(?:i|we)\s*(?:won'?t|will\s+not|'m\s+not\s+going\s+to|am\s+not\s+going\s+to)\s+be\s+(?:home|in|around|there)\b"
                          r"|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+never\s+(?:home|in|around)\b", re.I)
# Nobody to come for them: "don't send anyone to collect it", "no need to arrange a pickup", "I don't want a courier coming round".
_NOBODY_COMES = re.compile(
    r"\b(?:don'?t|dont|do\s+not|no\s+need\s+to|there'?s\s+no\s+need\s+to|please\s+don'?t|you\s+needn'?t)\s+(?:bother\s+(?:to\s+)?)?"
    r"(?:send(?:ing)?|arrang\w*|book\w*|organi[sz]\w*|schedul\w*)\s+(?:me\s+)?(?:anyone|anybody|someone|somebody|a\s+courier|the\s+courier|your\s+courier|"
    r"a\s+driver|a\s+van|a\s+man|people|a\s+collection|the\s+collection|any\s+collection|a\s+pick-?\s?up|the\s+pick-?\s?up|any\s+pick-?\s?up|a\s+return)\b"
    r"|\b(?:i|we)\s+(?:don'?t|dont|do\s+not)\s+(?:want|need)\s+(?:anyone|anybody|someone|somebody|a\s+courier|a\s+driver|a\s+van|(?:a|any)\s+collection|"
    r"(?:a|any)\s+pick-?\s?up)\b(?:\s+(?:coming|to\s+come|calling|round|over|here))?"
    r"|\b(?:i|we)\s+(?:don'?t|dont|do\s+not)\s+want\s+(?:it|them)\s+(?:collected|picked\s+up)\b"
    r"|\bno\s+(?:collection|pick-?\s?up|courier)s?\s+(?:please|pls|needed|necessary|required|thanks)\b", re.I)
# A collection refused in the customer's own words, beyond "don't send anyone" (verify round V41-80 / 81 / 101 / 102 / 126):
# "I can't have it collected, I've got no way to get it out of the flat", "I'd rather you didn't send a courier to collect
# it", "Collection is not convenient, I work away all month", "we'd prefer not to have anybody come round to pick it up",
# "please no collection - I'm keeping it". Each was read as telling, and the seller's collect-and-refund remedy booked it.
_WHO_COMES = (r"(?:anyone|anybody|someone|somebody|any(?:one)?\s+of\s+you|(?:a|the|your|any)\s+(?:courier|driver|van|collector|carrier|man)s?|"
              r"couriers|drivers|people|a\s+collection|a\s+pick-?\s?up|you(?:r\s+(?:team|people|guys))?|them)")
_FETCH = r"(?:collect\w*|pick\w*(?:\s+(?:it|them))?\s+up|fetch\w*|come\w*|coming|call\w*\s+(?:round|by)|turn\w*\s+up|tak\w+\s+(?:it|them)\s+away)"
_CANT = (r"(?:can['’]?t|cannot|can\s+not|couldn['’]?t|won['’]?t|will\s+not|(?:['’]m|\s+am|['’]re|\s+are)\s+not|"
         r"(?:would|['’]d)\s+(?:rather|sooner|prefer)\s+not(?:\s+to)?|(?:rather|sooner)\s+not|prefer\s+not\s+to)")
_COLLECTION_REFUSED = re.compile(
    # "I can't have it collected", "we're not having them picked up", "I'd prefer not to have anybody come round"
    rf"\b(?:i|we)\s*{_CANT}\s+(?:be\s+)?(?:hav(?:e|ing)|get(?:ting)?|let(?:ting)?)\s+"
    rf"(?:(?:it|them|the\s+[\w-]+)\s+(?:collected|picked\s+up|taken\s+away|fetched)|{_WHO_COMES}\s+(?:\w+\s+){{0,2}}?{_FETCH})\b"
    # "I'd rather you didn't send a courier", "we'd prefer you did not collect it"
    rf"|\b(?:would|['’]d)\s+(?:rather|sooner|prefer)\s+(?:if\s+)?(?:you|u|they|your\s+\w+)\s+(?:didn['’]?t|did\s+not|don['’]?t|do\s+not|not|never|wouldn['’]?t)\s+"
    rf"(?:send\w*\s+{_WHO_COMES}|arrang\w*|book\w*|organi[sz]\w*|{_FETCH})\b"
    # "Collection is not convenient", "a pickup won't work for us", "collection isn't an option", "collection is impossible"
    r"|\b(?:collection|pick-?\s?up|courier)s?\s+(?:really\s+)?(?:is\s+not|isn['’]?t|is\s+no|won['’]?t|will\s+not|wouldn['’]?t|would\s+not|"
    r"doesn['’]?t|does\s+not|(?:is|would\s+be|['’]s)\s+(?:really\s+|very\s+|too\s+|totally\s+)?(?=in|im))\s*(?:be\s+|really\s+|very\s+)?"
    r"(?:convenient|inconvenient|possible|impossible|practical|impractical|an\s+option|doable|feasible|work|going\s+to\s+work|suit|"
    r"necessary|needed|required|wanted)\b"
    # "please no collection", "no collection - I'm keeping it", "and no pickup, I'll sort it"
    r"|\b(?:please|pls|plz|but|and|so|just)\s+no\s+(?:collection|pick-?\s?up|courier)s?\b"
    r"|(?:^|[.!;]\s*)\W*no\s+(?:collection|pick-?\s?up|courier)s?\s*(?:[-–—,]|$)", re.I)
# A supposition or a question of the collection: "if I can't have it collected, can I drop it off?"
_SUPPOSED = re.compile(r"\b(?:if|whether|unless|in\s+case|suppos\w+)\b[^,;.!?]*$", re.I)
# A time for the pickup, no refusal: "don't send anyone until Monday", "don't collect it before 5".
_ONLY_NOT_YET = re.compile(r"\b(?:until|till|before|after|today|tomorrow|yet|this\s+week|next\s+week|between|morning|afternoon|evening|"
                           r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b", re.I)


def goods_gone(text: str) -> bool:
    """Whether a sentence says the goods are gone (thrown away, at the tip, no longer held) or soon will be by the
    customer's hand ("It's going in the skip", "I'm binning it")."""
    return bool(_GONE.search(text) or _GOING.search(text))


def nobody_to_come(text: str, before: str = "") -> bool:
    """Whether a sentence asks that nobody come for the goods (no courier, no collection, no pickup), not only not yet.
    `before`: the sentence before it, which may name the collection its "one" or "that" stands for ("I need to wait in
    for a courier collection. I'm not doing that, nobody will be home, so don't book one.")."""
    m = _NOBODY_COMES.search(text)
    if m and not _ONLY_NOT_YET.search(text, m.end()):
        return True
    if any(not _ONLY_NOT_YET.search(text, m.end()) and not _SUPPOSED.search(text[:m.start()])
           for m in _COLLECTION_REFUSED.finditer(text)):
        return True  # "I can't have it collected", "Collection is not convenient, I work away all month"
    if not _COLLECTION.search(f"{before} {text}"):
        return False
    # "don't book it for Friday, I'm away", "nobody's home in the mornings": a time for it, a person's to arrange
    return any((m := pattern.search(text)) and not _ONLY_NOT_YET.search(text, m.start()) for pattern in (_NOT_BOOKED, _NOT_DOING, _NOBODY_HOME))


def nothing_to_take_back(text: str, before: str = "") -> bool:
    """Whether a sentence holds the goods' return or collection because they are gone or nobody is to come for them."""
    return goods_gone(text) or nobody_to_come(text, before)


def nothing_to_take_back_told(texts: list[str]) -> list[str]:
    """The sentences of `texts` (a ticket's, in order) that hold the goods' return or collection, each read with the
    sentence before it."""
    return [t for i, t in enumerate(texts) if nothing_to_take_back(t, texts[i - 1] if i else "")]


# The money asked beside it is the claim's own remedy ("so don't book one, just refund me"), no ask of its own.
_CLAIM_REMEDY = re.compile(r"\b(?:refund\w*|money\s+back|reimburs\w*|pay\s+me\s+back)\b", re.I)


def _asks_more(text: str) -> bool:
    """Whether the sentence asks something in a clause of its own beside the goods gone or nobody to come ("don't send
    anyone to collect it, and update my address please"), or asks a question: that stays a request for a person."""
    if "?" in text:
        return True
    bounds = [0, *(m.start() for m in _CLAUSE_START.finditer(text)), len(text)]
    clauses = [text[a:b] for a, b in zip(bounds, bounds[1:])]
    # "Please collect the broken chair - actually, on reflection, don't send anybody, I've already taken it to the tip": the
    # collection asked and called off in a later clause is no ask left (left40 V40-6d)
    called_off = [i for i, c in enumerate(clauses) if nothing_to_take_back(c)]
    return any((_CLAUSE_ASK.search(c) or asks_indirectly(c)) and not nothing_to_take_back(c) and not _NOT_BOOKED.search(c)
               and not _CLAIM_REMEDY.search(c) and not (_COLLECTION.search(c) and any(j > i for j in called_off))
               for i, c in enumerate(clauses))


def read_goods_gone(read: list[ReadSentence]) -> None:
    """Record every sentence saying the goods are gone, or asking that nobody come for them, as forbidding their return
    and collection (module doc). A plain statement becomes context that holds them; a remedy asked beside it ("binned
    it, so just refund it please") passes the hold to the claim it is the remedy of."""
    told = [x for x in read if x.role != "injected"]
    claims = [x for x in read if x.role == "request" and set(x.kinds) & {*GOODS_PROBLEMS, "change_of_mind"}]
    for i, s in enumerate(read):
        at = next((n for n, x in enumerate(told) if x is s), None)
        if at is None or not nothing_to_take_back(s.text, told[at - 1].text if at else ""):
            continue
        if nobody_to_come(s.text) and "shipping" in s.forbids:
            s.forbids = [f for f in s.forbids if f != "shipping"]  # "don't send anyone to collect it": no shipment asked about
        s.forbids = list(dict.fromkeys([*s.forbids, "return", "collection"]))
        if s.role == "statement" or (s.role == "context" and not s.why):
            s.role, s.why = "context", GOODS_GONE_WHY
        elif s.role in ("attached", "courtesy"):
            claim = next((r for r in reversed(read[:i]) if r.role == "request" and r.paragraph == s.paragraph
                          and (not r.order or not s.order or r.order == s.order)), None)
            if claim is not None:
                claim.forbids = list(dict.fromkeys([*claim.forbids, "return", "collection"]))
        if s.role == "request" and "other" in s.kinds and set(s.kinds) - {"other"} <= {*GOODS_PROBLEMS, "change_of_mind"} \
                and set(s.kinds) != {"other"} and not set(s.forbids) - {"return", "collection"} \
                and s.why.startswith("asks that something not be done (") and not _asks_more(s.text):
            # "Please collect the broken chair - actually, don't send anybody, it's at the tip": the claim's sentence, its
            # collection held; no second ask of a person (left40 V40-6d)
            s.kinds, s.why = [k for k in s.kinds if k != "other"], GOODS_GONE_WHY
        if s.role == "request" and s.kinds == ["other"] and not set(s.forbids) - {"return", "collection"} \
                and (s.why.startswith("asks that something not be done (") or s.why in ("", _NO_KIND_WHY)):
            s.why = GOODS_GONE_WHY
            if not _asks_more(s.text) and any(c.about_order(s.order) or not s.order for c in claims):
                # it asks only that nothing be taken back: the claim's subtask goes to a person with it quoted
                # (the guard reads its `forbids`), and no second subtask asks a person the same
                s.role, s.kinds = "context", []
