"""A refund the shop promised that never came: the customer chases that refund. "your chat agent told me the second
$5.99 delivery charge would be refunded within 3 days ... nothing has come back to my card" asks the refund of the
charge taken twice; it tells of no parcel that never arrived (the money is what did not come) and of no late parcel
(the delivery charge is the thing promised back, not a delay's fee). A refund promised for goods named with their
problem ("Sam promised me a refund for the torn rucksack ... nothing has come through. Where is it?") asks the claim
of that problem on those goods; "nothing has come through" is the money, never a parcel lost (a parcel told not come
through the letterbox or to the door is a claim of its own). The record answers it as any claim of that kind: a copy
the order shows taken twice is paid, goods damaged are paid by the seller's remedy, a refund already made is found
there (runs.repeat_claims)."""

from __future__ import annotations

import re

from .amounts_told import amounts_at
from .copy_still_shown import STILL_SHOWN
from .cues import GOODS_PROBLEMS, _spans_of
from .parcel_status import _BARE_WHERE, WHERE_CHASED_WHY
from .reading import ReadSentence
from .remedies import refund_elsewhere, remedy_form_asked
from .settled_words import CHASED_WHY
from .moods import money_not_come
from ..shop.kinds import NOT_A_CASE

# The shop's word given that money would come back: "told me the charge would be refunded", "you said you'd refund the
# double delivery charge", "promised me a refund of the extra shipping", "assured us it would be credited back".
_PROMISED = re.compile(
    r"\b(?:told|promised|assured|said|confirmed|agreed|guaranteed|wrote)\b(?!\s+(?:(?:delivery|arrival|shipping)\s+)?(?:dates?|days?|time|window|slot|deadline)\b)"
    r"(?:[^.!?]|(?<=\d)\.(?=\d)){0,90}?(?:\b(?:would|wud|wld|will|wil|gonna|(?:was|were)\s+going\s+to|to|id|youd|wed|theyd)\s+|['’]d\s+|['’]ll\s+)"
    r"(?:(?:be|get|have|go|come)\s+)?(?:(?:fully|all|straight|promptly)\s+)?"
    r"(?:refund\w*|reimburs\w*|credit\w*|revers\w*|(?:paid|put|sent|given|go|come)\s+(?:\w+\s+){0,3}?back|(?:pay|put|send|give|get|have)\s+(?:\w+\s+){0,4}?back)"
    r"|\bpromised\s+(?:me\s+|us\s+)?(?:a\s+|the\s+|my\s+)?(?:full\s+)?(?:refund|reimbursement)\b", re.I)
# The promised money not there: "nothing has come back to my card", "I still don't see it", "it never came through",
# "still waiting", "no sign of it", "not on my statement", "I've had nothing back".
_NEVER_CAME = re.compile(
    r"\bnothing\s+(?:has\s+|had\s+|have\s+)?(?:yet\s+)?(?:come|came|arrived|gone|went|shown|showed|turned|landed|appeared|been\s+\w+)\b"
    r"|\b(?:never|hasn'?t|has\s+not|haven'?t|have\s+not|didn'?t|did\s+not|hadn'?t|not|no)\s+(?:yet\s+|ever\s+|even\s+)?"
    r"(?:come|came|arrived|gone|went|shown|showed|turned\s+up|landed|appeared|happened|been\s+(?:refunded|credited|paid|processed|done)|received|seen|got|gotten|"
    r"come\s+through|came\s+through|gone\s+through|sign)\b"
    r"|\bstill\s+(?:don'?t|do\s+not|dont|can'?t|cannot|cant|haven'?t|have\s+not|havent|not|waiting|nothing|no)\b"
    r"|\b(?:isn'?t|is\s+not|wasn'?t|not|nothing)\s+(?:yet\s+|showing\s+|back\s+)?(?:on|in|to)\s+(?:my|the|our)\s+(?:card|account|statement|bank)\b"
    # "I've had nothing back", "got nothing yet", "received nothing"
    r"|\b(?:had|got|gotten|received|seen)\s+(?:absolutely\s+|still\s+)?nothing\b"
    r"|" + STILL_SHOWN, re.I)  # "but it is still on my statement": the copy still taken (copy_still_shown.py)
