"""Another person's refund asked paid to the customer who writes: "Could you refund Priya's blender to my card as well?"
under a forwarded mail from Priya about her own order (adv28, A28-02), "could you put my sister's refund on my account?
Her order SU-28202 never arrived.", "my son ordered a blender on his own account ... Please put his refund on my card",
"Can the money for his blender come to me instead?", "My neighbour Tom's parcel never arrived either. He asked me to get
it refunded onto my card - can you do that?".

The goods are on another person's order, paid by them: no claim on this customer's order covers them, the refund tool
pays only the payment the order was made with, and whether that person wants the money sent to someone else is theirs
to say. So the ask is a request of kind `other` a person answers, its sentence quoted, on that person's order when the
ticket numbers it; the problem told of that person's order ("Her order SU-28202 never arrived", the forwarded "My
blender from order SU-28202 never turned up") is what the ask is about, context, never the customer's own claim. Read
before as the customer's own non-delivery (adopted from the forwarded mail), the blender was investigated as Gail's
undelivered parcel, and no subtask and no reply sentence answered what she asked.

What it takes: the ask moves money ("refund", "put ... refund", "the money for ...") to the customer ("to my card",
"on my account", "come to me") for goods or money told as another person's ("Priya's blender", "my sister's refund",
"his refund", "the money for his blender", or "it" after a sentence telling such goods), and the ticket tells that
person's order or money as theirs: the refund itself is theirs ("her refund"), they ordered it ("on his own account",
"her order SU-28202"), a mail forwarded from them, or someone outside the household ("my friend Priya's", "my
neighbour Tom's"). What stays the customer's own claim: goods of the household on their own order ("My daughter's
teapot from this order arrived chipped, refund it to my card", "I bought it as a gift for my mum ... refund me"), and
the customer's own second order ("my other order SU-28203 - the blender never turned up. Please refund that too").
"""

from __future__ import annotations

import re

from ..first_person import FIRST_PERSON
from .doubt import OTHER_PERSONS_ORDER, _PERSON, others_goods_elsewhere
from .reading import ReadSentence
from .others_purchase_relayed import relayed_ask, relayed_for_another, their_goods_told
from .owner_told_before import OUTSIDE, owner_told_before

OTHERS_REFUND_WHY = ("asks another person's refund paid to this customer: the goods are on that person's order and the refund "
                     "tool pays only the payment it was made with, so a person decides what is done and for whom")
TOLD_FOR_IT_WHY = f"{OTHER_PERSONS_ORDER}: told for the refund the customer asks paid to them, not their own claim"

_NAME = r"(?-i:[A-Z][a-z]{2,})"
_OUTSIDE = OUTSIDE
# Whose: "my sister's", "my neighbour Tom's", "Priya's", "her", "his", "their".
# (a name's: never "Let's", "She's", "That's", nor "the Dyson's")
_NAMED_OWNER = (rf"(?<![Tt]he\s)(?!(?:That|What|Here|There|Let|She|Who|Where|When|How|Why|One|Today|Tonight|Yesterday|Tomorrow|Everything|"
                rf"Nothing|Something|Everyone|Nobody|Sundry)['’]s){_NAME}(?:'s|’s)")
# ("my mates toaster", "my sisters refund": the apostrophe left out in a hurry)
_OWNER = rf"(?:(?:my|our|a)\s+(?:{_PERSON}|{_OUTSIDE})(?:\s+{_NAME})?(?:'s|’s|s'|s’|s\b)|{_NAMED_OWNER}|\b(?:her|his|their))"
# ...of goods or money: "Priya's blender", "his refund", "her blender refund", "the money for his blender".
_OWNED = re.compile(rf"{_OWNER}\s+(?!(?:own|behalf|account|card|name|way|mind|end|side|fault)\b)(?:[\w-]+\s+){{0,2}}?[\w-]+"
                    rf"|\b(?:money|refund|cost|price)\s+(?:for|of|on)\s+{_OWNER}\s+[\w-]+", re.I)
# The money is theirs: "her refund", "my sister's refund", "the money for his blender", "his money back".
_THEIR_MONEY = re.compile(rf"{_OWNER}\s+(?:[\w-]+\s+)?(?:refund|money|reimbursement|credit)\b"
                          rf"|\b(?:money|refund|cost)\s+(?:for|of|on)\s+{_OWNER}\s+[\w-]+", re.I)
