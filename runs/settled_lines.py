"""Which lines of an order a sentence telling of a settled past problem is about.

A settled problem backs no claim, and the guard holds a refund that would pay it again
(runs.guards.settled_against). It holds only what it names: the lines whose words it uses ("you
refunded the cracked jug"), or, naming none, the one line of a one-line order ("it came cracked and
you refunded it"). A past problem told of other goods ("last spring a blender arrived cracked and
you refunded it", on an order of a rug) or of an earlier time than this order ("on my previous
order", "back in March") is another order's: it holds nothing here, and a claim on this order is
judged on its own words (and on the refunds the order records: runs.repeat_claims).
So is a past problem of goods that share the line's head word but are said to be another kind ("last spring my
blender jug arrived cracked and you refunded it" beside a "Glass measuring jug 1L", blind round ver26a VER26A-15): the
customer's phrase names a blender jug, the same reading runs/goods_phrases.py gives a claim.

A claim told beside an earlier refund of the same goods ("you refunded this kettle last month and
now it leaks again") is checked against the record too: where the order records that refund, paying
again is a double refund; where it records none, the customer's word and the record disagree. Either
way nothing is paid without a person (`lines_told_refunded`, read by runs.repeat_claims).
"""

from __future__ import annotations

import re

from .intents.settled import _EARLIER, _UNSETTLED_BEFORE
from .intents.settled_words import REMEDY_NOUNS, REMEDY_VERBS, WHO_SETTLES
from .intents.claim_after_settling import new_claim_at
from .intents.history_likened import claim_apart
from .intents.history_orders import TURN_TO_NOW
from .earlier_unit_told import bought_again, earlier_unit
from .intents.stems import content_stems
from .sentences import normalise_ref, orders_in
from .part_words import PARTS
from .ticket_lines import lines_named_whole, misfit_phrases

# Goods are named after a determiner: "a blender", "my teapot", "the broken toaster".
# (a lookahead, so that "a while ago my teapot" reads "my teapot" too)
_NAMED_AFTER = re.compile(r"\b(?:the|my|a|an|this|these|those|our|your|his|her|their)\s+(?=((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*))", re.I)
# Words before the goods' own word that say how they were ("a broken toaster", "a tiny chip"), or which of them.
_MODIFIERS = set(content_stems(
    "broken cracked chipped dented damaged smashed shattered torn ripped scratched scuffed faulty dead bent stained leaking leaky wobbly "
    "defective tiny small little slight minor faint light huge big nasty deep whole brand old first previous earlier last older past prior "
    "other second third cheap lovely nice beautiful split bust busted wonky"))
# Words in a goods' place that name no goods: when it happened, what was wrong, who put it right and with what.
_NOT_GOODS = set(content_stems(
    "spring summer autumn fall winter christmas easter weekend year years morning evening night while ago since "
    "chip chips crack cracks dent dents scratch scratches scuff scuffs tear tears hole holes mark marks stain stains side top bottom edge corner "
    "voucher discount code coupon goodwill gesture chat phone call colleague colleagues agent rep staff service helpline settled "
    # who put it right and where: "your courier swapped it on the spot", "the driver took it at the door"
    "courier driver postman shop store engineer spot door doorstep "
    # what any goods are made of or have (the fabric, its seat): this line's as much as any other's
    "fabric material finish paint surface wood leather glass metal plastic stitching seam seams lining colour color front back seat arm arms "
    "frame piece pieces box packaging wrapping label sole laces unit set pair"))
_PART_STEMS = {s for p in PARTS for s in content_stems(p)}


def goods_named(text: str) -> set[str]:
    """The stems of the goods a sentence names after a determiner ("a blender", "my teapot", "a
    broken toaster"), not the words that say how they were, when, or by whom it was put right; a
    part ("the lid") is goods of the item it belongs to, not others."""
    out = set()
    for m in _NAMED_AFTER.finditer(text):
        words = m.group(1).split()
        head = next((w for w in words if not (content_stems(w) & _MODIFIERS or (len(w) > 4 and w.lower().endswith(("ed", "en"))))), "")
        out |= set(content_stems(head)) - _NOT_GOODS - _PART_STEMS - _MODIFIERS
    return out