# Where the money was to show, or a word standing for it: the next sentence's "never came" is of the refund ("nothing
# has come back to my card", "it still hasn't come through"), never of goods ("the mug never arrived" is a claim of its own).
_MONEY_PLACE = re.compile(r"\b(?:card|account|statement|bank|money|refund\w*|credit|paypal|it|nothing|anything|penny|cent|dime)\b", re.I)
# ...unless the place is one goods come to: "nothing has come through the letterbox", "nothing at the door" (a parcel).
_GOODS_PLACE = re.compile(r"\b(?:letter ?box|mail ?box|post ?box|door|doorstep|porch|parcel|package|courier|driver|postman|postie|delivery|"
                          r"shipment|tracking|house|flat|address|neighbou?rs?)\b", re.I)
# The refund itself told as not come: "Refund never came", "my money still hasn't arrived", "where is my refund".
_REFUND_NOT_COME = re.compile(r"\b(?:refund|money|credit|reimbursement)\s+(?:\w+\s+){0,2}?(?:never|hasn'?t|has\s+not|not|still\s+not|didn'?t|did\s+not)\b", re.I)
# What was promised back, by kind: a copy of a charge ("the second delivery charge", "the double charge", "the
# duplicate payment"), or a delivery fee ("the shipping", "the express fee").
_COPY_OF_CHARGE = re.compile(
    r"\b(?:second|2nd|double|doubled|duplicate\w*|dupe?|extra|repeat\w*|other)\s+(?:\$?[\d.,]+\s+|£[\d.,]+\s+|€[\d.,]+\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:charge|payment|fee|transaction|debit)s?\b|\b(?:charged|billed|taken|paid)\s+(?:\w+\s+){0,3}?(?:twice|two\s+times|2x|double)\b", re.I)
_FEE = re.compile(r"\b(?:delivery|shipping|postage|express|courier|p&p)(?:\s+(?:fee|charge|cost))?\b|\blate\s+fee\b", re.I)
# "Please do what was promised.", "just keep your promise", "honour what your colleague said": the promise told is the ask.
_KEEP_PROMISE = re.compile(
    r"^\W*(?:(?:so|now|then|and|just|please|pls|kindly|can\s+you|could\s+you|would\s+you)\W+)*(?:do|keep|honou?r|stick\s+to|follow\s+through\s+(?:on|with)|deliver\s+on|sort)\s+"
    r"(?:what\s+(?:was|you|he|she|they|your\s+\w+)\s+(?:\w+\s+)?(?:promised|said|agreed)|(?:your|the|that|this)\s+(?:\w+\s+)?(?:promise|word|agreement))\b"
    r"[\W\w]{0,30}$", re.I)

PROMISED_REFUND_WHY = "chases a refund the shop promised that never came: the refund of the {kind} is asked again"
NOT_COME_WHY = "tells that the promised refund never came: the chase of that refund covers it"
KEEP_PROMISE_WHY = "asks that the promise told be kept: the chase of that refund covers it"
_KIND_WORDS = {"duplicate_charge": "charge taken twice", "late_delivery": "delivery fee", "damaged_item": "damaged goods",
               "wrong_item": "wrong goods sent", "non_delivery": "goods never delivered"}


def promised_kind(text: str) -> str:
    """The kind of refund a sentence says was promised, or "": a copy of a charge, else a delivery fee, else the goods
    problem its own words name ("a refund for the torn rucksack", "for the wrong lamp you sent")."""
    m = _PROMISED.search(text)
    if not m:
        return ""
    return _kind_promised(text)


def _kind_promised(text: str) -> str:
    """The kind of the money a sentence promising a refund names: a copy of a charge, a delivery fee, goods of a problem."""
    if _COPY_OF_CHARGE.search(text):
        return "duplicate_charge"
    goods = [k for k in _spans_of(text) if k in GOODS_PROBLEMS]
    if _FEE.search(text) and not goods:
        return "late_delivery"
    return goods[0] if len(goods) == 1 else ""


def _not_come_after_promise(text: str, kind: str) -> bool:
    """Whether the sentence of the promise itself tells that the money never came, after the promise and outside the
    words of the goods problem ("a refund for the lamp that never arrived" tells the problem, not the money)."""
    problem = _spans_of(text).get(kind, []) if kind in GOODS_PROBLEMS else []
    return any(not any(a <= m.start() < b for a, b in problem) for m in _NEVER_CAME.finditer(text, _PROMISED.search(text).end()))