# Someone outside the household, or named, owning the goods: "my friend Priya's blender", "my neighbour Tom's parcel".
_OUTSIDER_OWNS = re.compile(rf"\b(?:my|our|a)\s+{_OUTSIDE}(?:\s+{_NAME})?(?:'s|’s|s'|s’|s)\s+[\w-]+", re.I)
# Their own order told: "her order SU-28202", "he ordered it on his own account", "my son ordered a toaster too", "my sister's order".
_THEIR_ORDER = re.compile(rf"\b(?:her|his|their)\s+(?:own\s+)?(?:order|account|parcel|package)\b"
                          rf"|\b(?:she|he|they|(?:my|our)\s+{_PERSON}(?:\s+{_NAME})?)\s+(?:had\s+)?(?:also\s+)?(?:ordered|bought|paid)\b"
                          rf"|\b(?:my|our|a)\s+{_PERSON}(?:\s+{_NAME})?(?:'s|’s|s'|s’)\s+(?:own\s+)?(?:order|account|parcel|package|purchase)\b", re.I)
_MONEY = re.compile(r"\b(?:refund\w*|money|reimburs\w*|credit\w*|pay\s+(?:me|it|that)|paid\s+(?:to|back)|cost)\b", re.I)
# Paid to the customer: "to my card", "on my account", "onto my visa", "come to me", "refund me", "to me instead".
_TO_ME = re.compile(r"\b(?:to|on|onto|into|in|back\s+(?:to|on|into))\s+(?:my|our)\s+(?:own\s+)?(?:[\w-]+\s+)?(?:card|account|visa|mastercard|amex|paypal|"
                    r"bank(?:\s+account)?|balance)\b|\b(?:to|for)\s+me\b|\bcome\s+to\s+me\b|\b(?:refund|pay|give)\s+me\b|\bme\s+instead\b", re.I)
_REAL_ASK = re.compile(r"\?\s*$|\b(?:please|pls|plz|kindly|(?:can|could|would|will)\s+(?:you|u|i|the))\b", re.I)
_ASKING = re.compile(r"\?\s*$|\b(?:please|pls|plz|kindly|can|could|would|will|put|pop|send|move|transfer|want|like|need|get)\b", re.I)
# The goods told as on this customer's own order: "my daughter's teapot from this order".
_THIS_ORDER = re.compile(r"\b(?:this|my|our|the\s+same)\s+order\b", re.I)
_FROM_LINE = re.compile(rf"^\W*from:\s*(?P<name>{_NAME})\b", re.I)
_PRONOUN_ASK = re.compile(r"\b(?:it|that|this|them|the\s+money)\b", re.I)
_RELAYER = re.compile(r"\b(?:he|she|they|him|her|them|his|their)\b", re.I)
# The customer's own goods or order: "my own order", "my teapot" (not "my sister's", "my friend Priya's").
_OWN_GOODS = re.compile(rf"\b(?:my|our)\s+(?!{_PERSON}\b|{_OUTSIDE}\b)[\w-]+", re.I)


def _sender_names(read: list[ReadSentence]) -> set[str]:
    """The first names of the senders of the mails the customer forwards ("From: Priya Nandakumar <...>")."""
    return {m.group("name") for s in read if (m := _FROM_LINE.match(s.text))}


def _theirs(text: str, senders: set[str], told_theirs: bool) -> bool:
    """Whether a sentence tells goods or money as another person's whose order or money the ticket tells as theirs."""
    if not _OWNED.search(text) or _THIS_ORDER.search(text):
        return False
    named = {m.group(0)[:-2] for m in re.finditer(rf"{_NAME}(?:'s|’s)", text)}
    return bool(_THEIR_MONEY.search(text) or _OUTSIDER_OWNS.search(text) or named & senders or told_theirs)


def _asks_money_to_me(s: ReadSentence) -> bool:
    return s.role in ("request", "attached", "request_unread", "statement") and bool(_MONEY.search(s.text) and _TO_ME.search(s.text)
                                                                                   and _ASKING.search(s.text))