def another_orders(text: str) -> bool:
    """Whether a settled problem naming no line of the order is another order's: it tells of an
    earlier time ("last spring", "my previous order") or of goods no line of the order is called."""
    return bool(_EARLIER.search(text)) or bool(goods_named(text))


# What the customer did after the settling, told in the same breath: "... and you refunded it straight away, thank you
# for that, so I came back to you for a kettle (SU-27115)". The goods of that clause are this order's, not the settled
# problem's (held-back round ver27a, case 15: the kettle's refund was held as refunded before).
_AFTERWARDS = re.compile(r"[,;]?\s*\b(?:so|and\s+so|which\s+is\s+why|that'?s\s+why|and\s+then|then|hence)\s+(?:i|we)\s+"
                         r"(?:came\s+back|returned\s+to\s+you|ordered|bought|tried|thought|decided|went\s+for|gave\s+you)\b", re.I)
# (money given back, a remedy had, goods replaced or the problem sorted: "you refunded it", "you sorted a refund", "replaced my blender")
_SETTLING = re.compile(rf"\b(?:{REMEDY_VERBS}|{REMEDY_NOUNS}|replaced|swapped|exchanged|sorted|resolved|fixed)\b", re.I)


def _settled_part(text: str) -> str:
    """The sentence up to what the customer did after the problem was settled (_AFTERWARDS), when a remedy was told before it."""
    settling = _SETTLING.search(text)
    after = _AFTERWARDS.search(text, settling.end()) if settling else None
    # (nor the new claim told after the settling: "you refunded the plate, on the 5th the bowl arrived smashed" settles no bowl)
    text = text[:new] if settling and (new := new_claim_at(text, settling.end())) is not None else text
    return text[:after.start()] if after and after.start() < len(text) else text


def settled_on_another_order(order: dict, text: str) -> bool:
    """Whether the settled past a sentence tells (its words before a turn to now: "..., and this time", "; now") numbers
    orders and none is this one: "You refunded the cracked bowl on SU-87010 last month, and this time the vase from
    SU-87001 is cracked" settled the bowl of SU-87010, never anything of SU-87001 (a one-line order's vase was held as told
    refunded before and sent to a person). The order named after the turn is the claim of now's, not the history's."""
    ref = normalise_ref(order.get("order_ref", ""))
    turn = TURN_TO_NOW.search(text)
    refs = {normalise_ref(r) for r in orders_in(text[:turn.start()] if turn else text)}
    return bool(ref and refs and ref not in refs)


def lines_settled(order: dict, text: str) -> set[str]:
    """The skus of the order's lines a sentence telling of a settled problem is about: those it names,
    else the only line of a one-line order, unless the problem is another order's."""
    lines = order.get("lines", [])
    if settled_on_another_order(order, text):
        return set()
    text = _settled_part(text)
    # "Like the teapot last time (which you refunded), the jug has arrived cracked": the teapot settled, never the jug
    text = claim_apart(text)[1] or text
    if earlier_unit(text):
        return set()  # "the first blender I bought from you ... you refunded it": another order's unit (earlier_unit_told.py)
    named = lines_named_whole(order, text)  # "the porcelain vase" settles the vase, not the porcelain bowl
    # "last spring my blender jug arrived cracked and you refunded it" names a blender jug, other goods than a "Glass measuring
    # jug": a word of the line's name with another kind before it settles nothing of the line (runs.goods_phrases)
    named = {x["sku"] for x in lines if x["sku"] in named and not misfit_phrases(x, text)}
    if named or len(lines) != 1:
        return named
    return set() if another_orders(text) else {lines[0]["sku"]}



# The goods told as refunded before, in the customer's words: "you refunded this kettle", "it was refunded in May",
# "I got a refund for the lamp", "your team already reimbursed the rug". Never an ask ("please refund it", "can it be
# refunded?", "can i get a refund on the sheets": a bare "get" is asked, "did get" told), a wish ("I'd like it refunded"), a
# denial ("it was never refunded", "you haven't refunded it") or a doubt.
_REFUND_TOLD = re.compile(
    rf"\b{WHO_SETTLES}\s+(?:(?:already|kindly|previously|fully|have|'ve|had|did|then)\s+)*{REMEDY_VERBS}\b"
    rf"|\b(?:was|were|got|been)\s+(?:(?:already|previously|fully|all)\s+)?{REMEDY_VERBS}\b"
    r"|\b(?:i|we)\s+(?:(?:already|previously|have|'ve|had|did)\s+)*(?:got|(?<=did )get|received|had|was given|were given)\s+"
    r"(?:a |my |the |full |a full |our |your )?(?:refund|money back|reimbursement)\b", re.I)