def chase_promised_refunds(read: list[ReadSentence]) -> None:
    """A sentence telling of a refund promised, with its not coming told in it or in the next two sentences of its
    paragraph, asks that refund of its kind; the not-coming and a "do what was promised" go with it. Only a refund of a
    charge or a delivery fee: the kind the promise names, never the parcel (no goods failed to arrive) nor a delay."""
    chased = False
    for i, s in enumerate(read):
        if s.role in ("injected", "courtesy") or not (kind := promised_kind(s.text)):
            continue
        near = [n for n in read[i + 1:i + 3] if n.paragraph == s.paragraph and n.role != "injected"]
        told = [n for n in near if _NEVER_CAME.search(n.text) and _MONEY_PLACE.search(n.text) and not _GOODS_PLACE.search(n.text)
                and not _kinds_beyond(n, {"non_delivery"})]
        if not _not_come_after_promise(s.text, kind) and not told:
            continue
        s.role, s.kinds, s.why, s.doubted = "request", [kind], PROMISED_REFUND_WHY.format(kind=_KIND_WORDS[kind]), []
        s.spans = {kind: [(0, len(s.text))]}
        for n in told:
            n.role, n.kinds, n.spans, n.why = "attached", [], {}, NOT_COME_WHY
        for n in read[i + 1:i + 4]:
            if n.paragraph == s.paragraph and n.role == "request" and n.kinds == ["other"] and _BARE_WHERE.match(n.text):
                n.role, n.kinds, n.spans, n.why = "attached", [], {}, WHERE_CHASED_WHY  # "Where is it?": the money chased
        for n in read[i + 1:i + 4]:
            if n.paragraph == s.paragraph and _KEEP_PROMISE.match(n.text):
                n.role, n.kinds, n.spans, n.why = "attached", [], {}, KEEP_PROMISE_WHY
        chased = True
    if chased:
        # the subject "Refund never came", "my money still hasn't arrived": the refund chased, no parcel lost
        for n in read:
            # (read on its own as a lost parcel, or as a remedy chased: runs/intents/settled_words.py CHASED_WHY)
            chase_alone = n.kinds == ["other"] and n.why.startswith(CHASED_WHY)
            if n.role == "request" and (set(n.kinds) <= {"non_delivery"} or chase_alone) and _REFUND_NOT_COME.search(n.text):
                n.role, n.kinds, n.spans, n.why = "attached", [], {}, NOT_COME_WHY


# The shop's own promise of money back, in its message the customer quotes in their reply ("> We'll refund the $12.00
# express delivery fee, you should see it within 3-5 working days", "we have refunded the second charge"): said by the
# shop in the first person, or told as to be done.
_SHOP_PROMISE = re.compile(
    r"\b(?:we|i)(?:'ll|’ll|\s+will|\s+shall|'ve|’ve|\s+have|'re|’re|\s+are|'d|’d|\s+would)\s+(?:now\s+|just\s+|gladly\s+|happily\s+|be\s+)?"
    r"(?:refund\w*|reimburs\w*|credit\w*|issu\w+\s+(?:you\s+)?(?:a|the|your)\s+(?:full\s+)?refund|process\w*\s+(?:a|the|your)\s+refund|"
    r"(?:put|send|pay)(?:ing)?\s+(?:\w+\s+){0,4}?back)\b"
    r"|\b(?:will|shall|has\s+been|have\s+been)\s+(?:be\s+)?(?:refunded|credited|reimbursed)\b", re.I)
# The customer's own ask for money: "Please actually refund the $12.00 this time.", "I want that fee back".
_MONEY_ASKED = re.compile(r"\brefund\w*|\breimburs\w*|\b(?:money|fee|charge|\$?\d[\d.,]*|it|that|this)\s+back\b|\bcredit\w*", re.I)
QUOTED_PROMISE_WHY = ("chases a refund the shop's own message, quoted in the ticket, promised and the record does not show: the refund of "
                      "the {kind} is asked again, and the record decides it")