def read_others_refund_to_me(read: list[ReadSentence]) -> None:
    """The asks of another person's refund paid to the customer, one request of kind `other` a paragraph (its plainest
    ask: a question or a "please" before a "she says it's fine to put her refund on my card"), the others attached to
    it; the problems told of that person's order, context for it (module doc)."""
    senders = _sender_names(read)
    relayed = relayed_for_another(read)
    told_theirs = any(_THEIR_ORDER.search(s.text) or others_goods_elsewhere(s.text) for s in read if s.role != "injected")
    by_paragraph: dict[int, list[ReadSentence]] = {}
    for i, s in enumerate(read):
        if not _asks_money_to_me(s):
            continue
        before = next((t for t in reversed(read[:i]) if t.paragraph == s.paragraph and t.role != "injected"), None)
        # "My neighbour Tom's parcel never arrived either. He asked me to get it refunded onto my card": "it" is his parcel
        pointed = before is not None and bool(_PRONOUN_ASK.search(s.text) and _RELAYER.search(s.text)) \
            and _theirs(before.text, senders, told_theirs) and not _OWN_GOODS.search(before.text)
        if any(t.role == "request" and t.why.startswith(OTHER_PERSONS_ORDER) and t.paragraph == s.paragraph for t in read):
            continue  # "my son ordered a blender on his own account ... Please put his refund on my card": that request's ask
        # ("My mother bought the kettle from you ... I'm writing for her. Please send the refund to my card": others_purchase_relayed.py)
        # ("Forwarding what my friend Priya sent me below. Could you refund her blender to my card": owner_told_before.py)
        told_by = [t.text for t in read[:i] if t.role != "injected" and not _quoted(t)]
        if _theirs(s.text, senders, told_theirs) or pointed or owner_told_before(s.text, told_by, senders) \
                or (relayed and relayed_ask(s, read, _quoted)):
            by_paragraph.setdefault(s.paragraph, []).append(s)
    asks = []
    for found in by_paragraph.values():
        ask = next((s for s in found if _REAL_ASK.search(s.text)), found[0])
        ask.role, ask.kinds, ask.spans, ask.why, ask.weak = "request", ["other"], {}, OTHERS_REFUND_WHY, []
        for s in found:
            if s is not ask:
                s.role, s.kinds, s.spans, s.why = "attached", [], {}, OTHERS_REFUND_WHY  # the same ask said again
        asks.append(ask)
    for ask in asks:
        told = [t for t in read if t.role in ("request", "context") and t.why != OTHERS_REFUND_WHY
                and set(t.kinds or t.doubted) - {"other"} and (_told_for(t, ask, senders, told_theirs, read)
                                                               or (relayed and their_goods_told(t, _quoted(t))))]
        for t in told:
            t.doubted = list(dict.fromkeys([*t.doubted, *t.kinds]))
            t.role, t.kinds, t.spans, t.why = "context", [], {}, TOLD_FOR_IT_WHY
        ask.order = ask.order or next((t.order for t in told if t.order), "")


def _told_for(t: ReadSentence, ask: ReadSentence, senders: set[str], told_theirs: bool, read: list[ReadSentence]) -> bool:
    """Whether a problem told in the ticket is of the other person's order the ask is about: it tells that person's goods
    or order itself ("Her order SU-28202 never arrived"), it is told in a mail forwarded from them, or it names the goods
    the ask calls theirs in no words of the customer's own ("> The blender I ordered (SU-28202) never came." under "the
    money for his blender")."""
    if _THIS_ORDER.search(t.text) and re.search(FIRST_PERSON, t.text, re.I) and not _quoted(t):
        return False
    if _theirs(t.text, senders, told_theirs) or (t.paragraph == ask.paragraph and _THEIR_ORDER.search(t.text)):
        return True
    if _from_sender(t, ask, read) or (_quoted(t) and _goods_named(t, ask)):
        return True
    return t.paragraph == ask.paragraph and abs(t.index - ask.index) == 1 and _OWNED.search(t.text) is not None and not _OWN_GOODS.search(t.text)


def _quoted(t: ReadSentence) -> bool:
    from .forwarded import FORWARDED_OWN_WHY
    from .passes import ADOPTED_WHY, PASSED_ON_WHY, QUOTED_WHY
    return t.why in (QUOTED_WHY, FORWARDED_OWN_WHY, ADOPTED_WHY, PASSED_ON_WHY) or t.text.lstrip().startswith(">")


def _from_sender(t: ReadSentence, ask: ReadSentence, read: list[ReadSentence]) -> bool:
    """Whether a quoted sentence is in a mail from the person the ask names ("From: Priya ..." over "Priya's blender")."""
    head = next((s for s in reversed(read[:read.index(t)]) if _FROM_LINE.match(s.text)), None)
    return head is not None and (head.paragraph == t.paragraph or _quoted(t)) and _FROM_LINE.match(head.text).group("name") in ask.text


def _goods_named(t: ReadSentence, ask: ReadSentence) -> bool:
    from .stems import content_stems
    owned = {w for m in _OWNED.finditer(ask.text) for w in content_stems(m.group(0))} - {"refund", "money", "credit", "cost"}
    return bool(owned & content_stems(t.text))