_NOT_TOLD_BEFORE = re.compile(r"\b(?:should|would|could|must|might|ought to|needs? to|wants? to|if|whether)\b[^.!?,;]*$", re.I)


def refund_told(text: str) -> bool:
    """Whether a sentence tells of goods as refunded before (not asks for, wishes or doubts a refund). A refund told and
    then chased ("the boots were refunded already, but the money never came") is told all the same: a person holds a
    second one against the record."""
    for m in _REFUND_TOLD.finditer(text):
        before = text[: m.start()]
        end = re.search(r"[.!?]", text[m.end():])
        if _UNSETTLED_BEFORE.search(before) or _NOT_TOLD_BEFORE.search(before) or (end and end.group() == "?") \
                or (not end and text.rstrip().endswith("?")):
            continue
        return True
    return False


# A past refund counts only for what it names, on the order it names: "you refunded the shipping then" gave back a
# charge, not the goods; "on a previous order ... you refunded it" was another order's refund, whatever goods it names
# (the same boots can be bought twice).
_CHARGE_REFUNDED = re.compile(
    r"\b(?:refunded|reimbursed|credited|refund(?:ed)?\s+(?:of|for|on))\s+(?:me\s+)?(?:the|my|our|that|a|your)?\s*(?:late\s+|extra\s+|express\s+|second\s+|duplicate\s+)?"
    r"(?:shipping|delivery|postage|p&p|courier|fee|fees|charge|surcharge|express)\b"
    r"|\b(?:shipping|delivery|postage|p&p|courier|fee|fees|charge|surcharge)\s+(?:\w+\s+)?(?:was|were|got|been)\s+(?:\w+\s+)?(?:refunded|reimbursed|credited)\b", re.I)
_OTHER_ORDER = re.compile(r"\b(?:a|an|my|our|the|one|that)\s+(?:previous|earlier|older|past|prior|last|first|other|different|separate|old)\s+"
                          r"(?:order|purchase)s?\b|\banother\s+order\b", re.I)


# An occasion before this one, told by the customer's own words: "last month", "two weeks ago" beside an ask that
# says "this time" or "again" (the earlier times of _EARLIER need no such turn).
_LAST_WHILE = re.compile(r"\blast\s+(?:month|week|fortnight)\b|\b(?:a|one|two|three|few|couple\s+of|several)\s+weeks?\s+ago\b", re.I)
_THIS_TIME = re.compile(r"\b(?:this\s+time|again|once\s+more|second\s+time|this\s+order)\b", re.I)


def another_occasion(text: str, order_ref: str, asking: list[str]) -> bool:
    """Whether a settled problem of a charge or a delivery (one per order) is another order's: it names another
    order number, an earlier order or time ("my previous order", "last spring"), or "last month" while the ask
    says "this time": "Last month the courier lost my parcel and you sorted a refund. This time it arrived three
    days late" settles nothing on this order's fee."""
    refs = {normalise_ref(r) for r in orders_in(text)}
    if refs and normalise_ref(order_ref) not in refs:
        return True
    return bool(_EARLIER.search(text) or _OTHER_ORDER.search(text)
                or (_LAST_WHILE.search(text) and any(_THIS_TIME.search(t) for t in asking)))


def lines_told_refunded(order: dict, texts: list[str]) -> dict[str, str]:
    """{sku: the sentence}: the lines of the order that a sentence of the ticket tells of as refunded
    before (those it names, or the one line of a one-line order unless the refund was another order's).
    A refund told of a charge (the shipping, a fee) or of another order refunds none of this order's goods."""
    out: dict[str, str] = {}
    for text in texts:
        # ("... you refunded it. I ordered another one and it's cracked too": the refund told is the earlier unit's, earlier_unit_told.py)
        if refund_told(text) and not _CHARGE_REFUNDED.search(text) and not _OTHER_ORDER.search(text) \
                and not bought_again([t for t in texts if t != text]):
            for sku in sorted(lines_settled(order, text)):
                out.setdefault(sku, text)
    return out