def chase_quoted_promises(read: list[ReadSentence], quoted_why: str) -> None:
    """A refund the shop promised in its own message, which the customer quotes below or above their reply (its lines
    read `quoted_why`), of a delivery fee or a charge taken twice: the customer's own money ask that no problem of theirs
    explains ("Please actually refund the $12.00 this time.") asks that refund, when it names the amount promised or
    the customer tells the money never came ("It's been 10 days and nothing has come back to my card."). Only the
    kind is read from the quote: whether anything is owed is the record's (the parcel's scans, the charges)."""
    own = [s for s in read if s.role not in ("injected", "context") and s.why != quoted_why]
    if any(s.role == "request" and set(s.kinds) - set(NOT_A_CASE) for s in own):
        return  # a problem the customer names themselves is read by its own words
    kinds = {k for s in read if s.why == quoted_why and _SHOP_PROMISE.search(s.text) for k in [_kind_promised(s.text)]}
    if len(kinds) != 1 or not kinds <= {"late_delivery", "duplicate_charge"}:
        return  # none, goods, or promises of two kinds: which one is chased, a person reads
    kind = kinds.pop()
    promised = {c for s in read if s.why == quoted_why for c, _, _ in amounts_at(s.text)}  # the amounts the shop's message names
    # (read so far as a remedy asked with no problem, or as a remedy chased that the record or a person answers, or as the
    # ask attached to money told not come: "Nothing has shown up on my account yet. I'd like the $23.50 back as you said.")
    open_ = [n for n in own if n.role == "request_unread" or (n.role == "request" and n.kinds == ["other"] and n.why.startswith(CHASED_WHY))
             or (n.role == "statement" and not n.kinds) or (n.role == "attached" and not n.kinds)]
    told = [n for n in open_ if _NEVER_CAME.search(n.text) and _MONEY_PLACE.search(n.text) and not _GOODS_PLACE.search(n.text)]
    # the amount the customer names is the one promised; naming none, they tell the money never came
    # (the money asked paid elsewhere or in another form, "to my PayPal instead", "as store credit": a person's, as it was)
    asks = [n for n in open_ if n.role != "statement" and _MONEY_ASKED.search(n.text) and not refund_elsewhere(n.text) and not remedy_form_asked(n.text)
            and ((named := {c for c, _, _ in amounts_at(n.text)}) and named <= promised or (not named and told))]
    # ("the refund never came through. Can you refund it please?": the not-coming told, then the ask)
    asks = [n for n in asks if n not in told] or asks
    if not asks:
        return
    for n in told:
        n.role, n.kinds, n.spans, n.why = "attached", [], {}, NOT_COME_WHY
    for n in asks:
        n.role, n.kinds, n.why, n.doubted = "request", [kind], QUOTED_PROMISE_WHY.format(kind=_KIND_WORDS[kind]), []
        n.spans = {kind: [(0, len(n.text))]}


def _kinds_beyond(s: ReadSentence, kinds: set[str]) -> set[str]:
    """The kinds a sentence was read to ask beyond `kinds` (a claim of its own stays one)."""
    return set(s.kinds) - kinds - {"other"}


MONEY_ASKED_BESIDE_WHY = "tells that money has not come, beside the sentence asking that money: that request covers it"
# The money asked in the sentence beside: "Can you refund the $6.95 delivery charge as Priya said?"
_MONEY_ASKED_BESIDE = re.compile(r"\b(?:refund\w*|reimburs\w*|credit\w*|money|pay\w*|put\s+(?:it|that|this)\s+back)\b", re.I)


def money_chase_beside_ask(read: list[ReadSentence]) -> None:
    """"Nothing has come through on my card yet. Can you refund the $6.95 delivery charge as Priya said?": the money not
    come is the money the next sentence asks, one request, not a second chase for a person. Read alone ("my points
    balance hasn't moved since"), the chase stays a request of its own."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or not s.why.startswith(CHASED_WHY) or not money_not_come(s.text):
            continue
        beside = [n for n in (read[i - 1] if i else None, read[i + 1] if i + 1 < len(read) else None)
                  if n is not None and n.paragraph == s.paragraph and n.role == "request"]
        if any(set(n.kinds) - set(NOT_A_CASE) and _MONEY_ASKED_BESIDE.search(n.text) for n in beside):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, MONEY_ASKED_BESIDE_WHY
